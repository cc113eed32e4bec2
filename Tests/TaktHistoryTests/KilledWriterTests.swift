import Foundation
import GRDB
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktHistory

/// `kill -9` at any moment of many `takt run --log` processes sharing one history leaves a
/// consistent database: nothing set aside as broken, integrity ok, unique ids, complete rows,
/// and a row for every session that said it was logged.
///
/// The longer version (200 sessions, measured lifetimes) is `Benchmarks/faults.py`.
@Suite struct KilledWriterTests {
    /// The built `takt` next to this test bundle, else `.build/debug/takt` of the package.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("takt")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/takt")
    }()

    /// 26 s of program time in 5 phases: logged (over 3 s), and 13 ms of real time at 2000×.
    static let program = """
        id: faults
        title: Faults
        getReady: 0
        blocks: [{rounds: 3, exercises: [{exercise: burpees, work: 6, rest: 4}]}]

        """

    @Test func killedWritersLeaveAConsistentHistory() throws {
        let folder = try TemporaryFolder()
        let home = folder.url
        let programs = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try Data(Self.program.utf8).write(to: programs.appendingPathComponent("faults.yaml"))
        var environment = ProcessInfo.processInfo.environment
        environment["TAKT_HOME"] = home.path
        environment["LANG"] = "C.UTF-8"

        var random = SeededRandom(seed: 0x6B1D)  // seeded, so the kill moments replay
        var launched = 0
        for batch in 0..<4 {
            var processes: [Process] = []
            for index in 0..<6 {
                let process = Process()
                process.executableURL = Self.binary
                process.arguments = [
                    "run", "faults", "--speed", "2000", "--plain", "--log", "--events",
                    home.appendingPathComponent("events-\(batch)-\(index).jsonl").path,
                ]
                process.environment = environment
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                processes.append(process)
            }
            launched += processes.count
            // The fault itself: SIGKILL after a random 0-80 ms, for every other process.
            for (index, process) in processes.enumerated() where index % 2 == 0 {
                usleep(UInt32(random.next() % 80_000))
                kill(process.processIdentifier, SIGKILL)
            }
            for process in processes { process.waitUntilExit() }
        }

        let logged = try FileManager.default.contentsOfDirectory(atPath: home.path)
            .filter { $0.hasPrefix("events-") }
            .filter { name in
                let text = (try? String(contentsOf: home.appendingPathComponent(name), encoding: .utf8)) ?? ""
                return text.contains("\"event\":\"end\"") && text.contains("\"logged\":true")
            }.count
        let database = home.appendingPathComponent("history.sqlite")
        let queue = try DatabaseQueue(path: database.path)
        let (integrity, rows, distinct, complete) = try queue.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? -1,
                try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT id) FROM session") ?? -1,
                try Int.fetchOne(
                    db,
                    sql: """
                        SELECT COUNT(*) FROM session WHERE programID = 'faults' AND phasesTotal = 5
                        AND phasesDone BETWEEN 0 AND 5 AND endedAt >= startedAt AND length(id) = 36
                        AND endReason IN ('finished', 'stopped', 'interrupted')
                        """) ?? -1
            )
        }
        #expect(integrity == "ok")
        #expect(rows == distinct)
        #expect(complete == rows)
        #expect(logged >= 6, "too few sessions finished for the check to mean anything")
        #expect((logged...launched).contains(rows), "\(logged) logged, \(rows) rows, \(launched) launched")
        #expect(try HistoryStore.open(at: database).brokenDatabase == nil)
    }
}
