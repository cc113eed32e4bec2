import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// SPEC 14: a program scored as one workout shows that score first in its finished view,
/// under the program's title and named by its kind, beside its last and best, above each block's own;
/// drawn whole in English and German and compared with its golden in `ScoredScreens/`.
@Suite struct WorkoutScoreScreenTests {
    /// The small Fight Gone Bad of StationScreenTests, declared `score: total-reps`: 94 reps
    /// after a workout of 90 and a best of 101.
    static func finished(_ language: String, width: Int, height: Int) throws -> String {
        var machine = try SessionScoringTests.machine(StationScoreTests.fightGoneBad)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + StationScoreTests.answer("20", at: 22) + [(.tick, 30), (.tick, 50)]
                + StationScoreTests.answer("31", at: 52) + [(.tick, 60), (.tick, 80)]
                + StationScoreTests.answer("18", at: 81) + [(.tick, 90), (.tick, 110)]
                + StationScoreTests.answer("25", at: 111))
        let ending = try #require(SessionScoringTests.ending(effects))
        let workout = try #require(WorkoutScore.of(.totalReps, blocks: ending.scores))
        func earlier(_ days: Int, _ reps: Int) throws -> SessionRecord {
            let block = BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: reps)))
            var session = ScoreRuleTests.session(days, [block])
            session.workoutScore = WorkoutScore.of(.totalReps, blocks: [block])
            return session
        }
        let sessions = [try earlier(1, 101), try earlier(2, 90)]
        var snapshot = machine.snapshot(at: ending.endedAt)
        snapshot.summary = SessionSummary(
            ending: ending, saved: .saved, comparisons: ScoreComparison.compare(ending.scores, with: sessions))
        snapshot.summary?.workout = ScoreComparison.Workout(
            kind: .totalReps, comparison: ScoreComparison.compare(workout, with: sessions),
            title: LocalizedText(["en": "Fight Gone Bad", "de": "Fight Gone Bad"]))
        let strings = Languages.bundled.strings(for: language)
        let view = SessionScreen(strings: strings, width: width, height: height, colour: false)
        return view.render(snapshot).joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["en", "de"], [(80, 24)])
    func theFinishedViewShowsTheWorkoutsScoreFirst(language: String, size: (Int, Int)) throws {
        let rendered = try Self.finished(language, width: size.0, height: size.1)
        let file = "workout-finished-\(language)-\(size.0)x\(size.1).txt"
        let golden = try GoldenFile.expected(rendered, at: StationScreenTests.folder.appendingPathComponent(file))
        #expect(rendered == golden, "\(file)\n\(rendered)")
        let line =
            language == "en"
            ? "Total reps   94 reps · last 90 reps · best 101 reps"
            : "Wdh. gesamt    94 Wiederholungen · zuletzt 90"
        #expect(rendered.contains(line), "\(rendered)")
    }
}
