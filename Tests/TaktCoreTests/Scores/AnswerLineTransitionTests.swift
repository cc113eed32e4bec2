import Testing

@testable import TaktCore

/// Issue 45: a question never stops a running clock, and the prompt keeps what it shows.
///
/// `emom 2: max burpees` (two 60 s periods); every instant is injected program time.
@Suite struct AnswerLineTransitionTests {
    typealias Event = SessionMachine.Event

    static let maxEmom = WhiteboardRunTests.maxReps

    static func machine(_ blocks: String = maxEmom) throws -> SessionMachine {
        try SessionScoringTests.machine(blocks)
    }

    static func key(_ key: SessionKey, _ at: Double) -> (Event, Double) { (.key(key), at) }

    /// The bug as filed: `7` Enter typed the moment the question appears kept the 7 on screen
    /// and lost the Enter; a later `8` Enter recorded 78.
    @Test func sevenEnterAsTheQuestionOpensKeepsSevenAndEightEnterLaterIsANewAnswer() throws {
        var machine = try Self.machine()
        let effects = machine.play([
            (.start, 0), (.tick, 60), Self.key(.digit(7), 60.02), Self.key(.markDone, 60.04),
            Self.key(.digit(8), 70), Self.key(.markDone, 70.02), (.tick, 120), Self.key(.digit(5), 121),
            Self.key(.markDone, 121.5),
        ])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        // Period 1's answer changed from 7 to 8; period 2 answered 5: never 78.
        #expect(score.totalReps == 13)
    }
}

/// The answer line over the running phase, step by step: `emom 3: max burpees`, so period 1's
/// question runs over period 2 (60–120 s) and period 2's over period 3 (120–180 s).
@Suite struct AnswerLineOverAPhaseTests {
    typealias Event = SessionMachine.Event

    static let threeMax = """
          - format: emom
            rounds: 3
            exercises: [{exercise: burpees, max: true}]
        """

    static func key(_ key: SessionKey, _ at: Double) -> (Event, Double) { (.key(key), at) }
    static func enter(_ at: Double) -> (Event, Double) { (.key(.markDone), at) }
    static func type(_ digits: String, at: Double) -> [(Event, Double)] {
        SessionScoringTests.type(digits, at: at)
    }

