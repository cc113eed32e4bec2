import Foundation

extension Stats {
    /// Mindful minutes (SPEC section 19): breathing and meditation sessions that count
    /// (``CountingRule``: two minutes of breaths or sitting at speed 1), summed apart from the
    /// workouts, with a streak and rewards of their own. Their `activeSeconds` are the mindful
    /// seconds, the only time summed (`seconds` and `kcal` stay 0).
    public struct Mindful: Sendable, Hashable {
        public var week: Totals
        public var month: Totals
        public var allTime: Totals
        /// Days in a row with two mindful minutes, ending today or yesterday (``Streak``).
        public var streakDays: Int
        /// The mindful streak that forgives: its rewards and covered days.
        public var rewards: StreakRewards

        public init(
            week: Totals = Totals(), month: Totals = Totals(), allTime: Totals = Totals(), streakDays: Int = 0,
            rewards: StreakRewards = StreakRewards()
        ) {
            self.week = week
            self.month = month
            self.allTime = allTime
            self.streakDays = streakDays
            self.rewards = rewards
        }

        /// The mindful part of `records` (any order): the breathing and meditation sessions that count.
        init(records: [SessionRecord], now: Date, calendar: TrainingCalendar) {
            let weekStart = calendar.startOfWeek(containing: now)
            let monthStart = calendar.startOfMonth(containing: now)
            let counted = records.filter { $0.kind.isMindful && $0.counts }
            self.init()
            for record in counted {
                let totals = Totals(sessions: 1, activeSeconds: record.activeSeconds)
                allTime.add(totals)
                if record.startedAt >= weekStart { week.add(totals) }
                if record.startedAt >= monthStart { month.add(totals) }
            }
            var streak = Streak(now: now, calendar: calendar)
            for record in counted.sorted(by: { $0.startedAt > $1.startedAt }) {
                guard streak.add(startedAt: record.startedAt, activeSeconds: record.activeSeconds) else { break }
            }
            streakDays = streak.finish()
            rewards = Stats.rewards(of: counted, now: now, calendar: calendar)
        }
    }

    /// The rewards of the counting sessions among `records` (``StreakRewards``).
    static func rewards(of records: [SessionRecord], now: Date, calendar: TrainingCalendar) -> StreakRewards {
        var days: [Int: Double] = [:]
        for record in records where record.counts {
            days[calendar.dayNumber(of: record.startedAt), default: 0] += record.activeSeconds
        }
        return StreakRewards.current(activeSecondsByDay: days, today: calendar.dayNumber(of: now))
    }
}
