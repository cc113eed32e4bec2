import Foundation
import GRDB
import TaktCore

extension HistoryStore {
    /// The series behind the pictures of `stats` and `report`, read with the same ``ProgressSeries/Builder``
    /// that builds them from records.
    ///
    /// Days, weeks and programs come from the sums the triggers keep (``StatsAggregates``): a
    /// few rows per day of training, whatever the number of sessions; timing from the newest
    /// measured sessions. A damaged cell skips its row.
    ///
    /// - Parameter details: also sessions per program and timing (`stats --json`, the report);
    ///   the terminal pictures need neither, and reading titles visits every row of the table.
    public func progress(
        now: Date, timeZone: TimeZone, weeklyGoal: Int, currentStreak: Int, details: Bool = true
    ) throws -> ProgressSeries {
        var builder = ProgressSeries.Builder(now: now, calendar: TrainingCalendar(timeZone: timeZone))
        return try database.read { db in
            try readDays(db, timeZone: timeZone, into: &builder)
            let weeks = try Row.fetchCursor(
                db,
                sql:
                    "SELECT bucket, sessions, seconds, active, kcal FROM stats_bucket WHERE bucket >= ? AND sessions > 0",
                arguments: [StatsAggregates.bucket(of: builder.barsStart.timeIntervalSince1970)])
            while let row = try weeks.next() {
                let sessions: Double = row[1]
                builder.addToWeek(
                    startedAt: Date(timeIntervalSince1970: StatsAggregates.start(of: row[0])), sessions: Int(sessions),
                    activeSeconds: row[3], trainedSeconds: row[2], kcal: row[4])
            }
            if details { try readDetails(db, into: &builder) }
            return builder.finish(weeklyGoal: weeklyGoal, currentStreak: currentStreak)
        }
    }

    /// Active seconds and sessions of every local day, from the buckets in time order: the UTC
    /// offset is looked up once per stretch between daylight saving switches, not per bucket.
    private func readDays(_ db: Database, timeZone: TimeZone, into builder: inout ProgressSeries.Builder) throws {
        let buckets = try Row.fetchCursor(
            db, sql: "SELECT bucket, daySessions, dayActive FROM stats_bucket WHERE daySessions > 0 ORDER BY bucket")
        var stretch: (end: Double, offset: Double) = (-.infinity, 0)
        while let row = try buckets.next() {
            let start = StatsAggregates.start(of: row[0])
            if start >= stretch.end {
                let date = Date(timeIntervalSince1970: start)
                let next = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970
                stretch = (next ?? .infinity, Double(timeZone.secondsFromGMT(for: date)))
            }
            let sessions: Double = row[1]
            let day = Int(((start + stretch.offset) / 86_400).rounded(.down))
            builder.addDay(day, activeSeconds: row[2], sessions: Int(sessions))
        }
    }

    private func readDetails(_ db: Database, into builder: inout ProgressSeries.Builder) throws {
        let programs = try Row.fetchCursor(db, sql: "SELECT programID, title, sessions, active FROM stats_program")
        while let row = try programs.next() {
            guard let id = String.fromDatabaseValue(row[0]), let title = String.fromDatabaseValue(row[1]),
                let count = Int.fromDatabaseValue(row[2]), let active = double(row, 3)
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

    private func double(_ row: Row, _ index: Int) -> Double? {
        Double.fromDatabaseValue(row[index])
    }
}
