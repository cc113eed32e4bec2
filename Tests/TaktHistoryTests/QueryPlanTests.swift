import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Every query the history issues is answered from an index, never by reading the `session`
/// table whole or sorting what an index could give in order: `stats --json` over a million
/// sessions once took 500 ms because one query walked the wrong index.
///
/// ``queries`` lists every request of the store (they are defined on the records, in
/// `SessionRow+Requests.swift`, `StatsAggregates+Requests.swift`, `ScoreIndex.swift` and
/// `SessionTimingColumns.swift`) with the plan SQLite must choose for it. A query the store
/// issues that is not listed fails ``eachQueryHasItsPlanAndNoOtherIsIssued()``.
@Suite struct QueryPlanTests {
    /// A listed query: its SQL, sample arguments, and the plan it must get (EXPLAIN QUERY PLAN's
    /// `detail` lines, in order).
    struct Query: Sendable {
        var name: String
        /// The SQL GRDB generates for the request, as the store runs it, and its arguments.
        var prepare: @Sendable (Database) throws -> (sql: String, arguments: StatementArguments)
        var plan: [String]

        init(_ name: String, _ request: some FetchRequest & Sendable, plan: [String]) {
            self.name = name
            prepare = { db in
                let statement = try request.makePreparedRequest(db, forSingleResult: false).statement
                return (statement.sql, statement.arguments)
            }
            self.plan = plan
        }

        init(_ name: String, sql: String, arguments: StatementArguments, plan: [String]) {
            self.name = name
            prepare = { _ in (sql, arguments) }
            self.plan = plan
        }
    }

    static let someID = "0a1b2c3d-0000-4000-8000-000000000001"
    static let editSQL =
        "UPDATE \"session\" SET \"scores\" = ?, \"activeSeconds\" = ?, \"kcal\" = ?, \"division\" = ?,"
        + " \"note\" = ?, \"edited\" = ? WHERE \"id\" = ?"
    static let block = ScoreIndex.Block(programID: "program-1", block: 1, format: "amrap", division: "rx")

