import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Rows nobody should have written (by hand, by a newer takt, by a failing disk) are skipped
/// and counted, never a crash: a start in the year 10^300 once trapped a Double-to-Int conversion.
@Suite struct DamagedRowTests {
    /// Each tampering on its own row; `good` rows stay readable.
    static let tamperings = [
        "startedAt = 1e300", "endedAt = -1e300", "activeSeconds = -5", "kcal = 'lots'", "pausedSeconds = x'00ff'",
        "phasesDone = 2.5", "speed = 0", "id = 'not-a-uuid'", "endReason = 'exploded'", "programTitle = x'00'",
        "bodyMassIsDefault = 7", "planWeek = 'first'",
    ]

    /// A history with two good rows and one damaged row per tampering.
    static func damagedHistory(_ folder: TemporaryFolder) throws -> (HistoryStore, [SessionRecord]) {
        let store = try HistoryStore.open(at: folder.database).store
        let good = [HistoryStoreTests.record(0), HistoryStoreTests.record(1)]
        let bad = (0..<tamperings.count).map { HistoryStoreTests.record(2 + $0) }
        try store.append(contentsOf: good + bad)
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            for (record, tampering) in zip(bad, tamperings) {
                try db.execute(
                    sql: "UPDATE session SET \(tampering) WHERE id = ?", arguments: [record.id.uuidString.lowercased()])
            }
        }
        return (store, good)
    }

    @Test func historyAndExportSkipDamagedRowsAndCountThem() throws {
        let folder = try TemporaryFolder()
        let (store, good) = try Self.damagedHistory(folder)
        let all = try store.readAll()
        #expect(all.records == good)
        #expect(all.damaged == Self.tamperings.count)
        // The limit counts readable sessions: damaged rows do not take their places.
        let recent = try store.readRecent(limit: 2)
        #expect(recent.records == good)
        #expect(try store.readRecent(limit: 1).records == [good[0]])
        #expect(!HistoryJSON.render(all.records).isEmpty)
        #expect(HistoryCSV.render(all.records).split(separator: "\r\n").count == 3)
    }

    @Test func statsLeaveOutDamagedValuesAndSayHowMany() throws {
        let folder = try TemporaryFolder()
        let (store, good) = try Self.damagedHistory(folder)
        let stats = try store.stats(now: HistoryStoreTests.now, timeZone: .current)
        // Only the columns stats sums matter to it: start, end, paused, active, kcal and speed.
        // The six rows damaged elsewhere (id, title, end reason…) still hold a good workout to count.
        let damagedForStats = 6
        #expect(try store.damagedForStats() == damagedForStats)
        let counted = good.count + Self.tamperings.count - damagedForStats
        #expect(stats.allTime.sessions == counted)
        #expect(stats.allTime.activeSeconds == Double(counted) * 160)
    }

    /// A row written as another tool would: plain SQL, every column given.
    static let insertSQL = SessionRowSQL.insert

    /// NULL where the schema says NOT NULL: a table made by some other tool that looks like ours.
    @Test func nullsInATableWithoutConstraintsAreSkipped() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            let columns =
                (HistorySchema.columns + SessionTimingColumns.names + [
                    SessionKindColumn.name, SessionProgramFileColumn.name,
                ])
                .joined(separator: ", ")
            try db.execute(sql: "CREATE TABLE session (rowid INTEGER PRIMARY KEY, \(columns))")
            try db.execute(sql: "CREATE UNIQUE INDEX session_id ON session(id)")
            try db.execute(sql: "CREATE INDEX session_stats ON session(startedAt)")
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for migration in HistorySchema.migrator.migrations {
                try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [migration])
            }
            try db.execute(
                sql: Self.insertSQL, arguments: try SessionRowSQL.arguments(of: HistoryStoreTests.record()))
            var nulls = try SessionRowSQL.values(of: HistoryStoreTests.record(1))
            nulls[6] = .null
            try db.execute(sql: Self.insertSQL, arguments: StatementArguments(nulls))
        }
        try queue.close()
        let store = try HistoryStore.open(at: folder.database).store
        let reading = try store.readAll()
        #expect(reading.records == [HistoryStoreTests.record(id: reading.records.first?.id ?? UUID())])
        #expect(reading.damaged == 1)
        #expect(try store.damagedForStats() == 1)
    }
}