    /// What the answer line did, without redraws: phase starts, lines, answers, misses, scores.
    static func played(_ events: [(Event, Double)]) throws -> (effects: [String], machine: SessionMachine) {
        var machine = try SessionScoringTests.machine(threeMax)
        let effects = SessionScoringTests.scoredEffects(machine.play([(.start, 0)] + events)).filter {
            $0 != "redraw"
        }
        return (effects, machine)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var events: [(Event, Double)]
        var effects: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "answered: 7 Enter while period 2 runs; period 2 starts and ends on the minute",
            events: type("7", at: 65) + [enter(65.05), (.tick, 120.5)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 65.0", "line ", "answer 1 7",
                "phase 3 planned 120.0 t 120.5", "line ",
            ]),
        Case(
            name: "changed: 7 Enter, then 8 Enter, is 8 (never 78)",
            events: type("7", at: 65) + [enter(65.05)] + type("8", at: 70) + [enter(70.05), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 65.0", "line ", "answer 1 8",
                "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "unanswered: not entered when period 2 ends, and no miss",
            events: [(.tick, 60), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "answer 1 null",
                "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "0 unmarked is a miss, at the line's end",
            events: [(.tick, 60)] + type("0", at: 61) + [enter(61.2), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "answer 1 0", "missed 1",
                "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "Enter with nothing typed is period 2's, the line stays up",
            events: [(.tick, 60), enter(70)] + type("9", at: 71) + [enter(71.1), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "done 2 burpees 0",
                "answer 1 9", "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "a second Enter right after the answer is the same tap, not period 2's",
            events: [(.tick, 60)] + type("9", at: 61) + [enter(61.1), enter(61.2), (.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "answer 1 9",
                "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "typed but not given when period 2 ends: what is shown counts",
            events: [(.tick, 60)] + type("14", at: 100) + [(.tick, 120)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "answer 1 14",
                "phase 3 planned 120.0 t 120.0", "line ",
            ]),
        Case(
            name: "a pause holds period 2 and the line with it; digits still type",
            events: [(.tick, 60), key(.pauseResume, 70)] + type("6", at: 80) + [enter(80.1), key(.pauseResume, 90)]
                + [(.tick, 135), (.tick, 140)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "line ", "paused", "resumed",
                "answer 1 6", "phase 3 planned 140.0 t 140.0", "line ",
            ]),
    ]

    @Test(arguments: cases)
    func transitions(_ format: Case) throws {
        let (effects, _) = try Self.played(format.events)
        #expect(effects == format.effects)
    }

    /// `7` and Enter within 50 ms of each other, at 50 ms steps from 100 ms before the
    /// question opens (the end of period 1, 60 s) to 100 ms after: 7 is kept exactly once, and
    /// period 2 starts on the minute.
    @Test(arguments: [-0.10, -0.05, 0.0, 0.05, 0.10])
    func typedAsItOpens(offset: Double) throws {
        let (effects, machine) = try Self.played(
            Self.type("7", at: 60 + offset) + [Self.enter(60 + offset + 0.04), (.tick, 120)])
        #expect(effects.filter { $0.hasPrefix("answer") } == ["answer 1 7"])
        #expect(effects.contains { $0.hasPrefix("phase 2 planned 60.0 ") })
        #expect(effects.contains("phase 3 planned 120.0 t 120.0"))
        #expect(machine.snapshot(at: .seconds(121)).answerLine?.typed == "")
    }

    /// The frame right after the question opens already shows the line; a frame 50 ms later
    /// shows the digit typed; answered, it says the answer is kept.
    @Test func framesAroundTheFirstOne() throws {
        var machine = try SessionScoringTests.machine(Self.threeMax)
        _ = machine.play([(.start, 0)])
        #expect(machine.snapshot(at: .seconds(59.95)).answerLine == nil)
        _ = machine.play([(.tick, 60)])
        #expect(machine.snapshot(at: .seconds(60)).answerLine?.typed == "")
        _ = machine.play(Self.type("7", at: 60.05))
        #expect(machine.snapshot(at: .seconds(60.05)).answerLine?.typed == "7")
        _ = machine.play([Self.enter(60.1)])
        let line = try #require(machine.snapshot(at: .seconds(60.1)).answerLine)
        #expect(line.typed == "" && line.given == 7)
        // Period 2's clock ran on under the question: 59.9 s left of it.
        let left = try #require(machine.snapshot(at: .seconds(60.1)).remaining?.secondsValue)
        #expect(abs(left - 59.9) < 0.000_001)
    }

    /// The block's score holds every answer; one not entered leaves its total unknown (null).
    @Test func theScoreCarriesTheAnswersNullWhenNotEntered() throws {
        var machine = try SessionScoringTests.machine(Self.threeMax)
        let effects = machine.play(
            [(.start, 0), (.tick, 60)] + Self.type("7", at: 61) + [Self.enter(61.1), (.tick, 120), (.tick, 180)]
                + Self.type("5", at: 181) + [Self.enter(181.5)])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.wire.answers == [7, nil, 5])
        #expect(score.wire.totalReps == nil)
        #expect(score.wire.periodsDone == 2)
        #expect(score.wire.periodsMissed == 0)
        #expect(EventLines.object(score).contains("\"answers\":[7,null,5]"))
        let lines = effects.compactMap { effect -> String? in
            guard case .note(let moment) = effect else { return nil }
            return EventLines.note(moment.note, order: moment.snapshot.phase.order, at: moment.time)
        }
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "{\"event\":\"answer\",\"order\":3,\"block\":1,\"round\":2,\"exercise\":\"burpees\",\"reps\":null")
            })
    }

    /// Every answer given: the total is their sum.
    @Test func everyAnswerGivenSumsTheTotal() throws {
        var machine = try SessionScoringTests.machine(Self.threeMax)
        let effects = machine.play(
            [(.start, 0)] + Self.type("7", at: 61) + [Self.enter(61.1)] + Self.type("6", at: 121)
                + [Self.enter(121.1), (.tick, 180)] + Self.type("5", at: 181) + [Self.enter(181.5)])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.wire.answers == [7, 6, 5])
        #expect(score.totalReps == 18)
        #expect(score.wire.totalReps == 18)
    }

