import Foundation
import GRDB
import TaktCore
import TaktHistory
import TaktPlatform
import Testing

@testable import TaktCLI

/// The one end-session path: a guard before any I/O, then the log decision and the row.
@Suite struct EndOfSessionTests {
    static let strings = Languages.bundled.strings(for: "en")
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static let session = SessionIdentity(
        id: UUID(), programID: "driver", programTitle: LocalizedText(["en": "Driver test", "de": "Treibertest"]),
        startedAt: start)

    static func path(_ options: SessionOptions = SessionOptions(), log: (any SessionLog)?) -> EndOfSession {
        EndOfSession(session: session, options: options, destination: .log(log))
    }

    @Test func aSecondCallLogsNothing() throws {
        let log = FakeSessionLog()
        let end = Self.path(log: log)
        let first = try #require(end.end(DriverFixtures.ending(), strings: Self.strings))
        #expect(first.summary.saved == .saved)
        #expect(end.end(DriverFixtures.ending(reason: .interrupted), strings: Self.strings) == nil)
        #expect(log.count == 1)
        #expect(log.rows.withLock { $0.first?.endReason } == .finished)
    }

    @Test func twoThreadsAtOnceLogOneRow() {
        for _ in 0..<200 {
            let log = FakeSessionLog()
            let end = Self.path(log: log)
            let winners = Locked(0)
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
        let ended = Self.path(options, log: log).end(
            DriverFixtures.ending(seconds: seconds, speed: options.speed), strings: Self.strings)
        #expect(ended?.summary.saved == expected, "\(name)")
        #expect(log.count == (expected == .saved ? 1 : 0), "\(name)")
    }

    @Test func aRefusingHistoryIsReportedInTheSummary() {
        let failing = Self.path(log: FakeSessionLog(failure: POSIXError(.ENOSPC)))
        #expect(
            failing.end(DriverFixtures.ending(), strings: Self.strings)?.summary.saved
                == .failed("the history refused the session: the disk is full"))
        let busy = Self.path(log: FakeSessionLog(failure: DatabaseError(resultCode: .SQLITE_BUSY, message: "locked")))
        #expect(
            busy.end(DriverFixtures.ending(), strings: Languages.bundled.strings(for: "de"))?.summary.saved
                == .failed(
                    "der Verlauf hat die Einheit nicht angenommen: ein anderes takt benutzt die Datei gerade; "
                        + "versuch es gleich noch einmal"))
        let missing = Self.path(log: nil)
        let german = Languages.bundled.strings(for: "de")
        #expect(
            missing.end(DriverFixtures.ending(), strings: german)?.summary.saved
                == .failed("der Verlauf hat die Einheit nicht angenommen: Datei oder Ordner gibt es nicht"))
    }

    @Test func theRowCarriesTheSession() throws {
        let log = FakeSessionLog()
        let end = Self.path(SessionOptions(speed: 2, logMode: .log), log: log)
        let summary = try #require(
            end.end(DriverFixtures.ending(speed: 2), strings: Languages.bundled.strings(for: "de"))?.summary)
        let row = try #require(log.rows.withLock { $0.first })
        #expect(row.programID == "driver")
        #expect(row.programTitle == "Treibertest")
        #expect(row.language == "de")
        #expect(row.startedAt == Self.start)
        // 120 program seconds at speed 2 took 60 real seconds: the row holds real time and the
        // speed, so its end is never in the future and stats are never inflated.
        #expect(row.speed == 2)
        #expect(row.isPreview)
        #expect(!row.counts)
        #expect(!summary.ending.counts)
        #expect(summary.ending.isPreview)
        #expect(row.endedAt == Self.start.addingTimeInterval(60))
        #expect(row.pausedSeconds == 2)
        #expect(row.activeSeconds == 10)
        #expect(row.phasesDone == 3)
        #expect(row.phasesTotal == 9)
        #expect(row.endReason == .finished)
        #expect(abs(row.kcal - 10.0 / 60 * 11 * 3.5 * 70 / 200) < 1e-9)
        #expect(row.bodyMassKilograms == 70)
        #expect(row.bodyMassIsDefault)
        #expect(summary.ending.duration == .seconds(120))
        #expect(summary.ending.active == .seconds(20))
        // The row and the summary carry the same timing, exercise names in the session's language.
        let timing = try #require(row.timing)
        #expect(summary.ending.timing(language: "de") == timing)
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
        let summary = try #require(Self.path(log: FakeSessionLog()).end(ending, strings: Self.strings)?.summary)
        let timing = summary.ending.timing(language: Self.strings.language)
        #expect(TimingText.summary(timing, strings: Self.strings) == "1 phase, max 0.4 ms late")
    }

    // MARK: - Opened at the end, retried, spooled

    /// A history that refuses `failures` times with `error`, then takes rows into `log`.
    final class FlakyHistory: Sendable {
        let attempts = Locked(0)
        let failures: Int
        let error: any Error & Sendable
        let log = FakeSessionLog()

        init(failures: Int, error: any Error & Sendable) {
            self.failures = failures
            self.error = error
        }

        func destination(spool: SessionSpool?, patience: Duration) -> SessionDestination {
            SessionDestination(
                open: {
                    let attempt = self.attempts.withLock { count in
                        count += 1
                        return count
                    }
                    if attempt <= self.failures { throw self.error }
                    return OpenedHistory(log: self.log)
                }, spool: spool, patience: patience)
        }
    }

    static let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "locked")

    static func ending(_ destination: SessionDestination) -> SessionSummary? {
        EndOfSession(session: session, options: SessionOptions(), destination: destination)
            .end(DriverFixtures.ending(), strings: strings)?.summary
    }

    @Test func aHistoryLockedForAMomentIsRetriedAndSaves() throws {
        let history = FlakyHistory(failures: 2, error: Self.busy)
        let summary = Self.ending(history.destination(spool: nil, patience: .seconds(5)))
        #expect(summary?.saved == .saved)
        #expect(history.attempts.withLock { $0 } == 3)
        #expect(history.log.count == 1)
    }

    @Test func aHistoryLockedPastThePatienceSpoolsTheSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-spool-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = FlakyHistory(failures: .max, error: Self.busy)
        let summary = try #require(
            Self.ending(
                history.destination(
                    spool: SessionSpool(folder: folder, files: LocalFileSystem()), patience: .milliseconds(300))))
        guard case .kept(let path) = summary.saved else {
            Issue.record("not kept: \(summary.saved)")
            return
        }
        #expect(history.attempts.withLock { $0 } > 1)
        let kept = try JSONDecoder().decode(SessionRecord.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(kept.programID == "driver")
        #expect(URL(fileURLWithPath: path).deletingLastPathComponent().path == folder.path)
        #expect(summary.saved.isSafe)
    }

    /// A read-only history is not waited for: nothing will change in ten seconds.
    @Test func aReadOnlyHistoryGoesToTheSpoolAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-spool-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = FlakyHistory(
            failures: .max, error: DatabaseError(resultCode: .SQLITE_READONLY, message: "read-only"))
        let summary = Self.ending(
            history.destination(spool: SessionSpool(folder: folder, files: LocalFileSystem()), patience: .seconds(30)))
        #expect(summary?.saved.isSafe == true)
        #expect(history.attempts.withLock { $0 } == 1)
    }

    @Test func neitherHistoryNorSpoolIsFailedWithBothReasons() throws {
        let history = FlakyHistory(failures: .max, error: POSIXError(.ENOSPC))
        // A spool inside a device cannot be created: ENOTDIR.
        let spool = SessionSpool(folder: URL(fileURLWithPath: "/dev/null/spool"), files: LocalFileSystem())
        let summary = Self.ending(history.destination(spool: spool, patience: .zero))
        #expect(
            summary?.saved
                == .failed(
                    "the history refused the session (the disk is full) and so did the spool /dev/null/spool "
                        + "(no such file or folder)"))
        #expect(summary?.saved.isSafe == false)
    }
}

