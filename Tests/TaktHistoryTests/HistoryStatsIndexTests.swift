import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A history from the first release gains every index and keeps its rows (each query's plan:
/// QueryPlanTests).
@Suite struct HistoryStatsIndexTests {
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
            indexes.sorted() == [
                "session_newest", "session_plan", "session_scored", "session_scored_newest", "session_timed",
                "sqlite_autoindex_session_1",
            ])
    }
}
