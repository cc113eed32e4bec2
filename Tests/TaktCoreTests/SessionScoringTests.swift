import Testing

@testable import TaktCore

/// The scored formats in the session machine (docs/formats.md): Enter early, late and never,
/// undo at every point, pause inside a period, skip, a cap during a pause, Enter racing a
/// period boundary, the reps prompt; all with injected program time.
@Suite struct SessionScoringTests {
    typealias Event = SessionMachine.Event

    /// Three 60 s periods: 10 burpees, 15 squats, 10 burpees.
    static let emom = """
          - format: emom
            rounds: 3
            exercises:
              - {exercise: burpees, reps: 10}
              - {exercise: squats, reps: 15}
        """
    /// Death by burpees, 60 s periods, at most 5: 1, 2, 3, 4, 5 reps.
    static let deathBy = """
          - format: death-by
            rounds: 5
            exercises: [{exercise: burpees}]
        """
    /// 2 minutes of 5 burpees, 10 squats.
    static let amrap = """
          - format: amrap
            cap: 2m
            exercises:
              - {exercise: burpees, reps: 5}
              - {exercise: squats, reps: 10}
        """
    /// 3-2 burpees, squats, cap 100 s: tasks 3 burpees, 3 squats, 2 burpees, 2 squats.
    static let forTime = """
          - format: for-time
            cap: 100
            reps: [3, 2]
            exercises: [{exercise: burpees}, {exercise: squats}]
        """

    static func machine(
        _ blocks: String, speed: Double = 1, scoring: SessionMachine.Scoring = SessionMachine.Scoring()
    ) throws -> SessionMachine {
        let timeline = try ProgramFixtures.timeline(FormatPrograms.program(blocks))
        return SessionMachine(
            timeline: timeline, programTitle: LocalizedText(plain: "T"), profile: BodyProfile(), speed: speed,
            scoring: scoring)
    }

    static func enter(_ at: Double) -> (Event, Double) { (.key(.markDone), at) }
    static func type(_ digits: String, at: Double) -> [(Event, Double)] {
        digits.compactMap(\.wholeNumberValue).map { (.key(.digit($0)), at) }
    }

    /// The notes of the scored formats and the cues, without phase starts and their bells.
    static func scoredEffects(_ effects: [SessionMachine.Effect]) -> [String] {
        describe(effects).filter { !$0.hasPrefix("bell") && !$0.hasPrefix("count") && $0 != "complete" }
    }

