import Foundation
import Testing

@testable import TaktCore

/// Where scores are seen: the history's column, a session's splits and periods, the finished view.
@Suite struct ScoreViewTests {
    static let en = Languages.bundled.strings(for: "en")
    static let de = Languages.bundled.strings(for: "de")

    static func scoredSession() -> SessionRecord {
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 08:00"), id: HistoryFixtures.id(7))
        record.scores = [
            BlockScore(block: 1, .amrap(.init(rounds: 2, reps: 12, totalReps: 42, seconds: 60, splits: [17.3, 34.5]))),
            BlockScore(
                block: 2,
                .emom(.init(periods: 3, periodsDone: 1, periodsMissed: 2, totalReps: 10, splits: [14.1, nil, nil]))),
        ]
        return record
    }

    @Test func historyShowsTheFirstScoreInAColumnOfItsOwn() {
        let plain = HistoryFixtures.session(HistoryFixtures.date("2026-11-19 08:00"), id: HistoryFixtures.id(8))
        let table = HistoryTableView.render(
            [Self.scoredSession(), plain], timeZone: HistoryFixtures.berlin, strings: Self.en, width: 140)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("Score"))
        #expect(lines[2].hasSuffix("2+12 Rx"))
        #expect(!lines[3].contains("+"))
        // Without any scored session there is no empty column.
        #expect(!HistoryTableView.render([plain], timeZone: HistoryFixtures.berlin, strings: Self.en).contains("Score"))
    }

    /// A workout logged by its one score (`log barbara 28:30`) keeps no block's: the row shows
    /// the workout's score, as it shows a block's, in either language (whole tables).
    @Test func historyShowsTheWorkoutScoreOfALoggedWorkout() throws {
        var barbara = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 08:00"), id: HistoryFixtures.id(7))
        barbara.programTitle = "Barbara"
        barbara.source = .log
        barbara.workoutScore = WorkoutScore(
            kind: .sum,
            score: BlockScore(block: 0, .forTime(.init(rounds: 5, totalReps: 500, seconds: 1710.5, capped: false))))
        let plain = HistoryFixtures.session(HistoryFixtures.date("2026-11-19 08:00"), id: HistoryFixtures.id(8))
        let render = { (strings: Strings) in
            HistoryTableView.render([barbara, plain], timeZone: HistoryFixtures.berlin, strings: strings, width: 140)
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Views/ScoredScreens")
        for (language, strings) in [("en", Self.en), ("de", Self.de)] {
            let file = folder.appendingPathComponent("history-workout-score-\(language).txt")
            let golden = try String(contentsOf: file, encoding: .utf8)
            #expect(render(strings) == golden, "\(file.lastPathComponent)\n\(render(strings))")
        }
    }

    @Test func historyIDListsEverySplitAndPeriod() {
        let english = SessionDetailView.render(Self.scoredSession(), timeZone: HistoryFixtures.berlin, strings: Self.en)
        #expect(english.contains("AMRAP (block 1): 2+12 Rx\nRounds: 1 in 0:17.3 · 2 in 0:34.5"))
        #expect(english.contains("EMOM (block 2): 1/3 Rx\nPeriods: 1 in 0:14.1 · 2 missed · 3 missed"))
        let german = SessionDetailView.render(Self.scoredSession(), timeZone: HistoryFixtures.berlin, strings: Self.de)
        #expect(german.contains("Intervalle: 1 in 0:14,1 · 2 verpasst · 3 verpasst"))
    }

    @Test func theFinishedViewKeepsTheScoreLineRightAfterTheSaveLine() throws {
        var machine = try SessionScoringTests.machine(SessionScoringTests.amrap)
        let effects = machine.play([(.start, 0), (.key(.markDone), 10), (.tick, 120), (.key(.markDone), 121)])
        let ending = try #require(SessionScoringTests.ending(effects))
        let earlier = ScoreRuleTests.session(
            2, [BlockScore(block: 1, .amrap(.init(rounds: 3, reps: 0, totalReps: 0, seconds: 0)))])
        var snapshot = machine.snapshot(at: ending.endedAt)
        snapshot.summary = SessionSummary(
            ending: ending, saved: .saved, comparisons: ScoreComparison.compare(ending.scores, with: [earlier]))
        for height in [10, 24] {
            let screen = SessionScreen(strings: Self.en, width: 40, height: height, colour: false).render(snapshot)
            #expect(screen.contains { $0.hasPrefix("AMRAP") && $0.contains("0+5 · last 3+0") }, "\(screen)")
            #expect(screen.contains { $0.contains("Saved to the history") }, "\(screen)")
        }
    }
}
