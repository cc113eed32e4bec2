import GRDB
import TaktCore

/// The sums `stats`, its pictures and the report read, kept beside the `session` table by
/// triggers, so that a million sessions are summed from a few thousand rows, not read again.
///
/// Sessions are summed per 15-minute slice of UTC time (a *bucket*): every time zone's offset
/// is a whole number of quarter hours, so a local day, week or month is a whole number of
/// buckets in any zone, and the zone is still chosen when `stats` runs. Each bucket holds two
/// sums, with the same conditions the rows were once read with:
///
/// - `sessions`, `seconds`, `active`, `kcal`: counting sessions (``CountingRule``) whose summed
///   values are all valid (`HistorySchema.statsColumnsValid`) — the totals and weekly bars;
/// - `daySessions`, `dayActive`: counting sessions whose start and active seconds are valid —
///   the heatmap and the streaks, which read only those two.
///
/// Since migration v13 both leave out breathing and meditation sessions (``SessionKind``): their
/// minutes are mindful minutes, summed apart in `mindfulSessions` and `mindfulActive` (counting
/// sessions whose start and active seconds are valid), which the mindful totals and the mindful
/// streak read. The migrations before v13 made the sums without kinds (`byKind: false`): the
/// column did not exist yet.
///
/// `stats_total` holds the first four sums over all buckets, and a count of the changes made to
/// them; `stats_streak` what the days before the heatmap hold for the streaks in one time zone
/// (``StreakHistory``), forgotten as soon as a row before its first bucket changes. With both,
/// `stats` reads the last half year of buckets, not every bucket since the first session.
/// `stats_program` holds sessions per program (the newest title), `stats_damaged` the rows
/// `stats` leaves out. The triggers run inside the statement that changes a row, so the sums
/// change with it or not at all. They add a row's part on insert, take it away on delete, and
/// both on update (a row edited by hand moves to the sums its new values belong in). They can
/// fail on nothing: no constraint in these tables can refuse a value.
enum StatsAggregates {
    static let bucketSeconds = 900.0
    /// Seconds from the first representable instant (year 1) to 1970: a multiple of 900, so the
    /// shifted start is never negative and `CAST` rounds it down like `floor`.
    static let epochShift = -RowReader.dates.lowerBound

    /// The bucket holding a start time, as SQL on `row` (NEW, OLD, or a table's name).
    static func bucket(_ row: String) -> String {
        "(CAST((\(row).startedAt + \(epochShift)) / \(bucketSeconds) AS INTEGER) - \(Int(epochShift / bucketSeconds)))"
    }

    /// The bucket number of an instant, as ``bucket(_:)`` computes it for a row.
    static func bucket(of seconds: Double) -> Int {
        Int(((seconds + epochShift) / bucketSeconds).rounded(.down)) - Int(epochShift / bucketSeconds)
    }

    /// The first instant of a bucket.
    static func start(of bucket: Int) -> Double { Double(bucket) * bucketSeconds }

    private static func counting(_ row: String) -> String {
        "\(row).speed = \(CountingRule.countingSpeed) AND \(row).activeSeconds >= \(CountingRule.minimumActiveSeconds)"
    }

    /// Whether the row is a workout, as SQL; always without kinds (before v13).
    private static func workout(_ row: String, _ byKind: Bool) -> String {
        // A NULL another tool wrote is a workout, as SessionKindColumn reads it.
        byKind ? "IFNULL(\(row).kind, '') NOT IN ('breathing', 'meditation')" : "1"
    }

    /// 1 when the row counts in the totals, else 0 (NULL too).
    static func countsInTotals(_ row: String, byKind: Bool = true) -> String {
        "(CASE WHEN \(counting(row)) AND \(workout(row, byKind)) AND \(HistorySchema.statsColumnsValid(row)) THEN 1 ELSE 0 END)"
    }

    /// Whether the row's start and active seconds are valid, as SQL.
    private static func dayValid(_ row: String) -> String {
        """
        \(row).activeSeconds <= \(RowReader.largest)
         AND \(row).startedAt BETWEEN \(RowReader.dates.lowerBound) AND \(RowReader.dates.upperBound)
        """
    }

    /// 1 when the row counts for days (heatmap, streaks), else 0.
    static func countsForDays(_ row: String, byKind: Bool = true) -> String {
        "(CASE WHEN \(counting(row)) AND \(workout(row, byKind)) AND \(dayValid(row)) THEN 1 ELSE 0 END)"
    }

    /// 1 when the row counts as mindful minutes (a breathing or meditation session), else 0.
    static func countsMindful(_ row: String) -> String {
        "(CASE WHEN \(counting(row)) AND \(row).kind IN ('breathing', 'meditation') AND \(dayValid(row)) THEN 1 ELSE 0 END)"
    }