/// A scored session is compared with the program's earlier scores, read before its own row goes in.
@Suite struct ScoreComparisonAtTheEndTests {
    /// A history holding one earlier session of the same program with a score.
    final class ScoredLog: SessionLog, @unchecked Sendable {
        let earlier: [SessionRecord]
        var appended: [SessionRecord] = []

        init(earlier: [SessionRecord]) { self.earlier = earlier }

        func append(_ record: SessionRecord) throws -> Bool {
            appended.append(record)
            return true
        }

        func scoredSessions(ofProgram programID: String) throws -> [SessionRecord] {
            (earlier + appended).filter { $0.programID == programID }
        }
    }

    static func ending(rounds: Int, speed: Double = 1) -> SessionEnding {
        var ending = DriverFixtures.ending(speed: speed)
        ending.scores = [
            BlockScore(block: 1, .amrap(.init(rounds: rounds, reps: 0, totalReps: rounds * 15, seconds: 0)))
        ]
        return ending
    }

    @Test func theSummaryComparesWithTheLastAndTheBestButNotWithItself() throws {
        var earlier = Self.ending(rounds: 5).record(of: EndOfSessionTests.session, language: "en")
        earlier.id = UUID()
        earlier.startedAt = EndOfSessionTests.start.addingTimeInterval(-86_400)
        let log = ScoredLog(earlier: [earlier])
        let end = EndOfSessionTests.path(log: log)
        let summary = try #require(end.end(Self.ending(rounds: 7), strings: EndOfSessionTests.strings)?.summary)
        #expect(summary.saved == .saved)
        #expect(summary.comparisons.first?.last?.score.text == "5+0")
        #expect(summary.comparisons.first?.isNewBest == true)
        #expect(log.appended.first?.scores.first?.text == "7+0")
    }

    @Test func aPreviewIsComparedWithNothing() throws {
        let log = ScoredLog(earlier: [])
        let options = SessionOptions(speed: 10, logMode: .log)
        let end = EndOfSessionTests.path(options, log: log)
        let summary = try #require(
            end.end(Self.ending(rounds: 7, speed: 10), strings: EndOfSessionTests.strings)?.summary)
        #expect(summary.comparisons.map(\.last) == [nil])
        #expect(summary.comparisons.first?.isNewBest == false)
    }
}
