import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Faults of the store met by the real `takt` binary: a hot journal left by a killed takt, a
/// lock held past the end of a session, a read-only folder. Each session ends in the history
/// or in the spool, and the next command adds what was spooled.
@Suite(.serialized) struct HistoryFaultTests {
    /// A home with the 26-second `faults` program (13 ms at 2000×).
    static func home() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("programs"), withIntermediateDirectories: true)
        try Data(KilledWriterTests.program.utf8).write(to: folder.url.appendingPathComponent("programs/faults.yaml"))
        return folder
    }

    /// Runs takt with TAKT_HOME at `home`; as the unprivileged user `nobody` when asked and
    /// running as root (root ignores file permissions, so a read-only folder needs another user).
    static func takt(_ arguments: [String], home: URL, asNobody: Bool = false) throws -> (Int32, String, String) {
        let process = Process()
        if asNobody && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--reuid=65534", "--regid=65534", "--clear-groups", KilledWriterTests.binary.path] + arguments
        } else {
            process.executableURL = KilledWriterTests.binary
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TAKT_HOME"] = home.path
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    static let run = ["run", "faults", "--speed", "2000", "--plain", "--log"]

    /// The state a takt leaves when SIGKILLed in the middle of writing the history in
    /// rollback-journal mode (as the first creation does while it switches to WAL): pages of
    /// an unfinished transaction in the file and the journal to undo them beside it, no lock.
    ///
    /// Made deterministically by copying both files while a transaction that spilled its pages
    /// to the file is open, then rolling the original back.
    static func leaveHotJournal(at database: URL) throws {
        let scratch = database.deletingLastPathComponent().appendingPathComponent("scratch.sqlite")
        let queue = try DatabaseQueue(path: scratch.path)
        try HistorySchema.migrator.migrate(queue, upTo: "v1: session")
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let writer = try DatabaseQueue(path: scratch.path, configuration: configuration)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 1")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "CREATE TABLE filler (x)")
            for _ in 0..<500 {
                try db.execute(sql: "INSERT INTO filler VALUES (?)", arguments: [String(repeating: "x", count: 400)])
            }
        }
        for suffix in ["", "-journal"] {
            try FileManager.default.copyItem(atPath: scratch.path + suffix, toPath: database.path + suffix)
        }
        try writer.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }

    @Test func aHotJournalLeftByAKilledTaktDoesNotStopTheNextSession() throws {
        let folder = try Self.home()
        let database = folder.url.appendingPathComponent("history.sqlite")
        try Self.leaveHotJournal(at: database)
        #expect(FileManager.default.fileExists(atPath: database.path + "-journal"))
        // The fault is real: a read-only connection cannot read past the journal.
        #expect(throws: DatabaseError.self) {
            var configuration = Configuration()
            configuration.readonly = true
            _ = try DatabaseQueue(path: database.path, configuration: configuration).read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master")
            }
        }
        let (status, output, errors) = try Self.takt(Self.run, home: folder.url)
        #expect(status == 0, "\(output)\(errors)")
        #expect(output.contains("· saved"), "\(output)")
        let store = try HistoryStore.open(at: database)
        #expect(store.brokenDatabase == nil)
        #expect(try store.store.count() == 1)
        #expect(try store.store.all().first?.programID == "faults")
    }

    @Test func theStoreOpensPastAHotJournal() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.leaveHotJournal(at: folder.database)
        #expect(try HistoryStore.isForeign(folder.database) == false)
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        #expect(try opening.store.append(HistoryStoreTests.record()))
        let tables = try DatabaseQueue(path: folder.database.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(!tables.contains("filler"), "the unfinished transaction was rolled back")
    }

    /// Another process holds the history past the busy timeout when the session ends: the
    /// session is kept in the spool (exit 0), and the first command after the lock is gone adds it.
    @Test func aLockHeldPastTheEndOfASessionSpoolsItAndTheNextCommandAddsIt() throws {
        let folder = try Self.home()
        let database = folder.url.appendingPathComponent("history.sqlite")
        _ = try HistoryStore.open(at: database)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: database.path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        let started = Date()
        let (status, output, errors) = try Self.takt(Self.run, home: folder.url)
        let waited = Date().timeIntervalSince(started)
        try other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(status == 0, "\(output)\(errors)")
        #expect(output.contains("kept in \(folder.url.path)/spool/"), "\(output)")
        #expect(waited >= 5, "the history was given up on after \(waited) s")
        let spooled = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("spool").path)
        #expect(spooled.count == 1)

        let (next, history, told) = try Self.takt(["history", "--json"], home: folder.url)
        #expect(next == 0)
        #expect(told.contains("Added 1 session kept in \(folder.url.path)/spool to the history."), "\(told)")
        #expect(history.contains("\"programId\" : \"faults\""))
        let (_, _, again) = try Self.takt(["history"], home: folder.url)
        #expect(!again.contains("Added"), "said once")
        #expect(try HistoryStore.open(at: database).store.count() == 1)
    }

    /// A data folder takt may not write: the session goes to the spool; once the folder is
    /// writable, the next command adds it.
    @Test func aReadOnlyFolderSpoolsTheSession() throws {
        let folder = try Self.home()
        let spool = folder.url.appendingPathComponent("spool")
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: spool.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
        let (status, output, errors) = try Self.takt(Self.run, home: folder.url, asNobody: true)
        #expect(status == 0, "\(output)\(errors)")
        #expect(output.contains("kept in \(spool.path)/"), "\(output)\(errors)")
        // Reading the history there names the path and what to do, with no raw error code.
        let (refused, _, message) = try Self.takt(["history"], home: folder.url, asNobody: true)
        #expect(refused == 1)
        #expect(message.contains(folder.url.appendingPathComponent("history.sqlite").path), "\(message)")
        #expect(message.contains("writable"), "\(message)")
        #expect(!message.contains("error 4874") && !message.contains("reported error"), "\(message)")

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
        let (next, _, told) = try Self.takt(["stats"], home: folder.url)
        #expect(next == 0)
        #expect(told.contains("Added 1 session"), "\(told)")
        #expect(try HistoryStore.open(at: folder.url.appendingPathComponent("history.sqlite")).store.count() == 1)
    }

    /// Damaged rows through the real commands: each prints the rest, warns once, exits 0.
    @Test(arguments: [["history"], ["history", "--json"], ["stats"], ["export", "--format", "csv"]])
    func damagedRowsAreSkippedByTheCommandsWithOneWarning(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("history.sqlite")
        let store = try HistoryStore.open(at: database).store
        try store.append(contentsOf: [HistoryStoreTests.record(0), HistoryStoreTests.record(1)])
        try DatabaseQueue(path: database.path).write { db in
            try db.execute(sql: "UPDATE session SET startedAt = 1e300 WHERE rowid = 1")
        }
        let (status, output, errors) = try Self.takt(arguments, home: folder.url)
        #expect(status == 0, "\(errors)")
        #expect(errors.components(separatedBy: "damaged row").count == 2, "\(errors)")
        #expect(errors.contains("1 damaged row"), "\(errors)")
        #expect(!output.isEmpty)
    }
}
