/// The pictures under the `stats` numbers: a 26-week heatmap of active minutes, bars of active
/// minutes for 12 weeks with the weekly goal marked, and the streaks.
///
/// Pure: the same series, texts and width always give the same lines, as ``StyledText``: the
/// console adds the colours on a colour terminal. Every level has its own character, so the
/// heatmap reads without colour (`NO_COLOR`, a pipe); colour only adds to it. At least
/// ``minimumWidth`` columns are used; wider terminals get wider cells and bars.
public struct StatsChartsView: Sendable {
    public static let minimumWidth = 60

    public var strings: Strings
    public var width: Int

    public init(strings: Strings, width: Int) {
        self.strings = strings
        self.width = max(Self.minimumWidth, width)
    }

    public func lines(_ series: ProgressSeries) -> [StyledText] {
        var lines = [StyledText(strings(.statsHeatmapTitle))]
        lines += heatmap(series)
        lines.append(StyledText())
        lines.append(StyledText(strings(.statsBarsTitle, ["count": .int(series.weeklyGoal)])))
        lines += bars(series)
        lines.append(StyledText())
        lines.append(
            StyledText(
                strings(
                    .statsStreaks, ["current": .int(series.currentStreak), "longest": .int(series.longestStreak)])))
        return lines
    }

    // MARK: - Heatmap

    private var weekdayLabels: [String] { (1...7).map { strings(StringKey(.calendarWeekday, "\($0)")) } }

    private func heatmap(_ series: ProgressSeries) -> [StyledText] {
        let labelWidth = (weekdayLabels.map(DisplayWidth.of).max() ?? 0) + 1
        // Two columns a day at 80, up to four where there is room; a cell is its mark and a gap.
        let cell = min(4, max(2, (width - labelWidth) / ProgressSeries.heatmapWeeks))
        var lines = [StyledText(String(repeating: " ", count: labelWidth) + monthRow(series, cell: cell))]
        for weekday in 0..<7 {
            let days = (0..<ProgressSeries.heatmapWeeks).map { series.days[$0 * 7 + weekday] }
            lines.append(
                StyledText(DisplayWidth.pad(weekdayLabels[weekday], to: labelWidth)) + marks(days, cell: cell))
        }
        lines.append(legend(labelWidth: labelWidth))
        return lines
    }

    /// One row of days, without trailing blanks; neighbours of the same level share one colour
    /// code, so the line stays short.
    private func marks(_ days: [ProgressSeries.Day], cell: Int) -> StyledText {
        var line = StyledText()
        var blanks = ""
        var run = ""
        var runLevel: HeatLevel?
        func close() {
            if let level = runLevel {
                line.append(blanks)
                line.append(painted(run, level))
                blanks = run.hasSuffix(" ") ? " " : ""
            }
            run = ""
            runLevel = nil
        }
        for day in days {
            if day.isFuture {
                close()
                blanks += String(repeating: " ", count: cell)
                continue
            }
            let level = HeatLevel(activeSeconds: day.activeSeconds)
            if level != runLevel { close() }
            runLevel = level
            run += String(repeating: String(level.character), count: cell - 1) + " "
        }
        close()
        return line
    }

    /// Short month names above the week in which each month begins, where they fit.
    private func monthRow(_ series: ProgressSeries, cell: Int) -> String {
        var row = ""
        for week in 0..<ProgressSeries.heatmapWeeks {
            let monday = series.days[week * 7].number
            guard let first = (monday..<monday + 7).first(where: { HistoryDates.civil($0).day == 1 }) else { continue }
            let position = week * cell
            guard DisplayWidth.of(row) <= position else { continue }
            let name = strings(StringKey(.calendarMonth, "\(HistoryDates.civil(first).month)"))
            row += String(repeating: " ", count: position - DisplayWidth.of(row)) + name + " "
        }
        return trimmed(row)
    }

    private func legend(labelWidth: Int) -> StyledText {
        let levels = HeatLevel.allCases.map { StyledText(String($0.character), .heat($0)) }
        return StyledText(String(repeating: " ", count: labelWidth))
            + StyledText(
                template: strings(.statsHeatmapLegend),
                [
                    "none": levels[0], "light": levels[1], "medium": levels[2], "strong": levels[3],
                    "full": levels[4],
                ])
    }

    /// The text in the level's colour; a trailing gap stays outside the colour and is left to
    /// the next mark, so a row ends without blanks.
    private func painted(_ text: String, _ level: HeatLevel) -> StyledText {
        StyledText(text.hasSuffix(" ") ? String(text.dropLast()) : text, .heat(level))
    }

    // MARK: - Weekly bars

    private func bars(_ series: ProgressSeries) -> [StyledText] {
        let labels = series.weeks.map { weekLabel($0.start) }
        let minutes = series.weeks.map { strings(.historyMinutes, ["minutes": .text(minutesText($0.totals))]) }
        let goals = series.weeks.map { week in
            strings(.statsBarsGoal, ["done": .int(week.totals.sessions), "count": .int(series.weeklyGoal)])
                + (week.totals.sessions >= series.weeklyGoal ? " ✓" : "")
        }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let minutesWidth = minutes.map(DisplayWidth.of).max() ?? 0
        let goalWidth = goals.map(DisplayWidth.of).max() ?? 0
        let room = max(10, width - labelWidth - minutesWidth - goalWidth - 8)
        let longest = series.weeks.map(\.totals.activeSeconds).max() ?? 0
        return series.weeks.indices.map { index in
            let week = series.weeks[index]
            let met = week.totals.sessions >= series.weeklyGoal
            let bar = Self.bar(week.totals.activeSeconds, of: longest, width: room)
            let padding = String(repeating: " ", count: room - DisplayWidth.of(bar))
            let number = String(repeating: " ", count: minutesWidth - DisplayWidth.of(minutes[index])) + minutes[index]
            return StyledText("  " + DisplayWidth.pad(labels[index], to: labelWidth) + "  ")
                + StyledText(bar, met ? .goalMet : .goalOpen)
                + StyledText(trimmed(padding + "  " + number + "  " + goals[index]))
        }
    }

    /// A bar of eighths of a column: `value` of `largest` fills `width` columns; zero draws nothing.
    static func bar(_ value: Double, of largest: Double, width: Int) -> String {
        guard largest > 0, value > 0, width > 0 else { return "" }
        let eighths = max(1, Int((value / largest * Double(width) * 8).rounded()))
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
    }

    private func minutesText(_ totals: Stats.Totals) -> String {
        strings.number(totals.activeSeconds / 60, fractionDigits: 0)
    }

    /// "Nov 17" / "17. Nov": the Monday that starts the week.
    private func weekLabel(_ monday: Int) -> String {
        let date = HistoryDates.civil(monday)
        return strings(
            .statsWeek, ["day": .int(date.day), "month": .text(strings(StringKey(.calendarMonth, "\(date.month)")))])
    }

    private func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
