import Foundation
import Testing

@testable import TaktCore

/// The rules added after athletes first used the scored formats (docs/formats.md: the graces,
/// the reps prompt, scores), each as transitions of the machine with injected program time.
@Suite struct ScorebookRuleTests {
    typealias Case = SessionScoringTests.Case
    static let emom = SessionScoringTests.emom
    static let deathBy = SessionScoringTests.deathBy
    static let amrap = SessionScoringTests.amrap
    static let forTime = SessionScoringTests.forTime
    static func enter(_ at: Double) -> (SessionMachine.Event, Double) { SessionScoringTests.enter(at) }
    static func type(_ digits: String, at: Double) -> [(SessionMachine.Event, Double)] {
        SessionScoringTests.type(digits, at: at)
    }
    /// An emom of two periods, a 30 s rest after it, then an amrap of 2 minutes.
    static let emomThenAmrap = """
          - format: emom
            rounds: 2
            restAfter: 30
            exercises: [{exercise: burpees, reps: 10}]
        \(SessionScoringTests.amrap)
        """

    static let cases: [Case] = [
        // The prompt asks only for what is possible.
        Case(
            name: "limit: 50 reps of a task of 10 squats are asked again; 10 are taken", blocks: amrap,
            events: [(.start, 0), enter(10), (.tick, 120)] + type("50", at: 121) + [enter(122)]
                + type("10", at: 123) + [enter(124)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "cap", "ask", "redraw", "redraw", "ask tooMany",
                "redraw", "redraw", "score 0+15", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "limit: a whole answer above the limit is refused, one within it taken", blocks: amrap,
            events: [(.start, 0), (.tick, 120), (.key(.answer(6)), 121), (.key(.answer(5)), 122)],
            effects: ["phase 1 planned 0.0 t 0.0", "cap", "ask", "ask tooMany", "score 0+5", "end finished"],
            stage: .finished(.finished)),
        Case(
            name: "limit: a death-by period of 1 rep failed asks nothing: none of it can have been done",
            blocks: deathBy, events: [(.start, 0), (.tick, 61)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 61.0", "missed 1", "score 0", "end finished",
            ],
            stage: .finished(.finished)),
        Case(
            name: "limit: an Enter just as the prompt appears was meant for the task, not as 0", blocks: amrap,
            events: [(.start, 0), (.tick, 120), enter(120.1)] + type("2", at: 121) + [enter(122)],
            effects: ["phase 1 planned 0.0 t 0.0", "cap", "ask", "redraw", "score 0+2", "end finished"],
            stage: .finished(.finished)),
        // Stopped is not capped.
        Case(
            name: "stopped: q in a for-time is DNF with the reps done, never capped", blocks: forTime,
            events: [(.start, 0), enter(10), (.key(.stop), 6 + 10)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "score DNF, 3 reps", "end stopped"],
            stage: .finished(.stopped)),
        Case(
            name: "stopped: a signal in a for-time is DNF too", blocks: forTime,
            events: [(.start, 0), enter(10), (.interrupted, 12)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "score DNF, 3 reps", "end interrupted"],
            stage: .finished(.interrupted)),
        Case(
            name: "stopped: n in a for-time asks for the reps and is DNF; it ended the last block: stopped",
            blocks: forTime, events: [(.start, 0), enter(10), (.key(.skip), 15)] + type("2", at: 16) + [enter(17)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "skipped", "ask", "redraw", "score DNF, 5 reps",
                "end stopped",
            ], stage: .finished(.stopped)),
        Case(
            name: "stopped: q in an emom keeps the periods so far", blocks: emom,
            events: [(.start, 0), enter(10), (.tick, 60), enter(70), (.key(.stop), 75)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 60.0", "done 2 squats 15",
                "score stopped, 2/3", "end stopped",
            ], stage: .finished(.stopped)),
        // A late finger counts for the period it was meant for.
        Case(
            name: "late finger: after the last period of a block, in the rest, it counts for that period",
            blocks: emomThenAmrap, events: [(.start, 0), enter(10), (.tick, 120), enter(120.5), (.tick, 122)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 120.0",
                "phase 3 planned 120.0 t 120.0", "done 2 burpees 10 late", "score 2/2",
            ], stage: .running(.rest)),
        Case(
            name: "late finger: the rest's second passes, and the last period's miss is final",
            blocks: emomThenAmrap, events: [(.start, 0), enter(10), (.tick, 122), enter(123)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 122.0",
                "phase 3 planned 120.0 t 122.0", "missed 2", "score 1/2",
            ], stage: .running(.rest)),
        Case(
            name: "late finger: at the end of the program, it counts and the session ends at once", blocks: emom,
            events: [(.start, 0), enter(10), (.tick, 60), enter(70), (.tick, 180), enter(180.3)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 60.0", "done 2 squats 15",
                "phase 3 planned 120.0 t 180.0", "done 3 burpees 10 late", "score 3/3", "end finished",
            ], stage: .finished(.finished)),
        Case(
            name: "late finger: a death-by period counted late goes on to the next", blocks: deathBy,
            events: [(.start, 0), enter(10), (.tick, 120), enter(120.5), (.tick, 125)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 1", "phase 2 planned 60.0 t 120.0",
                "phase 3 planned 120.0 t 120.0", "done 2 burpees 2 late",
            ], stage: .running(.deathBy)),
        Case(
            name: "late finger: when the period before was marked, Enter marks the new one", blocks: emom,
            events: [(.start, 0), enter(10), (.tick, 60), enter(60.5)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 10", "phase 2 planned 60.0 t 60.0", "done 2 squats 15",
            ], stage: .running(.emom)),
        Case(
            name: "late finger: n in the grace makes the miss final before the next period", blocks: emom,
            events: [(.start, 0), (.tick, 60), (.key(.skip), 60.5)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "phase 2 planned 60.0 t 60.0", "skipped", "missed 1", "missed 2",
                "phase 3 planned 60.5 t 60.5",
            ], stage: .running(.emom)),
        // A double tap is one tap.
        Case(
            name: "double tap: two Enters within 0.3 s mark one task", blocks: amrap,
            events: [(.start, 0), enter(10), enter(10.2), enter(10.6)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "done 1 squats 10", "round 1 10.6", "cue round 2",
            ],
            stage: .running(.amrap)),
        Case(
            name: "reopen: u within 3 s of a for-time's finish takes it back; its clock ran on", blocks: forTime,
            events: [(.start, 0), enter(10), enter(20), enter(30), enter(45), (.key(.undo), 47), enter(50)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "done 2 burpees 2", "one minute", "done 2 squats 2", "round 2 25.0", "score 0:45.0", "undo",
                "done 2 squats 2", "round 2 30.0", "score 0:50.0",
            ], stage: .closing),
        Case(
            name: "reopen: after 3 s the finish stands and the session has ended", blocks: forTime,
            events: [(.start, 0), enter(10), enter(20), enter(30), enter(45), (.key(.undo), 48.5)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 3", "done 1 squats 3", "round 1 20.0", "cue round 2",
                "done 2 burpees 2", "one minute", "done 2 squats 2", "round 2 25.0", "score 0:45.0", "end finished",
            ], stage: .finished(.finished)),
        // b never throws away a scored block by accident.
        Case(
            name: "b: the first only warns; the second within 2 s restarts the block", blocks: amrap,
            events: [(.start, 0), enter(10), (.key(.back), 30), (.key(.back), 31)],
            effects: [
                "phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "back warned", "back", "phase 1 planned 31.0 t 31.0",
            ],
            stage: .running(.amrap)),
        Case(
            name: "b: a second press after the window warns again", blocks: amrap,
            events: [(.start, 0), enter(10), (.key(.back), 30), (.key(.back), 33)],
            effects: ["phase 1 planned 0.0 t 0.0", "done 1 burpees 5", "back warned", "back warned"],
            stage: .running(.amrap)),
        Case(
            name: "b: without marks there is nothing to lose and it restarts at once", blocks: amrap,
            events: [(.start, 0), (.key(.back), 30)],
            effects: ["phase 1 planned 0.0 t 0.0", "back", "phase 1 planned 30.0 t 30.0"], stage: .running(.amrap)),
    ]

    @Test(arguments: cases)
    func transitions(_ format: Case) throws {
        var machine = try SessionScoringTests.machine(format.blocks)
        let effects = machine.play(format.events)
        #expect(SessionScoringTests.scoredEffects(effects) == format.effects)
        #expect(machine.stage == format.stage)
    }

    static func machineWithoutKeys(_ blocks: String) throws -> SessionMachine {
        try SessionScoringTests.machine(blocks, scoring: SessionMachine.Scoring(hasKeyboard: false))
    }

    /// No keys, no score: nothing is judged missed, nothing is asked, every score is "not
    /// entered" — never 0.
    @Test(arguments: [Self.emom, Self.deathBy, Self.amrap, Self.forTime])
    func withoutAKeyboardNoScoreIsEntered(_ blocks: String) throws {
        var machine = try Self.machineWithoutKeys(blocks)
        let effects = machine.play([(.start, 0), (.tick, 400)])
        let words = describe(effects)
        #expect(!words.contains { $0.hasPrefix("missed") || $0.hasPrefix("ask") }, "\(words)")
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.scores.count == 1)
        #expect(ending.scores.first?.text == nil)
        #expect(ending.scores.first?.counts == false)
        if case .notEntered = ending.scores.first?.result {} else { Issue.record("\(ending.scores)") }
    }

