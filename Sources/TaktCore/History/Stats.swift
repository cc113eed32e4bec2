import Foundation

/// What `stats` shows: totals for this week, this month and all time, the current streak and
/// progress towards the weekly goal.
///
/// Weeks are ISO 8601 weeks (Monday to Sunday) and months calendar months, both in the user's
/// time zone (``TrainingCalendar``). A session counts in the period in which it started, and
/// only when ``CountingRule`` says it counts at all.
public struct Stats: Sendable, Hashable {
    /// Sessions, time and calories of one period.
    public struct Totals: Sendable, Hashable {
        public var sessions: Int
        /// Time trained: from start to end, pauses excluded.
        public var seconds: Double
        /// Time in work phases.
        public var activeSeconds: Double
        public var kcal: Double

        public init(sessions: Int = 0, seconds: Double = 0, activeSeconds: Double = 0, kcal: Double = 0) {
            self.sessions = sessions
            self.seconds = seconds
            self.activeSeconds = activeSeconds
            self.kcal = kcal
        }

        /// Adds totals summed elsewhere: the history's quarter hours.
        public mutating func add(_ other: Totals) {
            sessions += other.sessions
            seconds += other.seconds
            activeSeconds += other.activeSeconds
            kcal += other.kcal
        }

        /// Adds one workout, when it counts (``CountingRule``); mindful sessions are summed
        /// apart (``Stats/Mindful``).
        public mutating func add(_ record: SessionRecord) {
            guard record.counts, !record.kind.isMindful else { return }
            sessions += 1
            seconds += Stats.trainedSeconds(of: record)
            activeSeconds += max(0, record.activeSeconds)
            kcal += max(0, record.kcal)
        }
    }

    /// The goal when none is set, and the goals allowed.
    public static let defaultWeeklyGoal = 3
    public static let weeklyGoalRange = 1...7

    public var week: Totals
    public var month: Totals
    public var allTime: Totals
    /// Days in a row with a counting session, ending today or yesterday (``Streak``).
    public var streakDays: Int
    /// Sessions wanted per week.
    public var weeklyGoal: Int
    /// Local midnight starting this ISO week and this month.
    public var weekStart: Date
    public var monthStart: Date
    /// The workout streak that forgives (SPEC section 19): its rewards and covered days.
    public var rewards = StreakRewards()
    /// Breathing and meditation, apart from the workouts above (SPEC section 19).
    public var mindful = Mindful()

    public init(
        week: Totals, month: Totals, allTime: Totals, streakDays: Int, weeklyGoal: Int, weekStart: Date,
        monthStart: Date
    ) {
        self.week = week
        self.month = month
        self.allTime = allTime
        self.streakDays = streakDays
        self.weeklyGoal = weeklyGoal
        self.weekStart = weekStart
        self.monthStart = monthStart
    }

    /// Computes the stats of `records` (any order) in one pass over them.
    public init(records: [SessionRecord], now: Date, timeZone: TimeZone, weeklyGoal: Int = Stats.defaultWeeklyGoal) {
        let calendar = TrainingCalendar(timeZone: timeZone)
        let weekStart = calendar.startOfWeek(containing: now)
        let monthStart = calendar.startOfMonth(containing: now)
        var week = Totals()
        var month = Totals()
        var all = Totals()
        for record in records {
            all.add(record)
            if record.startedAt >= weekStart { week.add(record) }
            if record.startedAt >= monthStart { month.add(record) }
        }
        var streak = Streak(now: now, calendar: calendar)
        for record in records.filter({ $0.counts && !$0.kind.isMindful }).sorted(by: { $0.startedAt > $1.startedAt }) {
            guard streak.add(startedAt: record.startedAt, activeSeconds: record.activeSeconds) else { break }
        }
        self.init(
            week: week, month: month, allTime: all, streakDays: streak.finish(), weeklyGoal: weeklyGoal,
            weekStart: weekStart, monthStart: monthStart)
        rewards = Self.rewards(of: records.filter { !$0.kind.isMindful }, now: now, calendar: calendar)
        mindful = Mindful(records: records, now: now, calendar: calendar)
    }

    /// Sessions this week, towards the goal.
    public var sessionsThisWeek: Int { week.sessions }
    public var isWeeklyGoalMet: Bool { week.sessions >= weeklyGoal }

    /// Time trained in a session: start to end, pauses excluded, never negative.
    public static func trainedSeconds(of record: SessionRecord) -> Double {
        max(0, record.endedAt.timeIntervalSince(record.startedAt) - max(0, record.pausedSeconds))
    }
}
