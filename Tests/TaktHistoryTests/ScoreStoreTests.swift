import Foundation
import GRDB
import TaktPlatform
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Scores are stored with their session, survive the spool, and rows from before scores stay valid.
@Suite struct ScoreStoreTests {
    static let scores = [
        BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 222, seconds: 720, splits: [95.2, 101]))),
        BlockScore(
            block: 3,
            .deathBy(
                .init(
                    periodsDone: 9, periodsMissed: 1, reps: 4, totalReps: 49,
                    splits: [3, 5.5, 7, 9, 12, 15, 21, 28, 40, nil]))),
    ]

    static func scored(_ index: Int, programID: String = "cindy", speed: Double = 1) -> SessionRecord {
        var record = HistoryStoreTests.record(index)
        record.programID = programID
        record.scores = scores
        record.speed = speed
        return record
    }

    @Test func scoresAreStoredAndReadBack() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let plain = HistoryStoreTests.record(2)
        let records = [Self.scored(0), Self.scored(1, programID: "other"), plain]
        #expect(try store.append(contentsOf: records) == 3)
        #expect(try store.all() == records)
        #expect(try store.scoredSessions(ofProgram: "cindy") == [records[0]])
        #expect(try store.scoredSessions() == [records[0], records[1]])
        // A session without scores stores NULL, which the index of scored sessions leaves out.
        let stored = try DatabaseQueue(path: folder.database.path).read { db in
            try String?.fetchAll(db, sql: "SELECT scores FROM session ORDER BY startedAt DESC")
        }
        #expect(stored.count == 3 && stored[2] == nil)
        #expect(stored[0]?.contains("\"text\":\"7+12\"") == true)
    }

    @Test func aHistoryFromBeforeScoresMigratesAndItsRowsStayValid() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = HistoryStoreTests.record()
        let queue = try DatabaseQueue(path: folder.database.path)
        try HistorySchema.migrator.migrate(queue, upTo: "v4: sums kept by triggers")
        try queue.write { db in
            // The columns of a history before scores (and before the divisions that came after them).
            let columns = HistorySchema.columns.prefix { $0 != "scores" }
            let values = try SessionRowSQL.values(of: old).prefix(columns.count)
            try db.execute(
                sql: "INSERT INTO session (\(columns.joined(separator: ", "))) VALUES "
                    + "(\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))",
                arguments: StatementArguments(Array(values)))
        }
        try queue.close()
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        let new = Self.scored(1)
        #expect(try opening.store.append(new))
        #expect(try opening.store.all() == [old, new])
    }

    /// A scores cell this version cannot read costs the scores, never the session.
    @Test func aDamagedScoresCellLeavesTheRowReadable() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        #expect(try store.append(Self.scored(0)))
        try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(sql: "UPDATE session SET scores = '[{\"block\": \"x\"}]'")
        }
        let read = try store.readAll()
        #expect(read.damaged == 0)
        #expect(read.records.count == 1)
        #expect(read.records.first?.scores == [])
    }

    @Test func theSpoolKeepsScores() throws {
        let folder = try TemporaryFolder()
        let spool = SessionSpool(folder: folder.url.appendingPathComponent("spool"), files: LocalFileSystem())
        let record = Self.scored(0)
        _ = try spool.keep(record)
        let store = try HistoryStore.open(at: folder.database).store
        _ = try spool.replay(into: store)
        #expect(try store.all().first?.scores == Self.scores)
    }
}
