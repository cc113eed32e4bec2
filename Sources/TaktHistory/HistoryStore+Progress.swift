import Foundation
import GRDB
import TaktCore

extension HistoryStore {
    /// What `stats` and `report` show at `now` in `timeZone`: the totals of this week, this month
    /// and all time, the streak, and the series behind the pictures, read with the same
    /// ``ProgressSeries/Builder`` that builds them from records.
    ///
    /// Everything but the details comes from the sums the triggers keep (``StatsAggregates``): the
    /// all-time totals from their one row, the rest from one pass over the quarter hours of the
    /// days the heatmap shows, oldest first, with what the days before hold for the streaks
    /// (``StreakHistory``) kept beside them. Where nothing is kept for this time zone yet, or a
    /// row before them changed since, the pass reads every quarter hour and keeps that summary
    /// for the next time: the cost of `stats` then grows with the half year it shows, not with
    /// the years of the history.
    ///
    /// - Parameter details: also sessions per program and timing (`stats --json`, the report);
    ///   the terminal pictures need neither, and reading titles visits every row of the table.
    public func statistics(
        now: Date, timeZone: TimeZone, weeklyGoal: Int = Stats.defaultWeeklyGoal, details: Bool = true
    ) throws -> (stats: Stats, progress: ProgressSeries) {
        let calendar = TrainingCalendar(timeZone: timeZone)
        let weekStart = calendar.startOfWeek(containing: now)
        let monthStart = calendar.startOfMonth(containing: now)
        var builder = ProgressSeries.Builder(now: now, calendar: calendar)
        var sums = Sums(
            week: StatsAggregates.bucket(of: weekStart.timeIntervalSince1970),
            month: StatsAggregates.bucket(of: monthStart.timeIntervalSince1970),
            bars: StatsAggregates.bucket(of: builder.barsStart.timeIntervalSince1970))
        let horizon = StreakHorizon(day: builder.firstShownDay, timeZone: timeZone)
        let (stats, series, summary) = try database.read { db in
            let total = try StatsAggregates.readTotal(db)
            sums.allTime = total.sums
            sums.mindful.allTime = total.mindful
            var summary: StreakHorizon.Kept?
            if let kept = horizon.kept(db), horizon.canUse(kept) {
                builder.add(kept.history)
                try readBuckets(db, from: kept.bucket, timeZone: timeZone, sums: &sums, into: &builder)
            } else {
                try readBuckets(db, from: nil, timeZone: timeZone, sums: &sums, into: &builder)
                summary = StreakHorizon.Kept(
                    bucket: horizon.bucket, history: builder.streakHistory(before: horizon.day),
                    changes: total.changes)
            }
            if details { try readDetails(db, into: &builder) }
            let streak = builder.currentStreak
            var stats = Stats(
                week: sums.week, month: sums.month, allTime: sums.allTime, streakDays: streak,
                weeklyGoal: weeklyGoal, weekStart: weekStart, monthStart: monthStart)
            let calm = builder.calmStreaks
            (sums.mindful.streakDays, sums.mindful.rewards) = (calm.mindfulDays, calm.mindfulRewards)
            (stats.rewards, stats.mindful) = (calm.rewards, sums.mindful)
            return (stats, builder.finish(weeklyGoal: weeklyGoal, currentStreak: streak), summary)
        }
        // Kept for the next time when it can be: a read-only or busy history is read whole again.
        if let summary { try? database.write { db in try horizon.keep(summary, db) } }
        return (stats, series)
    }

    /// The totals of the periods `stats` shows, each from its first bucket on.
    private struct Sums {
        let weekStart: Int
        let monthStart: Int
        let barsStart: Int
        var week = Stats.Totals()
        var month = Stats.Totals()
        var allTime = Stats.Totals()
        var mindful = Stats.Mindful()

        init(week: Int, month: Int, bars: Int) {
            (weekStart, monthStart, barsStart) = (week, month, bars)
        }

        /// Adds one bucket's mindful sessions to this week's and this month's.
        mutating func addMindful(_ bucket: Int, sessions: Int, activeSeconds: Double) {
            let totals = Stats.Totals(sessions: sessions, activeSeconds: activeSeconds)
            if bucket >= monthStart { mindful.month.add(totals) }
            if bucket >= weekStart { mindful.week.add(totals) }
        }
    }

