import Foundation

/// The calm end of `stats --json` (SPEC section 19).
///
/// Beside `streakDays`, the workout streak's `rewards` (held, 0 to 3) and `coveredDays` (the
/// local days of the current streak a reward covered, `YYYY-MM-DD`, oldest first); and
/// `mindful`: the breathing and meditation sessions that counted, apart from the workouts —
///
///     "mindful": {"week": {"sessions", "minutes", "start"}, "month": {…}, "allTime": {…},
///                 "streakDays", "rewards", "coveredDays"}
///
/// with `minutes` the mindful minutes (the breaths or the sitting) to 0.1.
extension StatsJSON {
    public struct MindfulJSON: Encodable, Sendable {
        public var week: MindfulPeriod
        public var month: MindfulPeriod
        public var allTime: MindfulPeriod
        public var streakDays: Int
        public var rewards: Int
        public var coveredDays: [String]

        init(_ stats: Stats) {
            let mindful = stats.mindful
            week = MindfulPeriod(mindful.week, start: stats.weekStart)
            month = MindfulPeriod(mindful.month, start: stats.monthStart)
            allTime = MindfulPeriod(mindful.allTime, start: nil)
            streakDays = mindful.streakDays
            rewards = mindful.rewards.rewards
            coveredDays = StatsJSON.days(mindful.rewards)
        }
    }

    public struct MindfulPeriod: Encodable, Sendable {
        public var sessions: Int
        public var minutes: Double
        public var start: String?

        init(_ totals: Stats.Totals, start: Date?) {
            sessions = totals.sessions
            minutes = HistoryJSON.Entry.tenths(totals.activeSeconds / 60)
            self.start = start.map(HistoryDates.iso8601)
        }
    }

    /// A streak's covered days as `YYYY-MM-DD`.
    static func days(_ rewards: StreakRewards) -> [String] {
        rewards.coveredDays.map(HistoryDates.day)
    }
}
