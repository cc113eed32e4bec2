import Foundation
import GRDB
import TaktCore

extension HistoryStore {
    /// The series behind the pictures of `stats` and `report`, read with the same ``ProgressSeries/Builder``
    /// that builds them from records.
    ///
    /// Day totals come from the stats index (every session, for the longest streak), programs from
    /// one grouped query, timing from the newest measured sessions. A damaged cell skips its row.
    ///
    /// - Parameter details: also sessions per program and timing (`stats --json`, the report);
    ///   the terminal pictures need neither, and reading titles visits every row of the table.
    public func progress(
        now: Date, timeZone: TimeZone, weeklyGoal: Int, currentStreak: Int, details: Bool = true
    ) throws -> ProgressSeries {
        var builder = ProgressSeries.Builder(now: now, calendar: TrainingCalendar(timeZone: timeZone))
        return try database.read { db in
            try readDays(db, timeZone: timeZone, into: &builder)
            let recent = try Row.fetchCursor(
                db,
                sql:
                    "SELECT startedAt, activeSeconds, endedAt, pausedSeconds, kcal FROM session WHERE startedAt >= ? AND "
                    + Self.counting,
                arguments: [builder.barsStart.timeIntervalSince1970])
            while let row = try recent.next() {
                guard let start = double(row, 0), let active = double(row, 1), let end = double(row, 2),
                    let paused = double(row, 3), let kcal = double(row, 4)
                else { continue }
                builder.addToWeek(
                    startedAt: Date(timeIntervalSince1970: start), activeSeconds: active,
                    trainedSeconds: max(0, end - start - max(0, paused)), kcal: kcal)
            }
            if details { try readDetails(db, into: &builder) }
            return builder.finish(weeklyGoal: weeklyGoal, currentStreak: currentStreak)
        }
    }

    /// Active seconds and sessions of every local day, summed by SQLite one stretch of constant
    /// UTC offset at a time (daylight saving switches twice a year): a few queries for any history.
    /// The day is rounded down by hand (`floor` needs SQLite's optional math functions).
    private func readDays(_ db: Database, timeZone: TimeZone, into builder: inout ProgressSeries.Builder) throws {
        // The oldest and newest start, each one seek in the index: the stretches need not be exact.
        let oldest = "SELECT startedAt FROM session WHERE startedAt BETWEEN ? AND ? ORDER BY startedAt"
        let range: StatementArguments = [RowReader.dates.lowerBound, RowReader.dates.upperBound]
        guard let low = try Row.fetchOne(db, sql: oldest + " LIMIT 1", arguments: range),
            let high = try Row.fetchOne(db, sql: oldest + " DESC LIMIT 1", arguments: range),
            let first = double(low, 0), let last = double(high, 0)
        else { return }
        var start = first
        while start <= last {
            let date = Date(timeIntervalSince1970: start)
            let offset = Double(timeZone.secondsFromGMT(for: date))
            let next = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
            let end = min(max(next, start + 1), last + 1)
            // After 1970 (local time) truncation is rounding down, and the cheaper expression to group by.
            let day =
                start + offset >= 0
                ? "CAST((startedAt + ?) / 86400 AS INTEGER)"
                : "CAST((startedAt + ?) / 86400 AS INTEGER) - ((startedAt + ?) / 86400.0 < CAST((startedAt + ?) / 86400 AS INTEGER))"
            let days = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT \(day) AS day, TOTAL(MAX(0, activeSeconds)), COUNT(*)
                        FROM session WHERE startedAt >= ? AND startedAt < ? AND \(Self.countingDays) GROUP BY day
                        """),
                arguments: StatementArguments(
                    Array(repeating: offset, count: start + offset >= 0 ? 1 : 3) + [start, end]))
            while let row = try days.next() {
                guard let day = Int.fromDatabaseValue(row[0]), let active = double(row, 1),
                    let count = Int.fromDatabaseValue(row[2])
                else { continue }
                builder.addDay(day, activeSeconds: active, sessions: count)
            }
            start = end
        }
    }

    private func readDetails(_ db: Database, into builder: inout ProgressSeries.Builder) throws {
        // SQLite takes the bare programTitle from the row with MAX(startedAt): the newest title.
        let programs = try Row.fetchCursor(
            db,
            sql: """
                SELECT programID, programTitle, MAX(startedAt), COUNT(*), TOTAL(MAX(0, activeSeconds))
                FROM session WHERE \(Self.counting) GROUP BY programID
                """)
        while let row = try programs.next() {
            guard let id = String.fromDatabaseValue(row[0]), let title = String.fromDatabaseValue(row[1]),
                let count = Int.fromDatabaseValue(row[3]), let active = double(row, 4)
            else { continue }
            builder.addProgram(id: id, title: title, sessions: count, activeSeconds: active)
        }
        let timing = try Row.fetchCursor(
            db,
            sql: "SELECT \(HistorySchema.selectList) FROM session WHERE timingPhaseCount IS NOT NULL AND speed = ? "
                + "ORDER BY startedAt DESC LIMIT ?",
            arguments: [CountingRule.countingSpeed, ProgressSeries.timingSessions])
        while let row = try timing.next() {
            let startedAt: DatabaseValue = row["startedAt"] ?? .null
            guard let start = Double.fromDatabaseValue(startedAt),
                let summary = SessionTimingColumns.timing(of: row)
            else { continue }
            builder.addTiming(startedAt: Date(timeIntervalSince1970: start), summary)
        }
    }

    /// The sessions the pictures count: the counting rule, and rows whose values `stats` accepts.
    private static let counting = "\(CountingRule.sqlCondition) AND \(HistorySchema.statsColumnsValid)"
    /// The day sums read every row but only two values: like the streak, check just those two.
    private static let countingDays = """
        \(CountingRule.sqlCondition) AND activeSeconds <= \(RowReader.largest)
        AND startedAt BETWEEN \(RowReader.dates.lowerBound) AND \(RowReader.dates.upperBound)
        """

    private func double(_ row: Row, _ index: Int) -> Double? {
        Double.fromDatabaseValue(row[index])
    }
}
