import Foundation
import Testing

@testable import TaktCore

/// Issue 45: an intervals or tabata block of timed stations of max reps (Fight Gone Bad, a
/// Tabata of max reps) ends with a score: the reps answered after each station, added up.
@Suite struct StationScoreTests {
    typealias Event = SessionMachine.Event

    /// Fight Gone Bad in small: two rounds of two 20 s stations of max reps, 10 s rest after
    /// each. Stations start at 0, 30, 60, 90; the last ends at 110 and asks with the prompt.
    static let fightGoneBad = """
          - title: FGB
            rounds: 2
            work: 20
            rest: 10
            exercises: [{exercise: burpees, max: true}, {exercise: squats, max: true}]
        """

    static let tabata = """
          - format: tabata
            rounds: 2
            exercises: [{exercise: burpees, max: true}]
        """

    static func enter(_ at: Double) -> (Event, Double) { (.key(.markDone), at) }

    static func answer(_ digits: String, at: Double) -> [(Event, Double)] {
        SessionScoringTests.type(digits, at: at) + [enter(at + 0.1)]
    }

    static func stations(_ score: BlockScore?) -> BlockScore.Stations? {
        guard case .stations(let stations)? = score?.result else { return nil }
        return stations
    }

    @Test func everyStationAnsweredAddsUpToTheBlocksScore() throws {
        var machine = try SessionScoringTests.machine(Self.fightGoneBad)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + Self.answer("20", at: 22) + [(.tick, 50)] + Self.answer("31", at: 52)
                + [(.tick, 80)] + Self.answer("18", at: 81) + [(.tick, 110)] + Self.answer("25", at: 111))
        let described = SessionScoringTests.scoredEffects(effects)
        // Scored once, after the last answer, and before the session's end.
        #expect(described.filter { $0.hasPrefix("score") } == ["score 94 reps"])
        #expect(described.suffix(2) == ["score 94 reps", "end finished"])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.block == 1)
        #expect(score.format == .intervals)
        #expect(Self.stations(score)?.answers == [20, 31, 18, 25])
        #expect(score.totalReps == 94)
        #expect(score.counts)
        #expect(score.wire.totalReps == 94)
        #expect(score.wire.rounds == 4)
        #expect(try BlockScore(score.wire) == score)
    }

    @Test func aStationNotEnteredLeavesTheTotalUnknownAndCountsForNothing() throws {
        var machine = try SessionScoringTests.machine(Self.fightGoneBad)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + Self.answer("20", at: 22) + [(.tick, 50), (.tick, 80)]
                + Self.answer("18", at: 81) + [(.tick, 110)] + Self.answer("25", at: 111))
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(Self.stations(score)?.answers == [20, nil, 18, 25])
        #expect(score.text == "63 reps, 1 not entered")
        #expect(score.totalReps == nil)
        #expect(score.wire.totalReps == nil)
        #expect(!score.counts)
        #expect(score.rank == nil)
        #expect(try BlockScore(score.wire) == score)
    }

    @Test func aStopKeepsTheAnswersSoFarMarkedStopped() throws {
        var machine = try SessionScoringTests.machine(Self.fightGoneBad)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + Self.answer("20", at: 22) + [(.tick, 50)] + Self.answer("31", at: 52)
                + [(.key(.stop), 65)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .stopped)
        let score = try #require(ending.scores.first)
        #expect(score.stopped)
        #expect(Self.stations(score)?.answers == [20, 31])
        #expect(score.text == "stopped, 51 reps")
        #expect(!score.counts)
    }

    @Test func withoutAKeyboardTheBlockIsNotEntered() throws {
        var machine = try SessionScoringTests.machine(
            Self.fightGoneBad, scoring: SessionMachine.Scoring(hasKeyboard: false))
        let effects = machine.play([(.start, 0), (.tick, 200)])
        let ending = try #require(SessionScoringTests.ending(effects))
        #expect(ending.reason == .finished)
        #expect(ending.scores == [BlockScore(block: 1, .notEntered(.intervals))])
    }

    @Test func aTabataOfMaxRepsIsScoredAsATabata() throws {
        var machine = try SessionScoringTests.machine(Self.tabata)
        // 20 s work, 10 s rest: stations at 0 and 30; the last ends at 50.
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + Self.answer("12", at: 21) + [(.tick, 50)] + Self.answer("9", at: 51))
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        #expect(score.format == .tabata)
        #expect(score.totalReps == 21)
        #expect(Self.stations(score)?.lowest == 9)
        #expect(score.wire.format == "tabata")
    }

    @Test func moreRepsAreBetter() {
        let more = BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 312)))
        let fewer = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [100, 200])))
        #expect(more.isBetter(than: fewer))
        #expect(!fewer.isBetter(than: more))
        #expect(!more.isBetter(than: BlockScore(block: 1, .stations(.init(format: .tabata, totalReps: 1)))))
    }

    /// `log` and `history edit` read the block's total; the reader refuses what it cannot hold.
    @Test func aTotalIsLoggedForTheBlock() throws {
        let timeline = try ProgramFixtures.timeline(FormatPrograms.program(Self.fightGoneBad))
        let blocks = ScoredBlock.blocks(of: timeline, language: "en")
        #expect(blocks.count == 1)
        let block = try #require(blocks.first)
        #expect(block.format == .intervals)
        #expect(block.title == "FGB")
        #expect(block.activeSeconds(of: try ScoreEntry.parse("312", for: block)) == 80)
        let score = try ScoreEntry.parse(" 312 ", for: block)
        #expect(score == BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 312))))
        #expect(score.text == "312 reps")
        #expect(throws: ScoreEntry.Problem.form(.intervals)) { try ScoreEntry.parse("3+12", for: block) }
        #expect(throws: ScoreEntry.Problem.beyond(.stationReps(40_000))) {
            try ScoreEntry.parse("40001", for: block)
        }
    }

    /// A score file can carry the answers or a total; what they cannot hold is refused.
    @Test func theWireShapeIsCheckedFieldByField() throws {
        var wire = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [5, 6]))).wire
        wire.totalReps = 12
        #expect(throws: BlockScore.Invalid(key: "totalReps")) { try BlockScore(wire) }
        wire.totalReps = 11
        wire.rounds = 3
        #expect(throws: BlockScore.Invalid(key: "rounds")) { try BlockScore(wire) }
        wire.rounds = 2
        wire.capped = false
        #expect(throws: BlockScore.Invalid(key: "capped")) { try BlockScore(wire) }
        let logged = BlockScore(block: 2, .stations(.init(format: .tabata, totalReps: 80)))
        #expect(try BlockScore(logged.wire) == logged)
        #expect(logged.wire.answers == nil)
    }

    /// The finished view's words, in both languages.
    @Test(arguments: ["en", "de"])
    func theScoreReadsInTheLanguage(language: String) {
        let strings = Languages.bundled.strings(for: language)
        let one = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [1])))
        let missing = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [30, nil, 20])), stopped: true)
        let expected =
            language == "en"
            ? ["1 rep", "stopped, 50 reps, 1 station not entered"]
            : ["1 Wiederholung", "abgebrochen, 50 Wiederholungen, 1 Station nicht eingegeben"]
        #expect([ScoreText.text(one, strings), ScoreText.text(missing, strings)] == expected)
    }
}