    /// Every query of the store, with the plan it must have.
    static let queries: [Query] = [
        Query(
            "recent", SessionRow.recent(limit: 20, offset: 0),
            plan: ["SCAN session USING INDEX session_newest"]),
        Query("every session", SessionRow.everySession(), plan: ["SCAN session USING INDEX session_newest"]),
        Query(
            "sessions of a plan", SessionRow.ofPlan("tabata-four-weeks"),
            plan: ["SEARCH session USING INDEX session_plan (planID=?)"]),
        Query(
            "scored sessions of a program", SessionRow.scored(ofProgram: "program-1"),
            plan: ["SEARCH session USING INDEX session_scored (programID=?)"]),
        Query("scored sessions", SessionRow.scored(), plan: ["SCAN session USING INDEX session_scored_newest"]),
        Query(
            "title of a program's records", SessionRow.titled(programID: "program-1"),
            plan: ["SEARCH session USING INDEX session_scored (programID=?)"]),
        Query(
            "session by id", SessionRow.withID(someID),
            plan: ["SEARCH session USING INDEX sqlite_autoindex_session_1 (id=?)"]),
        Query(
            "sessions by the start of their id", SessionRow.matching(prefix: "0a1b", limit: 5),
            plan: ["SEARCH session USING INDEX sqlite_autoindex_session_1 (id>? AND id<?)"]),
        Query(
            "newest measured sessions", SessionRow.timed(limit: ProgressSeries.timingSessions),
            plan: ["SCAN session USING INDEX session_timed"]),
        Query(
            "session exists", SessionRow.exists(id: someID),
            plan: [
                "SCAN CONSTANT ROW", "SCALAR SUBQUERY 1",
                "SEARCH session USING COVERING INDEX sqlite_autoindex_session_1 (id=?)",
            ]),
        Query(
            "phases of every session", SessionTimingColumns.phaseRows(),
            plan: ["SCAN session_phase"]),
        Query(
            "phases of a session", SessionTimingColumns.phaseRows(sessionID: someID),
            plan: ["SEARCH session_phase USING PRIMARY KEY (sessionID=?)"]),
        Query("every quarter hour's sums", StatsAggregates.buckets(), plan: ["SCAN stats_bucket"]),
        Query(
            "the recent quarter hours' sums", StatsAggregates.buckets(from: 1_000),
            plan: ["SEARCH stats_bucket USING INTEGER PRIMARY KEY (rowid>?)"]),
        Query("all-time sums", StatsAggregates.total, plan: ["SCAN stats_total"]),
        Query(
            "streaks before the heatmap", StatsAggregates.Streaks.filter(key: "Europe/Berlin"),
            plan: ["SEARCH stats_streak USING INDEX sqlite_autoindex_stats_streak_1 (zone=?)"]),
        Query(
            // SQLite empties a table whole without a plan of its own.
            "streaks forgotten", sql: "DELETE FROM \"stats_streak\"", arguments: [], plan: []),
        Query("programs", StatsAggregates.programs, plan: ["SCAN stats_program"]),
        Query("damaged", StatsAggregates.damagedCount, plan: ["SCAN stats_damaged"]),
        Query("blocks with records", ScoreIndex.blocks, plan: ["SCAN session_score_block"]),
        Query(
            "a block's scores, best first", ScoreIndex.candidates(of: block),
            plan: [
                "SEARCH session_score USING COVERING INDEX session_score_best "
                    + "(programID=? AND block=? AND format=? AND division=?)"
            ]),
        Query("the trash", TrashRow.newestFirst, plan: ["SCAN session_trash USING INDEX session_trash_newest"]),
        Query(
            "trashed session by id", TrashRow.withID(someID),
            plan: ["SEARCH session_trash USING PRIMARY KEY (id=?)"]),
        Query(
            "trashed sessions by the start of their id", TrashRow.matching(prefix: "0a1b", limit: 5),
            plan: ["SEARCH session_trash USING PRIMARY KEY (id>? AND id<?)"]),
        Query(
            "in the trash", TrashRow.exists(id: someID),
            plan: ["SCAN CONSTANT ROW", "SCALAR SUBQUERY 1", "SEARCH session_trash USING PRIMARY KEY (id=?)"]),
        Query(
            "a session edited", sql: editSQL, arguments: ["[]", 60.0, 10.0, "rx", "note", true, someID],
            plan: ["SEARCH session USING INDEX sqlite_autoindex_session_1 (id=?)"]),
        Query(
            "a session deleted", sql: "DELETE FROM \"session\" WHERE \"id\" = ?", arguments: [someID],
            plan: [
                "SEARCH session USING INDEX sqlite_autoindex_session_1 (id=?)",
                // Its heart rate, sets and phases go with it (ON DELETE CASCADE).
                "SEARCH session_hr USING COVERING INDEX sqlite_autoindex_session_hr_1 (sessionID=?)",
                "SEARCH session_set USING PRIMARY KEY (sessionID=?)",
                "SEARCH session_phase USING PRIMARY KEY (sessionID=?)",
            ]),
        Query(
            "a session restored", sql: "DELETE FROM \"session_trash\" WHERE \"id\" = ?", arguments: [someID],
            plan: ["SEARCH session_trash USING PRIMARY KEY (id=?)"]),
        Query(
            "sets of a session", sql: SessionSetColumns.setsOfSessionSQL, arguments: [someID],
            plan: ["SEARCH session_set USING PRIMARY KEY (sessionID=?)"]),
        Query("every set", sql: SessionSetColumns.everySetSQL, arguments: [], plan: ["SCAN session_set"]),
        Query(
            "a movement lifted", sql: SessionSetColumns.liftedSQL, arguments: ["back-squats"],
            // The index of records' sessions (v14) answers it alone.
            plan: ["SEARCH session_set USING COVERING INDEX session_set_sessions (movement=?)"]),
        Query(
            "the last session of a movement", sql: SessionSetColumns.lastSessionSQL, arguments: ["back-squats"],
            plan: [
                "SCAN session USING INDEX session_newest", "CORRELATED SCALAR SUBQUERY 1",
                "SEARCH session_set USING COVERING INDEX session_set_progress (movement=? AND sessionID=? AND warmup=?)",
            ]),
        Query(
            "the next movement lifted", sql: HistoryStore.nextMovementSQL, arguments: [""],
            plan: ["SEARCH session_set USING INDEX session_set_record (movement>?)"]),
        Query(
            "the next rep count of a movement", sql: HistoryStore.nextRepsSQL, arguments: ["back-squats", 0],
            plan: ["SEARCH session_set USING INDEX session_set_record (movement=? AND reps>?)"]),
        Query(
            "a movement's record of so many reps", sql: HistoryStore.recordSQL, arguments: ["back-squats", 5],
            plan: ["SEARCH session_set USING INDEX session_set_record (movement=? AND reps=? AND loadKg>?)"]),
        Query(
            "a movement's sessions", sql: HistoryStore.progressSQL, arguments: ["back-squats"],
            plan: ["SEARCH session_set USING COVERING INDEX session_set_sessions (movement=? AND counted=?)"]),
        Query(
            "a session's heart rate", sql: SessionHeartRateColumns.ofSessionSQL, arguments: [someID],
            plan: ["SEARCH session_hr USING INDEX sqlite_autoindex_session_hr_1 (sessionID=?)"]),
        Query("every heart rate", sql: SessionHeartRateColumns.everySQL, arguments: [], plan: ["SCAN session_hr"]),
        Query(
            "the newest session with heart rate", sql: SessionHeartRateColumns.newestSQL, arguments: [],
            plan: [
                "SCAN session USING INDEX session_newest", "CORRELATED SCALAR SUBQUERY 1",
                "SEARCH session_hr USING INDEX sqlite_autoindex_session_hr_1 (sessionID=?)",
            ]),
        Query(
            "a session's timing", sql: SessionTimingColumns.updateSQL, arguments: [1, 1, 1, 1, 1, someID],
            plan: ["SEARCH session USING INDEX sqlite_autoindex_session_1 (id=?)"]),
    ]

