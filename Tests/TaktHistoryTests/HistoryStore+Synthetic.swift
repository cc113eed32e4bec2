import Foundation
import TaktHistory
import TaktTestSupport

extension HistoryStore {
    /// Fills the history with `count` synthetic sessions ending before `end`.
    @discardableResult
    func fillSynthetic(count: Int, endingAt end: Date) throws -> Int {
        try append(contentsOf: SyntheticSessions.records(count: count, endingAt: end))
    }
}