    /// The buckets from `first` on (every one without) in time order into the recent totals,
    /// the weekly bars and the days. A day's UTC offset is looked up once per stretch between
    /// daylight saving switches, not per bucket.
    private func readBuckets(
        _ db: Database, from first: Int?, timeZone: TimeZone, sums: inout Sums,
        into builder: inout ProgressSeries.Builder
    ) throws {
        let statement = try StatsAggregates.buckets(from: first).makePreparedRequest(db).statement
        let column = BucketColumns(statement)
        let buckets = try Row.fetchCursor(statement)
        var stretch: (end: Double, offset: Double) = (-.infinity, 0)
        // The local day being summed: a day's buckets come one after another, so the builder
        // gets a call a day, not a dictionary update a bucket (a tenth of `stats`).
        var day: (number: Int, sessions: Double, active: Double)?
        while let row = try buckets.next() {
            // A NULL a damaged file holds counts as nothing, as SQL's total() counted it.
            let bucket: Int = row[column.bucket] ?? 0
            let start = StatsAggregates.start(of: bucket)
            let sessions: Double = row[column.sessions] ?? 0
            if sessions != 0 {
                let totals = Stats.Totals(
                    sessions: Int(sessions), seconds: row[column.seconds] ?? 0,
                    activeSeconds: row[column.active] ?? 0, kcal: row[column.kcal] ?? 0)
                if bucket >= sums.monthStart { sums.month.add(totals) }
                if bucket >= sums.weekStart { sums.week.add(totals) }
                if bucket >= sums.barsStart {
                    builder.addToWeek(
                        startedAt: Date(timeIntervalSince1970: start), sessions: totals.sessions,
                        activeSeconds: totals.activeSeconds, trainedSeconds: totals.seconds, kcal: totals.kcal)
                }
            }
            let daySessions: Double = row[column.daySessions] ?? 0
            let mindful: Double = row[column.mindfulSessions] ?? 0
            guard daySessions > 0 || mindful > 0 else { continue }
            if start >= stretch.end {
                let date = Date(timeIntervalSince1970: start)
                let next = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970
                stretch = (next ?? .infinity, Double(timeZone.secondsFromGMT(for: date)))
            }
            let local = StreakHorizon.day(of: start, offset: stretch.offset)
            if mindful > 0 {
                let active: Double = row[column.mindfulActive] ?? 0
                sums.addMindful(bucket, sessions: Int(mindful), activeSeconds: active)
                builder.addMindfulDay(local, activeSeconds: active)
                guard daySessions > 0 else { continue }
            }
            if let summed = day, summed.number != local {
                builder.addDay(summed.number, activeSeconds: summed.active, sessions: Int(summed.sessions))
                day = nil
            }
            var summed = day ?? (local, 0, 0)
            summed.sessions += daySessions
            summed.active += row[column.dayActive] ?? 0
            day = summed
        }
        if let summed = day {
            builder.addDay(summed.number, activeSeconds: summed.active, sessions: Int(summed.sessions))
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

/// Where each column of ``StatsAggregates/buckets`` is in its rows, found by name once: GRDB
/// looks a name up anew on every row it is read from, a third of `stats` over a million
/// sessions (105,000 buckets), and a column added or moved never shifts what is read.
private struct BucketColumns {
    let bucket, sessions, seconds, active, kcal, daySessions, dayActive, mindfulSessions, mindfulActive: Int

    init(_ statement: Statement) {
        let names = statement.columnNames
        func position(_ column: StatsAggregates.Bucket.Columns) -> Int { names.firstIndex(of: column.rawValue) ?? 0 }
        (bucket, sessions, seconds) = (position(.bucket), position(.sessions), position(.seconds))
        (active, kcal) = (position(.active), position(.kcal))
        (daySessions, dayActive) = (position(.daySessions), position(.dayActive))
        (mindfulSessions, mindfulActive) = (position(.mindfulSessions), position(.mindfulActive))
    }
}
