import Foundation
import Testing

@testable import TaktCore

/// `history ID` in German writes every time of a score with the decimal comma: the score
/// ("3:46,8") and its rounds' splits ("1 in 1:15,2"), never "in 3:46.8" after it.
@Suite struct SessionDetailDecimalTests {
    typealias F = HistoryFixtures

    static var record: SessionRecord {
        var record = F.session(
            F.date("2026-11-20 18:00"), seconds: 236.8, active: 226.8, paused: 0, kcal: 40, title: "Fran",
            language: "de", isDefaultMass: false, id: F.id(44))
        record.scores = [
            BlockScore(
                block: 1,
                .forTime(.init(rounds: 3, totalReps: 90, seconds: 226.8, capped: false, splits: [75.2, 151.1, 226.8])))
        ]
        return record
    }

    static func scoreLines(_ language: String) -> [String] {
        let text = SessionDetailView.render(
            Self.record, timeZone: F.berlin, strings: Languages.bundled.strings(for: language))
        return text.components(separatedBy: "\n").filter { $0.contains("3:46") }
    }

    @Test func german() {
        let lines = Self.scoreLines("de")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("3:46.8") && $0.contains("3:46,8") }, "\(lines)")
        #expect(lines.last?.hasSuffix("1 in 1:15,2 · 2 in 2:31,1 · 3 in 3:46,8") == true, "\(lines)")
    }

    @Test func english() {
        let lines = Self.scoreLines("en")
        #expect(lines.last?.hasSuffix("1 in 1:15.2 · 2 in 2:31.1 · 3 in 3:46.8") == true, "\(lines)")
    }
}
