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
                db, StatsAggregates.weeks(since: StatsAggregates.bucket(of: builder.barsStart.timeIntervalSince1970)))
            while let row = try weeks.next() {
                let sessions: Double = row["sessions"]
                builder.addToWeek(
                    startedAt: Date(timeIntervalSince1970: StatsAggregates.start(of: row["bucket"])),
                    sessions: Int(sessions), activeSeconds: row["active"], trainedSeconds: row["seconds"],
                    kcal: row["kcal"])
            }
            if details { try readDetails(db, into: &builder) }
            return builder.finish(weeklyGoal: weeklyGoal, currentStreak: currentStreak)
        }
    }

    /// Active seconds and sessions of every local day, from the buckets in time order: the UTC
    /// offset is looked up once per stretch between daylight saving switches, not per bucket.
    private func readDays(_ db: Database, timeZone: TimeZone, into builder: inout ProgressSeries.Builder) throws {
        let buckets = try Row.fetchCursor(db, StatsAggregates.days)
        var stretch: (end: Double, offset: Double) = (-.infinity, 0)
        // By position, in the order `days` selects them: a name is looked up anew for every row
        // (a third of `stats` over a million sessions, 105,000 buckets).
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
        let programs = try Row.fetchCursor(db, StatsAggregates.programs)
        while let row = try programs.next() {
            guard let id = String.fromDatabaseValue(value(row, "programID")),
                let title = String.fromDatabaseValue(value(row, "title")),
                let count = Int.fromDatabaseValue(value(row, "sessions")),
                let active = Double.fromDatabaseValue(value(row, "active"))
            else { continue }
            builder.addProgram(id: id, title: title, sessions: count, activeSeconds: active)
        }
        let timing = try Row.fetchCursor(db, SessionRow.timed(limit: ProgressSeries.timingSessions))
        while let row = try timing.next() {
            guard let start = Double.fromDatabaseValue(value(row, SessionRow.Columns.startedAt.rawValue)),
                let summary = SessionTimingColumns.timing(of: row)
            else { continue }
            builder.addTiming(startedAt: Date(timeIntervalSince1970: start), summary)
        }
    }

    /// The value in `column`, NULL when the row has no such column: damaged cells skip their row.
    private func value(_ row: Row, _ column: String) -> DatabaseValue {
        let value: DatabaseValue? = row[column]
        return value ?? .null
    }
}