    /// A window's time is counted once: the notes told after it ends (its score, a miss) see
    /// the session's time at its end, never that time plus the window again.
    @Test(arguments: [Self.emom, Self.deathBy, Self.amrap, Self.forTime])
    func theNotesAfterAWindowCountItsTimeOnce(_ blocks: String) throws {
        var machine = try Self.machineWithoutKeys(blocks)
        let effects = machine.play([(.start, 0), (.tick, 400)])
        let moments = effects.compactMap { effect -> SessionMachine.Moment? in
            if case .note(let moment) = effect { return moment } else { return nil }
        }
        #expect(moments.contains { if case .scored = $0.note { true } else { false } })
        for moment in moments {
            #expect(moment.snapshot.sessionElapsed <= moment.time, "\(moment.note) at \(moment.time)")
        }
    }

    /// A for-time block without a cap has no end but an Enter: without a keyboard it ends as
    /// it starts, skipped, its score not entered, rather than running for ever.
    @Test func withoutAKeyboardAnUncappedForTimeEndsAtOnce() throws {
        var machine = try Self.machineWithoutKeys(
            """
              - format: for-time
                reps: [3, 2]
                exercises: [{exercise: burpees}, {exercise: squats}]
            """)
        let effects = machine.play([(.start, 0), (.tick, 10)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .finished)
        #expect(ending.phasesSkipped == 1)
        // Its plain line names its tasks and the Enter that ends it, not "0 reps".
        let started = effects.compactMap { effect -> SessionMachine.Moment? in
            if case .note(let moment) = effect, moment.snapshot.phase.kind == .forTime {
                return moment
            } else {
                return nil
            }
        }
        let line = PlainLines.line(
            for: .phaseStarted, snapshot: try #require(started.first).snapshot, strings: ProgramFixtures.en)
        #expect(line == "[0:00] 1/1 For time: 3 Burpees, 3 Squats, … · Enter when done", "\(line)")
        if case .notEntered(.forTime) = ending.scores.first?.result {} else { Issue.record("\(ending.scores)") }
    }

    /// The finished view and the plain line say how to enter afterwards a score nobody keyed in,
    /// with the session's id and one `--score` per such block.
    @Test func aScoreNotEnteredSaysHowToEnterItLater() throws {
        var machine = try Self.machineWithoutKeys(Self.emom + "\n" + Self.amrap)
        let ending = try #require(SessionScoringTests.ending(machine.play([(.start, 0), (.tick, 400)])))
        let id = try #require(UUID(uuidString: "1A2F276E-0000-4000-8000-000000000000"))
        let saved = SessionSummary(ending: ending, saved: .saved, sessionID: id)
        #expect(
            ScoreText.entryHint(saved, ProgramFixtures.en)
                == "Scores not entered: enter them with takt history edit 1a2f276e --score 1=9/10 --score 2=7+12")
        #expect(
            ScoreText.entryHint(saved, ProgramFixtures.de)
                == "Ergebnisse nicht eingetragen: nachtragen mit takt history edit 1a2f276e --score 1=9/10 --score 2=7+12"
        )
        // No row to edit, or no id to find it by: nothing to tell.
        #expect(
            ScoreText.entryHint(SessionSummary(ending: ending, saved: .disabled, sessionID: id), ProgramFixtures.en)
                == nil)
        #expect(ScoreText.entryHint(SessionSummary(ending: ending, saved: .saved), ProgramFixtures.en) == nil)
        let line = PlainLines.line(for: .ended(.finished), snapshot: Self.finished(saved), strings: ProgramFixtures.en)
        #expect(
            line.hasSuffix(
                " · saved · Scores not entered: enter them with takt history edit 1a2f276e --score 1=9/10 --score 2=7+12"
            ), "\(line)")
    }

    static func finished(_ summary: SessionSummary) -> SessionSnapshot {
        var snapshot = SessionFixtures.machine().snapshot(at: .zero)
        snapshot.summary = summary
        return snapshot
    }

    /// Without a keyboard death-by runs all its periods: none is judged missed.
    @Test func withoutAKeyboardDeathByRunsEveryPeriod() throws {
        var machine = try Self.machineWithoutKeys(Self.deathBy)
        let effects = machine.play([(.start, 0), (.tick, 400)])
        #expect(describe(effects).filter { $0.hasPrefix("phase") }.count == 5)
    }

    /// A stop without a keyboard is not entered either, and says it was stopped.
    @Test func withoutAKeyboardAStopIsStoppedAndNotEntered() throws {
        var machine = try Self.machineWithoutKeys(Self.forTime)
        let ending = SessionScoringTests.ending(machine.play([(.start, 0), (.interrupted, 30)]))
        #expect(ending?.scores.first?.stopped == true)
        #expect(ending?.scores.first?.text == nil)
    }

    /// n in an amrap counts as a skipped phase (the summary's "Phases 0 of 1, 1 skipped").
    @Test func nInAScoredBlockIsASkip() throws {
        var machine = try SessionScoringTests.machine(Self.amrap)
        let ending = SessionScoringTests.ending(machine.play([(.start, 0), (.key(.skip), 30), Self.enter(31)]))
        #expect(ending?.phasesSkipped == 1)
        #expect(ending?.phasesDone == 0)
    }

    /// After a for-time's finish reopened by u ends the program, the session ends 3 s after the
    /// new finish.
    @Test func aReopenedFinishEndsTheSessionThreeSecondsLater() throws {
        var machine = try SessionScoringTests.machine(Self.forTime)
        let effects = machine.play(
            [
                (.start, 0), Self.enter(10), Self.enter(20), Self.enter(30), Self.enter(45), (.key(.undo), 47),
                Self.enter(50), (.tick, 53),
            ])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.endedAt == .seconds(53))
        #expect(ending.scores.first?.text == "0:50.0")
    }

    /// A pause ends a finished for-time's chance to be reopened.
    @Test func aPauseEndsTheReopenGrace() throws {
        var machine = try SessionScoringTests.machine(
            Self.forTime + "\n    restAfter: 60\n  - {exercises: [{exercise: squats, work: 20}]}\n")
        let effects = machine.play(
            [
                (.start, 0), Self.enter(10), Self.enter(20), Self.enter(30), Self.enter(45), (.key(.pauseResume), 46),
                (.key(.undo), 46.5),
            ])
        #expect(!describe(effects).contains("undo"))
        #expect(machine.stage == .paused(.rest, since: .seconds(46)))
    }

    /// The i key explains the task to do now in an amrap, not nothing.
    @Test func theHowToOfAnAmrapIsItsTaskInProgress() throws {
        var machine = try SessionScoringTests.machine(Self.amrap)
        let effects = machine.play([(.start, 0), Self.enter(10), (.key(.howTo), 12)])
        #expect(describe(effects).last == "howTo squats")
    }

    /// Stopped scores and scores not entered are never last, best or a record.
    @Test func onlyScoresThatCountAreCompared() throws {
        let stopped = BlockScore(
            block: 1, .amrap(.init(rounds: 9, reps: 0, totalReps: 270, seconds: 300)), stopped: true)
        let notEntered = BlockScore(block: 1, .notEntered(.amrap))
        let earlier = [
            ScoreRuleTests.session(1, [ScoreRuleTests.amrap(5, 0)]),
            ScoreRuleTests.session(2, [stopped]),
            ScoreRuleTests.session(3, [notEntered]),
        ]
        let comparison = try #require(ScoreComparison.compare([ScoreRuleTests.amrap(6, 0)], with: earlier).first)
        #expect(comparison.last?.score == ScoreRuleTests.amrap(5, 0))
        #expect(comparison.best?.score == ScoreRuleTests.amrap(5, 0))
        #expect(comparison.isNewBest)
        #expect(ScoreComparison.compare([stopped], with: earlier).first?.last == nil)
        let records = PersonalRecords(earlier)
        #expect(records.records.map(\.score) == [ScoreRuleTests.amrap(5, 0)])
    }
}
