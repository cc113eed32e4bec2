/// The pictures under the `stats` numbers: a 26-week heatmap of active minutes, bars of active
/// minutes for 12 weeks with the weekly goal marked, and the streaks.
///
/// Pure: the same series, texts, width and colour flag always give the same lines. Every level
/// has its own character, so the heatmap reads without colour (`NO_COLOR`, a pipe); colour only
/// adds to it. At least ``minimumWidth`` columns are used; wider terminals get wider cells and bars.
public struct StatsChartsView: Sendable {
    public static let minimumWidth = 60

    public var strings: Strings
    public var width: Int
    public var colour: Bool

    public init(strings: Strings, width: Int, colour: Bool) {
        self.strings = strings
        self.width = max(Self.minimumWidth, width)
        self.colour = colour
    }

    public func lines(_ series: ProgressSeries) -> [String] {
        var lines = [strings(.statsHeatmapTitle)]
        lines += heatmap(series)
        lines.append("")
        lines.append(strings(.statsBarsTitle, ["count": .int(series.weeklyGoal)]))
        lines += bars(series)
        lines.append("")
        lines.append(
            strings(.statsStreaks, ["current": .int(series.currentStreak), "longest": .int(series.longestStreak)]))
        return lines
    }

    // MARK: - Heatmap

    private var weekdayLabels: [String] { (1...7).map { strings(StringKey(.calendarWeekday, "\($0)")) } }

    private func heatmap(_ series: ProgressSeries) -> [String] {
        let labelWidth = (weekdayLabels.map(DisplayWidth.of).max() ?? 0) + 1
        // Two columns a day at 80, up to four where there is room; a cell is its mark and a gap.
        let cell = min(4, max(2, (width - labelWidth) / ProgressSeries.heatmapWeeks))
        var lines = [String(repeating: " ", count: labelWidth) + monthRow(series, cell: cell)]
        for weekday in 0..<7 {
            let days = (0..<ProgressSeries.heatmapWeeks).map { series.days[$0 * 7 + weekday] }
            lines.append(trimmed(DisplayWidth.pad(weekdayLabels[weekday], to: labelWidth) + marks(days, cell: cell)))
        }
        lines.append(legend(labelWidth: labelWidth))
        return lines
    }

    /// One row of days; neighbours of the same level share one colour code, so the line stays short.
    private func marks(_ days: [ProgressSeries.Day], cell: Int) -> String {
        var line = ""
        var run = ""
        var runLevel: HeatLevel?
        func close() {
            if let level = runLevel { line += painted(run, level) }
            run = ""
            runLevel = nil
        }
        for day in days {
            if day.isFuture {
                close()
                line += String(repeating: " ", count: cell)
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

    private func legend(labelWidth: Int) -> String {
        let levels = HeatLevel.allCases.map { painted(String($0.character), $0) }
        return String(repeating: " ", count: labelWidth)
            + strings(
                .statsHeatmapLegend,
                [
                    "none": .text(levels[0]), "light": .text(levels[1]), "medium": .text(levels[2]),
                    "strong": .text(levels[3]), "full": .text(levels[4]),
                ])
    }

    /// The text in the level's colour; a trailing gap stays outside the colour.
    private func painted(_ text: String, _ level: HeatLevel) -> String {
        guard colour else { return text }
        let body = text.hasSuffix(" ") ? String(text.dropLast()) : text
        let gap = text.hasSuffix(" ") ? " " : ""
        return "\u{1B}[38;5;\(level.terminalColour)m" + body + "\u{1B}[0m" + gap
    }

    // MARK: - Weekly bars

    private func bars(_ series: ProgressSeries) -> [String] {
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
            let shown = colour && !bar.isEmpty ? "\u{1B}[" + (met ? "32" : "36") + "m" + bar + "\u{1B}[0m" : bar
            let padding = String(repeating: " ", count: room - DisplayWidth.of(bar))
            let number = String(repeating: " ", count: minutesWidth - DisplayWidth.of(minutes[index])) + minutes[index]
            return trimmed(
                "  " + DisplayWidth.pad(labels[index], to: labelWidth) + "  " + shown + padding + "  " + number + "  "
                    + goals[index])
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
