import Testing

@testable import TaktCore

/// What a lifter types under the rest after a set (SPEC section 17): `4`, `4x97.5` or `0`;
/// only possible answers.
@Suite struct LiftAnswerReadingTests {
    @Test(arguments: [
        ("4", LiftAnswer(reps: 4)), ("0", LiftAnswer(reps: 0)), ("100", LiftAnswer(reps: 100)),
        ("4x97.5", LiftAnswer(reps: 4, load: 97.5)), ("4X97,5", LiftAnswer(reps: 4, load: 97.5)),
        ("5x0", LiftAnswer(reps: 5, load: 0)), ("1x1000", LiftAnswer(reps: 1, load: 1000)),
    ])
    func possibleAnswersAreRead(text: String, answer: LiftAnswer) {
        #expect(LiftAnswer.read(text, unit: .kg) == .success(answer))
    }

    @Test(arguments: [
        ("101", LiftAnswer.Problem.tooManyReps), ("4x1000.5", .tooHeavy), ("x100", .notAnAnswer),
        ("4x", .notAnAnswer), ("4x9.7.5", .notAnAnswer), ("4x.5", .notAnAnswer), ("", .notAnAnswer),
        ("4x97x5", .notAnAnswer), ("99999999999999999999", .tooManyReps),
    ])
    func impossibleAnswersAreRefusedWithTheirReason(text: String, problem: LiftAnswer.Problem) {
        #expect(LiftAnswer.read(text, unit: .kg) == .failure(problem))
    }

    @Test func poundsGoToTheirEqualOfAThousandKilograms() {
        #expect(LiftAnswer.mostLoad(in: .lb) == 2_204.6)
        #expect(LiftAnswer.read("3x2204.6", unit: .lb) == .success(LiftAnswer(reps: 3, load: 2_204.6)))
        #expect(LiftAnswer.read("3x2205", unit: .lb) == .failure(.tooHeavy))
        #expect(LiftAnswer.read("3x1001", unit: .kg) == .failure(.tooHeavy))
    }
}

/// The set's answer line over the rest after it, every instant injected: `back-squat 3x5
/// @100-102.5-105kg rest 2:00` is get ready (0–10 s), set 1 (open), rest (2:00), set 2, rest,
/// set 3. Set 1 ends by Enter at 30 s, so its line runs over the rest 30–150 s, whose clock
/// never stops.
@Suite struct LiftAnswerLineTests {
    typealias Event = SessionMachine.Event

    static func machine() throws -> SessionMachine {
        let phases = try LiftScreenTests.phases()
        return SessionMachine(
            timeline: Timeline(phases: phases), programTitle: LocalizedText(plain: "Squat"), profile: BodyProfile())
    }

    static func key(_ key: SessionKey, _ at: Double) -> (Event, Double) { (.key(key), at) }
    static func enter(_ at: Double) -> (Event, Double) { key(.markDone, at) }
    /// `text` typed at `at`: digits and the signs x . ,
    static func type(_ text: String, at: Double) -> [(Event, Double)] {
        text.map { character in
            key(character.wholeNumberValue.map(SessionKey.digit) ?? .sign(character == "x" ? "x" : character), at)
        }
    }

    /// The notes from set 1's end on, without redraws, bells and counts.
    static func played(_ events: [(Event, Double)]) throws -> (effects: [String], machine: SessionMachine) {
        var machine = try machine()
        _ = machine.play([(.start, 0), (.tick, 10), enter(30)])
        let effects = describe(machine.play(events)).filter {
            $0 != "redraw" && !$0.hasPrefix("bell") && !$0.hasPrefix("count") && $0 != "halfway"
        }
        return (effects, machine)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var events: [(Event, Double)]
        var effects: [String]
        var testDescription: String { name }
    }

    static let restEnds = "phase 4 planned 150.0 t 150.0"

