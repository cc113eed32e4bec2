import Foundation

/// The numbers behind the pictures of `stats` and `report`: active minutes a day for 26 weeks,
/// totals for 12 weeks, the streaks, sessions per program and the timing of recent sessions.
///
/// One ``Builder`` makes them, fed by the history database or by a list of records alike, so
/// `stats`, `stats --json` and the report always show the same numbers. Days are local calendar
/// days as ``TrainingCalendar/dayNumber(of:)`` counts them; weeks are ISO weeks (Monday first).
public struct ProgressSeries: Sendable, Hashable {
    /// Weeks in the heatmap and in the weekly bars.
    public static let heatmapWeeks = 26
    public static let barWeeks = 12
    /// Sessions in the timing series, the newest.
    public static let timingSessions = 30

    public struct Day: Sendable, Hashable {
        /// Days since 1970-01-01 of the local date (``HistoryDates/day(_:)`` writes it).
        public var number: Int
        public var activeSeconds: Double
        public var sessions: Int
        /// After today: drawn empty, not as a day without training.
        public var isFuture: Bool
    }

    public struct Week: Sendable, Hashable {
        /// The Monday, as a day number.
        public var start: Int
        public var totals: Stats.Totals
    }

    public struct ProgramCount: Sendable, Hashable {
        public var programID: String
        /// The title the newest session of the program had.
        public var title: String
        public var sessions: Int
        public var activeSeconds: Double
    }

    /// The timing summary of one session.
    public struct TimingPoint: Sendable, Hashable {
        public var startedAt: Date
        public var phases: Int
        public var medianMilliseconds: Double?
        public var maxMilliseconds: Double?
    }

    /// 26 whole weeks, Monday first, the last one the current week.
    public var days: [Day]
    /// 12 weeks, oldest first, the last one the current week.
    public var weeks: [Week]
    public var today: Int
    public var currentStreak: Int
    /// The most days in a row with ``Streak/minimumActiveSeconds`` of work, in the whole history.
    public var longestStreak: Int
    public var weeklyGoal: Int
    /// Most sessions first.
    public var programs: [ProgramCount]
    /// Oldest first.
    public var timing: [TimingPoint]

    /// The series of `records` (any order), counting only sessions that count; `currentStreak`
    /// comes from ``Stats`` so both agree.
    public init(records: [SessionRecord], now: Date, timeZone: TimeZone, weeklyGoal: Int, currentStreak: Int) {
        var builder = Builder(now: now, calendar: TrainingCalendar(timeZone: timeZone))
        var programs: [String: (title: String, latest: Date, sessions: Int, active: Double)] = [:]
        // One rule for every number (``CountingRule``): previews and tries under two minutes are left out.
        for record in records where record.counts {
            guard !record.kind.isMindful else {
                builder.addMindful(record)
                continue
            }
            builder.add(record)
            var entry = programs[record.programID] ?? (record.programTitle, record.startedAt, 0, 0)
            if record.startedAt >= entry.latest { entry = (record.programTitle, record.startedAt, entry.2, entry.3) }
            entry.sessions += 1
            entry.active += max(0, record.activeSeconds)
            programs[record.programID] = entry
        }
        for (id, entry) in programs {
            builder.addProgram(id: id, title: entry.title, sessions: entry.sessions, activeSeconds: entry.active)
        }
        // Lateness of a preview is in its faster program time: only real-time sessions show punctuality.
        let timed = records.filter { $0.timing != nil && $0.speed == CountingRule.countingSpeed }
            .sorted { $0.startedAt > $1.startedAt }
        for record in timed.prefix(Self.timingSessions) {
            if let timing = record.timing { builder.addTiming(startedAt: record.startedAt, timing) }
        }
        self = builder.finish(weeklyGoal: weeklyGoal, currentStreak: currentStreak)
    }

    /// The first day the heatmap shows on `today`: the Monday 25 weeks before this week's.
    public static func firstShownDay(today: Int) -> Int {
        monday(onOrBefore: today) - 7 * (heatmapWeeks - 1)
    }

    /// The Monday on or before `day` (1970-01-01, day 0, was a Thursday).
    public static func monday(onOrBefore day: Int) -> Int {
        day - ((day + 3) % 7 + 7) % 7
    }

