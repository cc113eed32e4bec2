/// The `stats` screen: totals by period, the streak and the weekly goal.
///
///     Your training
///                  Sessions  Active min  kcal
///     This week           2       41   388
///     This month          9      187  1702
///     All time           51     1093  9840
///
///     Streak: 3 days
///     Weekly goal: 2 of 3 sessions ●●○
public enum StatsView {
    /// The numbers, then (given a series) the pictures of ``StatsChartsView`` at `width` columns.
    ///
    /// Minutes are active minutes, as in the bars below and the history's Active column: one
    /// word, one meaning.
    public static func render(
        _ stats: Stats, progress: ProgressSeries? = nil, strings: Strings, width: Int = 80
    ) -> StyledText {
        let header = [
            "", strings(.statsHeaderSessions), strings(.statsHeaderActiveMinutes), strings(.statsHeaderKcal),
        ]
        let periods: [(StringKey, Stats.Totals)] = [
            (.statsPeriodWeek, stats.week), (.statsPeriodMonth, stats.month), (.statsPeriodAll, stats.allTime),
        ]
        let rows = periods.map { key, totals in
            [
                strings(key), String(totals.sessions), strings.number(totals.activeSeconds / 60, fractionDigits: 0),
                KcalText.kcal(totals.kcal, strings: strings),
            ]
        }
        var table = TextTable([.left, .right, .right, .right])
        table.append(header)
        rows.forEach { table.append($0) }
        let done = stats.sessionsThisWeek
        let bar =
            String(repeating: "●", count: min(done, stats.weeklyGoal))
            + String(repeating: "○", count: max(0, stats.weeklyGoal - done))
        var lines = [strings(.statsTitle)] + table.lines()
        lines.append("")
        lines.append(strings(.statsStreak, ["count": .int(stats.streakDays)]))
        lines.append(
            strings(.statsGoal, ["done": .int(done), "count": .int(stats.weeklyGoal), "bar": .text(bar)]))
        if stats.isWeeklyGoalMet { lines.append(strings(.statsGoalMet)) }
        var text = StyledText.lines(lines.map { StyledText($0) })
        if let progress {
            text.append("\n\n")
            text.append(StyledText.lines(StatsChartsView(strings: strings, width: width).lines(progress)))
        }
        return text
    }
}
