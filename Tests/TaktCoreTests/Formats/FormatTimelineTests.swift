import Testing

@testable import TaktCore

/// What each format compiles to (docs/formats.md), phase lists compared whole.
@Suite struct FormatTimelineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var lines: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "emom takes the exercises in turn",
            yaml: """
                  - format: emom
                    rounds: 5
                    exercises:
                      - {exercise: burpees, reps: 10}
                      - {exercise: squats, reps: 15}
                """,
            lines: [
                "emom 60 r1/5 [10 burpees]", "emom 60 r2/5 [15 squats]", "emom 60 r3/5 [10 burpees]",
                "emom 60 r4/5 [15 squats]", "emom 60 r5/5 [10 burpees]",
            ]),
        Case(
            name: "e2mom with a restAfter before the next block",
            yaml: """
                  - format: emom
                    every: 2m
                    rounds: 2
                    restAfter: 30
                    exercises: [{exercise: burpees, reps: 8}]
                  - {exercises: [{exercise: plank, work: 40}]}
                """,
            lines: [
                "emom 120 r1/2 [8 burpees]", "emom 120 r2/2 [8 burpees]", "rest 30 r2/2 after", "work 40 r1/1 plank",
            ]),
        Case(
            name: "amrap is one window of the cap with one round's tasks",
            yaml: """
                  - format: amrap
                    cap: 20m
                    exercises:
                      - {exercise: pull-ups, reps: 5}
                      - {exercise: push-ups, reps: 10}
                      - {exercise: squats, reps: 15}
                """,
            lines: ["amrap 1200 r1/1 [5 pull-ups, 10 push-ups, 15 squats]"]),
        Case(
            name: "for time with a rep ladder lists every round's tasks",
            yaml: """
                  - format: for-time
                    cap: 10m
                    reps: [21, 15, 9]
                    exercises: [{exercise: burpees}, {exercise: squats}]
                """,
            lines: ["forTime 600 r1/3 [21 burpees, 21 squats, 15 burpees, 15 squats, 9 burpees, 9 squats]"]),
        Case(
            name: "for time without a cap is open",
            yaml: """
                  - format: for-time
                    rounds: 2
                    exercises: [{exercise: burpees, reps: 10}]
                """,
            lines: ["forTime open r1/2 [10 burpees, 10 burpees]"]),
        Case(
            name: "death-by grows by step from start",
            yaml: """
                  - format: death-by
                    every: 30s
                    start: 3
                    step: 2
                    rounds: 4
                    exercises: [{exercise: burpees}]
                """,
            lines: [
                "deathBy 30 r1/4 [3 burpees]", "deathBy 30 r2/4 [5 burpees]", "deathBy 30 r3/4 [7 burpees]",
                "deathBy 30 r4/4 [9 burpees]",
            ]),
        Case(
            name: "tabata is 8 x 20/10 and ends on work",
            yaml: """
                  - format: tabata
                    exercises: [{exercise: mountain-climbers}]
                """,
            lines: (1...8).flatMap { round in
                ["work 20 r\(round)/8 mountain-climbers"] + (round < 8 ? ["rest 10 r\(round)/8"] : [])
            }),
        Case(
            name: "a time ladder sets the rounds, each round its own work",
            yaml: """
                  - work: [20, 40, 60]
                    rest: 15
                    exercises: [{exercise: jump-rope}]
                """,
            lines: [
                "work 20 r1/3 jump-rope", "rest 15 r1/3", "work 40 r2/3 jump-rope", "rest 15 r2/3",
                "work 60 r3/3 jump-rope",
            ]),
        Case(
            name: "nested repeats: the inner restAfter recurs, the outer one replaces it after the last round",
            yaml: """
                  - rounds: 2
                    restAfter: 60
                    blocks:
                      - {rounds: 2, work: 20, rest: 10, restAfter: 30, exercises: [{exercise: squats}]}
                      - {exercises: [{exercise: plank, work: 45}]}
                  - {exercises: [{exercise: burpees, work: 20}]}
                """,
            lines: [
                "work 20 r1/2 squats", "rest 10 r1/2", "work 20 r2/2 squats", "rest 30 r2/2 after",
                "work 45 r1/1 plank", "work 20 r1/2 squats", "rest 10 r1/2", "work 20 r2/2 squats",
                "rest 30 r2/2 after", "work 45 r1/1 plank", "rest 60 r1/1 after", "work 20 r1/1 burpees",
            ]),
        Case(
            name: "inner blocks inherit work and rest, and a scored block nests",
            yaml: """
                  - rounds: 2
                    work: 30
                    rest: 10
                    blocks:
                      - {exercises: [{exercise: squats}]}
                      - {format: amrap, cap: 2m, exercises: [{exercise: burpees, reps: 5}]}
                """,
            lines: [
                "work 30 r1/1 squats", "rest 10 r1/1", "amrap 120 r1/1 [5 burpees]", "work 30 r1/1 squats",
                "rest 10 r1/1", "amrap 120 r1/1 [5 burpees]",
            ]),
        Case(
            name: "a last block's restAfter is never run",
            yaml: """
                  - {format: amrap, cap: 5m, restAfter: 60, exercises: [{exercise: burpees, reps: 5}]}
                """,
            lines: ["amrap 300 r1/1 [5 burpees]"]),
    ]

    @Test(arguments: cases)
    func compiles(_ format: Case) throws {
        let timeline = try ProgramFixtures.timeline(FormatPrograms.program(format.yaml))
        #expect(timeline.lines == format.lines)
        #expect(timeline.phases.map(\.order) == Array(1...timeline.phases.count))
    }

    /// Calories: a window is billed at the mean MET of one round's exercises (docs/formats.md).
    @Test func windowsAreBilledAtTheMeanMETOfARound() throws {
        let timeline = try ProgramFixtures.timeline(
            FormatPrograms.program(
                """
                  - format: for-time
                    reps: [21, 15, 9]
                    cap: 10m
                    exercises: [{exercise: burpees}, {exercise: plank}]
                """))
        let burpees = try #require(ProgramFixtures.catalog["burpees"]).met
        let plank = try #require(ProgramFixtures.catalog["plank"]).met
        #expect(timeline.phases[0].billedMET == (burpees + plank) / 2)
        #expect(CalorieEstimate.plannedMETMinutes(of: timeline) == (burpees + plank) / 2 * 10)
    }
}

/// A plan's progression reaches a tabata block's format defaults and inner blocks.
@Suite struct FormatProgressionTests {
    @Test func workProgressionMovesTabataAndInnerBlocks() throws {
        let program = try ProgramFixtures.load(
            FormatPrograms.program(
                """
                  - {format: tabata, exercises: [{exercise: burpees}]}
                  - {rounds: 2, blocks: [{work: 30, exercises: [{exercise: squats}]}]}
                """)
        ).get().program
        let rule = ProgressionRule(target: .work, step: 5, every: 1, unit: .week, cap: 45)
        let moved = rule.apply(steps: 2, to: program)
        let timeline = try TimelineCompiler(catalog: ProgramFixtures.catalog).compile(moved)
        let works = timeline.phases.filter { $0.kind == .work }
        #expect(works.filter { $0.activity?.key == "burpees" }.map(\.seconds) == Array(repeating: 30, count: 8))
        #expect(works.filter { $0.activity?.key == "squats" }.map(\.seconds) == [40, 40])
        #expect(timeline.phases.filter { $0.kind == .rest }.prefix(7).allSatisfy { $0.seconds == 10 })
    }
}