    /// A history of 2,000 sessions, some scored, some from a plan, some measured.
    static func history(analyzed: Bool) throws -> (TemporaryFolder, HistoryStore) {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var records = SyntheticSessions.records(count: 2_000, endingAt: Date(timeIntervalSince1970: 1_795_000_000))
        for index in records.indices {
            if index % 7 == 0 { records[index].scores = ScoreStoreTests.scores }
            if index % 50 == 0 { records[index].planID = "tabata-four-weeks" }
            if index % 3 == 0 {
                records[index].timing = SessionTiming(
                    phases: [], phaseCount: 16, medianLatenessMilliseconds: 0.1, maxLatenessMilliseconds: 0.4,
                    pauses: 0, speed: 1)
            }
        }
        try store.append(contentsOf: records)
        if analyzed { try store.database.write { try $0.execute(sql: "ANALYZE") } }
        return (folder, store)
    }

    static func plan(of query: Query, in store: HistoryStore) throws -> [String] {
        try store.database.read { db in
            let (sql, arguments) = try query.prepare(db)
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { row -> String in row["detail"] }
        }
    }

    /// What no plan of the history may hold: a table read whole, or a sort an index should spare.
    static func faults(_ plan: [String]) -> [String] {
        plan.filter { line in
            // The tables of sessions and scores are never read whole; those of sums and blocks (a few
            // rows each) are.
            let wholeTable = ["SCAN session", "SCAN session_score", "SCAN session_trash"].contains {
                line == $0 || (line.hasPrefix($0 + " ") && !line.contains("INDEX"))
            }
            return line.contains("TEMP B-TREE") || wholeTable
        }
    }

    /// The plans of a history as users have it (SQLite has no statistics of its tables), and
    /// every query the store issues is one of them.
    @Test func eachQueryHasItsPlanAndNoOtherIsIssued() throws {
        let (folder, store) = try Self.history(analyzed: false)
        defer { withExtendedLifetime(folder) {} }
        for query in Self.queries {
            let plan = try Self.plan(of: query, in: store)
            #expect(plan == query.plan, "\(query.name)")
            #expect(Self.faults(plan).isEmpty, "\(query.name): \(plan)")
        }
        try Self.expectEveryIssuedQueryListed(store)
    }

