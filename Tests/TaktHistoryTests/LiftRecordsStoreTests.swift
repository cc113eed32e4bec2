import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The records of the lifts (SPEC section 17) as the history finds them through its index are the
/// records a plain recount of every set finds, after any sessions added, edited, deleted and
/// restored (SPEC section 15: records follow at once).
@Suite struct LiftRecordsStoreTests {
    static let movements = ["back-squats", "deadlifts", "bench-press"]
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    /// A session of random sets: loads from a short list so records tie, some in pounds, some
    /// warm-ups, skipped, missed or without a load; some sessions stopped, some previews, some
    /// begun at the same instant as another.
    static func session(_ random: inout SeededRandom, index: Int) -> SessionRecord {
        var record = HistoryStoreTests.record(0, id: random.uuid())
        record.startedAt = start.addingTimeInterval(Double(Int.random(in: 0...(index + 1), using: &random) * 3_600))
        record.endedAt = record.startedAt.addingTimeInterval(600)
        record.endReason = Self.pick([EndReason.finished, .finished, .finished, .stopped, .interrupted], &random)
        record.speed = Int.random(in: 0..<8, using: &random) == 0 ? 10 : 1
        record.sets = (0..<Int.random(in: 0...8, using: &random)).map { order in
            let unit: Load.Unit = Bool.random(using: &random) && Bool.random(using: &random) ? .lb : .kg
            let load = Self.pick([20, 60, 97.5, 100, 102.5, 140, 225], &random)
            let skipped = Int.random(in: 0..<10, using: &random) == 0
            return LiftSetDone(
                movement: movements.randomElement(using: &random), order: order + 1, plannedReps: 5,
                plannedLoad: load, reps: skipped ? 0 : Int.random(in: 0...12, using: &random),
                load: skipped || Int.random(in: 0..<12, using: &random) == 0 ? nil : load, unit: unit,
                warmup: Int.random(in: 0..<5, using: &random) == 0, rpe: nil, at: .seconds(Double(60 * order)),
                skipped: skipped)
        }
        return record
    }

    static func pick<Value>(_ values: [Value], _ random: inout SeededRandom) -> Value {
        values[Int.random(in: 0..<values.count, using: &random)]
    }

    static func expectRecountMatches(_ store: HistoryStore, step: Int) throws {
        let sessions = try store.all(phases: true)
        let recount = LiftRecords(recounting: sessions)
        #expect(try store.liftRecords() == recount, "step \(step)")
        for movement in movements {
            #expect(try store.liftRecords(movement: movement).movements == recount[movement].map { [$0] } ?? [])
            #expect(try store.liftProgress(of: movement) == LiftProgress(recounting: sessions, movement: movement))
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func recordsFollowEveryChangeAsARecountFindsThem(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var stored: [UUID] = []
        var trashed: [UUID] = []
        for step in 0..<60 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                let record = Self.session(&random, index: step)
                #expect(try store.append(record))
                stored.append(record.id)
            case 6, 7:
                guard let id = stored.randomElement(using: &random) else { continue }
                #expect(try store.delete(id, at: Self.start) != nil)
                stored.removeAll { $0 == id }
                trashed.append(id)
            case 8:
                guard let id = trashed.randomElement(using: &random) else { continue }
                #expect(try store.restore(id) != nil)
                trashed.removeAll { $0 == id }
                stored.append(id)
            default:
                guard let id = stored.randomElement(using: &random) else { continue }
                #expect(try store.edit(id, HistoryStore.Change(division: .scaled, note: "heavy")) != nil)
            }
            try Self.expectRecountMatches(store, step: step)
        }
        #expect(try !store.liftRecords().isEmpty)
    }

