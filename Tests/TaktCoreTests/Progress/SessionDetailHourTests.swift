import Foundation
import Testing

@testable import TaktCore

/// `history ID` of a session longer than an hour: its timing table writes hours as every clock
/// of takt does ("1:01:05.000", not "61:05.000"), in English and German.
@Suite struct SessionDetailHourTests {
    typealias F = HistoryFixtures

    static var record: SessionRecord {
        var record = F.session(
            F.date("2026-11-20 18:00"), seconds: 4210, active: 4200, paused: 0, kcal: 640, title: "Long run",
            language: "en", isDefaultMass: false, id: F.id(43))
        record.phasesDone = 4
        record.phasesTotal = 4
        record.timing = SessionTiming(
            phases: [
                PerformedPhase(
                    order: 1, kind: .getReady, exercise: nil, name: "", plannedStart: 0, actualStart: 0, seconds: 10,
                    pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
                PerformedPhase(
                    order: 2, kind: .work, exercise: "run", name: "Run", plannedStart: 10, actualStart: 10,
                    seconds: 3655, pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
                PerformedPhase(
                    order: 3, kind: .rest, exercise: nil, name: "", plannedStart: 3665, actualStart: 3665.0012,
                    seconds: 115, pausedSeconds: 0, skipped: false, latenessMilliseconds: 1.2),
                PerformedPhase(
                    order: 4, kind: .work, exercise: "run", name: "Run", plannedStart: 3780, actualStart: 3780.25,
                    seconds: 430, pausedSeconds: 0, skipped: false, latenessMilliseconds: 250),
            ], pauses: 0, speed: 1)
        return record
    }

    static func table(_ language: String) -> [String] {
        let text = SessionDetailView.render(
            Self.record, timeZone: F.berlin, strings: Languages.bundled.strings(for: language))
        return Array(text.components(separatedBy: "\n").suffix(6))
    }

    @Test func inEnglish() {
        #expect(
            Self.table("en") == [
                "#  Phase      Due          Began            Late   Length",
                "──────────────────────────────────────────────────────────",
                "1  Get ready     0:00.000     0:00.000       –     0:10",
                "2  Run           0:10.000     0:10.000       –  1:00:55",
                "3  Rest       1:01:05.000  1:01:05.001    1.2 ms     1:55",
                "4  Run        1:03:00.000  1:03:00.250  250.0 ms     7:10",
            ])
    }

    @Test func inGerman() {
        #expect(
            Self.table("de") == [
                "#  Phase      Due          Began            Late   Length",
                "──────────────────────────────────────────────────────────",
                "1  Get ready     0:00,000     0:00,000       –     0:10",
                "2  Run           0:10,000     0:10,000       –  1:00:55",
                "3  Rest       1:01:05,000  1:01:05,001    1,2 ms     1:55",
                "4  Run        1:03:00,000  1:03:00,250  250,0 ms     7:10",
            ])
    }

    @Test(arguments: [
        (0.0, "0:00.000"), (65.25, "1:05.250"), (3599.9994, "59:59.999"), (3600, "1:00:00.000"),
        (3665, "1:01:05.000"), (3780, "1:03:00.000"), (36000, "10:00:00.000"),
    ])
    func startText(seconds: Double, text: String) {
        #expect(SessionDetailView.startText(seconds, Languages.bundled.strings(for: "en")) == text)
    }
}