    static func ending(_ effects: [SessionMachine.Effect]) -> SessionEnding? {
        effects.lazy.compactMap { effect -> SessionEnding? in
            if case .end(let ending) = effect { return ending }
            return nil
        }.first
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var blocks: String
        var events: [(Event, Double)]
        /// What happened, phase starts and bells left out.
        var effects: [String]
        var stage: Stage
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // emom
        Case(
            name: "emom: Enter early in every period", blocks: emom,
            events: [(.start, 0), enter(20), (.tick, 60), enter(90), (.tick, 120), enter(150), (.tick, 180)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 60.0", "done 2 squats 15",
                "phase 3 planned 120.0 t 120.0", "done 3 burpees 10", "score 3/3", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "emom: never Enter, every period missed, the windows stay on the minute", blocks: emom,
            events: [(.start, 0), (.tick, 200)],
            // Each miss is final a second after its period, when a late finger can no longer count.
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 200.0", "missed 1",
                "phase 3 planned 120.0 t 200.0", "missed 2", "missed 3", "score 0/3", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "emom: Enter racing the boundary counts for the period before; the next counts for the new one",
            blocks: emom, events: [(.start, 0), enter(60), enter(60.5), enter(61.5)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "done 1 burpees 10 late",
                "done 2 squats 15",
            ],
            stage: .running(.emom)),
        Case(
            name: "emom: u takes the Enter back and the period is missed", blocks: emom,
            events: [(.start, 0), enter(20), (.key(.undo), 25), (.key(.undo), 26), (.tick, 60), (.tick, 61)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "undo", "phase 2 planned 60.0 t 60.0", "missed 1",
            ], stage: .running(.emom)),
        Case(
            name: "emom: a second Enter in a period does nothing", blocks: emom,
            events: [(.start, 0), enter(20), enter(30), (.tick, 60)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 60.0"],
            stage: .running(.emom)),
        Case(
            name: "emom: a pause moves the period's end and the ones after", blocks: emom,
            events: [(.start, 0), (.key(.pauseResume), 30), (.key(.pauseResume), 50), (.tick, 79), (.tick, 80)],
            effects: ["phase 1 planned 0.0 t 0.0", "paused", "resumed", "phase 2 planned 80.0 t 80.0"],
            stage: .running(.emom)),
        Case(
            name: "emom: Enter while paused marks the period done", blocks: emom,
            events: [(.start, 0), (.key(.pauseResume), 30), enter(40)],
            effects: ["phase 1 planned 0.0 t 0.0", "paused", "done 1 burpees 10"],
            stage: .paused(.emom, since: .seconds(30))),
        Case(
            name: "emom: n ends a done period early, the next starts at once", blocks: emom,
            events: [(.start, 0), enter(10), (.key(.skip), 15), (.tick, 74)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "skipped", "phase 2 planned 15.0 t 15.0"],
            stage: .running(.emom)),
        Case(
            name: "emom: n without Enter is a missed period", blocks: emom,
            events: [(.start, 0), (.key(.skip), 15)],
            effects: ["phase 1 planned 0.0 t 0.0", "skipped", "missed 1", "phase 2 planned 15.0 t 15.0"],
            stage: .running(.emom)),
        Case(
            name: "emom: digits outside the prompt do nothing", blocks: emom,
            events: [(.start, 0)] + type("42", at: 10) + [(.key(.erase), 11), (.key(.other), 12)],
            effects: ["phase 1 planned 0.0 t 0.0"], stage: .running(.emom)),
        // death-by
        Case(
            name: "death-by: the first missed period ends the block and asks for its reps", blocks: deathBy,
            events: [(.start, 0), enter(10), (.tick, 60), enter(75), (.tick, 180), (.tick, 181)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 1", "phase 2 planned 60.0 t 60.0", "done 2 burpees 2",
                "phase 3 planned 120.0 t 180.0", "phase 4 planned 180.0 t 180.0", "missed 3", "ask",
            ], stage: .asking(.deathBy, typed: "")),
        Case(
            name: "death-by: the answer keeps the score and the session goes on", blocks: deathBy,
            events: [(.start, 0), enter(10), (.tick, 60), enter(75), (.tick, 185)] + type("2", at: 185)
                + [enter(190)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 1", "phase 2 planned 60.0 t 60.0", "done 2 burpees 2",
                "phase 3 planned 120.0 t 185.0", "phase 4 planned 180.0 t 185.0", "missed 3", "ask", "redraw",
                "score 2+2", "end finished",
            ], stage: .finished(.finished)),
        Case(
            // Period 2 asked for 2 burpees: at most 1 can have been done in it.
            name: "death-by: letters and more reps than the period asked are asked again", blocks: deathBy,
            events: [(.start, 0), enter(10), (.tick, 120), (.key(.other), 121)] + type("12000", at: 122)
                + [enter(123)] + type("2", at: 124) + [(.key(.erase), 125)] + type("1", at: 126) + [enter(127)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 1", "phase 2 planned 60.0 t 120.0",
                "phase 3 planned 120.0 t 120.0", "missed 2", "ask", "ask notANumber", "redraw", "redraw", "redraw",
                "redraw", "redraw", "ask tooMany", "redraw", "redraw", "redraw", "score 1+1", "end finished",
            ], stage: .finished(.finished)),
        // amrap
        Case(
            name: "amrap: rounds, the cap, and the reps typed", blocks: amrap,
            events: [(.start, 0), enter(10), enter(25), enter(40), (.tick, 120)] + type("3", at: 125) + [enter(130)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "done 1 squats 10", "round 1 25.0", "cue round 2",
                "done 2 burpees 5", "cap", "ask", "redraw", "score 1+8", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "amrap: a cap during a pause comes as late as the pause was long", blocks: amrap,
            events: [(.start, 0), (.key(.pauseResume), 100), (.tick, 120), (.key(.pauseResume), 130), (.tick, 149)],
            effects: ["phase 1 planned 0.0 t 0.0", "one minute", "paused", "resumed"], stage: .running(.amrap)),
        Case(
            name: "amrap: the moved cap", blocks: amrap,
            events: [(.start, 0), (.key(.pauseResume), 100), (.key(.pauseResume), 130), (.tick, 150)],
            effects: ["phase 1 planned 0.0 t 0.0", "one minute", "paused", "resumed", "cap", "ask"],
            stage: .asking(.amrap, typed: "")),
        Case(
            name: "amrap: u at every point, then nothing left to undo", blocks: amrap,
            events: [(.start, 0), enter(10), enter(20), (.key(.undo), 21), (.key(.undo), 22), (.key(.undo), 23)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "done 1 squats 10", "round 1 20.0", "cue round 2",
                "undo", "undo",
            ], stage: .running(.amrap)),
        Case(
            name: "amrap: n ends the last block early, asks; score and session are stopped, not capped",
            blocks: amrap, events: [(.start, 0), enter(10), (.key(.skip), 50), enter(55)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "skipped", "ask", "score stopped at 0:50, 0+5",
                "end stopped",
            ],
            stage: .finished(.stopped)),
        Case(
            name: "amrap: q keeps the score reached, stopped, and never asks", blocks: amrap,
            events: [(.start, 0), enter(10), (.key(.stop), 50)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "score stopped at 0:50, 0+5", "end stopped"],
            stage: .finished(.stopped)),
        Case(
            name: "amrap: q at the prompt keeps the digits typed", blocks: amrap,
            events: [(.start, 0), (.tick, 120)] + type("4", at: 121) + [(.key(.stop), 122)],
            effects: ["phase 1 planned 0.0 t 0.0", "cap", "ask", "redraw", "score 0+4", "end stopped"],
            stage: .finished(.stopped)),
        // for time
        Case(
            name: "for time: the last Enter stops the clock; the session ends 3 s later", blocks: forTime,
            events: [(.start, 0), enter(10), enter(20), enter(30), enter(45.04), (.tick, 48.1)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "done 2 burpees 2", "one minute", "done 2 squats 2", "round 2 25.04", "score 0:45.0", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "for time: capped, with the reps in progress", blocks: forTime,
            events: [(.start, 0), enter(10), enter(20), enter(30), (.tick, 100)] + type("1", at: 101) + [enter(102)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                // A late wake sounds no cue it slept through: "one minute left" is not rung at the cap.
                "done 2 burpees 2", "cap", "ask", "redraw", "score capped, 9 reps", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "for time: u after a round takes its last task back", blocks: forTime,
            events: [(.start, 0), enter(10), enter(20), (.key(.undo), 21), enter(22)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "undo", "done 1 squats 3", "round 1 22.0", "cue round 2",
            ], stage: .running(.forTime)),
    ]

    @Test(arguments: cases)
    func transitions(_ format: Case) throws {
        var machine = try Self.machine(format.blocks)
        let effects = machine.play(format.events)
        #expect(Self.scoredEffects(effects) == format.effects)
        #expect(machine.stage == format.stage)
    }

    /// The score object the ending carries, field by field.
    @Test func scoresCarryTheirFields() throws {
        var amrap = try Self.machine(Self.amrap)
        let amrapEnding = Self.ending(
            amrap.play(
                [(.start, 0), Self.enter(10), Self.enter(25), Self.enter(40), (.tick, 120)] + Self.type("3", at: 125)
                    + [Self.enter(130)]))
        #expect(
            amrapEnding?.scores == [
                BlockScore(block: 1, .amrap(.init(rounds: 1, reps: 8, totalReps: 23, seconds: 120, splits: [25])))
            ])
        var emom = try Self.machine(Self.emom)
        let emomEnding = Self.ending(
            emom.play([(.start, 0), Self.enter(20.04), (.tick, 130), Self.enter(150), (.tick, 180)]))
        #expect(
            emomEnding?.scores == [
                BlockScore(
                    block: 1,
                    .emom(.init(periods: 3, periodsDone: 2, periodsMissed: 1, totalReps: 20, splits: [20, nil, 30])))
            ])
        #expect(emomEnding?.scores.first?.text == "2/3")
        var forTime = try Self.machine(Self.forTime)
        let forTimeEnding = Self.ending(forTime.play([(.start, 0), Self.enter(10), (.tick, 100), Self.enter(101)]))
        #expect(
            forTimeEnding?.scores == [
                BlockScore(block: 1, .forTime(.init(rounds: 0, totalReps: 3, seconds: 100, capped: true, splits: [])))
            ])
    }

    /// The prompt holds the clock but is not a pause: its time is neither paused nor active,
    /// and the next phase is due at the answer.
    @Test func thePromptHoldsTheClockButIsNoPause() throws {
        var machine = try Self.machine(
            Self.amrap + "\n    restAfter: 30\n" + "  - {exercises: [{exercise: squats, work: 20}]}\n")
        var effects = machine.play([(.start, 0), (.tick, 120)])
        #expect(machine.stage == .asking(.amrap, typed: ""))
        #expect(machine.nextDeadline == nil)
        effects = machine.play([Self.enter(150)])
        #expect(describe(effects).contains("phase 2 planned 150.0 t 150.0"))
        #expect(machine.deadline == .seconds(180))
        let ending = Self.ending(machine.play([(.key(.stop), 160)]))
        #expect(ending?.paused == .zero)
        #expect(ending?.pauses == 0)
    }

    /// An emom period done early is work up to Enter and rest after it (docs/formats.md, "Calories").
    @Test func anEmomPeriodDoneEarlyIsBilledAsWorkThenRest() throws {
        var machine = try Self.machine(Self.emom)
        let ending = Self.ending(machine.play([(.start, 0), Self.enter(20), (.key(.stop), 60 - 0.000_001)]))
        let burpees = try #require(ProgramFixtures.catalog["burpees"]?.met)
        let expected = burpees * 20 / 60 + CalorieEstimate.restingMET * (40 - 0.000_001) / 60
        let kcal = try #require(ending?.kcal.kcal)
        #expect(abs(kcal - expected * BodyProfile().kcalPerMETMinute) < 0.001)
    }

    /// Over 60 periods, whatever is pressed when, period k is due at exactly k minutes.
    @Test func periodsStayOnAbsoluteDeadlines() throws {
        var machine = try Self.machine("  - {format: emom, rounds: 60, exercises: [{exercise: burpees, reps: 5}]}\n")
        var effects = machine.play([(.start, 0)])
        for period in 0..<60 {
            let start = Double(period * 60)
            effects += machine.play([Self.enter(start + 7.3 + Double(period % 13)), (.tick, start + 60.4)])
        }
        let planned = effects.compactMap { effect -> Double? in
            if case .note(let moment) = effect, moment.note == .phaseStarted { return moment.planned?.secondsValue }
            return nil
        }
        #expect(planned == (0..<60).map { Double($0 * 60) })
        #expect(Self.ending(effects)?.scores.first?.text == "60/60")
    }

    /// The cues of a capped window: one minute left, 3-2-1, then the cap's own cue.
    @Test func aCapHasItsCues() throws {
        var machine = try Self.machine(Self.amrap)
        let effects = machine.play([(.start, 0), (.tick, 60), (.tick, 117), (.tick, 118), (.tick, 119), (.tick, 120)])
        #expect(
            describe(effects).filter { !$0.hasPrefix("phase") } == [
                "bell 1", "one minute", "count 3", "count 2", "count 1", "cap", "ask",
            ])
    }

    /// The snapshot tells the views where the window stands.
    @Test func theSnapshotCarriesTheProgress() throws {
        var machine = try Self.machine(Self.amrap)
        _ = machine.play([(.start, 0), Self.enter(10), Self.enter(25), Self.enter(40)])
        let progress = try #require(machine.snapshot(at: .seconds(50)).scored)
        #expect(progress.task?.activity.key == "squats")
        #expect(progress.round == 2 && progress.roundsDone == 1 && progress.marked == 3)
        #expect(progress.lastSplit == .seconds(25))
        var emom = try Self.machine(Self.emom)
        _ = emom.play([(.start, 0), Self.enter(20)])
        #expect(emom.snapshot(at: .seconds(30)).scored?.isDone == true)
        #expect(emom.snapshot(at: .seconds(30)).scored?.task == nil)
    }
}