    /// A history from before the records (migration v9) gains the indexes of each movement's
    /// sessions and of its records (v12, v14: each set with its session's start and whether it
    /// counts) and keeps its sets; its records are there at once.
    @Test func aVersionNineHistoryGainsTheRecordsIndexes() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let record = SessionSetStoreTests.lifted()
        var stopped = HistoryStoreTests.record(1)
        stopped.endReason = .stopped
        stopped.sets = record.sets.map { set in
            var heavier = set
            heavier.load = set.load.map { $0 + 50 }
            return heavier
        }
        do {
            let old = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(old, upTo: "v9: the sets of lifts")
            try old.write { db in
                _ = try HistorySchema.insert(record, db)
                _ = try HistorySchema.insert(stopped, db)
            }
        }
        let store = try HistoryStore.open(at: folder.database).store
        let indexes = try store.database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'session_set'")
        }
        #expect(
            indexes.sorted() == [
                "session_set_movement", "session_set_progress", "session_set_record", "session_set_sessions",
            ])
        let kept = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT DISTINCT sessionID, startedAt, counted FROM session_set ORDER BY counted")
        }
        #expect(kept.map { $0["counted"] as Int } == [0, 1])
        #expect(kept.map { $0["startedAt"] as Double } == [stopped, record].map(\.startedAt.timeIntervalSince1970))
        #expect(try store.liftRecords() == LiftRecords(recounting: try store.all(phases: true)))
        #expect(try store.liftRecords()["back-squats"]?.rm[5]?.kilograms == 100)
        #expect(try store.liftProgress(of: "back-squats").sessions.map(\.topKilograms) == [100])
    }

    /// A set takes its session's start and whether it counts when it is stored, and again whenever
    /// the session's start, end or speed changes (triggers): the records' index never goes stale.
    @Test func setsFollowTheirSessionsStartAndEnd() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = SessionSetStoreTests.lifted()
        #expect(try store.append(record))
        let id = record.id.uuidString.lowercased()
        func kept() throws -> [Row] {
            try store.database.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT DISTINCT startedAt, counted FROM session_set WHERE sessionID = ?", arguments: [id])
            }
        }
        #expect(try kept() == [["startedAt": record.startedAt.timeIntervalSince1970, "counted": 1]])
        try store.database.write { db in
            try db.execute(sql: "UPDATE session SET startedAt = 5, endReason = 'stopped' WHERE id = ?", arguments: [id])
        }
        #expect(try kept() == [["startedAt": 5.0, "counted": 0]])
        #expect(try store.liftRecords().isEmpty)
        try store.database.write { db in
            try db.execute(sql: "UPDATE session SET endReason = 'finished', speed = 10 WHERE id = ?", arguments: [id])
        }
        #expect(try kept() == [["startedAt": 5.0, "counted": 0]])
        try store.database.write { db in
            try db.execute(sql: "UPDATE session SET speed = 1 WHERE id = ?", arguments: [id])
        }
        #expect(try kept() == [["startedAt": 5.0, "counted": 1]])
        #expect(try store.liftRecords() == LiftRecords(recounting: try store.all(phases: true)))
    }

    /// The rules themselves, on sets whose records are known.
    @Test func aLongerSetCountsForFewerRepsAndEpleyIsEstimated() throws {
        var record = HistoryStoreTests.record(0)
        func set(_ reps: Int, _ load: Double, warmup: Bool = false, unit: Load.Unit = .kg) -> LiftSetDone {
            LiftSetDone(
                movement: "back-squats", order: 1, plannedReps: reps, plannedLoad: load, reps: reps, load: load,
                unit: unit, warmup: warmup, rpe: nil, at: .zero)
        }
        record.sets = [set(5, 100), set(3, 105), set(1, 150, warmup: true), set(12, 80)]
        var stopped = HistoryStoreTests.record(1)
        stopped.endReason = .stopped
        stopped.sets = [set(1, 200)]
        let records = try #require(LiftRecords(recounting: [record, stopped])["back-squats"])
        #expect(records.rm[1]?.kilograms == 105)
        #expect(records.rm[3]?.kilograms == 105)
        #expect(records.rm[5]?.kilograms == 100)
        #expect(records.rm[10]?.kilograms == 80)
        // 100 × (1 + 5/30) = 116.67 beats 105 × 1.1 = 115.5 and 80 × (1 + 10/30) = 106.67.
        #expect(abs((records.e1rm?.kilograms ?? 0) - 116.6667) < 0.001)
        #expect(LiftRecords.estimate(140, reps: 1) == 140)
    }

    /// The records and `stats MOVEMENT` are read from indexes: a movement's heaviest sets and its
    /// sessions, never the whole table of sets nor a sort.
    @Test func theRecordsQueriesUseTheirIndexes() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var random = SeededRandom(seed: 9)
        for index in 0..<200 { #expect(try store.append(Self.session(&random, index: index))) }
        let plans: [(String, StatementArguments, [String])] = [
            (
                HistoryStore.nextMovementSQL, [""],
                ["SEARCH session_set USING INDEX session_set_record (movement>?)"]
            ),
            (
                HistoryStore.recordSQL, ["back-squats", 5],
                ["SEARCH session_set USING INDEX session_set_record (movement=? AND reps=? AND loadKg>?)"]
            ),
            (
                HistoryStore.progressSQL, ["back-squats"],
                ["SEARCH session_set USING COVERING INDEX session_set_sessions (movement=? AND counted=?)"]
            ),
        ]
        for (sql, arguments, expected) in plans {
            let plan = try store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { row -> String in
                    row["detail"]
                }
            }
            #expect(plan == expected, "\(sql)")
        }
    }
}
