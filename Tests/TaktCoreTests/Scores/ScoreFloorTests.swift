import Foundation
import Testing

@testable import TaktCore

/// Only possible scores (SPEC 13, "A score must be possible in time too"): the catalog's
/// fastest paces per movement kind, the floors of for-time and amrap blocks, `log`'s refusals
/// and the mark a run's impossible score keeps.
@Suite struct ScoreFloorTests {
    static let catalog = ProgramFixtures.catalog
    static let paces = catalog.fastestPaces

    static func task(_ key: String?, _ quantity: Quantity) -> Phase.Task {
        let name = LocalizedText(["en": key ?? "custom"])
        return Phase.Task(activity: Phase.Activity(key: key, name: name, met: 8), quantity: quantity)
    }

    static func blocks(_ text: String) throws -> [ScoredBlock] {
        let loaded = try TextForm.load(text, id: "t", catalog: catalog).get()
        return ScoredBlock.blocks(of: loaded.timeline, language: "en", paces: paces)
    }

    /// The bundled table: a default per rep, every entry with its source, every named movement
    /// in the catalog.
    @Test func theBundledTableHasADefaultAndSources() throws {
        let fallback = try #require(Self.paces.pace(of: nil))
        #expect(fallback.secondsPerRep == 0.5)
        for (key, pace) in Self.paces.paces {
            #expect(!pace.source.isEmpty, "\(key)")
            #expect(key == FastestPaces.defaultKey || Self.catalog[key] != nil, "\(key) is no catalog movement")
        }
    }

    @Test func repsTakeTheMovementsPaceElseTheDefault() {
        #expect(Self.paces.seconds(of: Self.task("thrusters", .reps(21))) == 21)
        #expect(Self.paces.seconds(of: Self.task("pull-ups", .reps(21))) == 10.5)
        #expect(Self.paces.seconds(of: Self.task(nil, .reps(10))) == 5)
        #expect(Self.paces.seconds(of: Self.task("double-unders", .reps(100))) == 25)
    }

    @Test func aDistanceTakesItsPacePerMetre() {
        let run = Self.paces.seconds(of: Self.task("run", .distance(Distance(400, .m))))
        #expect(abs(run - 38) < 0.001)
        let row = Self.paces.seconds(of: Self.task("row", .distance(Distance(500, .m))))
        #expect(abs(row - 60) < 0.001)
        // A movement with no pace per metre, a custom one: no floor rather than a guess.
        #expect(Self.paces.seconds(of: Self.task(nil, .distance(Distance(100, .m)))) == 0)
    }

    @Test func caloriesTakeTheFasterOfAMensAndWomensPrescription() {
        #expect(Self.paces.seconds(of: Self.task("bike", .calories(.same(20)))) == 10)
        #expect(Self.paces.seconds(of: Self.task("row", .calories(.split(male: 15, female: 12)))) == 12)
    }

    @Test func aHoldTakesItsTimeAndMaxNothing() {
        #expect(Self.paces.seconds(of: Self.task("plank", .time(60))) == 60)
        #expect(Self.paces.seconds(of: Self.task("burpees", .max)) == 0)
    }

    @Test func aTogetherTaskAddsItsParts() {
        var together = Self.task(nil, .reps(15))
        together.parts = [Self.task("pull-ups", .reps(5)), Self.task("push-ups", .reps(10))]
        #expect(Self.paces.seconds(of: together) == 7.5)
    }

