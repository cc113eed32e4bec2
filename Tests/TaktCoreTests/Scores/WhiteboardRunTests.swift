import Testing

@testable import TaktCore

/// The whiteboard's whole language run by the machine (docs/formats.md): a climbing ladder's
/// reps round by round, several movements as one task, one Enter a round, holds the clock
/// ends, max reps asked for, distances that have no reps to ask.
@Suite struct WhiteboardRunTests {
    typealias Case = SessionScoringTests.Case
    static func enter(_ at: Double) -> (SessionMachine.Event, Double) { SessionScoringTests.enter(at) }
    static func type(_ digits: String, at: Double) -> [(SessionMachine.Event, Double)] {
        SessionScoringTests.type(digits, at: at)
    }

    /// amrap 2: 3-6-9-… burpees, squats.
    static let climbing = """
          - format: amrap
            cap: 2m
            reps: {start: 3, step: 3}
            exercises: [{exercise: burpees}, {exercise: squats}]
        """
    /// emom 2: 5 burpees + 10 squats.
    static let together = """
          - format: emom
            rounds: 2
            exercises:
              - together: [{exercise: burpees, reps: 5}, {exercise: squats, reps: 10}]
        """
    /// amrap 2: 30 s plank, 10 squats.
    static let hold = """
          - format: amrap
            cap: 2m
            exercises: [{exercise: plank, time: 30s}, {exercise: squats, reps: 10}]
        """
    /// emom 2: max burpees.
    static let maxReps = """
          - format: emom
            rounds: 2
            exercises: [{exercise: burpees, max: true}]
        """
    /// for time, cap 2: 400 m run, 20 squats.
    static let run = """
          - format: for-time
            cap: 2m
            exercises: [{name: Run, met: 9.8, distance: 400m}, {exercise: squats, reps: 20}]
        """

    static let cases: [Case] = [
        Case(
            name: "climbing: round 2 asks 6 of each, the score counts the reps truly done", blocks: climbing,
            events: [(.start, 0), enter(10), enter(20), enter(40), (.tick, 120)] + type("4", at: 121) + [enter(122)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "done 2 burpees 6", "cap", "ask", "redraw", "score 1+10", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "climbing: the prompt's limit is the round's reps", blocks: climbing,
            events: [(.start, 0), enter(10), enter(20), (.tick, 120)] + type("7", at: 121) + [enter(122)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "cap", "ask", "redraw", "ask tooMany",
            ], stage: .asking(.amrap, typed: "")),
        Case(
            name: "together: several movements are one task, one Enter", blocks: together,
            events: [(.start, 0), enter(30), enter(35), (.tick, 60), enter(90), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 - 15", "phase 2 planned 60.0 t 60.0", "done 2 - 15",
                "score 2/2", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "hold: the clock marks the plank done when its time is over", blocks: hold,
            events: [(.start, 0), (.tick, 31), enter(45)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 plank 0", "done 1 squats 10", "round 1 45.0", "cue round 2",
            ],
            stage: .running(.amrap)),
        Case(
            name: "hold: an Enter before its time ends the hold early", blocks: hold,
            events: [(.start, 0), enter(20), (.tick, 45)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 plank 0"], stage: .running(.amrap)),
        Case(
            name: "max: period 1 asks over period 2, on the minute; the last asks at the end; none typed is a miss",
            blocks: maxReps,
            events: [(.start, 0), (.tick, 60)] + type("12", at: 65) + [enter(66), (.tick, 126)] + [enter(127)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "redraw", "redraw", "redraw",
                "answer 1 12", "ask", "missed 2", "score 1/2", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "distance: a run in progress at the cap has no reps to ask", blocks: run,
            events: [(.start, 0), (.tick, 120)],
            effects: ["phase 1 planned 0.0 t 0.0", "cap", "score capped, 0 reps", "end finished"],
            stage: .finished(.finished)),
    ]

    @Test(arguments: cases)
    func transitions(_ format: Case) throws {
        var machine = try SessionScoringTests.machine(format.blocks)
        let effects = machine.play(format.events)
        #expect(SessionScoringTests.scoredEffects(effects) == format.effects)
        #expect(machine.stage == format.stage)
    }

    static func byRound(_ blocks: String) throws -> SessionMachine {
        try SessionScoringTests.machine(blocks, scoring: SessionMachine.Scoring(byRound: true))
    }

    /// `score-by round`: one Enter is a whole round (a round event each), u takes the round
    /// back, and the prompt asks the round in progress as a whole.
    @Test func oneEnterARound() throws {
        var machine = try Self.byRound(SessionScoringTests.amrap)
        let effects = machine.play(
            [(.start, 0), Self.enter(20), Self.enter(45), (.key(.undo), 46), Self.enter(50), (.tick, 120)])
        #expect(
            SessionScoringTests.scoredEffects(effects) == [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "done 1 squats 10", "round 1 20.0", "cue round 2",
                "done 2 burpees 5", "done 2 squats 10", "round 2 25.0", "cue round 3", "undo", "done 2 burpees 5",
                "done 2 squats 10", "round 2 30.0", "cue round 3", "cap", "ask",
            ])
        guard case .asking(let question) = machine.state else {
            Issue.record("\(machine.stage)")
            return
        }
        #expect(question.about == .round)
        #expect(question.limit == 15)
        let ending = SessionScoringTests.ending(machine.play(Self.type("12", at: 121) + [Self.enter(122)]))
        #expect(ending?.scores.first?.text == "2+12")
    }

    /// The live view shows round 2's reps of a climbing ladder.
    @Test func theSnapshotShowsTheRoundsReps() throws {
        var machine = try SessionScoringTests.machine(Self.climbing)
        _ = machine.play([(.start, 0), Self.enter(10), Self.enter(20)])
        #expect(machine.snapshot(at: .seconds(30)).scored?.task?.reps == 6)
    }
}
