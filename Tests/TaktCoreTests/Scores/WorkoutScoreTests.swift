import Foundation
import Testing

@testable import TaktCore

/// Whole workouts scored as the gym scores them (SPEC 14): `score: total-time | sum |
/// total-reps | lowest` declared, checked against the blocks, made from the blocks' scores,
/// compared, written and read back in both of its shapes.
@Suite struct WorkoutScoreTests {
    static let paces = ProgramFixtures.catalog.fastestPaces

    static func program(_ score: String, _ blocks: String) -> String {
        "id: t\ntitle: {en: T, de: T}\ngetReady: 0\nscore: \(score)\nblocks:\n\(blocks)\n"
    }

    static let buyInAmrapCashOut = """
          - {format: for-time, restAfter: 60, exercises: [{exercise: burpees, reps: 20}]}
          - {format: amrap, cap: 5m, restAfter: 30, exercises: [{exercise: squats, reps: 10}]}
          - {format: for-time, exercises: [{exercise: push-ups, reps: 30}]}
        """

    static let stations = """
          - {format: intervals, rounds: 2, work: 60, rest: 0, exercises: [{exercise: burpees, max: true}, {exercise: squats, max: true}]}
        """

    static func forTime(_ block: Int, _ seconds: Double, reps: Int = 20, capped: Bool = false) -> BlockScore {
        BlockScore(block: block, .forTime(.init(rounds: 1, totalReps: reps, seconds: seconds, capped: capped)))
    }

    static let amrap = BlockScore(block: 2, .amrap(.init(rounds: 7, reps: 3, totalReps: 73, seconds: 300)))

