import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Shared helpers for plan tests.
enum PlanFixtures {
    static let programs = ProgramLibrary(files: LocalFileSystem())
    static let known: [String: Program] = Dictionary(
        uniqueKeysWithValues: programs.entries.compactMap { entry in entry.loaded.map { (entry.id, $0.program) } })

    static func load(_ yaml: String, file: String = "plan.yaml") -> Result<Plan, PlanLoader.Failure> {
        PlanLoader.load(Data(yaml.utf8), file: file, catalog: programs.catalog, known: known)
    }

    static func plan(_ yaml: String) throws -> Plan {
        try load(yaml).get()
    }

    static func timeline(_ plan: Plan, week: Int, day: Int) throws -> Timeline {
        try TimelineCompiler(catalog: programs.catalog).compile(plan.program(week: week, day: day))
    }

    /// A one-workout plan with the given progression lines.
    static func simple(weeks: Int = 6, rounds: Int = 2, progression: String, deload: String = "") -> String {
        """
        id: test-plan
        title: Test
        plan:
          weeks: \(weeks)
          days: 3
          workouts:
            - title: Session
              getReady: 0
              defaults: {work: 20s, rest: 40s}
              blocks:
                - rounds: \(rounds)
                  exercises:
                    - exercise: squats
                    - exercise: burpees
                      rest: 0
          progression:
        \(progression)
        \(deload)
        """
    }
}

/// Progression arithmetic: per week, every N weeks, per session, caps and deload weeks.
@Suite struct PlanProgressionTests {
    @Test func rulesReadAsWritten() throws {
        let rules = [
            ("+5s per week, max 45s", ProgressionRule.Target.work),
            ("-5s per week, min 10s", .rest),
            ("+1 every 2 weeks, max 10", .rounds),
            ("+1s per session", .work),
            ("+1m every 3 sessions, max 5m", .work),
        ].map { text, target in try? ProgressionRuleText.parse(text, target: target).get() }
        #expect(
            rules == [
                ProgressionRule(target: .work, step: 5, every: 1, unit: .week, cap: 45),
                ProgressionRule(target: .rest, step: -5, every: 1, unit: .week, cap: 10),
                ProgressionRule(target: .rounds, step: 1, every: 2, unit: .week, cap: 10),
                ProgressionRule(target: .work, step: 1, every: 1, unit: .session, cap: nil),
                ProgressionRule(target: .work, step: 60, every: 3, unit: .session, cap: 300),
            ])
    }

    @Test func perWeekWithCaps() throws {
        let plan = try PlanFixtures.plan(
            PlanFixtures.simple(progression: "    work: +10s per week, max 45s\n    rest: -10s per week, min 15s"))
        let loads = (1...6).map { week -> String in
            let program = plan.program(week: week, day: 1)
            return "\(program.defaults.work ?? 0)/\(program.defaults.rest ?? 0)"
        }
        // 20 + 10 a week stops at 45; 40 - 10 a week stops at 15.
        #expect(loads == ["20/40", "30/30", "40/20", "45/15", "45/15", "45/15"])
        // The burpees' own rest of 0 is already below the floor and stays 0.
        #expect(plan.program(week: 6, day: 1).blocks[0].exercises[1].timing.rest == 0)
    }

    @Test func everyNWeeksAndDeload() throws {
        let plan = try PlanFixtures.plan(
            PlanFixtures.simple(
                progression: "    rounds: +1 every 2 weeks, max 4",
                deload: "  deload:\n    - {week: 5, like: 2}"))
        let rounds = (1...6).map { plan.program(week: $0, day: 2).blocks[0].rounds }
        // Weeks 1-2: 2, 3-4: 3, week 5 repeats week 2, week 6: 2 + 2 steps, capped at 4.
        #expect(rounds == [2, 2, 3, 3, 2, 4])
    }

    @Test func perSessionCountsEverySessionOfThePlan() throws {
        let plan = try PlanFixtures.plan(PlanFixtures.simple(weeks: 2, progression: "    work: +2s every 2 sessions"))
        let works = (1...2).flatMap { week in (1...3).map { plan.program(week: week, day: $0).defaults.work ?? 0 } }
        #expect(works == [20, 20, 22, 22, 24, 24])
    }

    @Test func capNeverRewritesAValueAlreadyPastIt() {
        let rule = ProgressionRule(target: .work, step: 5, cap: 45)
        #expect(rule.moved(60, steps: 3) == 60)
        #expect(rule.moved(40, steps: Int.max) == 45)
        let down = ProgressionRule(target: .rest, step: -5, cap: 10)
        #expect(down.moved(5, steps: 2) == 5)
        #expect(down.moved(30, steps: 100) == 10)
    }

    /// The bundled beginner plan: week 1 and week 6 compiled whole, phase by phase.
    @Test func beginnerPlanWeekOneAndSix() throws {
        let plans = PlanLibrary(userDirectories: [], programs: PlanFixtures.programs)
        let plan = try #require(plans.entry(id: "beginner-six-weeks")?.plan)
        let week1 = try PlanFixtures.timeline(plan, week: 1, day: 1)
        let week6 = try PlanFixtures.timeline(plan, week: 6, day: 1)
        let names = ["jumping-jacks", "squats", "glute-bridges", "plank"]
        func expected(rounds: Int, work: Int, rest: Int) -> [String] {
            var phases = ["G15"]
            for _ in 1...rounds {
                for name in names { phases += ["W\(work) \(name)", "R\(rest)"] }
            }
            return Array(phases.dropLast())
        }
        func shape(_ timeline: Timeline) -> [String] {
            timeline.phases.map { phase in
                let letter = ["getReady": "G", "work": "W", "rest": "R"][phase.kind.rawValue] ?? "?"
                let name = phase.kind == .work ? " " + (phase.activity?.key ?? "") : ""
                return letter + String(phase.seconds ?? 0) + name
            }
        }
        #expect(shape(week1) == expected(rounds: 2, work: 20, rest: 40))
        #expect(shape(week6) == expected(rounds: 4, work: 45, rest: 20))
        #expect(week1.phases.map(\.order) == Array(1...week1.phases.count))
        #expect(week6.totalSeconds == 15 + 4 * 4 * 45 + (4 * 4 - 1) * 20)
    }

    @Test func tabataPlanDeloadsInWeekThree() throws {
        let plans = PlanLibrary(userDirectories: [], programs: PlanFixtures.programs)
        let plan = try #require(plans.entry(id: "tabata-four-weeks")?.plan)
        let rounds = (1...4).map { plan.program(week: $0, day: 1).blocks.map(\.rounds) }
        #expect(rounds == [[6, 6], [7, 7], [6, 6], [8, 8]])
        #expect(plan.weekdays == [.tuesday, .thursday, .saturday])
    }
}
