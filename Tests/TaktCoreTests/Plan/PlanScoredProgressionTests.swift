import Foundation
import Testing

@testable import TaktCore

/// Progression of scored workouts (docs/formats.md): `cap` and `reps` rules, their caps, and
/// a rule over workouts that state nothing for it to move, located in en and de.
@Suite struct PlanScoredProgressionTests {
    static func plan(progression: String, workout: String? = nil) -> String {
        let scored =
            workout ?? """
                        - title: Scored
                          getReady: 0
                          blocks:
                            - format: amrap
                              cap: 17m
                              restAfter: 60
                              exercises:
                                - {exercise: burpees, reps: 5}
                                - {exercise: squats, reps: 10}
                            - format: for-time
                              cap: 8m
                              reps: [21, 15, 9]
                              exercises: [{exercise: burpees}, {exercise: push-ups, reps: 4}]
                            - format: death-by
                              start: 2
                              exercises: [{exercise: burpees}]
                            - format: emom
                              rounds: 4
                              reps: 12
                              exercises: [{exercise: squats}]
                """
        return """
            id: scored-plan
            title: Scored
            plan:
              weeks: 6
              days: 3
              workouts:
            \(scored)
              progression:
            \(progression)
            """
    }

    @Test func capAndRepsRulesReadAsWritten() throws {
        #expect(
            try ProgressionRuleText.parse("+1m per week, max 20m", target: .cap).get()
                == ProgressionRule(target: .cap, step: 60, cap: 1200))
        #expect(
            try ProgressionRuleText.parse("+2 per week", target: .reps).get() == ProgressionRule(target: .reps, step: 2)
        )
        #expect(
            try ProgressionRuleText.parse("-30s every 2 sessions, min 5m", target: .cap).get()
                == ProgressionRule(target: .cap, step: -30, every: 2, unit: .session, cap: 300))
        // Reps are counts: "2s" is no number of reps.
        #expect(throws: ProgressionRuleText.Problem.value("+2s")) {
            try ProgressionRuleText.parse("+2s per week", target: .reps).get()
        }
    }

    @Test func capGrowsAMinuteAWeekUpToTwentyMinutes() throws {
        let plan = try PlanFixtures.plan(Self.plan(progression: "    cap: +1m per week, max 20m"))
        let caps = (1...6).map { week in plan.program(week: week, day: 1).blocks.map(\.cap) }
        // The amrap from 17 minutes stops at 20; the for-time's 8 minutes grow the same way; the
        // blocks without a cap stay without one.
        #expect(caps.map { $0[0] } == [1020, 1080, 1140, 1200, 1200, 1200])
        #expect(caps.map { $0[1] } == [480, 540, 600, 660, 720, 780])
        #expect(caps.allSatisfy { $0[2] == nil && $0[3] == nil })
        // The timeline runs the moved cap: the amrap window of week 3 is 19 minutes.
        let timeline = try PlanFixtures.timeline(plan, week: 3, day: 1)
        #expect(timeline.phases.first { $0.kind == .amrap }?.seconds == 1140)
        #expect(timeline.phases.first { $0.kind == .forTime }?.seconds == 600)
    }

    @Test func repsGrowByTwoAWeekEverywhereAWorkoutStatesThem() throws {
        let plan = try PlanFixtures.plan(Self.plan(progression: "    reps: +2 per week, max 30"))
        let week3 = try PlanFixtures.timeline(plan, week: 3, day: 1)
        let tasks = { (kind: Phase.Kind) in
            week3.phases.filter { $0.kind == kind }.map { $0.tasks.map { "\($0.reps) \($0.activity.key ?? "")" } }
        }
        // Two steps: exercise and block reps, the ladder and a death-by's first period all +4.
        #expect(tasks(.amrap) == [["9 burpees", "14 squats"]])
        #expect(
            tasks(.forTime) == [
                ["25 burpees", "8 push-ups", "19 burpees", "8 push-ups", "13 burpees", "8 push-ups"]
            ])
        #expect(tasks(.deathBy).prefix(3) == [["6 burpees"], ["7 burpees"], ["8 burpees"]])
        #expect(tasks(.emom).first == ["16 squats"])
        // The cap of 30 stops the 21 of the ladder at 30 by week 6 (21 + 10 is past it).
        #expect(plan.program(week: 6, day: 1).blocks[1].ladder.reps == [30, 25, 19])
    }

    /// A rule over reps leaves timed work alone, and a work rule leaves reps and caps alone.
    @Test func rulesMoveOnlyTheirOwnKind() throws {
        let plan = try PlanFixtures.plan(
            Self.plan(progression: "    work: +5s per week\n    reps: +1 per week\n    rounds: +1 per week"))
        let program = plan.program(week: 2, day: 1)
        #expect(program.blocks[0].cap == 1020)
        #expect(program.blocks[0].rounds == 1)
        #expect(program.blocks[0].exercises.map(\.reps) == [6, 11])
        #expect(program.blocks[3].rounds == 5)
    }

    static let nothingToMove = """
            - title: Timed
              defaults: {work: 20s, rest: 10s}
              blocks:
                - rounds: 8
                  exercises: [{exercise: burpees}]
        """

    @Test func aCapOrRepsRuleThatMovesNothingIsLocatedInEnglishAndGerman() throws {
        let yaml = Self.plan(
            progression: "    cap: +1m per week, max 20m\n    reps: +2 per week", workout: Self.nothingToMove)
        guard case .failure(let failure) = PlanFixtures.load(yaml, file: "plans/scored.yaml") else {
            Issue.record("a plan whose rules move nothing loaded")
            return
        }
        #expect(
            failure.diagnostics.map { $0.rendered(ProgramFixtures.en) } == [
                "plans/scored.yaml:13:10: error: 'cap': no workout of this plan states a 'cap' for this rule to move",
                "plans/scored.yaml:14:11: error: 'reps': no workout of this plan states a 'reps' for this rule to move",
            ])
        #expect(
            failure.diagnostics.first?.rendered(ProgramFixtures.de)
                == "plans/scored.yaml:13:10: Fehler: „cap“: kein Training dieses Plans nennt einen Wert für „cap“, "
                + "den diese Regel ändern könnte")
    }
}
