import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The timing of a session is stored with its row and read back; rows from before timing stay valid.
@Suite struct SessionTimingStoreTests {
    static let phases = [
        PerformedPhase(
            order: 1, kind: .getReady, exercise: nil, name: "", plannedStart: 0, actualStart: 0, seconds: 10,
            pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
        PerformedPhase(
            order: 2, kind: .work, exercise: "burpees", name: "Burpees", plannedStart: 10, actualStart: 10.0004,
            seconds: 20, pausedSeconds: 3.5, skipped: false, latenessMilliseconds: 0.4),
        PerformedPhase(
            order: 3, kind: .rest, exercise: nil, name: "", plannedStart: 33.5, actualStart: 33.5012, seconds: 4,
            pausedSeconds: 0, skipped: true, latenessMilliseconds: 1.2),
        PerformedPhase(
            order: 4, kind: .work, exercise: nil, name: "Hampelmann", plannedStart: 37.5, actualStart: 37.5,
            seconds: 20, pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
    ]

    static func timed(_ index: Int = 0, id: UUID = UUID()) -> SessionRecord {
        var record = HistoryStoreTests.record(index, id: id)
        record.timing = SessionTiming(phases: phases, pauses: 1, speed: 1)
        return record
    }

    /// The record as a list reads it: the summary without the phases.
    static func summaryOnly(_ record: SessionRecord) -> SessionRecord {
        var record = record
        record.timing?.phases = []
        return record
    }

    @Test func timingIsStoredAndReadBack() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.timed()
        #expect(try store.append(record))
        let listed = try #require(try store.recent(limit: 5).first)
        #expect(listed == Self.summaryOnly(record))
        #expect(listed.timing?.phaseCount == 4)
        #expect(listed.timing?.maxLatenessMilliseconds == 1.2)
        #expect(listed.timing?.medianLatenessMilliseconds == 0.8)
        #expect(try store.all(phases: true) == [record])
        #expect(try store.session(matching: String(record.id.uuidString.prefix(8))) == .one(record))
    }

    @Test func manyAtOnceStoreTheirPhasesAndADuplicateAddsNone() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = (0..<3).map { Self.timed($0) }
        #expect(try store.append(contentsOf: records) == 3)
        #expect(try store.append(contentsOf: records) == 0)
        #expect(try store.all(phases: true) == records)
        let rows = try DatabaseQueue(path: folder.database.path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session_phase")
        }
        #expect(rows == 12)
    }

    @Test func anIdPrefixFindsOneSessionOrSaysWhyNot() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let first = Self.timed(0, id: try #require(UUID(uuidString: "ABCDEF01-0000-4000-8000-000000000001")))
        let second = Self.timed(1, id: try #require(UUID(uuidString: "ABCDEF02-0000-4000-8000-000000000002")))
        try store.append(contentsOf: [first, second])
        #expect(try store.session(matching: "abcdef01") == .one(first))
        #expect(try store.session(matching: "ABCDEF02-0000-4000-8000-000000000002") == .one(second))
        #expect(
            try store.session(matching: "abcdef")
                == .several([
                    "abcdef02-0000-4000-8000-000000000002", "abcdef01-0000-4000-8000-000000000001",
                ]))
        #expect(try store.session(matching: "0") == .none)
        #expect(try store.session(matching: "%") == .none)
        #expect(try store.session(matching: "") == .none)
    }

    @Test func anOldHistoryWithoutTimingMigratesAndItsRowsStayValid() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = HistoryStoreTests.record()
        let queue = try DatabaseQueue(path: folder.database.path)
        // The history as the version before timing left it.
        try HistorySchema.migrator.migrate(queue, upTo: "v2: covering index for stats")
        try queue.write { db in
            // Only the first fourteen columns existed then.
            let firstColumns = HistorySchema.columns.prefix(14).joined(separator: ", ")
            try db.execute(
                sql: "INSERT INTO session (\(firstColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                arguments: StatementArguments(Array(try SessionRowSQL.values(of: old).prefix(14))))
        }
        try queue.close()
        let opening = try HistoryStore.open(at: folder.database)
        #expect(opening.brokenDatabase == nil)
        let new = Self.timed(1)
        #expect(try opening.store.append(new))
        #expect(try opening.store.all(phases: true) == [old, new])
        #expect(try opening.store.session(matching: old.id.uuidString) == .one(old))
    }

    @Test func deletingASessionDeletesItsPhases() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.timed()
        try store.append(contentsOf: [record, Self.timed(1)])
        let remaining = try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [record.id.uuidString.lowercased()])
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session_phase")
        }
        #expect(remaining == 4)
    }

    @Test func aDamagedPhaseRowIsLeftOutNotFatal() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.timed()
        #expect(try store.append(record))
        try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(sql: "UPDATE session_phase SET kind = 'sprint' WHERE position = 1")
            try db.execute(sql: "UPDATE session_phase SET plannedStart = 'soon' WHERE position = 2")
            try db.execute(sql: "UPDATE session SET timingMaxLatenessMs = 'late'")
        }
        let read = try #require(try store.all(phases: true).first)
        #expect(read.timing?.phases == [Self.phases[0], Self.phases[3]])
        #expect(read.timing?.maxLatenessMilliseconds == nil)
        #expect(read.timing?.phaseCount == 4)
    }
}