    /// Collects sessions in any order; ``finish(weeklyGoal:currentStreak:)`` makes the series.
    public struct Builder: Sendable {
        private let calendar: TrainingCalendar
        private let now: Date
        private let today: Int
        private let firstDay: Int
        private let firstBarDay: Int
        private var dayTotals: [Int: (seconds: Double, sessions: Int)] = [:]
        private var weekTotals: [Int: Stats.Totals] = [:]
        private var programs: [ProgramCount] = []
        private var timing: [TimingPoint] = []
        /// A stretch of time with one offset from UTC: a time zone lookup per session is slow.
        private var offsetSpan: (range: Range<Double>, offset: Double)?
        /// The days before the ones added, summed up instead of added (``add(_:)``).
        private var history: StreakHistory?
        /// Mindful seconds of each local day (SPEC section 19), apart from the workouts' days.
        private var mindfulSeconds: [Int: Double] = [:]

        public init(now: Date, calendar: TrainingCalendar) {
            self.calendar = calendar
            self.now = now
            today = calendar.dayNumber(of: now)
            let thisMonday = ProgressSeries.monday(onOrBefore: today)
            firstDay = thisMonday - 7 * (ProgressSeries.heatmapWeeks - 1)
            firstBarDay = thisMonday - 7 * (ProgressSeries.barWeeks - 1)
        }

        /// Adds one session of the history; the whole history is needed for the longest streak.
        public mutating func add(_ record: SessionRecord) {
            add(
                startedAt: record.startedAt, activeSeconds: record.activeSeconds,
                trainedSeconds: Stats.trainedSeconds(of: record), kcal: record.kcal)
        }

        /// Adds one session from its numbers: to its day and, when recent, to its week.
        public mutating func add(startedAt: Date, activeSeconds: Double, trainedSeconds: Double, kcal: Double) {
            let day = dayNumber(of: startedAt)
            addDay(day, activeSeconds: max(0, activeSeconds), sessions: 1)
            addToWeek(day: day, sessions: 1, activeSeconds: activeSeconds, trainedSeconds: trainedSeconds, kcal: kcal)
        }

        /// The first day the heatmap shows: the days before it matter to the streaks only.
        public var firstShownDay: Int { firstDay }

        /// Stands in for every day before `history.day`, which are then not added: their longest
        /// streak, and the run that ends the day before, which a streak reaching that day goes on.
        public mutating func add(_ history: StreakHistory) {
            self.history = history
            for day in history.day - history.trailing..<history.day {
                addDay(day, activeSeconds: Streak.minimumActiveSeconds, sessions: 0)
            }
        }

        /// What the days added before `day` hold for the streaks.
        public func streakHistory(before day: Int) -> StreakHistory {
            StreakHistory(qualifying: qualifyingDays, before: day)
        }

        private var qualifyingDays: [Int] {
            dayTotals.filter { $0.value.seconds >= Streak.minimumActiveSeconds }.keys.sorted()
        }

        /// Adds sessions already summed by local day (the database sums the whole history).
        public mutating func addDay(_ day: Int, activeSeconds: Double, sessions: Int) {
            var total = dayTotals[day] ?? (0, 0)
            total.seconds += activeSeconds
            total.sessions += sessions
            dayTotals[day] = total
        }

        /// Adds one session to the weekly totals only; sessions before the bars' first week are ignored.
        public mutating func addToWeek(startedAt: Date, activeSeconds: Double, trainedSeconds: Double, kcal: Double) {
            addToWeek(
                startedAt: startedAt, sessions: 1, activeSeconds: activeSeconds, trainedSeconds: trainedSeconds,
                kcal: kcal)
        }

        /// Adds `sessions` sessions of one day, summed, to the weekly totals.
        public mutating func addToWeek(
            startedAt: Date, sessions: Int, activeSeconds: Double, trainedSeconds: Double, kcal: Double
        ) {
            addToWeek(
                day: dayNumber(of: startedAt), sessions: sessions, activeSeconds: activeSeconds,
                trainedSeconds: trainedSeconds, kcal: kcal)
        }

        /// Local midnight of the first day of the weekly bars, a day early to be safe: sessions before
        /// it cannot count in any bar.
        public var barsStart: Date {
            Date(timeIntervalSince1970: Double(firstBarDay - 1) * 86_400 - 14 * 3_600)
        }

        private mutating func addToWeek(
            day: Int, sessions: Int, activeSeconds: Double, trainedSeconds: Double, kcal: Double
        ) {
            guard day >= firstBarDay && day <= today + 6 else { return }
            var week = weekTotals[ProgressSeries.monday(onOrBefore: day)] ?? Stats.Totals()
            week.sessions += sessions
            week.seconds += max(0, trainedSeconds)
            week.activeSeconds += max(0, activeSeconds)
            week.kcal += max(0, kcal)
            weekTotals[ProgressSeries.monday(onOrBefore: day)] = week
        }

        public mutating func addProgram(id: String, title: String, sessions: Int, activeSeconds: Double) {
            programs.append(
                ProgramCount(programID: id, title: title, sessions: sessions, activeSeconds: max(0, activeSeconds)))
        }

