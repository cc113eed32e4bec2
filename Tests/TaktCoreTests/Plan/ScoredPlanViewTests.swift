import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// A plan of scored workouts in every view of it: `show PLAN`, `plan`, `today` and the .ics
/// export name each day's blocks as `show` writes them, with that week's cap and reps; compared
/// whole with the goldens in `ScoredPlanViews/` (`TAKT_RECORD_SCREENS=1` writes them anew).
@Suite struct ScoredPlanViewTests {
    static let yaml = """
        id: scored-weeks
        title: {en: Scored weeks, de: Gewertete Wochen}
        plan:
          weeks: 3
          days: [mon, wed, fri]
          workouts:
            - title: {en: AMRAP day, de: AMRAP-Tag}
              blocks:
                - format: amrap
                  cap: 12m
                  exercises:
                    - {exercise: squats, reps: 12}
                    - {exercise: push-ups, reps: 7}
            - title: {en: For time day, de: Tag auf Zeit}
              blocks:
                - {rounds: 2, work: 20, rest: 10, restAfter: 30, exercises: [{exercise: burpees}]}
                - format: for-time
                  reps: [21, 15, 9]
                  exercises: [{exercise: burpees}, {exercise: squats}]
          progression:
            cap: +1m per week, max 13m
            reps: +2 per week
          deload:
            - {week: 3, like: 1}
        """

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScoredPlanViews")

    static func strings(_ language: String) -> Strings {
        Languages.bundled.strings(for: language)
    }

    static func schedule() throws -> PlanSchedule {
        PlanSchedule(
            plan: try PlanFixtures.plan(yaml),
            enrollment: PlanEnrollment(
                planID: "scored-weeks", start: PlanScheduleTests.day("2026-11-16"),
                weekdays: [.monday, .wednesday, .friday]),
            counting: .sessions, timeZone: TimeZone(identifier: "UTC") ?? .current,
            done: (1...3).map { day in
                PlanSessionDone(
                    week: 1, day: day, startedAt: PlanScheduleTests.instant("2026-11-\(14 + 2 * day)T07:00:00Z"))
            })
    }

    static func check(_ rendered: String, _ name: String) throws {
        let text = rendered + "\n"
        #expect(text == (try GoldenFile.expected(text, at: folder.appendingPathComponent(name))), "\(name)\n\(text)")
    }

    @Test(arguments: ["en", "de"], [60, 80])
    func showPlan(language: String, width: Int) throws {
        let entry = PlanLibrary.Entry(
            id: "scored-weeks", path: nil, content: .success(try PlanFixtures.plan(Self.yaml)))
        let text = PlanShowView.render(
            entry, strings: Self.strings(language), catalog: PlanFixtures.programs.catalog, width: width)
        try Self.check(text, "show-\(language)-\(width).txt")
        // Every line within the width, and never the intervals' "0/0s" of an AMRAP.
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
        #expect(!text.contains("0/0"))
    }

    @Test(arguments: ["en", "de"])
    func planAndToday(language: String) throws {
        let schedule = try Self.schedule()
        let strings = Self.strings(language)
        let catalog = PlanFixtures.programs.catalog
        // Week 1 done: week 2's cap and reps, due, after a rest day, and the next due.
        var text = ""
        for day in ["2026-11-23", "2026-11-24", "2026-11-25"] {
            text +=
                PlanStatusView.todayLine(
                    schedule, today: PlanScheduleTests.day(day), strings: strings, catalog: catalog) + "\n"
        }
        text += PlanStatusView.render(
            schedule, today: PlanScheduleTests.day("2026-11-24"), strings: strings, catalog: catalog, width: 80)
        try Self.check(text, "plan-\(language).txt")
    }

    @Test(arguments: ["en", "de"])
    func calendarExport(language: String) throws {
        let export = PlanCalendarExport(
            schedule: try Self.schedule(), today: PlanScheduleTests.day("2026-11-23"), strings: Self.strings(language),
            catalog: PlanFixtures.programs.catalog, stamp: Date(timeIntervalSince1970: 1_790_000_000))
        let events = export.render().components(separatedBy: "\r\n").filter {
            $0.hasPrefix("DESCRIPTION") || $0.hasPrefix(" ")
        }
        try Self.check(events.prefix(12).joined(separator: "\n"), "ics-\(language).txt")
    }
}
