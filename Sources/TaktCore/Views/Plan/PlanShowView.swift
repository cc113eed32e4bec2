/// `show PLAN`: the plan's summary and a table of its weeks with the load of each day.
///
/// The table fits `width` columns: where the loads with their session times do not fit, the
/// days show work, rest and rounds only (the legend says so), and a deload note is cut with "…".
public enum PlanShowView {
    public static func render(
        _ entry: PlanLibrary.Entry, strings: Strings, catalog: ExerciseCatalog, width: Int = .max
    ) -> String {
        guard case .success(let plan) = entry.content else {
            guard case .failure(let failure) = entry.content else { return "" }
            return failure.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n")
        }
        let language = strings.language
        var lines = [plan.title.resolved(for: language) + " (" + plan.id + ")"]
        if let description = plan.description?.resolved(for: language) { lines.append(description) }
        lines.append("")
        lines.append(
            strings(
                .planShowSummary,
                [
                    "weeks": .int(plan.weeks), "days": .text(dayNames(plan.weekdays, strings)),
                    "sessions": .int(plan.totalSessions),
                ]))
        for (index, workout) in plan.workouts.enumerated() {
            lines.append(
                strings(
                    .planShowWorkout,
                    ["index": .int(index + 1), "title": .text(workout.title.resolved(for: language))]))
        }
        lines.append("")
        if plan.workouts.contains(where: Self.isScored) {
            lines += weekList(plan, strings: strings, catalog: catalog, width: width)
            lines.append("")
            lines += WordWrap.lines(strings(.planShowLegendList), width: width)
            return lines.joined(separator: "\n")
        }
        var table = weekTable(plan, strings: strings, catalog: catalog, times: true)
        let fits = table.lines().allSatisfy { DisplayWidth.of($0) <= width }
        if !fits { table = weekTable(plan, strings: strings, catalog: catalog, times: false) }
        let deload = table.alignments.count - 1
        lines += table.fitted(TextTable.Fit(width: width, shrinking: deload, minimum: 0)).table
            .lines(ruleAfterFirstRow: true)
        lines.append("")
        lines.append(strings(fits ? .planShowLegend : .planShowLegendShort))
        return lines.joined(separator: "\n")
    }

    /// One row a week: its number, then each day's load (with or without its session time); a
    /// deload week says which week it repeats.
    static func weekTable(_ plan: Plan, strings: Strings, catalog: ExerciseCatalog, times: Bool) -> TextTable {
        var table = TextTable([.left] + Array(repeating: .left, count: plan.sessionsPerWeek + 1))
        let header =
            [strings(.planShowWeek)]
            + plan.weekdays.enumerated().map {
                strings(.planShowDay, ["day": .int($0.offset + 1)]) + " "
                    + strings(StringKey(.weekdayAbbreviated, $0.element.code))
            }
            + [""]
        table.append(header)
        for week in 1...plan.weeks {
            var row = [String(week)]
            for day in 1...plan.sessionsPerWeek {
                row.append(load(plan.program(week: week, day: day), catalog: catalog, strings: strings, time: times))
            }
            let loadWeek = plan.loadWeek(week)
            row.append(loadWeek == week ? "" : strings(.planShowDeload, ["week": .int(loadWeek)]))
            table.append(row)
        }
        return table
    }

    static func isScored(_ program: Program) -> Bool {
        program.blocks.contains { $0.format.isScored }
    }

    /// A plan of scored workouts, one week after another and a line a day, each day's blocks
    /// written as `show` writes them: a day's whiteboard is too long for a table's cell.
    static func weekList(_ plan: Plan, strings: Strings, catalog: ExerciseCatalog, width: Int) -> [String] {
        let labels = (1...plan.sessionsPerWeek).map { day in
            strings(
                .planShowListDay,
                [
                    "day": .int(day),
                    "weekday": .text(strings(StringKey(.weekdayAbbreviated, plan.weekdays[day - 1].code))),
                ])
        }
        let column = 2 + (labels.map(DisplayWidth.of).max() ?? 0) + 2
        var lines: [String] = []
        for week in 1...plan.weeks {
            let like = plan.loadWeek(week)
            lines.append(
                like == week
                    ? strings(.planShowWeekHeading, ["week": .int(week)])
                    : strings(.planShowWeekHeadingDeload, ["week": .int(week), "like": .int(like)]))
            for (index, label) in labels.enumerated() {
                let text = load(plan.program(week: week, day: index + 1), catalog: catalog, strings: strings)
                lines += WordWrap.indented(
                    text, width: width, first: DisplayWidth.pad("  " + label, to: column),
                    rest: String(repeating: " ", count: column)
                ).map(DisplayWidth.trimmingTrailingSpaces)
            }
        }
        return lines
    }

    /// "20/40 ×2 · 5:35": the first work and rest, the most rounds of a block, the total time
    /// (without `time`, "20/40 ×2"). A day with a scored block names each block as `show`
    /// does, "AMRAP 12:00: 12 Squats, 7 Push-ups · 12:10", its progression applied.
    public static func load(
        _ program: Program, catalog: ExerciseCatalog, strings: Strings, time: Bool = true
    ) -> String {
        guard let timeline = try? TimelineCompiler(catalog: catalog).compile(program) else { return "?" }
        if isScored(program) {
            let blocks = program.blocks.indices.map { index in
                ProgramShowView.whiteboard(of: program, block: index, timeline: timeline, strings: strings)
                    ?? blockLoad(program, index: index, timeline: timeline, strings: strings)
            }
            return blocks.joined(separator: "; ") + (time ? " · " + sessionTime(timeline, strings: strings) : "")
        }
        let work = timeline.phases.first { $0.kind == .work }?.seconds ?? 0
        let rest = timeline.phases.first { $0.kind == .rest && !$0.isRestAfter }?.seconds ?? 0
        let rounds = program.blocks.map(\.rounds).max() ?? 1
        return strings(
            time ? .planShowLoad : .planShowLoadShort,
            [
                "work": .int(work), "rest": .int(rest), "rounds": .int(rounds),
                "total": .text(ClockText.format(seconds: timeline.totalSeconds)),
            ])
    }

    /// "12:10", or "12:10 + open" when a for-time block has no cap.
    public static func sessionTime(_ timeline: Timeline, strings: Strings) -> String {
        let total = ClockText.format(seconds: timeline.totalSeconds)
        guard CalorieEstimate.usesTypicalPaces(timeline) else { return total }
        return strings(.planShowOpenTime, ["time": .text(total)])
    }

    /// An intervals block among scored ones: "20/10s ×8", its first work and rest and its rounds.
    private static func blockLoad(_ program: Program, index: Int, timeline: Timeline, strings: Strings) -> String {
        let phases = timeline.phases.filter { $0.block == index }
        return strings(
            .planShowLoadShort,
            [
                "work": .int(phases.first { $0.kind == .work }?.seconds ?? 0),
                "rest": .int(phases.first { $0.kind == .rest && !$0.isRestAfter }?.seconds ?? 0),
                "rounds": .int(program.blocks[index].rounds),
            ])
    }

    public static func dayNames(_ days: [Weekday], _ strings: Strings) -> String {
        days.map { strings(StringKey(.weekdayAbbreviated, $0.code)) }.joined(separator: ", ")
    }
}
