import Foundation
import GRDB
import Synchronization
import TaktCore
import Testing

@testable import TaktCLI

/// The one end-session path: a guard before any I/O, then the log decision and the row.
@Suite struct EndOfSessionTests {
    static let strings = Languages.bundled.strings(for: "en")
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func path(_ options: SessionOptions = SessionOptions(), log: (any SessionLog)?) -> EndOfSession {
        EndOfSession(
            programID: "driver", programTitle: LocalizedText(["en": "Driver test", "de": "Treibertest"]),
            profile: BodyProfile(), options: options, startedAt: start, log: log)
    }

    @Test func aSecondCallLogsNothing() throws {
        let log = FakeSessionLog()
        let end = Self.path(log: log)
        let first = try #require(end.end(DriverFixtures.ending(), strings: Self.strings))
        #expect(first.saved == .saved)
        #expect(end.end(DriverFixtures.ending(reason: .interrupted), strings: Self.strings) == nil)
        #expect(log.count == 1)
        #expect(log.rows.withLock { $0.first?.endReason } == .finished)
    }

    @Test func twoThreadsAtOnceLogOneRow() {
        for _ in 0..<200 {
            let log = FakeSessionLog()
            let end = Self.path(log: log)
            let winners = Mutex(0)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                let reason: EndReason = thread == 0 ? .finished : .interrupted
                if end.end(DriverFixtures.ending(reason: reason), strings: Self.strings) != nil {
                    winners.withLock { $0 += 1 }
                }
            }
            #expect(winners.withLock { $0 } == 1)
            #expect(log.count == 1)
        }
    }

    static let decisions: [(String, SessionOptions, Double, SaveStatus)] = [
        ("speed 1", SessionOptions(), 120, .saved),
        ("--no-log", SessionOptions(logMode: .noLog), 120, .disabled),
        ("--no-log beats --speed", SessionOptions(speed: 60, logMode: .noLog), 120, .disabled),
        ("preview", SessionOptions(speed: 60), 120, .preview),
        ("preview with --log", SessionOptions(speed: 60, logMode: .log), 120, .saved),
        ("under 3 s", SessionOptions(), 2.999, .tooShort),
        ("exactly 3 s", SessionOptions(), 3, .saved),
        ("short preview", SessionOptions(speed: 60), 1, .preview),
    ]

    @Test(arguments: decisions)
    func whetherTheSessionIsLogged(name: String, options: SessionOptions, seconds: Double, expected: SaveStatus) {
        let log = FakeSessionLog()
        let summary = Self.path(options, log: log).end(DriverFixtures.ending(seconds: seconds), strings: Self.strings)
        #expect(summary?.saved == expected, "\(name)")
        #expect(log.count == (expected == .saved ? 1 : 0), "\(name)")
    }

    @Test func aRefusingHistoryIsReportedInTheSummary() {
        let failing = Self.path(log: FakeSessionLog(failure: POSIXError(.ENOSPC)))
        #expect(
            failing.end(DriverFixtures.ending(), strings: Self.strings)?.saved
                == .failed("the history refused the session: the disk is full"))
        let busy = Self.path(log: FakeSessionLog(failure: DatabaseError(resultCode: .SQLITE_BUSY, message: "locked")))
        #expect(
            busy.end(DriverFixtures.ending(), strings: Languages.bundled.strings(for: "de"))?.saved
                == .failed(
                    "der Verlauf hat die Einheit nicht angenommen: ein anderes takt benutzt die Datei gerade; "
                        + "versuch es gleich noch einmal"))
        let missing = Self.path(log: nil)
        let german = Languages.bundled.strings(for: "de")
        #expect(
            missing.end(DriverFixtures.ending(), strings: german)?.saved
                == .failed("der Verlauf ließ sich nicht öffnen"))
    }

    @Test func theRowCarriesTheSession() throws {
        let log = FakeSessionLog()
        let end = Self.path(SessionOptions(speed: 2, logMode: .log), log: log)
        let summary = try #require(end.end(DriverFixtures.ending(), strings: Languages.bundled.strings(for: "de")))
        let row = try #require(log.rows.withLock { $0.first })
        #expect(row.programID == "driver")
        #expect(row.programTitle == "Treibertest")
        #expect(row.language == "de")
        #expect(row.startedAt == Self.start)
        // 120 program seconds at speed 2: the row reads as the session at speed 1, so its
        // duration agrees with its active time and kcal.
        #expect(row.endedAt == Self.start.addingTimeInterval(120))
        #expect(row.pausedSeconds == 4)
        #expect(row.activeSeconds == 20)
        #expect(row.phasesDone == 3)
        #expect(row.phasesTotal == 9)
        #expect(row.endReason == .finished)
        #expect(abs(row.kcal - 20.0 / 60 * 11 * 3.5 * 70 / 200) < 1e-9)
        #expect(row.bodyMassKilograms == 70)
        #expect(row.bodyMassIsDefault)
        #expect(summary.duration == .seconds(120))
        #expect(summary.active == .seconds(20))
        // The row and the summary carry the same timing, exercise names in the session's language.
        let timing = try #require(row.timing)
        #expect(summary.timing == timing)
        #expect(timing.speed == 2)
        #expect(timing.phases.map(\.name) == ["Burpees"])
        #expect(timing.phases.map(\.seconds) == [20])
    }

    @Test func theSummarySaysHowPunctualTheSessionWas() throws {
        var ending = DriverFixtures.ending()
        let phase = DriverFixtures.timeline.phases[1]
        ending.performed = [
            SessionEnding.Performed(
                phaseIndex: 1, phase: phase, time: .seconds(20), planned: .seconds(5),
                began: .seconds(5) + .microseconds(400), startedByClock: true)
        ]
        let summary = try #require(Self.path(log: FakeSessionLog()).end(ending, strings: Self.strings))
        let timing = try #require(summary.timing)
        #expect(TimingText.summary(timing, strings: Self.strings) == "1 phase, max 0.4 ms late")
    }
}
