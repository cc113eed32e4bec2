import Foundation
import Testing

@testable import TaktCore

/// SPEC 13, issue 45: a score is named by its block's title when it has one, else by its
/// format, in `history ID` and `stats` (the finished view's goldens are in StationScreenTests).
@Suite struct ScoreNamingTests {
    static let en = Languages.bundled.strings(for: "en")
    static let de = Languages.bundled.strings(for: "de")

    @Test func historyIDNamesEachScoreByItsTitleElseItsFormat() {
        let record = ScoreViewTests.scoredSession()
        let titled = SessionDetailView.render(
            record, timeZone: HistoryFixtures.berlin, strings: Self.en, titles: [1: "Cindy"])
        #expect(titled.contains("\nCindy: 2+12 Rx\nRounds: 1 in 0:17.3 · 2 in 0:34.5"), "\(titled)")
        // Block 2 has no title: its format names it.
        #expect(titled.contains("\nEMOM (block 2): 1/3 Rx\n"), "\(titled)")
        #expect(!titled.contains("AMRAP (block 1)"))
        let german = SessionDetailView.render(
            record, timeZone: HistoryFixtures.berlin, strings: Self.de, titles: [1: "Cindy"])
        #expect(german.contains("\nCindy: 2+12 Rx\nRunden: 1 in 0:17,3 · 2 in 0:34,5"), "\(german)")
    }

    @Test func statsNamesARecordsBlockByItsTitle() {
        var session = ScoreRuleTests.session(
            3, [BlockScore(block: 1, .stations(.init(format: .intervals, totalReps: 312)))])
        session.programID = "fgb"
        session.programTitle = "Fight Gone Bad"
        let records = PersonalRecords([session])
        let titled = StatsView.recordLines(
            records, strings: Self.en, width: 80, timeZone: .gmt, blockTitles: ["fgb": [1: "FGB"]])
        #expect(titled.last == "Fight Gone Bad  FGB    312 reps Rx  Nov 3, 2026", "\(titled)")
        let untitled = StatsView.recordLines(records, strings: Self.de, width: 80, timeZone: .gmt)
        #expect(untitled.last?.contains("MAX. WIEDERHOLUNGEN  312 Wiederholungen Rx") == true, "\(untitled)")
    }
}
