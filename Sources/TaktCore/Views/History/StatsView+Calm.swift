/// The calm end of `stats` (SPEC section 19): the streaks' rewards and the mindful minutes.
///
///     Streak: 9 days
///     Streak rewards: 1 of 3
///     Covered: Nov 27 (a streak of 12 days with them)
///
///     Mindful minutes
///                  Sessions  Minutes
///     This week           4       80
///     This month          9      187
///     All time           51     1093
///
///     Mindful streak: 4 days
extension StatsView {
    /// Covered days a line names at most, the newest.
    static let coveredShown = 3

    /// The rewards held and the days they covered; nothing while none is held or covered.
    static func rewardsLines(_ rewards: StreakRewards, strings: Strings) -> [String] {
        guard rewards.rewards > 0 || !rewards.coveredDays.isEmpty else { return [] }
        var lines = [strings(.statsRewards, ["held": .int(rewards.rewards), "most": .int(StreakRewards.mostRewards)])]
        if !rewards.coveredDays.isEmpty {
            let shown = rewards.coveredDays.suffix(coveredShown).map { day($0, strings) }
            let days = (rewards.coveredDays.count > coveredShown ? ["…"] : []) + shown
            lines.append(
                strings(
                    .statsRewardsCovered, ["days": .text(days.joined(separator: ", ")), "streak": .int(rewards.days)]))
        }
        return lines
    }

    /// "Nov 27" / "27. Nov": a local day by its number.
    static func day(_ number: Int, _ strings: Strings) -> String {
        let civil = HistoryDates.civil(number)
        return strings(
            .statsRewardsDay,
            ["day": .int(civil.day), "month": .text(strings(StringKey(.calendarMonth, "\(civil.month)")))])
    }

    /// The mindful minutes by period, the mindful streak and its rewards; nothing when no
    /// breathing or meditation session ever counted.
    static func mindfulLines(_ stats: Stats, strings: Strings) -> [String] {
        let mindful = stats.mindful
        guard mindful.allTime.sessions > 0 else { return [] }
        var table = TextTable([.left, .right, .right])
        table.append(["", strings(.statsHeaderSessions), strings(.statsMindfulHeaderMinutes)])
        let periods: [(StringKey, Stats.Totals)] = [
            (.statsPeriodWeek, mindful.week), (.statsPeriodMonth, mindful.month), (.statsPeriodAll, mindful.allTime),
        ]
        for (key, totals) in periods {
            table.append([
                strings(key), String(totals.sessions), strings.number(totals.activeSeconds / 60, fractionDigits: 0),
            ])
        }
        var lines = [strings(.statsMindfulTitle)] + table.lines() + [""]
        lines.append(strings(.statsMindfulStreak, ["count": .int(mindful.streakDays)]))
        return lines + rewardsLines(mindful.rewards, strings: strings)
    }
}
