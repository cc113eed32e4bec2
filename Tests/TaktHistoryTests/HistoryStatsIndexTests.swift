import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// `stats` is answered from the sums the triggers keep: SQLite never reads the session table,
/// which made `stats` over 1,000,000 sessions take 1.2 s in a release build.
@Suite struct HistoryStatsIndexTests {
    @Test(arguments: [HistorySchema.totalsSQL, HistorySchema.streakSQL])
    func statsQueriesReadOnlyTheSums(sql: String) throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database).store
        let plan = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: sql.contains("?") ? [0] : [])
                .map { row -> String in row["detail"] }
        }
        #expect(plan.count == 1, "\(plan)")
        #expect(plan.allSatisfy { $0.contains("stats_bucket") && !$0.contains(" session") }, "\(plan)")
    }

    @Test func aVersionOneHistoryGainsTheIndexAndKeepsItsRows() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let records = (0..<3).map { HistoryStoreTests.record($0) }
        let firstColumns = HistorySchema.columns.prefix(14).joined(separator: ", ")
        do {
            // A history written by the first release: only the v1 migration applied.
            let old = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(old, upTo: "v1: session")
            try old.write { db in
                for record in records {
                    try db.execute(
                        sql:
                            "INSERT INTO session (\(firstColumns)) VALUES (\(Array(repeating: "?", count: 14).joined(separator: ", ")))",
                        arguments: StatementArguments(Array(try SessionRowSQL.values(of: record).prefix(14))))
                }
            }
        }
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        #expect(try opening.store.all() == records)
        let indexes = try DatabaseQueue(path: folder.database.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'session'")
        }
        #expect(
            indexes.sorted() == ["session_scored", "session_stats", "session_timed", "sqlite_autoindex_session_1"])
    }
}