    /// Adds (`sign` 1) or takes away (`sign` -1) one row's part of every sum.
    static func contribution(_ row: String, sign: Int, byKind: Bool = true) -> String {
        let totals = countsInTotals(row, byKind: byKind)
        let days = countsForDays(row, byKind: byKind)
        let trained = "MAX(0, \(row).endedAt - \(row).startedAt - \(row).pausedSeconds)"
        let mindful = byKind ? countsMindful(row) : "0"
        let mindfulActive = "CASE WHEN \(mindful) THEN \(sign) * \(row).activeSeconds ELSE 0 END"
        let mindfulColumns = byKind ? ", mindfulSessions, mindfulActive" : ""
        let mindfulValues = byKind ? ", \(sign) * \(mindful), \(mindfulActive)" : ""
        let mindfulSums =
            byKind
            ? """
            , mindfulSessions = mindfulSessions + excluded.mindfulSessions,
                mindfulActive = mindfulActive + excluded.mindfulActive
            """ : ""
        let mindfulTotal =
            byKind
            ? ", mindfulSessions = mindfulSessions + \(sign) * \(mindful), mindfulActive = mindfulActive + \(mindfulActive)"
            : ""
        return """
            INSERT INTO stats_bucket (bucket, sessions, seconds, active, kcal, daySessions, dayActive\(mindfulColumns))
            SELECT \(bucket(row)), \(sign) * \(totals),
                CASE WHEN \(totals) THEN \(sign) * \(trained) ELSE 0 END,
                CASE WHEN \(totals) THEN \(sign) * \(row).activeSeconds ELSE 0 END,
                CASE WHEN \(totals) THEN \(sign) * \(row).kcal ELSE 0 END,
                \(sign) * \(days), CASE WHEN \(days) THEN \(sign) * MAX(0, \(row).activeSeconds) ELSE 0 END
                \(mindfulValues)
            WHERE \(totals) OR \(days) OR \(mindful)
            ON CONFLICT (bucket) DO UPDATE SET sessions = sessions + excluded.sessions,
                seconds = seconds + excluded.seconds, active = active + excluded.active, kcal = kcal + excluded.kcal,
                daySessions = daySessions + excluded.daySessions, dayActive = dayActive + excluded.dayActive
                \(mindfulSums);
            DELETE FROM stats_bucket WHERE bucket = \(bucket(row)) AND sessions <= 0 AND daySessions <= 0
                \(byKind ? "AND mindfulSessions <= 0" : "");
            UPDATE stats_total SET changes = changes + 1, sessions = sessions + \(sign) * \(totals),
                seconds = seconds + CASE WHEN \(totals) THEN \(sign) * \(trained) ELSE 0 END,
                active = active + CASE WHEN \(totals) THEN \(sign) * \(row).activeSeconds ELSE 0 END,
                kcal = kcal + CASE WHEN \(totals) THEN \(sign) * \(row).kcal ELSE 0 END\(mindfulTotal);
            DELETE FROM stats_streak WHERE \(bucket(row)) < bucket;
            UPDATE stats_damaged SET count = count + \(sign)
                WHERE NOT COALESCE(\(HistorySchema.statsColumnsValid(row)), 0);
            \(programContribution(row, sign: sign, byKind: byKind))
            """
    }

    /// Sessions per program (workouts); a session added later than the newest names the program's title.
    private static func programContribution(_ row: String, sign: Int, byKind: Bool) -> String {
        let totals = countsInTotals(row, byKind: byKind)
        return """
            INSERT INTO stats_program (programID, sessions, active, newest, title)
            SELECT \(row).programID, \(sign), \(sign) * MAX(0, \(row).activeSeconds), \(row).startedAt, \(row).programTitle
            WHERE \(totals) AND typeof(\(row).programID) = 'text' AND typeof(\(row).programTitle) = 'text'
            ON CONFLICT (programID) DO UPDATE SET sessions = sessions + excluded.sessions,
                active = active + excluded.active,
                title = CASE WHEN excluded.sessions > 0 AND excluded.newest >= newest THEN excluded.title ELSE title END,
                newest = CASE WHEN excluded.sessions > 0 THEN MAX(newest, excluded.newest) ELSE newest END;
            DELETE FROM stats_program WHERE programID = \(row).programID AND sessions <= 0;
            """
    }

    /// Creates the tables and triggers and sums the rows already there, mindful minutes apart.
    static func migrate(_ db: Database) throws { try migrate(db, byKind: true) }

