import Foundation
import GRDB
import TaktCore
import TaktTestSupport

@testable import TaktHistory

/// What only tests ask of a store: the product never counts rows or makes sessions up.
extension HistoryStore {
    /// Fills the history with `count` synthetic sessions ending before `end`.
    @discardableResult
    func fillSynthetic(count: Int, endingAt end: Date) throws -> Int {
        try append(contentsOf: SyntheticSessions.records(count: count, endingAt: end))
    }

    /// Every readable session, newest first; with `phases`, each one's performed phases too.
    func all(phases: Bool = false) throws -> [SessionRecord] { try readAll(phases: phases).records }

    /// Number of session rows, damaged ones included.
    func count() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0 }
    }
}
