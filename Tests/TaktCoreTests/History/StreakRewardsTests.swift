import Testing

@testable import TaktCore

/// Streak rewards over made-up histories: day numbers, today 1000.
@Suite struct StreakRewardsTests {
    static let today = 1000
    static let enough = 600.0  // Ten minutes: a counting day.

    /// A history of `days` counting days ending today (or yesterday), less the `missed` ones
    /// (days back from today: 0 is today), with `short` days of a minute.
    static func streak(
        days: Int, endingDaysAgo end: Int = 0, missed: Set<Int> = [], short: Set<Int> = []
    ) -> StreakRewards {
        var history: [Int: Double] = [:]
        for ago in end..<end + days where !missed.contains(ago) {
            history[today - ago] = short.contains(ago) ? 60 : enough
        }
        return StreakRewards.current(activeSecondsByDay: history, today: today)
    }

    @Test func sevenDaysInARowEarnOneReward() {
        #expect(Self.streak(days: 6) == StreakRewards(days: 6, rewards: 0))
        #expect(Self.streak(days: 7) == StreakRewards(days: 7, rewards: 1))
    }

    @Test func fourteenAndTwentyOneDaysEarnTwoAndThree() {
        #expect(Self.streak(days: 14) == StreakRewards(days: 14, rewards: 2))
        #expect(Self.streak(days: 21) == StreakRewards(days: 21, rewards: 3))
    }

    @Test func rewardsAreHeldAtMostThree() {
        #expect(Self.streak(days: 28) == StreakRewards(days: 28, rewards: 3))
        #expect(Self.streak(days: 70) == StreakRewards(days: 70, rewards: 3))
    }

    /// One day missed after a week: the reward covers it and the streak goes on.
    @Test func oneMissedDayCostsOneRewardNotTheStreak() {
        // Days 9…0 ago; 2 days ago missed, after the 7 days from 9 to 3 ago earned a reward.
        let streak = Self.streak(days: 10, missed: [2])
        #expect(streak == StreakRewards(days: 10, rewards: 0, coveredDays: [Self.today - 2]))
    }

    /// Several missed days spend several rewards; the next one missed with none left ends the streak.
    @Test func severalMissedDaysSpendRewardsThenEndTheStreak() {
        // 21 days earn 3; days 3 and 2 ago missed: 1 left, both covered.
        let covered = Self.streak(days: 25, missed: [3, 2])
        #expect(covered == StreakRewards(days: 25, rewards: 1, coveredDays: [Self.today - 3, Self.today - 2]))
        // Four missed in a row after 20 days (two rewards): the third ends it, the streak is the days since.
        let ended = Self.streak(days: 26, missed: [5, 4, 3, 2])
        #expect(ended == StreakRewards(days: 2, rewards: 0))
        // With no reward yet, a missed day ends the streak at once.
        #expect(Self.streak(days: 6, missed: [3]) == StreakRewards(days: 3, rewards: 0))
    }

    /// Days covered do not count toward the next reward, but do not restart the count either.
    @Test func coveredDaysNeitherEarnNorRestartTheCount() {
        // 7 days earn 1, one missed is covered, 7 more earn the next: 15 days, 1 reward held.
        let streak = Self.streak(days: 15, missed: [7])
        #expect(streak == StreakRewards(days: 15, rewards: 1, coveredDays: [Self.today - 7]))
        // Missed on the seventh day, before any reward: the streak starts again after it.
        #expect(Self.streak(days: 14, missed: [7]) == StreakRewards(days: 7, rewards: 1))
    }

    /// A day under two minutes is a day missed: it earns nothing and costs a reward.
    @Test func aDayUnderTwoMinutesNeverCounts() {
        #expect(Self.streak(days: 7, short: [0]) == StreakRewards(days: 6, rewards: 0))
        #expect(Self.streak(days: 10, short: [2]) == StreakRewards(days: 10, rewards: 0, coveredDays: [998]))
        #expect(Self.streak(days: 3, short: [0, 1, 2]) == StreakRewards())
        // Exactly two minutes counts.
        let twoMinutes = StreakRewards.current(activeSecondsByDay: [Self.today: 120], today: Self.today)
        #expect(twoMinutes == StreakRewards(days: 1, rewards: 0))
    }

    /// Today, not over, is not missed; yesterday is.
    @Test func todayIsNotMissedYet() {
        #expect(Self.streak(days: 7, endingDaysAgo: 1) == StreakRewards(days: 7, rewards: 1))
        #expect(Self.streak(days: 7, endingDaysAgo: 2) == StreakRewards(days: 8, rewards: 0, coveredDays: [999]))
        #expect(Self.streak(days: 6, endingDaysAgo: 2) == StreakRewards())
    }

    @Test func emptyAndFutureHistoriesHaveNoStreak() {
        #expect(StreakRewards.current(activeSecondsByDay: [:], today: Self.today) == StreakRewards())
        #expect(StreakRewards.current(activeSecondsByDay: [Self.today + 3: 900], today: Self.today) == StreakRewards())
    }
}
