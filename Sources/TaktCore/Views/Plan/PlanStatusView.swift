/// `plan` and `today`: where the person stands, as text and a small calendar.
public enum PlanStatusView {
    /// The calendar weeks from the plan's start (at most the last `maximumRows`) through next week,
    /// one row a week, one mark a day.
    static let maximumRows = 6

    /// The status wrapped on words to `width` columns.
    public static func render(
        _ schedule: PlanSchedule, today: CivilDate, strings: Strings, catalog: ExerciseCatalog, width: Int = .max
    ) -> String {
        let language = strings.language
        var lines = [
            strings(
                .planStatusTitle,
                ["title": .text(schedule.plan.title.resolved(for: language)), "id": .text(schedule.plan.id)]),
            strings(
                .planStatusProgress,
                [
                    "done": .int(Set(schedule.done.map(\.slot)).count), "total": .int(schedule.totalSessions),
                    "start": .text(dateText(schedule.enrollment.start, strings)),
                    "counting": .text(strings(StringKey(.planCounting, schedule.counting.rawValue))),
                ]),
            "",
        ]
        lines += calendar(schedule, today: today, strings: strings)
        lines.append(strings(.planStatusLegend))
        lines.append("")
        lines.append(todayLine(schedule, today: today, strings: strings, catalog: catalog))
        return WordWrap.fitting(lines.joined(separator: "\n"), width: width)
    }

    static func calendar(_ schedule: PlanSchedule, today: CivilDate, strings: Strings) -> [String] {
        var table = TextTable(Array(repeating: .left, count: 8))
        table.append([""] + Weekday.allCases.map { strings(StringKey(.weekdayShort, $0.code)) })
        let first = schedule.enrollment.start.weekStart
        let last = max(today, schedule.enrollment.start).weekStart.adding(days: 7)
        var rows: [[String]] = []
        var monday = first
        while monday <= last {
            var row = [dateText(monday, strings)]
            for offset in 0..<7 {
                row.append(symbol(schedule.mark(monday.adding(days: offset), today: today)))
            }
            rows.append(row)
            monday = monday.adding(days: 7)
        }
        for row in rows.suffix(maximumRows) { table.append(row) }
        return table.lines()
    }

    static func symbol(_ mark: PlanSchedule.Mark) -> String {
        switch mark {
        case .done: "✓"
        case .missed: "✗"
        case .due: "▶"
        case .planned: "○"
        case .rest: "·"
        case .outside: " "
        }
    }

    /// The `today` answer: what is due with its load, or the rest day and the next session.
    public static func todayLine(
        _ schedule: PlanSchedule, today: CivilDate, strings: Strings, catalog: ExerciseCatalog
    ) -> String {
        switch schedule.today(today) {
        case .due(let slot):
            return strings(.planTodayDue, slotArguments(slot, schedule, strings, catalog))
        case .doneToday(let next?):
            return strings(.planTodayDoneNext, slotArguments(next, schedule, strings, catalog))
        case .doneToday(nil), .finished:
            return strings(.planTodayFinished, ["title": .text(schedule.plan.title.resolved(for: strings.language))])
        case .rest(let next):
            return strings(.planTodayRest, slotArguments(next, schedule, strings, catalog))
        case .notStarted(let first):
            return strings(.planTodayNotStarted, slotArguments(first, schedule, strings, catalog))
        }
    }

    static func slotArguments(
        _ slot: PlanSchedule.Slot, _ schedule: PlanSchedule, _ strings: Strings, _ catalog: ExerciseCatalog
    ) -> [String: StringArgument] {
        let program = schedule.plan.program(week: slot.week, day: slot.day)
        return [
            "title": .text(program.title.resolved(for: strings.language)), "week": .int(slot.week),
            "weeks": .int(schedule.plan.weeks), "day": .int(slot.day), "days": .int(schedule.sessionsPerWeek),
            "date": .text(dateText(slot.date, strings)),
            "weekday": .text(strings(StringKey(.weekdayLong, slot.date.weekday.code))),
            "load": .text(PlanShowView.load(program, catalog: catalog, strings: strings)),
        ]
    }

    /// "23.11." in German, "11-23" in English: short, and clear within a plan of weeks.
    public static func dateText(_ date: CivilDate, _ strings: Strings) -> String {
        strings(
            .planDate,
            ["year": .int(date.year), "month": .text(twoDigits(date.month)), "day": .text(twoDigits(date.day))])
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
