import Foundation
import Testing

@testable import TaktCore

/// takt reads what it writes: every score's own text (``BlockScore/text``, the history's `text`,
/// what `history` and the finished view print) is taken back by `log` and `history edit` as the
/// same score, stopped ones included.
@Suite struct ScoreTextReadBackTests {
    static func block(_ text: String) throws -> ScoredBlock {
        let loaded = try TextForm.load(text, id: "t", catalog: ProgramFixtures.catalog).get()
        return try #require(ScoredBlock.blocks(of: loaded.timeline, language: "en").first)
    }

    static func stopped(_ score: BlockScore) -> BlockScore {
        var stopped = score
        stopped.stopped = true
        return stopped
    }

    @Test func everyKindOfScoreReadsBackFromItsText() throws {
        let amrap = try Self.block("amrap 12: 5 pull-ups, 10 push-ups")
        let forTime = try Self.block("for time cap 10: 21-15-9 burpees, squats")
        let emom = try Self.block("emom 10: 10 burpees")
        let deathBy = try Self.block("death by burpees")
        let yaml = """
            id: t
            title: {en: T}
            blocks:
              - {rounds: 2, rest: 0, exercises: [{exercise: burpees, work: 60, max: true}, {exercise: squats, work: 60, max: true}]}
            """
        let fgb = try ProgramFixtures.load(yaml).get()
        let stations = try #require(ScoredBlock.blocks(of: fgb.timeline, language: "en").first)
        let cases: [(ScoredBlock, BlockScore)] = [
            (amrap, BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 117, seconds: 720)))),
            (
                amrap,
                BlockScore(block: 1, .amrap(.init(rounds: 2, reps: 7, totalReps: 37, seconds: 372)), stopped: true)
            ),
            (forTime, BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: 521.3, capped: false)))),
            (forTime, BlockScore(block: 1, .forTime(.init(rounds: 1, totalReps: 55, seconds: 600, capped: true)))),
            (
                forTime,
                BlockScore(
                    block: 1, .forTime(.init(rounds: 1, totalReps: 21, seconds: 600, capped: false)), stopped: true)
            ),
            (emom, BlockScore(block: 1, .emom(.init(periods: 10, periodsDone: 9, periodsMissed: 1, totalReps: 90)))),
            (
                emom,
                BlockScore(
                    block: 1, .emom(.init(periods: 10, periodsDone: 4, periodsMissed: 6, totalReps: 40)), stopped: true)
            ),
            (deathBy, BlockScore(block: 1, .deathBy(.init(periodsDone: 12, periodsMissed: 1, reps: 0, totalReps: 78)))),
            (deathBy, BlockScore(block: 1, .deathBy(.init(periodsDone: 12, periodsMissed: 1, reps: 3, totalReps: 81)))),
            (
                deathBy,
                BlockScore(
                    block: 1, .deathBy(.init(periodsDone: 12, periodsMissed: 1, reps: 3, totalReps: 81)), stopped: true)
            ),
            (stations, BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 312)))),
            (stations, BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 80)), stopped: true)),
        ]
        for (block, score) in cases {
            let text = try #require(score.text)
            let read = try ScoreEntry.parse(text, for: block)
            #expect(read == score, "\(text): \(read)")
        }
        // The texts are as SPEC 13 spells them.
        #expect(
            cases.compactMap { $0.1.text } == [
                "7+12", "stopped at 6:12, 2+7", "8:41.3", "capped, 55 reps", "DNF, 21 reps", "9/10", "stopped, 4/10",
                "12", "12+3", "stopped, 12+3", "312 reps", "stopped, 80 reps",
            ])
    }

    @Test func theWorkoutScoresTextsReadBackToo() throws {
        let scoring = WorkoutScoring(kind: .sum, blocks: 2, reps: 40, cap: 2_400)
        for text in ["28:30.0", "capped, 35 reps", "DNF, 12 reps"] {
            #expect(try scoring.parse(text).text == text)
        }
        var stations = WorkoutScoring(kind: .totalReps, blocks: 1)
        stations.stations = 15
        #expect(try stations.parse("312 reps").text == "312 reps")
    }

    @Test func aStoppedAmrapCannotStopPastItsCap() throws {
        let amrap = try Self.block("amrap 12: 5 pull-ups, 10 push-ups")
        #expect(throws: ScoreEntry.Problem.beyond(.cap(720))) {
            try ScoreEntry.parse("stopped at 13:00, 2+7", for: amrap)
        }
        #expect(throws: ScoreEntry.Problem.form(.amrap)) { try ScoreEntry.parse("stopped at soon, 2+7", for: amrap) }
    }
}
