import Foundation
import Testing

/// Writes the history leaves checked (a lost write is exit 1, never silence), `-o` files
/// complete or untouched, `import` the way back, previews with real durations, and an events
/// FIFO nobody reads that never holds a session up.
@Suite(.serialized) struct HistoryInterchangeTests {
    /// A home with `count` finished previews of tabata-classic logged with `--log`.
    static func homeWithSessions(_ count: Int) throws -> URL {
        let home = try TaktProcess.home()
        for _ in 0..<count {
            let (status, output) = try TaktProcess.run(
                ["run", "tabata-classic", "--plain", "--speed", "400", "--log"], home: home)
            #expect(status == 0, "\(output)")
        }
        return home
    }

    /// Linux always has /dev/full; a machine without it fails these tests rather than skip them.
    static func requireDevFull() throws {
        try #require(
            FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is missing: a full disk cannot be shown")
    }

    @Test func exportToAFullStandardOutputFails() throws {
        try Self.requireDevFull()
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        for format in ["json", "csv"] {
            let (process, errors) = TaktProcess.make(["export", "--format", format], home: home)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1, "\(format)")
            #expect(message.contains("cannot write to standard output: the disk is full"), "\(message)")
        }
    }

    @Test func exportWithOToDevFullFailsAndLeavesTheDeviceADevice() throws {
        try Self.requireDevFull()
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try TaktProcess.run(["export", "--format", "json", "-o", "/dev/full"], home: home)
        #expect(status == 1)
        #expect(output.contains("cannot write /dev/full: the disk is full"), "\(output)")
        var info = stat()
        #expect(stat("/dev/full", &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR, "/dev/full was replaced by a file")
    }

    /// `-o FIFO` writes into the FIFO for its reader; `-o -` is standard output.
    @Test func exportIntoAFIFOAndToStandardOutput() throws {
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        let fifo = home.appendingPathComponent("export.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = Thread.detachNewThreadAsync {
            FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data()
        }
        let (status, output) = try TaktProcess.run(["export", "--format", "json", "-o", fifo.path], home: home)
        #expect(status == 0, "\(output)")
        let read = String(decoding: reader.wait() ?? Data(), as: UTF8.self)
        #expect(read.contains("\"programId\" : \"tabata-classic\""), "\(read)")
        var info = stat()
        #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")

        let (dashStatus, dash) = try TaktProcess.run(["export", "--format", "json", "-o", "-"], home: home)
        #expect(dashStatus == 0)
        #expect(dash.hasPrefix("["), "\(dash)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("-").path))
    }

    /// A regular file is replaced whole by a renamed temporary file with its permissions; none is
    /// left behind.
    @Test func anExportReplacesTheOldFileAndLeavesNoTemporaryFile() throws {
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        let target = home.appendingPathComponent("old.json")
        try Data("precious".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        let (status, _) = try TaktProcess.run(["export", "--format", "json", "-o", target.path], home: home)
        #expect(status == 0)
        let exported = try String(contentsOf: target, encoding: .utf8)
        #expect(exported.hasPrefix("["))
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "a private file stays private")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// Export on one computer, import on a fresh one: the same history, as export, `history
    /// --json` and `stats` show it, byte for byte. (The export keeps whole seconds and tenths,
    /// so the table's durations may round a second apart.)
    @Test func exportThenImportOnAFreshHomeReproducesTheHistory() throws {
        let home = try Self.homeWithSessions(3)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("history.json")
        #expect(try TaktProcess.run(["export", "--format", "json", "-o", file.path], home: home).0 == 0)
        let fresh = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: fresh) }
        let (status, told) = try TaktProcess.run(["import", file.path], home: fresh)
        #expect(status == 0, "\(told)")
        #expect(told.contains("Imported 3 sessions"), "\(told)")
        for command in [
            ["export", "--format", "json"], ["export", "--format", "csv"], ["history", "--json"], ["stats", "--json"],
        ] {
            let before = try TaktProcess.run(command, home: home)
            let after = try TaktProcess.run(command, home: fresh)
            #expect(before.1 == after.1, "\(command)")
        }
        // Again: nothing added, nothing changed.
        let (again, second) = try TaktProcess.run(["import", file.path], home: fresh)
        #expect(again == 0)
        #expect(second.contains("Imported 0 sessions"), "\(second)")
        #expect(second.contains("left as they were: 3"), "\(second)")
    }

    @Test func badEntriesAreReportedWithTheirPositionAndTheRestIsImported() throws {
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, json) = try TaktProcess.run(["export", "--format", "json"], home: home)
        var list = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var bad = list[0]
        bad["id"] = "00000000-0000-4000-8000-000000000001"
        bad["startedAt"] = "99999-01-01T00:00:00Z"
        var good = list[0]
        good["id"] = "00000000-0000-4000-8000-000000000002"
        list = [good, bad]
        let file = home.appendingPathComponent("mixed.json")
        try JSONSerialization.data(withJSONObject: list).write(to: file)
        let fresh = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: fresh) }
        let (status, output) = try TaktProcess.run(["import", file.path], home: fresh)
        #expect(status == 1)
        #expect(output.contains("entry 2: 'startedAt'"), "\(output)")
        #expect(output.contains("Imported 1 session"), "\(output)")
        let (notJSON, message) = try TaktProcess.run(
            ["import", home.appendingPathComponent("nothing.json").path], home: fresh)
        #expect(notJSON == 1)
        #expect(message.contains("cannot read"), "\(message)")
    }

    /// A preview logged with `--log` stores real time: its end is not in the future, and it is
    /// marked and never counted.
    @Test func aLoggedPreviewHasRealDurationsAndIsMarked() throws {
        let started = Date()
        let home = try Self.homeWithSessions(1)
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, json) = try TaktProcess.run(["history", "--json"], home: home)
        let row = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
        #expect(row["speed"] as? Double == 400)
        // 4 minutes of program at 400×: 0.6 s of real time, 0.4 s of it active.
        let active = try #require(row["activeSeconds"] as? Double)
        #expect(active <= 1, "active \(active) s is program time, not real time")
        let formatter = ISO8601DateFormatter()
        let end = try #require(formatter.date(from: row["endedAt"] as? String ?? ""))
        #expect(end <= Date().addingTimeInterval(1), "the end lies in the future")
        #expect(end >= started.addingTimeInterval(-1))
        let (_, table) = try TaktProcess.run(["history"], home: home)
        #expect(table.contains("preview ×400"), "\(table)")
        let (_, stats) = try TaktProcess.run(["stats", "--json"], home: home)
        #expect(stats.contains("\"sessions\" : 0") || stats.contains("\"sessions\":0"), "\(stats)")
    }

    /// `--events FIFO` with nobody reading: told at once, and the session runs and is logged.
    @Test func anEventsFIFOWithoutAReaderNeverHoldsTheSession() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let fifo = home.appendingPathComponent("events.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let started = Date()
        let (status, output) = try TaktProcess.run(
            ["run", "tabata-classic", "--plain", "--speed", "400", "--log", "--events", fifo.path], home: home)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(status == 0, "\(output)")
        #expect(output.contains("events file"), "\(output)")
        #expect(output.contains("nothing is reading"), "\(output)")
        #expect(output.contains("Finished"), "\(output)")
    }
}

extension Thread {
    /// A value computed on its own thread, waited for with `wait()`.
    final class Async<Value: Sendable>: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var value: Value?

        fileprivate func finish(_ value: Value) {
            self.value = value
            done.signal()
        }

        func wait() -> Value? {
            done.wait()
            return value
        }
    }

    static func detachNewThreadAsync<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Async<Value> {
        let result = Async<Value>()
        Thread.detachNewThread { result.finish(body()) }
        return result
    }
}
