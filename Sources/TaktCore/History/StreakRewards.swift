/// A streak that forgives: every 7 counting days in a row earn a reward (at most 3 held), and a
/// day missed costs one reward instead of the streak, which goes on with that day covered.
/// With no reward left a missed day ends it.
///
/// Pure: it is given each local day's active seconds (``TrainingCalendar/dayNumber(of:)``) and
/// today's day number. A day counts with ``Streak/minimumActiveSeconds`` (two minutes); a day
/// under that is a day missed. Today, not over yet, is never missed: a streak is not broken in
/// the morning before the day's session.
public struct StreakRewards: Hashable, Sendable {
    /// Counting days in a row that earn one reward.
    public static let daysPerReward = 7
    /// Rewards held at most; one earned with this many held is not kept.
    public static let mostRewards = 3

    /// The streak's length in days, its covered days included; 0 when there is none.
    public var days: Int
    /// Rewards held now.
    public var rewards: Int
    /// The days of this streak a reward covered, oldest first.
    public var coveredDays: [Int]

    public init(days: Int = 0, rewards: Int = 0, coveredDays: [Int] = []) {
        self.days = days
        self.rewards = rewards
        self.coveredDays = coveredDays
    }

    /// The streak as it stands on `today`, from the active seconds of each day (any order; days
    /// after `today`, from a clock once set wrong, are left out).
    ///
    /// Walks the counting days, not the calendar: a gap longer than the rewards held ends the
    /// streak after at most ``mostRewards`` + 1 of its days, so a history with a date far in
    /// the past costs no more than one without.
    public static func current(activeSecondsByDay: [Int: Double], today: Int) -> StreakRewards {
        let counting = activeSecondsByDay.filter { $0.key <= today && $0.value >= Streak.minimumActiveSeconds }
            .keys.sorted()
        var walk = Walk()
        for day in counting {
            if let last = walk.last { walk.miss(last + 1..<day) }
            walk.count(day)
        }
        // The days missed since the last counting day; today, not over yet, may still count.
        if let last = walk.last, last < today { walk.miss(last + 1..<today) }
        return walk.streak
    }

    /// The streak as the days are walked, oldest first.
    private struct Walk {
        var streak = StreakRewards()
        /// Counting days since the last reward was earned (or the streak began).
        var towardReward = 0
        var last: Int?

        mutating func count(_ day: Int) {
            last = day
            streak.days += 1
            towardReward += 1
            if towardReward == daysPerReward {
                towardReward = 0
                streak.rewards = min(mostRewards, streak.rewards + 1)
            }
        }

        /// Spends a reward on each missed day while one is left; with none left the streak ends.
        mutating func miss(_ days: Range<Int>) {
            for day in days {
                guard streak.rewards > 0 else {
                    streak = StreakRewards()
                    towardReward = 0
                    return
                }
                streak.rewards -= 1
                streak.days += 1
                streak.coveredDays.append(day)
            }
        }
    }
}
