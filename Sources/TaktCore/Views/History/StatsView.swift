import Foundation

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
///
/// Under the pictures, when there are any, the personal records:
///
///     Personal records
///     Program            Block           Best    Date
///     ─────────────────────────────────────────────────────
///     Friday burner      AMRAP, block 1  8+3     Nov 2, 2026
///     Friday burner      EMOM, block 2   10/10   Nov 9, 2026
///
/// Then the lifts' records (``LiftRecordsText``).
public enum StatsView {
    /// The numbers, then (given a series) the pictures of ``StatsChartsView`` at `width` columns.
    ///
    /// Minutes are active minutes, as in the bars below and the history's Active column: one
    /// word, one meaning.
    public static func render(
        _ stats: Stats, progress: ProgressSeries? = nil, records: PersonalRecords? = nil, strings: Strings,
        width: Int = 80, timeZone: TimeZone = .gmt, blockTitles: [String: [Int: String]] = [:],
        lifts: LiftRecords? = nil, catalog: ExerciseCatalog? = nil
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
        lines += rewardsLines(stats.rewards, strings: strings)
        lines.append(
            strings(.statsGoal, ["done": .int(done), "count": .int(stats.weeklyGoal), "bar": .text(bar)]))
        if stats.isWeeklyGoalMet { lines.append(strings(.statsGoalMet)) }
        let mindful = mindfulLines(stats, strings: strings)
        if !mindful.isEmpty { lines += [""] + mindful }
        var text = StyledText.lines(lines.map { StyledText($0) })
        if let progress {
            text.append("\n\n")
            text.append(StyledText.lines(StatsChartsView(strings: strings, width: width).lines(progress)))
        }
        if let records, !records.isEmpty {
            text.append("\n\n")
            let lines = recordLines(
                records, strings: strings, width: width, timeZone: timeZone, blockTitles: blockTitles)
            text.append(StyledText.lines(lines.map { StyledText($0) }))
        }
        if let lifts, !lifts.isEmpty {
            // The lifts' records (SPEC 17), per movement across programs.
            text.append("\n\n")
            let lines = LiftRecordsText(strings: strings, catalog: catalog).lines(lifts, width: width)
            text.append(StyledText.lines(lines.map { StyledText($0) }))
        }
        return text
    }

    /// "Personal records" and a table of program, block, best score and day, fitted to `width`:
    /// the program's title gives up room first, then the block. A block is named by its title
    /// (`blockTitles`, by program id and block number) when it has one, else by its format.
    static func recordLines(
        _ records: PersonalRecords, strings: Strings, width: Int, timeZone: TimeZone,
        blockTitles: [String: [Int: String]] = [:]
    ) -> [String] {
        var table = TextTable([.left, .left, .left, .left])
        table.append([
            strings(.historyHeaderProgram), strings(.statsRecordsHeaderBlock), strings(.statsRecordsHeaderBest),
            strings(.historyHeaderDate),
        ])
        for record in records.records {
            table.append([
                record.programTitle,
                RecordText.block(of: record, in: records, titles: blockTitles, strings),
                RecordText.score(record.score, record.division, strings),
                RecordText.day(record.date, timeZone: timeZone, strings),
            ])
        }
        let fitted = table.fitted(TextTable.Fit(width: width, shrinking: 0, minimum: 12, dropping: [1]))
        return [strings(.statsRecordsTitle)] + fitted.table.lines(ruleAfterFirstRow: true)
    }
}

/// The words a personal record is listed with, in `stats` and in the report.
enum RecordText {
    /// A record's block by its title (`titles`, by program id and block number) when it has
    /// one (SPEC 13, "A score is named by its block"), else by its format.
    static func block(
        of record: PersonalRecords.Record, in records: PersonalRecords, titles: [String: [Int: String]],
        _ strings: Strings
    ) -> String {
        if let kind = record.workout { return ScoreText.kindName(kind, strings) }
        let title = titles[record.programID]?[record.score.block].map { TerminalText.sanitize($0) }
        return title.flatMap { $0.isEmpty ? nil : $0 }
            ?? block(
                record.score.block, record.score.format, several: records.hasSeveralBlocks(record.programID), strings)
    }

    /// "AMRAP", or "AMRAP, block 2" when the program has records for several blocks.
    static func block(_ block: Int, _ format: ScoredFormat, several: Bool, _ strings: Strings) -> String {
        let name = ScoreText.formatName(format, strings)
        return several ? strings(.statsRecordsBlock, ["format": .text(name), "block": .int(block)]) : name
    }

    /// "7+12 Rx", "4:21.7 scaled": a score with its division, as an athlete writes it.
    static func score(_ score: BlockScore, _ division: Division, _ strings: Strings) -> String {
        strings(
            .scoreWithDivision,
            ["score": .text(ScoreText.text(score, strings)), "division": .text(DivisionText.name(division, strings))])
    }

    /// "Nov 2, 2026" / "2. Nov 2026": the local day a record was set.
    static func day(_ date: Date, timeZone: TimeZone, _ strings: Strings) -> String {
        let civil = HistoryDates.civil(TrainingCalendar(timeZone: timeZone).dayNumber(of: date))
        return strings(
            .reportDate,
            [
                "day": .int(civil.day), "month": .text(strings(StringKey(.calendarMonth, "\(civil.month)"))),
                "year": .int(civil.year),
            ])
    }
}