    /// Fran: 45 thrusters at 1 s and 45 pull-ups at 0.5 s: 1:07.5 at least.
    @Test func fransFloorRefusesATimeNoOneCouldDo() throws {
        let fran = try #require(try Self.blocks("for time: 21-15-9 thrusters 95/65lb, pull-ups").first)
        #expect(fran.fastest == 67.5)
        #expect(throws: ScoreEntry.Problem.beyond(.fastest(seconds: 67.5, reps: 90, onlyReps: true))) {
            try ScoreEntry.parse("0:01", for: fran)
        }
        #expect(throws: ScoreEntry.Problem.beyond(.fastest(seconds: 67.5, reps: 90, onlyReps: true))) {
            try ScoreEntry.parse("1:07.4", for: fran)
        }
        #expect(try ScoreEntry.parse("1:07.5", for: fran).counts)
        #expect(try ScoreEntry.parse("2:00", for: fran).counts)
        // Capped and DNF scores have no floor of time.
        #expect(try ScoreEntry.parse("dnf 30", for: fran).stopped)
    }

    @Test func aRunsMetresAreWorkNotReps() throws {
        let block = try #require(try Self.blocks("for time: 400m run, 21 burpees").first)
        #expect(abs(block.fastest - 59) < 0.001)
        #expect(throws: ScoreEntry.Problem.beyond(.fastest(seconds: block.fastest, reps: 21, onlyReps: false))) {
            try ScoreEntry.parse("0:30", for: block)
        }
    }

    /// Cindy's round (5 pull-ups, 10 push-ups, 15 squats) takes at least 15 s: at most 80 rounds
    /// fit in 20:00.
    @Test func anAmrapHoldsAtMostItsCapsReps() throws {
        let cindy = try #require(try Self.blocks("amrap 20: 5 pull-ups, 10 push-ups, 15 squats").first)
        #expect(cindy.fastest == 15)
        #expect(try ScoreEntry.parse("25+4", for: cindy).counts)
        #expect(try ScoreEntry.parse("80+0", for: cindy).counts)
        #expect(throws: ScoreEntry.Problem.beyond(.mostReps(2_400, cap: 1_200))) {
            try ScoreEntry.parse("80+1", for: cindy)
        }
        #expect(ScoreEntry.Problem.beyond(.mostReps(2_400, cap: 1_200)).isFloor)
        #expect(!ScoreEntry.Problem.beyond(.cap(1)).isFloor)
    }

    /// A run's impossible score is kept, marked and shown so, and counts for nothing.
    @Test func aRunsImpossibleScoreIsKeptAsImplausible() throws {
        let loaded = try TextForm.load("for time: 21-15-9 thrusters, pull-ups", id: "fran", catalog: Self.catalog).get()
        let floors = ScoreFloors(timeline: loaded.timeline, paces: Self.paces)
        let fast = BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: 2.9, capped: false)))
        let real = BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: 150, capped: false)))
        let checked = floors.checked([fast, real])
        #expect(checked[0].implausible && !checked[0].counts && checked[0].rank == nil)
        #expect(checked[0].text == "0:02.9 (too fast to count)")
        #expect(ScoreText.text(checked[0], ProgramFixtures.en) == "0:02.9 (too fast to count)")
        #expect(ScoreText.text(checked[0], ProgramFixtures.de) == "0:02,9 (zu schnell, um zu zählen)")
        #expect(!checked[1].implausible && checked[1].counts)
        // Never better than anything, never the best or the last of a later score.
        #expect(!checked[0].isBetter(than: real))
        let earlier = ScoreRuleTests.session(2, [checked[0]])
        let comparison = ScoreComparison.compare([real], with: [earlier])[0]
        #expect(comparison.last == nil && comparison.best == nil)
        // The mark goes into the history's JSON and comes back from it; a plausible score has no key.
        let wire = checked[0].wire
        #expect(wire.jsonObject.contains("\"implausible\":true"))
        #expect(try BlockScore(wire).implausible)
        #expect(!checked[1].wire.jsonObject.contains("implausible"))
        let decoded = try JSONDecoder().decode(BlockScore.Wire.self, from: JSONEncoder().encode(wire))
        #expect(decoded.implausible)
    }

    /// The table's own mistakes are located errors; a good entry beside them still loads.
    @Test func aBrokenTableEntryIsALocatedError() {
        let yaml = """
            exercises:
              hops: {name: {en: Hops, de: Hüpfer}, met: 8}
            fastestPaces:
              default: {rep: 0.5, source: "x"}
              hops: {rep: fast, source: "y"}
              run: {source: "z"}
              row: {metre: 0.1}
            """
        let (catalog, diagnostics) = ExerciseCatalogLoader.load(Data(yaml.utf8), file: "exercises.yaml")
        let messages = diagnostics.map { $0.rendered(ProgramFixtures.en) }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains(":5:") && $0.contains("'rep' must be a number") })
        #expect(messages.contains { $0.contains(":6:") && $0.contains("fastest pace of 'run'") })
        #expect(messages.contains { $0.contains(":7:") && $0.contains("missing 'source'") })
        #expect(catalog.fastestPaces.pace(of: "hops")?.secondsPerRep == 0.5)
        #expect(catalog["hops"] != nil)
    }
}
