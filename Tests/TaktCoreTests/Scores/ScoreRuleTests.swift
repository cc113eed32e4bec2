import Foundation
import Testing

@testable import TaktCore

/// The one rule of "better" (docs/formats.md), the comparison the finished view shows, and the
/// score's JSON shape in the export.
@Suite struct ScoreRuleTests {
    static func amrap(_ rounds: Int, _ reps: Int) -> BlockScore {
        BlockScore(block: 1, .amrap(.init(rounds: rounds, reps: reps, totalReps: rounds * 30 + reps, seconds: 720)))
    }
    static func forTime(_ seconds: Double) -> BlockScore {
        BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: seconds, capped: false)))
    }
    static func capped(_ reps: Int) -> BlockScore {
        BlockScore(block: 1, .forTime(.init(rounds: 2, totalReps: reps, seconds: 600, capped: true)))
    }
    static func periods(_ format: ScoredFormat, _ done: Int, reps: Int = 0) -> BlockScore {
        if format == .emom {
            return BlockScore(block: 1, .emom(.init(periods: 10, periodsDone: done, periodsMissed: 0, totalReps: 0)))
        }
        return BlockScore(block: 1, .deathBy(.init(periodsDone: done, periodsMissed: 1, reps: reps, totalReps: 0)))
    }

    static let better: [(String, BlockScore, BlockScore)] = [
        ("amrap: more rounds", amrap(8, 0), amrap(7, 29)),
        ("amrap: same rounds, more reps", amrap(7, 12), amrap(7, 5)),
        ("for time: shorter", forTime(521.3), forTime(521.4)),
        ("for time: any finish beats capped", forTime(599.9), capped(89)),
        ("for time: capped, more reps", capped(95), capped(80)),
        ("emom: more periods", periods(.emom, 9), periods(.emom, 8)),
        ("death-by: more periods", periods(.deathBy, 12), periods(.deathBy, 11, reps: 10)),
        ("death-by: same periods, more reps", periods(.deathBy, 11, reps: 4), periods(.deathBy, 11, reps: 3)),
    ]

    @Test(arguments: better)
    func betterIsDefinedOnce(name: String, winner: BlockScore, loser: BlockScore) {
        #expect(winner.isBetter(than: loser), "\(name)")
        #expect(!loser.isBetter(than: winner), "\(name)")
        #expect(!winner.isBetter(than: winner), "\(name): a score does not beat itself")
    }

    @Test func scoresOfDifferentFormatsNeverBeatEachOther() {
        #expect(!Self.amrap(9, 0).isBetter(than: Self.periods(.emom, 1)))
        #expect(!Self.periods(.emom, 9).isBetter(than: Self.amrap(1, 0)))
    }

    @Test func textsAsAnAthleteWritesThem() {
        #expect(Self.amrap(7, 12).text == "7+12")
        #expect(Self.forTime(521.34).text == "8:41.3")
        #expect(Self.forTime(3723).text == "1:02:03.0")
        #expect(Self.capped(95).text == "capped, 95 reps")
        #expect(Self.periods(.emom, 9).text == "9/10")
        #expect(Self.periods(.deathBy, 9).text == "9")
        #expect(Self.periods(.deathBy, 9, reps: 4).text == "9+4")
        let german = Languages.bundled.strings(for: "de")
        #expect(ScoreText.text(Self.capped(95), german) == "Zeitlimit, 95 Wiederholungen")
    }

    static func session(_ day: Int, _ scores: [BlockScore], speed: Double = 1) -> SessionRecord {
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-\(day) 08:00", in: HistoryFixtures.utc))
        record.scores = scores
        record.speed = speed
        return record
    }

    @Test func aScoreIsComparedWithTheLastAndTheBestOfItsBlock() {
        let earlier = [
            Self.session(2, [Self.amrap(8, 3)]), Self.session(20, [Self.amrap(7, 5)]),
            // A preview never counts as last or best; another block's score is not this one's.
            Self.session(21, [Self.amrap(12, 0)], speed: 10),
            Self.session(22, [BlockScore(block: 2, .amrap(.init(rounds: 20, reps: 0, totalReps: 0, seconds: 0)))]),
        ]
        let comparison = ScoreComparison.compare([Self.amrap(7, 12)], with: earlier)
        #expect(comparison.count == 1)
        #expect(comparison[0].last?.score == Self.amrap(7, 5))
        #expect(comparison[0].best?.score == Self.amrap(8, 3))
        #expect(!comparison[0].isNewBest)
        let english = Languages.bundled.strings(for: "en")
        #expect(ScoreText.compared(comparison[0], english) == "7+12 · last 7+5 · best 8+3, Nov 2")
        let german = Languages.bundled.strings(for: "de")
        #expect(ScoreText.compared(comparison[0], german) == "7+12 · zuletzt 7+5 · Bestwert 8+3 am 2. Nov")
        let record = ScoreComparison.compare([Self.amrap(9, 0)], with: earlier)
        #expect(record[0].isNewBest)
        #expect(ScoreText.compared(record[0], english) == "9+0 · last 7+5 · new personal best")
        #expect(ScoreText.compared(ScoreComparison.compare([Self.amrap(1, 0)], with: [])[0], english) == "1+0")
    }

    /// `scores` in the export: every key, null where a format has none, `text` as written.
    @Test func theExportCarriesScoresAndImportReadsThemBackExactly() throws {
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 08:00"), id: HistoryFixtures.id(1))
        record.scores = [
            BlockScore(
                block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 222, seconds: 720, splits: [95.2, 101]))),
            BlockScore(
                block: 2,
                .emom(.init(periods: 3, periodsDone: 2, periodsMissed: 1, totalReps: 20, splits: [20.1, nil, 31]))),
            Self.capped(95),
        ]
        let json = HistoryJSON.render([record])
        #expect(json.contains("\"text\" : \"7+12\""))
        #expect(json.contains("\"periodsMissed\" : null"))
        let reading = try HistoryImport.read(Data(json.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records.first?.scores == record.scores)
        #expect(HistoryJSON.render(reading.records) == json)
        let csv = HistoryCSV.render([record])
        #expect(csv.hasPrefix(HistoryCSV.header.joined(separator: ",") + "\r\n"))
        #expect(csv.contains(",\"7+12; 2/3; capped, 95 reps\",false; false; false,rx,timer,false,,\r\n"))
        // An older export without scores still imports, with none.
        let older = json.replacingOccurrences(of: "\"scores\"", with: "\"ignored\"")
        #expect(try HistoryImport.read(Data(older.utf8)).records.first?.scores == [])
    }

    @Test(arguments: [
        ("\"format\" : \"amrap\"", "\"format\" : \"intervals\""), ("\"block\" : 1", "\"block\" : 0"),
        ("\"seconds\" : 720", "\"seconds\" : -1"), ("\"rounds\" : 7", "\"rounds\" : \"seven\""),
    ])
    func aBadScoreIsReportedAtItsEntry(good: String, bad: String) throws {
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 08:00"), id: HistoryFixtures.id(1))
        record.scores = [BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 222, seconds: 720)))]
        let json = HistoryJSON.render([record, HistoryFixtures.session(HistoryFixtures.date("2026-11-21 08:00"))])
        #expect(json.contains(good))
        let reading = try HistoryImport.read(Data(json.replacingOccurrences(of: good, with: bad).utf8))
        #expect(reading.records.count == 1, "the other entry is still imported")
        #expect(reading.problems.map(\.position) == [1])
    }
}
