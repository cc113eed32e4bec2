import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// `stats` is answered from one covering index and two small tables the triggers keep: SQLite
/// never walks the session table, which made `stats` over 100,000 sessions take 130–500 ms in
/// a release build, and never reads every session for the all-time totals or the streak.
@Suite struct HistoryStatsIndexTests {
    @Test(arguments: [HistorySchema.totalsSQL])
    func statsQueriesReadOnlyTheCoveringIndex(sql: String) throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database).store
        let plan = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: sql.contains("?") ? [0.0] : [])
                .map { row -> String in row["detail"] }
        }
        #expect(
            plan == ["SEARCH session USING COVERING INDEX session_stats (startedAt>?)"]
                || plan == ["SCAN session USING COVERING INDEX session_stats"], "\(plan)")
    }

    @Test func aVersionOneHistoryGainsTheIndexAndKeepsItsRows() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let records = (0..<3).map { HistoryStoreTests.record($0) }
        do {
            // A history written by the first release: only the v1 migration applied.
            let old = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(old, upTo: "v1: session")
            try old.write { db in
                for record in records {
                    try db.execute(
                        sql:
                            "INSERT INTO session (\(HistorySchema.columnList)) VALUES (\(Array(repeating: "?", count: 14).joined(separator: ", ")))",
                        arguments: HistorySchema.arguments(of: record))
                }
            }
        }
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        #expect(try opening.store.all() == records)
        let indexes = try DatabaseQueue(path: folder.database.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'session'")
        }
        #expect(indexes.sorted() == ["session_stats", "sqlite_autoindex_session_1"])
    }

    @Test func theStreakReadsSlotsNewestFirstWithoutSorting() throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database).store
        let plan = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + HistorySchema.streakSQL).map { row -> String in
                row["detail"]
            }
        }
        #expect(plan == ["SCAN session_slot"], "\(plan)")
    }

    /// What the triggers keep, summed afresh from every row.
    static func aggregates(_ database: URL) throws -> (totals: [Double], slots: [Int64: Double]) {
        try DatabaseQueue(path: database.path).read { db in
            let kept = try Row.fetchOne(db, sql: HistorySchema.allTimeSQL)
            let all = HistorySchema.terms("")
            let scanned = try Row.fetchOne(
                db,
                sql: "SELECT COUNT(*), TOTAL(\(all.seconds)), TOTAL(\(all.active)), TOTAL(\(all.kcal)) FROM session")
            let totals = [kept, scanned].flatMap { row in (0..<4).map { (row?[$0] as Double?) ?? -1 } }
            var slots: [Int64: Double] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT slot, activeSeconds FROM session_slot") {
                slots[row[0], default: 0] += row[1]
            }
            for row in try Row.fetchAll(
                db, sql: "SELECT \(HistorySchema.slot("startedAt")), \(all.active) FROM session")
            {
                slots[row[0], default: 0] -= row[1]
            }
            return (totals, slots)
        }
    }

    static func expectConsistent(_ database: URL) throws {
        let (totals, slots) = try aggregates(database)
        for index in 0..<4 {
            #expect(abs(totals[index] - totals[index + 4]) < 1e-6, "total \(index): \(totals)")
        }
        #expect(slots.values.allSatisfy { abs($0) < 1e-6 }, "\(slots.filter { abs($0.value) >= 1e-6 })")
    }

    @Test func theTriggersKeepTheAggregatesThroughInsertsUpdatesAndDeletes() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.fillSynthetic(count: 500, endingAt: Date(timeIntervalSince1970: 1_795_000_000))
        // An import that repeats ids adds nothing twice.
        #expect(
            try store.append(
                contentsOf: SyntheticSessions.records(count: 500, endingAt: Date(timeIntervalSince1970: 1_795_000_000)))
                == 0)
        try Self.expectConsistent(folder.database)
        try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(
                sql:
                    "UPDATE session SET activeSeconds = activeSeconds + 100, startedAt = startedAt - 450 WHERE rowid % 3 = 0"
            )
            try db.execute(sql: "DELETE FROM session WHERE rowid % 7 = 0")
        }
        try Self.expectConsistent(folder.database)
        // Before 1970 (a clock gone wrong): the slot still rounds down.
        var early = HistoryStoreTests.record(0)
        early.startedAt = Date(timeIntervalSince1970: -1_000)
        early.endedAt = Date(timeIntervalSince1970: -700)
        #expect(try store.append(early))
        try Self.expectConsistent(folder.database)
    }

    @Test func aVersionTwoHistoryGainsTheAggregatesOfItsRows() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            let old = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(old, upTo: "v2: covering index for stats")
            try old.write { db in
                for record in SyntheticSessions.records(
                    count: 300, endingAt: Date(timeIntervalSince1970: 1_795_000_000))
                {
                    try db.execute(
                        sql:
                            "INSERT INTO session (\(HistorySchema.columnList)) VALUES (\(Array(repeating: "?", count: 14).joined(separator: ", ")))",
                        arguments: HistorySchema.arguments(of: record))
                }
            }
        }
        let store = try HistoryStore.open(at: folder.database).store
        #expect(try store.count() == 300)
        let (totals, _) = try Self.aggregates(folder.database)
        #expect(totals[0] == 300)
        try Self.expectConsistent(folder.database)
    }
}