    /// q while the line is up keeps a valid answer shown, and ends the session.
    @Test func stopKeepsTheDigitsShown() throws {
        var machine = try SessionScoringTests.machine(Self.threeMax)
        let effects = machine.play([(.start, 0), (.tick, 60)] + Self.type("4", at: 62) + [Self.key(.stop, 63)])
        #expect(SessionScoringTests.scoredEffects(effects).contains("answer 1 4"))
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.wire.answers == [4])
        #expect(score.stopped)
    }

    /// `n` that ends the last block stops the session: an emom's last period skipped.
    @Test func skippingTheLastPeriodStops() throws {
        var machine = try SessionScoringTests.machine(SessionScoringTests.emom)
        let effects = machine.play([(.start, 0), (.tick, 120), Self.enter(130), Self.key(.skip, 140)])
        #expect(SessionScoringTests.ending(effects)?.reason == .stopped)
    }
}

/// Timed stations of max reps (an intervals block, as Fight Gone Bad's): each station's reps
/// are asked over the rest after it, whose clock runs on; the program's last asks at its end.
@Suite struct MaxStationQuestionTests {
    typealias Event = SessionMachine.Event

    /// Two rounds of 20 s max burpees, 10 s rest between.
    static let stations = """
          - rounds: 2
            work: 20
            rest: 10
            exercises: [{exercise: burpees, max: true}]
        """

    static func enter(_ at: Double) -> (Event, Double) { (.key(.markDone), at) }

    @Test func eachStationIsAskedOverTheRestAndTheLastAtTheEnd() throws {
        var machine = try SessionScoringTests.machine(Self.stations)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + SessionScoringTests.type("9", at: 21) + [Self.enter(21.1), (.tick, 30)]
                + [(.tick, 50)] + SessionScoringTests.type("7", at: 51) + [Self.enter(51.5)])
        let described = SessionScoringTests.scoredEffects(effects)
        #expect(described.filter { $0.hasPrefix("answer") } == ["answer 1 9", "answer 2 7"])
        // The rest and the second station began when due: the question held neither.
        #expect(described.contains("phase 2 planned 20.0 t 20.0"))
        #expect(described.contains("phase 3 planned 30.0 t 30.0"))
        #expect(SessionScoringTests.ending(effects)?.reason == .finished)
        let lines = effects.compactMap { effect -> String? in
            guard case .note(let moment) = effect else { return nil }
            return EventLines.note(moment.note, order: moment.snapshot.phase.order, at: moment.time)
        }
        #expect(
            lines.contains { $0.contains("\"event\":\"answer\"") && $0.contains("\"exercise\":\"burpees\",\"reps\":9") }
        )
    }

    @Test func aStationLeftUnansweredIsNotEnteredAndSkippingItStillAsks() throws {
        var machine = try SessionScoringTests.machine(Self.stations)
        let effects = machine.play([(.start, 0), (.key(.skip), 10), (.tick, 25)])
        let described = SessionScoringTests.scoredEffects(effects)
        #expect(described.filter { $0.hasPrefix("answer") || $0.hasPrefix("line") } == ["line ", "answer 1 null"])
        #expect(machine.snapshot(at: .seconds(26)).answerLine == nil)
    }

    /// The last station's prompt shows what it asks, in both languages.
    @Test(arguments: ["en", "de"])
    func theLastStationsPromptNamesTheExercise(language: String) throws {
        var machine = try SessionScoringTests.machine(Self.stations)
        _ = machine.play([(.start, 0), (.tick, 50)])
        let strings = Languages.bundled.strings(for: language)
        let screen = SessionScreen(strings: strings, width: 80, height: 24, colour: false)
            .render(machine.snapshot(at: .seconds(51))).joined(separator: "\n")
        #expect(screen.contains(language == "en" ? "How many Burpees in round 2?" : "Wie viele Burpees in Runde 2?"))
    }
}

/// A period of max reps before a last period that asks nothing: its question closes before the
/// block is scored, so the score holds its answer.
@Suite struct AnswerLineBeforeAPlainPeriodTests {
    static let alternating = """
          - format: emom
            rounds: 2
            exercises: [{exercise: burpees, max: true}, {exercise: squats, reps: 10}]
        """

    @Test func theAnswerShownWhenTheBlockEndsIsInItsScore() throws {
        var machine = try SessionScoringTests.machine(Self.alternating)
        let effects = machine.play(
            [(.start, 0), (.tick, 60), (.key(.markDone), 70)] + SessionScoringTests.type("12", at: 100)
                + [(.tick, 120)])
        let described = SessionScoringTests.scoredEffects(effects)
        #expect(described.suffix(3) == ["answer 1 12", "score 2/2", "end finished"])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.wire.answers == [12])
        #expect(score.totalReps == 22)
    }
}
