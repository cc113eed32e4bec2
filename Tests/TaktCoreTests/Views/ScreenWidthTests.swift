import Foundation
import Testing

@testable import TaktCore

/// `history`, `today`, `plan` and `stats` as a terminal of 60 or 80 columns shows them, in
/// English and German: compared whole, and no line wider than the terminal (a wider one would
/// be wrapped by the terminal itself, mid-word or mid-column).
@Suite struct ScreenWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var screen: String
        var language: String
        var width: Int

        var name: String { "\(screen) \(language) \(width)" }
        var testDescription: String { name }

        func render() throws -> String {
            let strings = Languages.bundled.strings(for: language)
            switch screen {
            case "history":
                return HistoryTableView.render(
                    ScreenWidthTests.records, timeZone: HistoryFixtures.berlin, strings: strings, width: width)
            case "stats":
                return StatsView.render(
                    ProgressFixtures.stats(), progress: ProgressFixtures.series(), strings: strings, width: width
                ).plain
            case "plan":
                return PlanStatusView.render(
                    try ScreenWidthTests.schedule(), today: PlanScheduleTests.day("2026-11-27"), strings: strings,
                    catalog: PlanFixtures.programs.catalog, width: width)
            case "today":
                let line = PlanStatusView.todayLine(
                    try ScreenWidthTests.schedule(), today: PlanScheduleTests.day("2026-11-27"), strings: strings,
                    catalog: PlanFixtures.programs.catalog)
                // `today` prints one line of prose: the console wraps it (see ConsoleScreenTests).
                return WordWrap.fitting(line, width: width)
            default:
                return ""
            }
        }
    }

    static let cases: [Case] = ["history", "today", "plan", "stats"].flatMap { screen in
        ["en", "de"].flatMap { language in [60, 80].map { Case(screen: screen, language: language, width: $0) } }
    }

    /// Sessions with what makes a history wide: a long title, a preview, skipped phases.
    static let records: [SessionRecord] = {
        typealias F = HistoryFixtures
        var preview = F.session(
            F.date("2026-11-24 18:10"), seconds: 1830, active: 1000, kcal: 150.4,
            title: "Tabata in four blocks, with a long warm-up", reason: .stopped, language: "de",
            isDefaultMass: false, id: F.id(7))
        preview.speed = 20
        var skipped = F.session(
            F.date("2026-11-23 07:05"), seconds: 95, active: 40, kcal: 7.6, title: "Classic Tabata",
            reason: .interrupted, id: F.id(8))
        skipped.phasesSkipped = 2
        return [preview, skipped, F.session(F.date("2026-11-20 06:45"), title: "日本のタバタ", id: F.id(9))]
    }()

    static func schedule() throws -> PlanSchedule {
        let plans = PlanLibrary(userDirectories: [], programs: PlanFixtures.programs)
        let plan = try #require(plans.entry(id: "beginner-six-weeks")?.plan)
        return PlanSchedule(
            plan: plan,
            enrollment: PlanEnrollment(
                planID: plan.id, start: PlanScheduleTests.day("2026-11-23"), weekdays: [.monday, .wednesday, .friday]),
            counting: .sessions, timeZone: PlanScheduleTests.berlin,
            done: [PlanSessionDone(week: 1, day: 1, startedAt: PlanScheduleTests.instant("2026-11-23T07:00:00Z"))])
    }

    @Test(arguments: cases)
    func wholeScreen(_ screen: Case) throws {
        let text = try screen.render()
        if let folder = ProcessInfo.processInfo.environment["TAKT_WRITE_GOLDENS"] {
            try text.write(toFile: folder + "/" + screen.name + ".txt", atomically: true, encoding: .utf8)
        }
        #expect(text == ScreenWidthGoldens.texts[screen.name], "\(screen.name)")
    }

    @Test func aTitleCutToFitEndsAtItsLastWord() {
        let record = HistoryFixtures.session(
            HistoryFixtures.date("2026-11-21 07:30"), title: "Jump rope ladder with a very long title",
            id: HistoryFixtures.id(1))
        let screen = HistoryTableView.render(
            [record], timeZone: HistoryFixtures.berlin, strings: Languages.bundled.strings(for: "en"), width: 60)
        #expect(screen.contains("  Jump rope ladder with…  "), "\(screen)")
    }

    @Test(arguments: cases)
    func everyLineFitsTheTerminal(_ screen: Case) throws {
        let text = try screen.render()
        let wide = text.split(separator: "\n").filter { DisplayWidth.of(String($0)) > screen.width }
        #expect(wide.isEmpty, "\(wide)")
    }
}
