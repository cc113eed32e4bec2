import Foundation
import Testing

@testable import TaktCore

/// `history ID`: one session with every phase, compared as whole outputs.
@Suite struct SessionDetailViewTests {
    typealias F = HistoryFixtures

    static var record: SessionRecord {
        var record = F.session(
            F.date("2026-11-20 18:00"), seconds: 83.5, active: 40, paused: 3.5, kcal: 12.4, title: "Mini Tabata",
            language: "de", isDefaultMass: false, id: F.id(42))
        record.phasesDone = 3
        record.phasesSkipped = 1
        record.phasesTotal = 4
        record.timing = SessionTiming(
            phases: [
                PerformedPhase(
                    order: 1, kind: .getReady, exercise: nil, name: "", plannedStart: 0, actualStart: 0, seconds: 10,
                    pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
                PerformedPhase(
                    order: 2, kind: .work, exercise: "burpees", name: "Burpees", plannedStart: 10,
                    actualStart: 10.0004, seconds: 20, pausedSeconds: 3.5, skipped: false, latenessMilliseconds: 0.4),
                PerformedPhase(
                    order: 3, kind: .rest, exercise: nil, name: "", plannedStart: 33.5, actualStart: 33.5012,
                    seconds: 4, pausedSeconds: 0, skipped: true, latenessMilliseconds: 1.2),
                PerformedPhase(
                    order: 4, kind: .work, exercise: "squats", name: "Kniebeugen", plannedStart: 37.5,
                    actualStart: 37.5, seconds: 20, pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
            ], pauses: 1, speed: 1)
        return record
    }

    @Test func inEnglish() {
        #expect(
            SessionDetailView.render(Self.record, timeZone: F.berlin, strings: Languages.bundled.strings(for: "en"))
                == """
                Session          00000000-0000-4000-8000-000000000042
                Program          Mini Tabata (tabata-classic)
                Started          2026-11-20 18:00
                Ended            finished
                Duration         1:24
                Active time      0:40
                Paused           0:04
                Phases           3/4, 1 skipped
                Energy           12 kcal
                Timing           4 phases, max 1.2 ms late
                Median lateness  0.8 ms
                Pauses           1
                Speed            ×1

                #  Phase            Due     Began    Late  Length  Paused
                ──────────────────────────────────────────────────────────────────
                1  Get ready   0:00.000  0:00.000       –    0:10
                2  Burpees     0:10.000  0:10.000  0.4 ms    0:20    0:04
                3  Rest        0:33.500  0:33.501  1.2 ms    0:04          skipped
                4  Kniebeugen  0:37.500  0:37.500       –    0:20
                """)
    }

    @Test func inGermanAndInAnotherTimeZone() {
        #expect(
            SessionDetailView.render(Self.record, timeZone: F.utc, strings: Languages.bundled.strings(for: "de"))
                == """
                Einheit                00000000-0000-4000-8000-000000000042
                Programm               Mini Tabata (tabata-classic)
                Begonnen               20.11.2026 17:00
                Ende                   geschafft
                Dauer                  1:24
                Aktive Zeit            0:40
                Pausiert               0:04
                Phasen                 3/4, 1 übersprungen
                Energie                12 kcal
                Genauigkeit            4 Phasen, ≤ 1,2 ms zu spät
                Median der Verspätung  0,8 ms
                Pausen                 1
                Tempo                  ×1

                #  Phase               Fällig  Begonnen  Verspätet  Dauer  Pausiert
                ─────────────────────────────────────────────────────────────────────────────────
                1  Mach dich bereit  0:00,000  0:00,000          –   0:10
                2  Burpees           0:10,000  0:10,000     0,4 ms   0:20      0:04
                3  Pause             0:33,500  0:33,501     1,2 ms   0:04            übersprungen
                4  Kniebeugen        0:37,500  0:37,500          –   0:20
                """)
    }

    /// At 60 columns the due time goes first, then pauses and length, before a phase's name is cut.
    @Test func aNarrowTerminalLosesTheDueTimeFirst() {
        let text = SessionDetailView.render(
            Self.record, timeZone: F.utc, strings: Languages.bundled.strings(for: "de"), width: 60)
        let table = text.components(separatedBy: "\n").drop { !$0.hasPrefix("#") }.joined(separator: "\n")
        #expect(
            table == """
                #  Phase             Begonnen  Verspätet
                ──────────────────────────────────────────────────────
                1  Mach dich bereit  0:00,000          –
                2  Burpees           0:10,000     0,4 ms
                3  Pause             0:33,501     1,2 ms  übersprungen
                4  Kniebeugen        0:37,500          –
                """)
        #expect(text.components(separatedBy: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    @Test func aSessionFromBeforeTimingSaysSo() {
        var old = Self.record
        old.timing = nil
        let text = SessionDetailView.render(old, timeZone: F.berlin, strings: Languages.bundled.strings(for: "en"))
        #expect(
            text.hasSuffix(
                "Energy       12 kcal\n\nNo phases were recorded: the session was logged before takt measured its timing."
            ))
    }
}

/// Past an hour a phase's due and actual start lead with the hours, as every time takt writes.
@Suite struct SessionDetailHourTests {
    static let cases: [(Double, String, String)] = [
        (3_599.9994, "en", "59:59.999"), (3_665.25, "en", "1:01:05.250"), (3_600, "en", "1:00:00.000"),
        (36_009.5, "de", "10:00:09,500"), (65.25, "de", "1:05,250"),
    ]

    @Test(arguments: cases)
    func theStartOfAPhaseAfterAnHour(seconds: Double, language: String, expected: String) {
        #expect(SessionDetailView.startText(seconds, Languages.bundled.strings(for: language)) == expected)
    }
}
