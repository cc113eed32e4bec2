import Foundation
import GRDB
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The SQLite history: one row per session id, nothing lost under concurrent writers, and a
/// broken file kept byte for byte.
@Suite struct HistoryStoreTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func record(_ index: Int = 0, id: UUID = UUID(), title: String = "Classic Tabata") -> SessionRecord {
        let start = now.addingTimeInterval(Double(-index) * 3_600)
        return SessionRecord(
            id: id, programID: "tabata-classic", programTitle: title, startedAt: start,
            endedAt: start.addingTimeInterval(250.5), pausedSeconds: 10.25, activeSeconds: 160, phasesDone: 16,
            phasesTotal: 16, endReason: .finished, kcal: 52.75, language: "de", bodyMassKilograms: 72.5,
            bodyMassIsDefault: false)
    }

    @Test func createsFoldersAndReadsBackWhatItWrote() throws {
        let folder = try TemporaryFolder()
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        #expect(opening.notice(Languages.bundled.strings(for: "en")) == nil)
        let record = Self.record(title: "Kniebeugen, \"Burpees\" & mehr")
        #expect(try opening.store.append(record))
        #expect(try opening.store.all() == [record])
        let mode = try DatabaseQueue(path: folder.database.path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(mode == "wal")
    }

    @Test func aDuplicateIdIsRefusedWithoutASecondRow() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.record()
        #expect(try store.append(record))
        var changed = record
        changed.kcal = 999
        #expect(try store.append(changed) == false)
        #expect(try store.count() == 1)
        #expect(try store.all().first?.kcal == record.kcal)
    }

    @Test func theDatabaseItselfRefusesADuplicateId() throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database)
        let queue = try DatabaseQueue(path: folder.database.path)
        let record = Self.record()
        try queue.write { db in
            try db.execute(
                sql: SessionRowSQL.insert, arguments: try SessionRowSQL.arguments(of: record))
        }
        #expect(throws: DatabaseError.self) {
            try queue.write { db in
                try db.execute(sql: SessionRowSQL.insert, arguments: try SessionRowSQL.arguments(of: record))
            }
        }
    }

    @Test func theSameRecordFromTwoThreadsAtOnceGivesOneRow() async throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        for round in 0..<20 {
            let record = Self.record(round)
            let results = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<2 { group.addTask { try store.append(record) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 1 && results.count == 2)
        }
        #expect(try store.count() == 20)
    }

    @Test func threeStoresOnOneFileWritingAtOnceLoseNothing() async throws {
        let folder = try TemporaryFolder()
        let stores = try (0..<3).map { _ in try HistoryStore.open(at: folder.database).store }
        let perWriter = 200
        let added = try await withThrowingTaskGroup(of: Int.self) { group in
            for (writer, store) in stores.enumerated() {
                group.addTask {
                    var count = 0
                    for index in 0..<perWriter where try store.append(Self.record(writer * perWriter + index)) {
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(added == 3 * perWriter)
        let reopened = try HistoryStore.open(at: folder.database).store
        #expect(try reopened.count() == 3 * perWriter)
        #expect(Set(try reopened.all().map(\.id)).count == 3 * perWriter)
    }

    @Test func threeStoresOpeningANewFileAtOnceAllWork() async throws {
        for _ in 0..<10 {
            let folder = try TemporaryFolder()
            let url = folder.database
            let results = try await withThrowingTaskGroup(of: (URL?, Bool).self) { group in
                for writer in 0..<3 {
                    group.addTask {
                        let opening = try HistoryStore.open(at: url)
                        return (opening.brokenDatabase, try opening.store.append(Self.record(writer)))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.allSatisfy { $0.0 == nil && $0.1 })
            #expect(try HistoryStore.open(at: url).store.count() == 3)
            #expect(try folder.contents().allSatisfy { !$0.contains("broken") })
        }
    }

    @Test func aFileThatIsNotADatabaseIsKeptByteForByteAndAFreshOneStarts() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let walBytes = Data("not a wal".utf8)
        try garbage.write(to: folder.database)
        try walBytes.write(to: URL(fileURLWithPath: folder.database.path + "-wal"))

        let opening = try HistoryStore.open(at: folder.database, now: Self.now)
        let moved = try #require(opening.brokenDatabase)
        #expect(moved.lastPathComponent == "history.sqlite.broken-" + HistoryStore.timestamp(Self.now))
        #expect(FileManager.default.contents(atPath: moved.path) == garbage)
        #expect(FileManager.default.contents(atPath: moved.path + "-wal") == walBytes)
        #expect(
            opening.notice(Languages.bundled.strings(for: "en"))
                == "The history could not be opened; it is kept as \(moved.path). A new history was started.")
        #expect(try opening.store.append(Self.record()))
        #expect(try opening.store.count() == 1)
        #expect(FileManager.default.contents(atPath: moved.path) == garbage)
    }

    @Test func aSecondBrokenFileInTheSameSecondGetsItsOwnName() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        var moved: [URL] = []
        for text in ["first garbage", "second garbage"] {
            try Data(String(repeating: text, count: 200).utf8).write(to: folder.database)
            let opening = try HistoryStore.open(at: folder.database, now: Self.now)
            moved.append(try #require(opening.brokenDatabase))
        }
        #expect(Set(moved).count == 2)
        #expect(
            moved.map { FileManager.default.contents(atPath: $0.path).map { String(decoding: $0, as: UTF8.self) } } == [
                String(repeating: "first garbage", count: 200), String(repeating: "second garbage", count: 200),
            ])
    }

    @Test func aDatabaseWhoseMigrationFailsIsMovedAsideNotChanged() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Somebody else's SQLite file under our name: its `session` table clashes with ours.
        try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(sql: "CREATE TABLE session (name TEXT); INSERT INTO session VALUES ('theirs')")
        }
        let before = try #require(FileManager.default.contents(atPath: folder.database.path))
        let opening = try HistoryStore.open(at: folder.database, now: Self.now)
        let moved = try #require(opening.brokenDatabase)
        #expect(FileManager.default.contents(atPath: moved.path) == before)
        let theirs = try DatabaseQueue(path: moved.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM session")
        }
        #expect(theirs == ["theirs"])
        #expect(try opening.store.append(Self.record()))
    }

    @Test func onlyAFileThatIsNoDatabaseIsBroken() {
        for code in [ResultCode.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT] {
            #expect(HistoryStore.isBroken(DatabaseError(resultCode: code)), "\(code)")
        }
        // A healthy file can raise these (a newer schema, another process): it must stay where it is.
        for code in [
            ResultCode.SQLITE_ERROR, .SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_SCHEMA, .SQLITE_RANGE,
            .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_FULL,
        ] {
            #expect(!HistoryStore.isBroken(DatabaseError(resultCode: code)), "\(code)")
        }
        #expect(HistoryStore.isBroken(HistoryStore.NotAHistory()))
    }

    @Test func aFolderNamedLikeTheHistoryIsLeftAloneAndToldInGerman() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.database, withIntermediateDirectories: true)
        let failure = try #require(throws: HistoryStore.Failure.self) { try HistoryStore.open(at: folder.database) }
        #expect(
            failure.message(Languages.bundled.strings(for: "de"))
                == "Verlauf unter \(folder.database.path) lässt sich nicht öffnen: das ist ein Ordner, keine Datei")
        #expect(try folder.contents() == ["history.sqlite"])
    }

    @Test func aHistoryLockedByAnotherWriterIsBusyAndKept() throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database).store.append(Self.record())
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: folder.database.path, configuration: configuration)
        // Another process in the middle of a long write: EXCLUSIVE keeps every other writer out.
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }
        let problem = SystemProblem(history: DatabaseError(resultCode: .SQLITE_BUSY))
        #expect(problem == .busy)
        do {
            let opening = try HistoryStore.open(at: folder.database, now: Self.now)
            // The schema was already in place: opening needed no write and moved nothing.
            #expect(opening.brokenDatabase == nil)
        } catch {
            #expect(error == .cannotOpen(path: folder.database.path, reason: .busy))
        }
        #expect(try folder.contents().filter { $0.contains("broken") }.isEmpty)
    }

    @Test func reopeningAnExistingHistoryKeepsItsRowsAndMigratesNothingTwice() throws {
        let folder = try TemporaryFolder()
        let records = (0..<5).map { Self.record($0) }
        do {
            let store = try HistoryStore.open(at: folder.database).store
            for record in records { _ = try store.append(record) }
        }
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        #expect(try opening.store.all() == records)
        let applied = try DatabaseQueue(path: folder.database.path).read { db in
            try HistorySchema.migrator.appliedIdentifiers(db)
        }
        #expect(applied == Set(HistorySchema.migrator.migrations))
    }

    @Test func aFolderThatCannotBeCreatedIsAnErrorNotARename() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let inside = blocker.appendingPathComponent("takt/history.sqlite")
        #expect(throws: HistoryStore.Failure.self) { try HistoryStore.open(at: inside) }
        #expect(FileManager.default.contents(atPath: blocker.path) == Data("x".utf8))
    }

    @Test func recentIsNewestFirstAndLimited() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = (0..<10).map { Self.record($0) }
        #expect(try store.append(contentsOf: records.shuffled()) == 10)
        #expect(try store.recent(limit: 3) == Array(records.prefix(3)))
        #expect(try store.all() == records)
        #expect(try store.recent(limit: 0).isEmpty)
    }

    @Test(arguments: ["Europe/Berlin", "UTC", "America/Los_Angeles"])
    func statsFromSQLMatchTheOnePassComputation(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = SyntheticSessions.records(count: 3_000, endingAt: Self.now)
        try store.fillSynthetic(count: 3_000, endingAt: Self.now)
        let fromSQL = try store.stats(now: Self.now, timeZone: zone, weeklyGoal: 5)
        let expected = Stats(records: records, now: Self.now, timeZone: zone, weeklyGoal: 5)
        #expect(fromSQL.week.sessions == expected.week.sessions)
        #expect(fromSQL.month.sessions == expected.month.sessions)
        // One rule in both: only sessions with two active minutes at speed 1 count.
        #expect(fromSQL.allTime.sessions == records.filter(\.counts).count)
        #expect(fromSQL.allTime.sessions == expected.allTime.sessions)
        #expect(fromSQL.allTime.sessions > 2_000)
        #expect(abs(fromSQL.allTime.kcal - expected.allTime.kcal) < 0.01)
        #expect(abs(fromSQL.month.seconds - expected.month.seconds) < 0.01)
        #expect(abs(fromSQL.week.activeSeconds - expected.week.activeSeconds) < 0.01)
        #expect(fromSQL.streakDays == expected.streakDays)
        #expect(fromSQL.streakDays > 0)
        #expect(fromSQL.weeklyGoal == 5)
    }
}