    /// With statistics (`ANALYZE`), SQLite may choose other indexes, but never a whole table or a sort.
    @Test func noQueryScansOrSortsWithStatistics() throws {
        let (folder, store) = try Self.history(analyzed: true)
        defer { withExtendedLifetime(folder) {} }
        for query in Self.queries {
            let plan = try Self.plan(of: query, in: store)
            #expect(Self.faults(plan).isEmpty, "\(query.name): \(plan)")
        }
    }

    /// `LIMIT 20` and `LIMIT 5` are one query, and so is a column set to NULL or a value: numbers
    /// after LIMIT and OFFSET and a NULL GRDB writes in place are not its shape.
    static func shape(_ sql: String) -> String {
        sql.replacing(/(LIMIT|OFFSET) \d+/) { "\($0.1) ?" }.replacing("= NULL", with: "= ?")
    }

    /// Runs every method of the store that reads or writes with a trace of what SQLite is
    /// asked: each query (not the migrations' look at the schema, nor plain inserts) is listed,
    /// and each listed one is asked.
    static func expectEveryIssuedQueryListed(_ store: HistoryStore) throws {
        let issued = Locked<[String]>([])
        store.database.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                issued.withLock { $0.append(statement.sql) }
            }
        }
        try runEveryMethod(of: store)
        store.database.inDatabase { db in db.trace(options: .statement, nil) }
        let queries = Set(
            issued.withLock { $0 }.filter { sql in
                let head = sql.prefix(6).uppercased()
                return ["SELECT", "UPDATE", "DELETE", "WITH R"].contains(head) && !sql.contains("sqlite_master")
                    && !sql.contains("grdb_migrations")
            }
            .map(shape))
        let listed = Set(
            try store.database.read { db in try QueryPlanTests.queries.map { shape(try $0.prepare(db).sql) } })
        #expect(queries.subtracting(listed).isEmpty, "issued but not listed: \(queries.subtracting(listed))")
        #expect(listed.subtracting(queries).isEmpty, "listed but never issued: \(listed.subtracting(queries))")
    }

    /// Every public method of the store that touches the database.
    static func runEveryMethod(of store: HistoryStore) throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        var record = HistoryStoreTests.record(9_999)
        record.timing = SessionTiming(
            phases: [
                PerformedPhase(
                    order: 0, kind: .work, exercise: "burpees", name: "Burpees", plannedStart: 0, actualStart: 0,
                    seconds: 20, pausedSeconds: 0, skipped: false, latenessMilliseconds: 0.1)
            ], phaseCount: 1, medianLatenessMilliseconds: 0.1, maxLatenessMilliseconds: 0.1, pauses: 0, speed: 1)
        _ = try store.append(record)
        _ = try store.append(contentsOf: [HistoryStoreTests.record(10_000)])
        _ = try store.readRecent(limit: 20)
        _ = try store.readAll(phases: true)
        _ = try store.sessions(ofPlan: "tabata-four-weeks")
        _ = try store.scoredSessions(ofProgram: "program-1")
        _ = try store.scoredSessions()
        _ = try store.recent(limit: 5)
        _ = try store.damagedForStats()
        _ = try store.contains(record.id)
        _ = try store.session(matching: String(record.id.uuidString.prefix(4)))
        _ = try store.session(matching: record.id.uuidString)
        _ = try store.statistics(now: now, timeZone: zone, weeklyGoal: 3)
        // Again: what the first pass kept is read, with the quarter hours after it only.
        _ = try store.statistics(now: now, timeZone: zone, weeklyGoal: 3)
        _ = try store.personalRecords()
        _ = try store.edit(record.id, HistoryStore.Change(division: .scaled, note: "ring rows"))
        _ = try store.delete(record.id, at: now)
        _ = try store.trash()
        _ = try store.trashed(matching: String(record.id.uuidString.prefix(6)))
        _ = try store.restore(record.id)
        _ = try store.append(importing: [record])
        var lifted = HistoryStoreTests.record(10_001)
        lifted.sets = SessionSetStoreTests.lifted().sets
        _ = try store.append(lifted)
        _ = try store.withSets([lifted])
        _ = try store.lastLifts(of: ["back-squats"])
        _ = try store.newestWithHeartRate()
        _ = try store.liftRecords()
        _ = try store.liftProgress(of: "back-squats")
    }
}