    static let cases: [Case] = [
        Case(
            name: "answered: 4 Enter while the rest runs", events: type("4", at: 40) + [enter(41), (.tick, 150)],
            effects: ["set 1 4", restEnds]),
        Case(
            name: "answered with a load: 4x97.5 Enter", events: type("4x97.5", at: 40) + [enter(41), (.tick, 150)],
            effects: ["set 1 4x97.5", restEnds]),
        Case(
            name: "changed: 4 Enter, then 4x97,5 Enter, is the second",
            events: type("4", at: 40) + [enter(41)]
                + type("4x97,5", at: 60) + [enter(61), (.tick, 150)], effects: ["set 1 4x97.5", restEnds]),
        Case(name: "unanswered: as planned", events: [(.tick, 150)], effects: ["set 1 as planned", restEnds]),
        Case(
            name: "Enter with nothing typed keeps the planned reps", events: [enter(50), (.tick, 150)],
            effects: ["set 1 5", restEnds]),
        Case(
            name: "a miss: 0 Enter", events: type("0", at: 40) + [enter(41), (.tick, 150)],
            effects: ["set 1 0", restEnds]),
        Case(
            name: "typed as it opens: 4 Enter within 50 ms of the set's Enter",
            events: type("4", at: 30.01) + [enter(30.03), (.tick, 150)], effects: ["set 1 4", restEnds]),
        Case(
            name: "typed and not given when the rest ends: what was shown counts",
            events: type("3x95", at: 140) + [(.tick, 150)], effects: ["set 1 3x95.0", restEnds]),
        Case(
            name: "refused 101 reps: the line stays, 3 Enter is the answer, the rest ends on time",
            events: type("101", at: 40) + [enter(41)] + type("3", at: 42) + [enter(43), (.tick, 150)],
            effects: ["set 1 3", restEnds]),
        Case(
            name: "n ends the rest early: the line closes with its answer",
            events: type("2", at: 40) + [enter(41), key(.skip, 60)],
            effects: ["skipped", "set 1 2", "phase 4 planned 60.0 t 60.0"]),
    ]

    @Test(arguments: cases)
    func theSetsLineOverTheRest(_ test: Case) throws {
        let (effects, _) = try Self.played(test.events)
        #expect(effects == test.effects)
    }

    @Test func theLineComesUpWhenEnterEndsTheSetAndTheRestStartsAtOnce() throws {
        var machine = try Self.machine()
        let effects = describe(machine.play([(.start, 0), (.tick, 10), Self.enter(30)]))
        #expect(effects.contains("phase 3 planned 30.0 t 30.0"))
        #expect(effects.contains("line "))
        let line = try #require(machine.snapshot(at: .seconds(31)).answerLine)
        guard case .liftSet(let asked) = line.subject else {
            Issue.record("not a set's line: \(line.subject)")
            return
        }
        #expect(asked.set == 1 && asked.planned.reps == 5 && asked.planned.amount == 100)
    }

    @Test func refusalsAreSaidAndTheRestClockRunsOn() throws {
        var (_, machine) = try Self.played(Self.type("4x2000", at: 40) + [Self.enter(41)])
        var line = try #require(machine.snapshot(at: .seconds(42)).answerLine)
        #expect(line.liftRefusal == .tooHeavy && line.typed.isEmpty)
        _ = machine.play(Self.type("101", at: 50) + [Self.enter(51)])
        line = try #require(machine.snapshot(at: .seconds(52)).answerLine)
        #expect(line.liftRefusal == .tooManyReps)
        _ = machine.play([Self.key(.other, 53)])
        line = try #require(machine.snapshot(at: .seconds(54)).answerLine)
        #expect(line.liftRefusal == .notAnAnswer)
        // The rest's deadline never moved.
        #expect(machine.deadline == .seconds(150))
    }

