import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Every plan problem located with line and column, in whole rendered text, English and German.
@Suite struct PlanValidationTests {
    static let broken = """
        id: my-plan
        title: Mine
        plan:
          weeks: 4
          days: [mon, wendesday, fri, mon]
          workouts:
            - tabata-clasic
            - title: Inline
              blocks:
                - exercises:
                    - exercise: squats
                      wrok: 20
          progression:
            work: +5s per weak, max 45s
            rest: +5s per week, min 10s
            rounds: more please
          deload:
            - {week: 2, like: 3}
          wekes: 3
        """

    @Test func everyProblemLocatedInEnglish() throws {
        let result = PlanFixtures.load(Self.broken, file: "plans/my-plan.yaml")
        guard case .failure(let failure) = result else {
            Issue.record("a broken plan loaded")
            return
        }
        let lines = failure.diagnostics.map { $0.rendered(ProgramFixtures.en) }
        #expect(
            lines == [
                "plans/my-plan.yaml:5:15: error: 'wendesday' is no weekday; did you mean 'wednesday'?",
                "plans/my-plan.yaml:5:31: error: the day 'mon' is listed twice",
                "plans/my-plan.yaml:7:7: error: unknown program 'tabata-clasic'; did you mean 'tabata-classic'?",
                "plans/my-plan.yaml:12:15: error: unknown key 'wrok'; did you mean 'work'?",
                "plans/my-plan.yaml:14:11: error: 'work': unexpected word 'weak' in the rule; did you mean 'week'?",
                "plans/my-plan.yaml:15:11: error: 'rest': a rule that adds takes 'max', a rule that removes takes 'min'",
                "plans/my-plan.yaml:16:13: error: 'rounds' must be a rule like '+5s per week, max 45s' or "
                    + "'+1 every 2 weeks, max 10', found 'more please'",
                "plans/my-plan.yaml:18:23: error: deload week 2 must repeat an earlier week, found week 3",
                "plans/my-plan.yaml:19:3: error: unknown key 'wekes'; did you mean 'weeks'?",
            ])
    }

    @Test func germanTooAndNoMissingWorkAfterAMisspeltKey() throws {
        let result = PlanFixtures.load(Self.broken, file: "p.yaml")
        guard case .failure(let failure) = result else {
            Issue.record("a broken plan loaded")
            return
        }
        let lines = failure.diagnostics.map { $0.rendered(ProgramFixtures.de) }
        #expect(lines.count == 9)
        #expect(lines[0] == "p.yaml:5:15: Fehler: „wendesday“ ist kein Wochentag; meintest du „wednesday“?")
    }

    @Test func missingPlanPartsAreNamed() {
        let result = PlanFixtures.load("title: t\nplan:\n  days: 2\n", file: "x.yaml")
        guard case .failure(let failure) = result else {
            Issue.record("a broken plan loaded")
            return
        }
        #expect(
            failure.diagnostics.map { $0.rendered(ProgramFixtures.en) } == [
                "x.yaml:3:3: error: missing 'weeks'", "x.yaml:3:3: error: missing 'workouts'",
            ])
    }

    @Test func progressionPastThePhaseLimitIsRefusedAtTheRule() {
        let exercises = ["squats", "burpees", "lunges", "plank", "skaters", "sit-ups"]
            .map { "          - {exercise: \($0), work: 5, rest: 5}" }.joined(separator: "\n")
        let yaml = """
            title: Big
            plan:
              weeks: 2
              workouts:
                - title: Long
                  blocks:
                    - rounds: 500
                      exercises:
            \(exercises)
              progression:
                rounds: +500 per week
            """
        guard case .failure(let failure) = PlanFixtures.load(yaml, file: "big.yaml") else {
            Issue.record("a plan past the phase limit loaded")
            return
        }
        #expect(
            failure.diagnostics.map { $0.rendered(ProgramFixtures.en) } == [
                "big.yaml:16:13: error: with the progression, week 2 day 1 has more than 10000 phases; lower the cap"
            ])
    }

    @Test func bundledPlansLoad() {
        let plans = PlanLibrary(userDirectories: [], programs: PlanFixtures.programs)
        #expect(plans.ids == ["beginner-six-weeks", "tabata-four-weeks"])
        for entry in plans.entries {
            if case .failure(let failure) = entry.content {
                Issue.record("\(entry.id): \(failure.diagnostics.map { $0.rendered(ProgramFixtures.en) })")
            }
        }
    }
}

/// The README's "Training plans" example must stay a valid plan.
@Suite struct PlanReadmeTests {
    @Test func theReadmeExampleIsValid() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## Training plans"))
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let plan = try PlanFixtures.plan(String(text[start.upperBound..<end.lowerBound]))
        #expect(plan.program(week: 4, day: 2).defaults.work == 25)
        #expect(plan.program(week: 6, day: 2).blocks[0].rounds == 4)
    }
}

/// `validate` checks a plan file as a plan, against the programs it names.
@Suite struct PlanValidateCommandTests {
    @Test func aPlanFileIsValidatedAsAPlan() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.yaml")
        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("title: t\nplan:\n  weeks: 2\n  workouts: [tabata-classic]\n".utf8).write(to: good)
        try Data("title: t\nplan:\n  weeks: 2\n  workouts: [tabata-clasic]\n".utf8).write(to: bad)
        let results = ValidationReport.check(
            paths: [good.path, bad.path], catalog: ProgramFixtures.catalog, files: LocalFileSystem(),
            knownPrograms: { PlanFixtures.known })
        #expect(
            results.map { $0.diagnostics.map { $0.rendered(ProgramFixtures.en) } } == [
                [], ["\(bad.path):4:14: error: unknown program 'tabata-clasic'; did you mean 'tabata-classic'?"],
            ])
    }
}