    /// Creates the tables and triggers and sums the rows already there; without kinds for the
    /// migrations before the `kind` column (v4, v8).
    static func migrate(_ db: Database, byKind: Bool) throws {
        let mindful = byKind ? ", mindfulSessions, mindfulActive" : ""
        try db.execute(
            sql: """
                CREATE TABLE stats_bucket (bucket INTEGER PRIMARY KEY, sessions, seconds, active, kcal,
                    daySessions, dayActive\(mindful));
                CREATE TABLE stats_program (programID PRIMARY KEY, sessions, active, newest, title);
                CREATE TABLE stats_damaged (count);
                INSERT INTO stats_damaged (count) VALUES (0);
                CREATE TABLE stats_total (changes, sessions, seconds, active, kcal\(mindful));
                CREATE TABLE stats_streak (zone PRIMARY KEY, bucket, day, longest, trailing);
                CREATE TRIGGER stats_insert AFTER INSERT ON session BEGIN
                    \(contribution("NEW", sign: 1, byKind: byKind))
                END;
                CREATE TRIGGER stats_delete AFTER DELETE ON session BEGIN
                    \(contribution("OLD", sign: -1, byKind: byKind))
                END;
                CREATE TRIGGER stats_update AFTER UPDATE ON session BEGIN
                    \(contribution("OLD", sign: -1, byKind: byKind)) \(contribution("NEW", sign: 1, byKind: byKind))
                END;
                """)
        try backfill(db, byKind: byKind)
    }

    static let tables = ["stats_bucket", "stats_program", "stats_damaged", "stats_total", "stats_streak"]
    static let triggers = ["stats_insert", "stats_delete", "stats_update"]

    /// Whether a table or trigger of the sums is missing.
    static func isIncomplete(_ db: Database) throws -> Bool {
        let names = Set(
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"))
        return !names.isSuperset(of: tables + triggers)
    }

    /// Drops what is left of the sums and makes them again from the rows.
    static func rebuild(_ db: Database) throws { try rebuild(db, byKind: true) }

    /// ``rebuild(_:)``, without kinds for the migration before the `kind` column (v8).
    static func rebuild(_ db: Database, byKind: Bool) throws {
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER IF EXISTS \(trigger)") }
        for table in tables { try db.execute(sql: "DROP TABLE IF EXISTS \(table)") }
        try migrate(db, byKind: byKind)
    }

    /// The sums of the rows stored before the triggers existed, in four grouped passes.
    private static func backfill(_ db: Database, byKind: Bool) throws {
        let totals = countsInTotals("session", byKind: byKind)
        let days = countsForDays("session", byKind: byKind)
        let mindful = byKind ? countsMindful("session") : "0"
        let mindfulColumns = byKind ? ", mindfulSessions, mindfulActive" : ""
        let mindfulSums = byKind ? ", SUM(\(mindful)), TOTAL(CASE WHEN \(mindful) THEN activeSeconds ELSE 0 END)" : ""
        let mindfulTotal = byKind ? ", TOTAL(mindfulSessions), TOTAL(mindfulActive)" : ""
        try db.execute(
            sql: """
                INSERT INTO stats_bucket (bucket, sessions, seconds, active, kcal, daySessions, dayActive\(mindfulColumns))
                SELECT \(bucket("session")) AS b, SUM(\(totals)),
                    TOTAL(CASE WHEN \(totals) THEN MAX(0, endedAt - startedAt - pausedSeconds) ELSE 0 END),
                    TOTAL(CASE WHEN \(totals) THEN activeSeconds ELSE 0 END),
                    TOTAL(CASE WHEN \(totals) THEN kcal ELSE 0 END),
                    SUM(\(days)), TOTAL(CASE WHEN \(days) THEN MAX(0, activeSeconds) ELSE 0 END)\(mindfulSums)
                FROM session WHERE \(totals) OR \(days) OR \(mindful) GROUP BY b;
                UPDATE stats_damaged SET count =
                    (SELECT COUNT(*) FROM session WHERE NOT COALESCE(\(HistorySchema.statsColumnsValid("session")), 0));
                INSERT INTO stats_program (programID, sessions, active, newest, title)
                SELECT programID, COUNT(*), TOTAL(MAX(0, activeSeconds)), MAX(startedAt), programTitle
                FROM session WHERE \(totals) AND typeof(programID) = 'text' AND typeof(programTitle) = 'text'
                GROUP BY programID;
                INSERT INTO stats_total (changes, sessions, seconds, active, kcal\(mindfulColumns))
                SELECT 0, TOTAL(sessions), TOTAL(seconds), TOTAL(active), TOTAL(kcal)\(mindfulTotal) FROM stats_bucket;
                """)
    }
}
