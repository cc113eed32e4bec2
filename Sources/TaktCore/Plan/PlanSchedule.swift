import Foundation

/// The plan a person follows: which plan, from which day, on which weekdays (README, "Training plans").
public struct PlanEnrollment: Sendable, Hashable, Codable {
    public var planID: String
    public var start: CivilDate
    public var weekdays: [Weekday]
    /// The time of day planned sessions go into a calendar export, minutes after midnight.
    public var minuteOfDay: Int

    public init(planID: String, start: CivilDate, weekdays: [Weekday], minuteOfDay: Int = 7 * 60) {
        self.planID = planID
        self.start = start
        self.weekdays = weekdays.sorted()
        self.minuteOfDay = minuteOfDay
    }
}

/// How a plan's weeks advance: by sessions done (a missed day shifts the plan) or strictly by
/// the calendar (a missed day's workout is gone).
public enum PlanWeekCounting: String, Sendable, Hashable, CaseIterable {
    case sessions, strict
}

/// A plan session found in the history.
public struct PlanSessionDone: Sendable, Hashable {
    public var week: Int
    public var day: Int
    public var startedAt: Date

    public init(week: Int, day: Int, startedAt: Date) {
        self.week = week
        self.day = day
        self.startedAt = startedAt
    }
}

/// Where a person stands in a plan on a given day. Pure: the day, the time zone and the
/// sessions done are handed in, so every case can be tested at any date.
public struct PlanSchedule: Sendable {
    public let plan: Plan
    public let enrollment: PlanEnrollment
    public let counting: PlanWeekCounting
    public let timeZone: TimeZone
    /// The plan's sessions done, each with the local day it was started on.
    public let done: [(slot: Int, date: CivilDate)]

    public init(
        plan: Plan, enrollment: PlanEnrollment, counting: PlanWeekCounting, timeZone: TimeZone,
        done: [PlanSessionDone]
    ) {
        self.plan = plan
        self.enrollment = enrollment
        self.counting = counting
        self.timeZone = timeZone
        let perWeek = max(enrollment.weekdays.count, 1)
        self.done = done.compactMap { session in
            guard (1...plan.weeks).contains(session.week), (1...perWeek).contains(session.day) else { return nil }
            return ((session.week - 1) * perWeek + session.day - 1, CivilDate(session.startedAt, in: timeZone))
        }.sorted { $0.date < $1.date }
    }

    /// One planned session: its place in the plan and its day.
    public struct Slot: Sendable, Hashable {
        public var index: Int
        public var week: Int
        public var day: Int
        public var date: CivilDate
    }

    /// What today holds.
    public enum Today: Sendable, Hashable {
        /// This session is due today.
        case due(Slot)
        /// Today's session is done; the next one (if the plan goes on).
        case doneToday(next: Slot?)
        /// No session today; the next one.
        case rest(next: Slot)
        /// The plan starts later; its first session.
        case notStarted(first: Slot)
        /// Every session of the plan is behind.
        case finished
    }

    public var sessionsPerWeek: Int { max(enrollment.weekdays.count, 1) }
    public var totalSessions: Int { plan.weeks * sessionsPerWeek }

    public func isTrainingDay(_ date: CivilDate) -> Bool {
        date >= enrollment.start && enrollment.weekdays.contains(date.weekday)
    }

    /// The first training day on or after `date`.
    public func trainingDay(onOrAfter date: CivilDate) -> CivilDate {
        var day = max(date, enrollment.start)
        while !enrollment.weekdays.contains(day.weekday) { day = day.adding(days: 1) }
        return day
    }

    private func slot(_ index: Int, on date: CivilDate) -> Slot {
        Slot(index: index, week: index / sessionsPerWeek + 1, day: index % sessionsPerWeek + 1, date: date)
    }

    /// How many training days lie from the start up to (not including) `date`.
    func trainingDays(before date: CivilDate) -> Int {
        guard date > enrollment.start else { return 0 }
        let days = date.dayNumber - enrollment.start.dayNumber
        var count = days / 7 * enrollment.weekdays.count
        var day = enrollment.start.adding(days: days / 7 * 7)
        while day < date {
            if enrollment.weekdays.contains(day.weekday) { count += 1 }
            day = day.adding(days: 1)
        }
        return count
    }

    /// The first slot not done (sessions) or the calendar's slot of `date` (strict).
    func nextIndex(on date: CivilDate) -> Int {
        switch counting {
        case .sessions:
            let indices = Set(done.map(\.slot))
            return (0...totalSessions).first { !indices.contains($0) } ?? totalSessions
        case .strict:
            return trainingDays(before: date)
        }
    }

    public func today(_ today: CivilDate) -> Today {
        if today < enrollment.start {
            let first = trainingDay(onOrAfter: enrollment.start)
            return .notStarted(first: slot(0, on: first))
        }
        let doneToday = done.contains { $0.date == today }
        if doneToday {
            return .doneToday(next: upcoming(after: today))
        }
        let index = nextIndex(on: today)
        guard index < totalSessions else { return .finished }
        if isTrainingDay(today) { return .due(slot(index, on: today)) }
        guard let next = upcoming(after: today) else { return .finished }
        return .rest(next: next)
    }

    /// The next session on a day after `date`, if the plan has one left.
    public func upcoming(after date: CivilDate) -> Slot? {
        let day = trainingDay(onOrAfter: date.adding(days: 1))
        let index = nextIndex(on: day)
        let doneToday = done.contains { $0.date == date }
        // In session counting a session done today is already counted; an undone one today is still owed.
        let owed = counting == .sessions && !doneToday && isTrainingDay(date) ? 1 : 0
        guard index + owed < totalSessions else { return nil }
        return slot(index + owed, on: day)
    }

    /// Every session of the plan with its day: done ones where they were done, the rest
    /// planned from `today` on (sessions), or on their calendar days (strict).
    public func allSlots(from today: CivilDate) -> [Slot] {
        var slots: [Slot] = []
        var doneIndices: Set<Int> = []
        for entry in done where !doneIndices.contains(entry.slot) {
            doneIndices.insert(entry.slot)
            slots.append(slot(entry.slot, on: entry.date))
        }
        let doneToday = done.contains { $0.date == today }
        var day = trainingDay(onOrAfter: doneToday ? today.adding(days: 1) : today)
        if counting == .strict { day = enrollment.start }
        var index = 0
        while index < totalSessions {
            if counting == .strict {
                day = trainingDay(onOrAfter: day)
                if !doneIndices.contains(index) && day >= today { slots.append(slot(index, on: day)) }
                day = day.adding(days: 1)
            } else if !doneIndices.contains(index) {
                slots.append(slot(index, on: day))
                day = trainingDay(onOrAfter: day.adding(days: 1))
            }
            index += 1
        }
        return slots.sorted { ($0.date, $0.index) < ($1.date, $1.index) }
    }

    /// What a day of the calendar shows.
    public enum Mark: Sendable, Hashable {
        case done, missed, due, planned, rest, outside
    }

    public func mark(_ date: CivilDate, today: CivilDate) -> Mark {
        if done.contains(where: { $0.date == date }) { return .done }
        guard date >= enrollment.start else { return .outside }
        guard isTrainingDay(date) else { return .rest }
        if date < today { return .missed }
        if date == today { return self.today(today) == .finished ? .outside : .due }
        return allSlots(from: today).contains { $0.date == date } ? .planned : .outside
    }
}
