import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Issue 45: the finished view of a block of max stations (Fight Gone Bad) shows its score,
/// compared with the last and the best, drawn whole in English and German and compared with
/// its golden in `ScoredScreens/` (`TAKT_RECORD_SCREENS=1` writes them anew).
@Suite struct StationScreenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScoredScreens")

    /// Every station of the small Fight Gone Bad answered (94 reps), after a session of 90 and
    /// a best of 101.
    static func finished(_ language: String, width: Int, height: Int) throws -> String {
        var machine = try SessionScoringTests.machine(StationScoreTests.fightGoneBad)
        let effects = machine.play(
            [(.start, 0), (.tick, 20)] + StationScoreTests.answer("20", at: 22) + [(.tick, 30), (.tick, 50)]
                + StationScoreTests.answer("31", at: 52) + [(.tick, 60), (.tick, 80)]
                + StationScoreTests.answer("18", at: 81) + [(.tick, 90), (.tick, 110)]
                + StationScoreTests.answer("25", at: 111))
        let ending = try #require(SessionScoringTests.ending(effects))
        let best = ScoreRuleTests.session(
            1, [BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 101)))])
        let last = ScoreRuleTests.session(
            2, [BlockScore(block: 1, .stations(.init(format: .intervals, answers: [30, 20, 20, 20])))])
        var snapshot = machine.snapshot(at: ending.endedAt)
        snapshot.summary = SessionSummary(
            ending: ending, saved: .saved, comparisons: ScoreComparison.compare(ending.scores, with: [best, last]))
        let strings = Languages.bundled.strings(for: language)
        let view = SessionScreen(strings: strings, width: width, height: height, colour: false)
        return view.render(snapshot).joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["en", "de"], [(40, 12), (80, 24)])
    func theFinishedViewShowsTheStationsScore(language: String, size: (Int, Int)) throws {
        let rendered = try Self.finished(language, width: size.0, height: size.1)
        let file = "stations-finished-\(language)-\(size.0)x\(size.1).txt"
        let golden = try GoldenFile.expected(rendered, at: Self.folder.appendingPathComponent(file))
        #expect(rendered == golden, "\(file)\n\(rendered)")
        let words = language == "en" ? "94 reps · last 90 reps · best 101 reps" : "94 Wiederholungen · zuletzt 90"
        #expect(rendered.replacingOccurrences(of: "\n", with: " ").contains(words) || size.0 < 80, "\(rendered)")
    }
}
