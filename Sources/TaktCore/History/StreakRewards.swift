/// A streak that forgives: every 7 counting days in a row earn a reward (at most 3 held), and a
/// day missed costs one reward instead of the streak, which goes on with that day covered.
/// With no reward left a missed day ends it.
///
/// Pure: it is given each local day's active seconds (``TrainingCalendar/dayNumber(of:)``) and
/// today's day number. A day counts with ``Streak/minimumActiveSeconds`` (two minutes); a day
/// under that is a day missed. Today, not over yet, is never missed: a streak is not broken in
/// the morning before the day's session.
public struct StreakRewards: Equatable, Sendable {
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
    public static func current(activeSecondsByDay: [Int: Double], today: Int) -> StreakRewards {
        let counting = activeSecondsByDay.filter { $0.key <= today && $0.value >= Streak.minimumActiveSeconds }
        guard let first = counting.keys.min() else { return StreakRewards() }
        var streak = StreakRewards()
        /// Counting days since the last reward was earned (or the streak began).
        var towardReward = 0
        for day in first...today {
            if counting[day] != nil {
                streak.days += 1
                towardReward += 1
                if towardReward == daysPerReward {
                    towardReward = 0
                    streak.rewards = min(mostRewards, streak.rewards + 1)
                }
            } else if day == today {
                break  // Today may still count.
            } else if streak.rewards > 0 {
                streak.rewards -= 1
                streak.days += 1
                streak.coveredDays.append(day)
            } else {
                streak = StreakRewards()
                towardReward = 0
            }
        }
        return streak
    }
}