    @Test func aBuyInAnAmrapAndACashOutAreOneTimeWithTheirRests() throws {
        let loaded = try ProgramFixtures.load(Self.program("total-time", Self.buyInAmrapCashOut)).get()
        #expect(loaded.program.score == .totalTime)
        let scoring = try #require(WorkoutScoring(kind: .totalTime, timeline: loaded.timeline, paces: Self.paces))
        #expect(scoring.blocks == 3 && scoring.rests == 90)
        let workout = try #require(scoring.score(of: [Self.forTime(1, 95.5), Self.amrap, Self.forTime(3, 61.2)]))
        // 1:35.5 + 1:00 rest + the amrap's 5:00 + 0:30 rest + 1:01.2.
        #expect(workout.kind == .totalTime && workout.counts)
        #expect(workout.text == "9:06.7")
        #expect(workout.score.block == WorkoutScore.block)
        // The same blocks summed leave the rests and the amrap's window in: total-time only.
        let sum = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 95.5), Self.forTime(3, 61.2)]))
        #expect(sum.text == "2:36.7")
    }

    @Test func aWorkoutEndedBeforeItsLastBlockIsStoppedAndACappedBlockCapsIt() throws {
        let loaded = try ProgramFixtures.load(Self.program("total-time", Self.buyInAmrapCashOut)).get()
        let scoring = try #require(WorkoutScoring(kind: .totalTime, timeline: loaded.timeline))
        let stopped = try #require(scoring.score(of: [Self.forTime(1, 95.5), Self.amrap]))
        #expect(stopped.score.stopped && !stopped.counts && stopped.text == "DNF, 93 reps")
        let capped = try #require(
            WorkoutScore.of(.sum, blocks: [Self.forTime(1, 95.5), Self.forTime(2, 600, reps: 12, capped: true)]))
        #expect(capped.text == "capped, 32 reps" && capped.counts)
        // Any finish beats any capped workout; a shorter one beats a longer one.
        let finished = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 95.5), Self.forTime(2, 900)]))
        let faster = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 90), Self.forTime(2, 880)]))
        #expect(finished.isBetter(than: capped) && faster.isBetter(than: finished) && !finished.isBetter(than: faster))
        // A block not entered leaves the workout's score not entered, never 0.
        let unknown = try #require(
            WorkoutScore.of(.sum, blocks: [Self.forTime(1, 95.5), BlockScore(block: 2, .notEntered(.forTime))]))
        #expect(unknown.text == nil && !unknown.counts)
    }

    @Test func maxStationsAddUpOrGiveTheirLowestRound() throws {
        let loaded = try ProgramFixtures.load(Self.program("total-reps", Self.stations)).get()
        let scoring = try #require(WorkoutScoring(kind: .totalReps, timeline: loaded.timeline))
        #expect(scoring.stations == 4 && scoring.stationSeconds == 240)
        let block = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [20, 18, 15, 17])))
        let total = try #require(scoring.score(of: [block]))
        #expect(total.text == "70 reps" && total.counts)
        let lowest = try #require(WorkoutScore.of(.lowest, blocks: [block]))
        #expect(lowest.text == "15 reps" && lowest.score.totalReps == 15)
        let missing = BlockScore(block: 1, .stations(.init(format: .intervals, answers: [20, nil, 15, 17])))
        #expect(WorkoutScore.of(.lowest, blocks: [missing])?.counts == false)
        #expect(WorkoutScore.of(.totalReps, blocks: [missing])?.counts == false)
    }

    @Test func aScoreTheBlocksCannotGiveIsALocatedError() {
        #expect(
            ProgramFixtures.problems(Self.program("sum", Self.buyInAmrapCashOut)) == ["4:8 workout.score.sum"])
        #expect(
            ProgramFixtures.problems(Self.program("lowest", Self.buyInAmrapCashOut)) == ["4:8 workout.score.stations"])
        #expect(ProgramFixtures.problems(Self.program("total-time", Self.stations)) == ["4:8 workout.score.totalTime"])
        #expect(ProgramFixtures.problems(Self.program("fastest", Self.stations)) == ["4:8 workout.score.unknown"])
        let failure = ProgramFixtures.load(Self.program("sum", Self.buyInAmrapCashOut))
        guard case .failure(let found) = failure, let first = found.diagnostics.first else {
            Issue.record("loaded")
            return
        }
        #expect(
            first.text(ProgramFixtures.en)
                == "'score: sum' adds the times of for-time blocks, and this program has other scored blocks or none")
        #expect(
            first.text(ProgramFixtures.de)
                == "„score: sum“ addiert die Zeiten von Blöcken auf Zeit, und dieses Programm hat andere gewertete Blöcke oder keine"
        )
    }

    @Test func barbaraIsScoredByTheSumOfHerRounds() throws {
        let barbara = try #require(BenchmarkTests.library.entry(id: "barbara")?.loaded)
        #expect(barbara.program.score == .sum)
        let scoring = try #require(
            WorkoutScoring(kind: barbara.program.score, timeline: barbara.timeline, paces: Self.paces))
        #expect(scoring.blocks == 5)
        let logged = try scoring.parse("28:30")
        #expect(logged.kind == .sum && logged.text == "28:30.0" && logged.score.totalReps == 700)
        #expect(scoring.activeSeconds(of: logged) == 1710)
        // Faster than Barbara's 700 reps at the fastest paces: refused, the limit named.
        #expect(throws: ScoreEntry.Problem.self) { try scoring.parse("0:30") }
        do {
            _ = try scoring.parse("0:30")
        } catch {
            #expect(error.isFloor)
        }
        #expect(throws: ScoreEntry.Problem.form(.forTime)) { try scoring.parse("7+3") }
    }

    /// Both shapes of a workout score read back as the same score: the history's JSON (`block`
    /// null, `format` its kind) and the history's own column (block 0, `workout` its kind).
    @Test func aWorkoutScoreReadsBackFromBothShapes() throws {
        let scores = [
            try #require(WorkoutScore.of(.totalTime, blocks: [Self.forTime(1, 95.5), Self.amrap], rests: 60)),
            try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 95.5), Self.forTime(2, 600, capped: true)])),
            try #require(
                WorkoutScore.of(
                    .totalReps, blocks: [BlockScore(block: 1, .stations(.init(format: .intervals, answers: [3, 4])))])),
            try #require(
                WorkoutScore.of(
                    .lowest, blocks: [BlockScore(block: 1, .stations(.init(format: .tabata, answers: [9, 7, 8])))])),
        ]
        for score in scores {
            let data = try JSONEncoder().encode(score)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["block"] is NSNull)
            #expect(object["format"] as? String == score.kind.rawValue)
            #expect(try JSONDecoder().decode(WorkoutScore.self, from: data) == score)
            #expect(try WorkoutScore(score.stored) == score)
            #expect(score.stored.block == 0 && score.stored.workout == score.kind.rawValue)
        }
        var wrong = scores[0].wire
        wrong.block = 2
        #expect(throws: BlockScore.Invalid(key: "block")) { try WorkoutScore(wrong) }
        wrong = scores[0].wire
        wrong.format = "fastest"
        #expect(throws: BlockScore.Invalid(key: "format")) { try WorkoutScore(wrong) }
    }

    @Test func lastAndBestAreTheWorkoutScoresOfTheSameKind() throws {
        func session(_ days: Double, _ workout: WorkoutScore?) -> SessionRecord {
            var record = HistoryFixtures.session(Date(timeIntervalSince1970: 1_790_000_000 + days * 86_400))
            record.workoutScore = workout
            return record
        }
        let slow = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 900)]))
        let fast = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 800)]))
        var implausible = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 10)]))
        implausible.score.implausible = true
        let now = try #require(WorkoutScore.of(.sum, blocks: [Self.forTime(1, 850)]))
        let comparison = ScoreComparison.compare(
            now, with: [session(-3, fast), session(-2, slow), session(-1, implausible), session(-0.5, nil)])
        #expect(comparison.last?.score == slow.score)
        #expect(comparison.best?.score == fast.score)
        #expect(!comparison.isNewBest)
    }
}
