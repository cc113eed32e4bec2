import Foundation

/// `plan export --ics FILE`: every session of the followed plan as a VEVENT (RFC 5545).
///
/// A session's UID is built from the plan, the start day and the session's week and day, so a
/// second export of the same plan carries the same UIDs and a calendar that imports it again
/// updates the events (moved by a missed day, say) instead of adding copies.
public struct PlanCalendarExport: Sendable {
    public let schedule: PlanSchedule
    public let today: CivilDate
    public let strings: Strings
    public let catalog: ExerciseCatalog
    /// DTSTAMP: when the file was made.
    public let stamp: Date
    public let slots: [PlanSchedule.Slot]

    public init(schedule: PlanSchedule, today: CivilDate, strings: Strings, catalog: ExerciseCatalog, stamp: Date) {
        self.schedule = schedule
        self.today = today
        self.strings = strings
        self.catalog = catalog
        self.stamp = stamp
        slots = schedule.allSlots(from: today)
    }

    /// UTC has no rules to describe: its times are written with "Z" and no VTIMEZONE.
    var usesUTC: Bool {
        schedule.timeZone.secondsFromGMT(for: stamp) == 0
            && schedule.timeZone.nextDaylightSavingTimeTransition(after: stamp) == nil
    }

    public func uid(_ slot: PlanSchedule.Slot) -> String {
        "\(schedule.plan.id)-\(schedule.enrollment.start)-w\(slot.week)-d\(slot.day)@takt"
    }

    public func render() -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//takt//training plan//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
        ]
        let starts = slots.map(start)
        if !usesUTC, let first = starts.min(), let last = starts.max() {
            lines += ICalendar.timeZoneLines(
                schedule.timeZone, covering: first.addingTimeInterval(-86_400)...last.addingTimeInterval(86_400))
        }
        for (slot, begin) in zip(slots, starts) {
            lines += event(slot, start: begin)
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendar.folded).joined()
    }

    func start(_ slot: PlanSchedule.Slot) -> Date {
        let minute = schedule.enrollment.minuteOfDay
        return slot.date.date(hour: minute / 60, minute: minute % 60, in: schedule.timeZone)
    }

    func event(_ slot: PlanSchedule.Slot, start: Date) -> [String] {
        let program = schedule.plan.program(week: slot.week, day: slot.day)
        let timeline = try? TimelineCompiler(catalog: catalog).compile(program)
        let begin =
            usesUTC
            ? "DTSTART:" + ICalendar.dateTime(start, in: schedule.timeZone, utc: true)
            : "DTSTART;TZID=\(schedule.timeZone.identifier):" + ICalendar.dateTime(start, in: schedule.timeZone)
        return [
            "BEGIN:VEVENT", "UID:" + uid(slot),
            "DTSTAMP:" + ICalendar.dateTime(stamp, in: schedule.timeZone, utc: true),
            begin, "DURATION:" + ICalendar.duration(seconds: max(timeline?.totalSeconds ?? 60, 60)),
            "SUMMARY:" + ICalendar.escaped(program.title.resolved(for: strings.language)),
            "DESCRIPTION:" + ICalendar.escaped(description(slot, program: program, timeline: timeline)),
            "END:VEVENT",
        ]
    }

    /// The plan, the place in it, the load, then each block with its exercises (a scored block
    /// as `show` writes it, the load then only the session's time).
    func description(_ slot: PlanSchedule.Slot, program: Program, timeline: Timeline?) -> String {
        let language = strings.language
        let load =
            if let timeline, PlanShowView.isScored(program) {
                PlanShowView.sessionTime(timeline, strings: strings)
            } else {
                PlanShowView.load(program, catalog: catalog, strings: strings)
            }
        var lines = [
            strings(
                .planIcsHeader,
                [
                    "plan": .text(schedule.plan.title.resolved(for: language)), "week": .int(slot.week),
                    "weeks": .int(schedule.plan.weeks), "day": .int(slot.day), "days": .int(schedule.sessionsPerWeek),
                    "load": .text(load),
                ])
        ]
        for (index, block) in program.blocks.enumerated() {
            if let timeline,
                let line = ProgramShowView.whiteboard(
                    of: program, block: index, timeline: timeline, strings: strings)
            {
                lines.append(line)
                continue
            }
            let phases = (timeline?.phases ?? []).filter { $0.block == index && $0.round == 1 && $0.kind == .work }
            let names = phases.map { phase in
                (phase.activity?.name.resolved(for: language) ?? "") + " " + String(phase.seconds ?? 0) + "s"
            }
            lines.append(
                strings(
                    .planIcsBlock,
                    [
                        "title": .text(
                            block.title?.resolved(for: language)
                                ?? strings(.showBlockUntitled, ["index": .int(index + 1)])),
                        "rounds": .int(block.rounds), "exercises": .text(names.joined(separator: ", ")),
                    ]))
        }
        return lines.joined(separator: "\n")
    }
}