        /// Adds the timing of one of the newest measured sessions.
        public mutating func addTiming(startedAt: Date, _ summary: SessionTiming) {
            timing.append(
                TimingPoint(
                    startedAt: startedAt, phases: summary.phaseCount,
                    medianMilliseconds: summary.medianLatenessMilliseconds,
                    maxMilliseconds: summary.maxLatenessMilliseconds))
        }

        public func finish(weeklyGoal: Int, currentStreak: Int) -> ProgressSeries {
            let days = (firstDay..<firstDay + 7 * ProgressSeries.heatmapWeeks).map { number in
                let total = dayTotals[number] ?? (0, 0)
                return Day(
                    number: number, activeSeconds: total.seconds, sessions: total.sessions, isFuture: number > today)
            }
            let weeks = (0..<ProgressSeries.barWeeks).map { index in
                let start = firstBarDay + 7 * index
                return Week(start: start, totals: weekTotals[start] ?? Stats.Totals())
            }
            return ProgressSeries(
                days: days, weeks: weeks, today: today, currentStreak: currentStreak,
                longestStreak: longestStreak(), weeklyGoal: weeklyGoal,
                programs: programs.sorted { ($0.sessions, $1.title) > ($1.sessions, $0.title) },
                timing: timing.sorted { $0.startedAt < $1.startedAt })
        }

        /// ``TrainingCalendar/dayNumber(of:)``, with the zone's offset remembered until its next
        /// daylight-saving transition: read in time order, a whole history costs a few zone lookups.
        private mutating func dayNumber(of date: Date) -> Int {
            let time = date.timeIntervalSince1970
            if let span = offsetSpan, span.range.contains(time) {
                return Int(((time + span.offset) / 86_400).rounded(.down))
            }
            let zone = calendar.timeZone
            let offset = Double(zone.secondsFromGMT(for: date))
            let next = zone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
            if next > time { offsetSpan = (time..<next, offset) }
            return Int(((time + offset) / 86_400).rounded(.down))
        }

        /// Adds mindful seconds of one local day (breathing and meditation sessions that count).
        public mutating func addMindfulDay(_ day: Int, activeSeconds: Double) {
            mindfulSeconds[day, default: 0] += max(0, activeSeconds)
        }

        /// Adds one breathing or meditation session that counts to its day's mindful seconds.
        public mutating func addMindful(_ record: SessionRecord) {
            addMindfulDay(dayNumber(of: record.startedAt), activeSeconds: record.activeSeconds)
        }

        /// The mindful streak (``Streak``) and both streaks' rewards (``StreakRewards``), from the
        /// days the heatmap shows: `stats` reads those whatever it keeps of the days before, so
        /// every path gives the same (``Stats/calmDays(_:today:)``).
        public var calmStreaks: (mindfulDays: Int, rewards: StreakRewards, mindfulRewards: StreakRewards) {
            let mindful = Stats.calmDays(mindfulSeconds, today: today)
            var streak = Streak(now: now, calendar: calendar)
            for (day, seconds) in mindful.sorted(by: { $0.key > $1.key }) {
                guard streak.add(day: day, activeSeconds: seconds) else { break }
            }
            let workouts = Stats.calmDays(dayTotals.mapValues(\.seconds), today: today)
            return (
                streak.finish(), StreakRewards.current(activeSecondsByDay: workouts, today: today),
                StreakRewards.current(activeSecondsByDay: mindful, today: today)
            )
        }

        /// Days in a row with a counting session ending today or yesterday (``Streak``), from
        /// the days added so far: the whole history's days give the streak without a second read.
        public var currentStreak: Int {
            var streak = Streak(now: now, calendar: calendar)
            for (day, total) in dayTotals.sorted(by: { $0.key > $1.key }) {
                guard streak.add(day: day, activeSeconds: total.seconds) else { break }
            }
            return streak.finish()
        }

        /// The longest run of consecutive days that each reach the streak's two active minutes.
        private func longestStreak() -> Int {
            // Days after every one added: the runs of the added days, and the longest before them.
            let all = StreakHistory(qualifying: qualifyingDays, before: Int.max)
            return max(all.longest, history?.longest ?? 0)
        }
    }

    private init(
        days: [Day], weeks: [Week], today: Int, currentStreak: Int, longestStreak: Int, weeklyGoal: Int,
        programs: [ProgramCount], timing: [TimingPoint]
    ) {
        self.days = days
        self.weeks = weeks
        self.today = today
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.weeklyGoal = weeklyGoal
        self.programs = programs
        self.timing = timing
    }
}
