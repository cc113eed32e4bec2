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
        /// Days in a row with two mindful minutes, ending today or yesterday (``Streak``), within
        /// the heatmap's 26 weeks (``Stats/calmDays(_:today:)``).
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
            let today = calendar.dayNumber(of: now)
            var streak = Streak(now: now, calendar: calendar)
            let days = Stats.days(of: counted, calendar: calendar, today: today)
            for (day, seconds) in days.sorted(by: { $0.key > $1.key }) {
                guard streak.add(day: day, activeSeconds: seconds) else { break }
            }
            streakDays = streak.finish()
            rewards = Stats.rewards(of: counted, now: now, calendar: calendar)
        }
    }

    /// The days a calm streak is counted over: those the heatmap shows (26 weeks), which
    /// `stats` reads whatever it keeps of the days before, so that the history and a recount of
    /// its records agree. A streak older than them is counted from the heatmap's first day.
    static func calmDays(_ days: [Int: Double], today: Int) -> [Int: Double] {
        let first = ProgressSeries.firstShownDay(today: today)
        return days.filter { $0.key >= first }
    }

    /// The active seconds of each local day of the counting sessions among `records`, over
    /// ``calmDays(_:today:)``.
    static func days(of records: [SessionRecord], calendar: TrainingCalendar, today: Int) -> [Int: Double] {
        var days: [Int: Double] = [:]
        for record in records where record.counts {
            days[calendar.dayNumber(of: record.startedAt), default: 0] += max(0, record.activeSeconds)
        }
        return calmDays(days, today: today)
    }

    /// The rewards of the counting sessions among `records` (``StreakRewards``).
    static func rewards(of records: [SessionRecord], now: Date, calendar: TrainingCalendar) -> StreakRewards {
        let today = calendar.dayNumber(of: now)
        return StreakRewards.current(
            activeSecondsByDay: days(of: records, calendar: calendar, today: today), today: today)
    }
}