    @Test func aDotWithNothingTypedPausesAsEverywhereElse() throws {
        var (effects, _) = try Self.played([Self.key(.sign("."), 40)])
        #expect(effects == ["paused"])
        var machine = try Self.machine()
        effects = describe(
            machine.play([(.start, 0), (.tick, 10), Self.key(.sign("."), 20), Self.key(.sign("x"), 21)]))
        #expect(
            effects.filter { $0 != "redraw" } == [
                "phase 1 planned 0.0 t 0.0", "bell 1", "phase 2 planned 10.0 t 10.0", "bell 2", "paused",
            ])
    }

    @Test func theProgramsLastSetIsAskedWithThePromptThatHoldsTheSession() throws {
        var machine = try Self.machine()
        var effects = describe(
            machine.play([
                (.start, 0), (.tick, 10), Self.enter(30), (.tick, 150), Self.enter(160), (.tick, 280), Self.enter(290),
            ]))
        #expect(effects.filter { $0.hasPrefix("set") } == ["set 1 as planned", "set 2 as planned"])
        #expect(!effects.contains { $0.hasPrefix("end") })
        // The prompt asks about set 3 while nothing runs under it.
        let question = try #require(machine.snapshot(at: .seconds(291)).scored?.question)
        #expect(question.about == .liftSet)
        // A sign with nothing before it is no answer: said, and the prompt stays.
        _ = machine.play([Self.key(.sign("x"), 292)])
        #expect(machine.snapshot(at: .seconds(292)).scored?.question?.line?.liftRefusal == .notAnAnswer)
        let final = machine.play(Self.type("4x102.5", at: 295) + [Self.enter(296)])
        effects = describe(final)
        #expect(effects.filter { $0.hasPrefix("set") || $0.hasPrefix("end") } == ["set 3 4x102.5", "end finished"])
        let ending = try #require(SessionScoringTests.ending(final))
        #expect(ending.sets.last?.reps == 4 && ending.sets.last?.load == 102.5)
    }

    @Test func theLastSetsEnterAfterThePromptKeepsItAsPlanned() throws {
        var machine = try Self.machine()
        let effects = machine.play([
            (.start, 0), (.tick, 10), Self.enter(30), (.tick, 150), Self.enter(160), (.tick, 280), Self.enter(290),
            // The set's own Enter doubled within the tap window is no answer; the next one keeps it.
            Self.enter(290.02), Self.enter(291),
        ])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .finished)
        #expect(ending.sets.map(\.reps) == [5, 5, 5])
        #expect(ending.sets.last?.load == 105)
    }

    @Test func qAtTheLastSetsPromptKeepsWhatItShowsAndStops() throws {
        var machine = try Self.machine()
        let effects = machine.play(
            [(.start, 0), (.tick, 10), Self.enter(30), (.tick, 150), Self.enter(160), (.tick, 280), Self.enter(290)]
                + Self.type("3", at: 295) + [Self.key(.stop, 296)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .stopped)
        #expect(ending.sets.map(\.reps) == [5, 5, 3])
    }

    @Test func aSetLeftWithNIsKeptAsSkipped() throws {
        var machine = try Self.machine()
        let effects = machine.play([
            (.start, 0), (.tick, 10), Self.key(.skip, 30), (.tick, 150), Self.enter(160), (.tick, 280),
            Self.enter(290), Self.enter(291),
        ])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.sets.map(\.order) == [1, 2, 3])
        #expect(ending.sets.map(\.skipped) == [true, false, false])
        #expect(ending.sets[0].reps == 0 && ending.sets[0].load == nil && ending.sets[0].plannedLoad == 100)
    }

    @Test func theEventsFileCarriesTheSetsAnswer() throws {
        let phases = try LiftScreenTests.phases()
        let set = try #require(phases.first { $0.lift != nil })
        let asked = AnswerLine.SetAsked(
            activity: set.activity, set: 1, sets: 3, round: 1, block: 1, planned: try #require(set.lift))
        #expect(
            EventLines.note(.setKept(asked, LiftAnswer(reps: 4, load: 97.5)), order: 3, at: .seconds(150))
                == "{\"event\":\"answer\",\"order\":3,\"block\":1,\"round\":1,\"exercise\":\"back-squats\",\"set\":1,"
                + "\"reps\":4,\"load\":97.5,\"unit\":\"kg\",\"plannedReps\":5,\"plannedLoad\":100.0,\"asPlanned\":false,"
                + "\"t\":150.0}")
        #expect(
            EventLines.note(.setKept(asked, nil), order: 3, at: .seconds(150))
                == "{\"event\":\"answer\",\"order\":3,\"block\":1,\"round\":1,\"exercise\":\"back-squats\",\"set\":1,"
                + "\"reps\":5,\"load\":100.0,\"unit\":\"kg\",\"plannedReps\":5,\"plannedLoad\":100.0,\"asPlanned\":true,"
                + "\"t\":150.0}")
    }

    /// The whole session: set 1 answered `4`, set 2 `4x97.5`, set 3 (the last, asked with the
    /// prompt) left unanswered: the session waits for it.
    @Test func theEndingKeepsEverySetAsAnsweredOrAsPlanned() throws {
        var machine = try Self.machine()
        let effects = machine.play(
            [(.start, 0), (.tick, 10), Self.enter(30)] + Self.type("4", at: 40) + [Self.enter(41), (.tick, 150)]
                + [Self.enter(170)] + Self.type("4x97.5", at: 180) + [Self.enter(181), (.tick, 290), Self.enter(300)]
                + [Self.enter(301)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .finished)
        #expect(
            ending.sets == [
                LiftSetDone(
                    movement: "back-squats", order: 1, plannedReps: 5, plannedLoad: 100, reps: 4, load: 100, unit: .kg,
                    warmup: false, rpe: nil, at: .seconds(30)),
                LiftSetDone(
                    movement: "back-squats", order: 2, plannedReps: 5, plannedLoad: 102.5, reps: 4, load: 97.5,
                    unit: .kg, warmup: false, rpe: nil, at: .seconds(170)),
                LiftSetDone(
                    movement: "back-squats", order: 3, plannedReps: 5, plannedLoad: 105, reps: 5, load: 105, unit: .kg,
                    warmup: false, rpe: nil, at: .seconds(300)),
            ])
        #expect(ending.sets.map(\.kilograms) == [100, 97.5, 105])
    }

    @Test func aStoppedSessionKeepsTheSetsDoneBeforeIt() throws {
        var machine = try Self.machine()
        let effects = machine.play(
            [(.start, 0), (.tick, 10), Self.enter(30)] + Self.type("0", at: 40) + [Self.key(.stop, 50)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .stopped)
        #expect(ending.sets.map(\.reps) == [0])
    }
}
