import Foundation
import Testing

@testable import TaktCore

/// A program's scaled version: `scaled:` on blocks and exercises, read as strictly as the
/// prescribed program, and the catalog's `quantities:`.
@Suite struct ScaledReaderTests {
    static let fran = """
        title: Fran
        getReady: 0
        blocks:
          - format: for-time
            reps: [21, 15, 9]
            scaled: {reps: [15, 12, 9]}
            exercises:
              - exercise: test-thrusters
                load: 95/65lb
                scaled: {load: 65/45lb}
              - exercise: pull-ups
                scaled: {name: {en: Ring rows, de: Ringrudern}, met: 4.0}
        """

    @Test func theScaledVersionHasEveryOverride() throws {
        let loaded = try LanguageFixtures.load(Self.fran).get()
        #expect(loaded.program.hasScaledVersion)
        let prescribed = try #require(loaded.program.blocks.first)
        #expect(prescribed.ladder.reps == [21, 15, 9])
        #expect(prescribed.exercises[0].load == Load(.split(male: 95, female: 65), .lb))
        #expect(prescribed.exercises[1].key == "pull-ups")
        let scaled = try #require(loaded.scaled)
        let block = try #require(scaled.program.blocks.first)
        #expect(block.ladder.reps == [15, 12, 9])
        #expect(block.exercises[0].key == "test-thrusters")
        #expect(block.exercises[0].load == Load(.split(male: 65, female: 45), .lb))
        // A new movement replaces the prescribed one whole: no catalog key is left behind.
        #expect(block.exercises[1].key == nil)
        #expect(block.exercises[1].name?.resolved(for: "de") == "Ringrudern")
        #expect(block.exercises[1].met == 4.0)
        #expect(scaled.timeline.phases.first?.tasks.map(\.reps) == [15, 15, 12, 12, 9, 9])
        #expect(!scaled.program.hasScaledVersion)
    }

    @Test func aProgramWithoutScaledHasNone() throws {
        let loaded = try LanguageFixtures.load(
            LanguageFixtures.yaml("  - {format: for-time, exercises: [{exercise: burpees, reps: 5}]}")
        ).get()
        #expect(!loaded.program.hasScaledVersion)
        #expect(loaded.scaled == nil)
    }

    /// A new quantity replaces the prescribed one: a task has one.
    @Test func aScaledQuantityReplacesThePrescribedOne() throws {
        let loaded = try LanguageFixtures.load(
            LanguageFixtures.yaml(
                "  - {format: for-time, exercises: [{exercise: test-row, calories: 20, scaled: {distance: 400m}}]}")
        ).get()
        #expect(loaded.program.blocks[0].exercises[0].quantity == .calories(.same(20)))
        #expect(loaded.scaled?.program.blocks[0].exercises[0].quantity == .distance(Distance(400, .m)))
    }

    /// Problems of the scaled version point into `scaled:`.
    @Test(arguments: [
        (
            "  - {format: for-time, exercises: [{exercise: burpees, reps: 5, scaled: {reps: 0}}]}",
            ["4:80 validate.range"]
        ),
        (
            "  - {format: for-time, exercises: [{exercise: burpees, reps: 5, scaled: {rest: 10}}]}",
            ["4:74 validate.unknownKey"]
        ),
        (
            "  - {format: for-time, exercises: [{exercise: burpees, reps: 5, scaled: {exercise: test-run}}]}",
            ["4:56 validate.quantity"]
        ),
        (
            "  - {format: amrap, cap: 5m, scaled: {cap: 0}, exercises: [{exercise: burpees, reps: 5}]}",
            ["4:44 validate.range"]
        ),
        (
            "  - {format: for-time, exercises: [{exercise: burpees, reps: 5, scaled: 3}]}",
            ["4:73 validate.expectedMapping"]
        ),
    ])
    func scaledProblemsAreLocatedInScaled(blocks: String, problems: [String]) {
        #expect(LanguageFixtures.problems(blocks) == problems)
    }

    /// `convert ID -o x.yaml` writes every quantity, load, together task, climb and scaled
    /// override back: the file loads to the same program.
    @Test(arguments: [
        fran,
        LanguageFixtures.yaml(
            """
              - format: emom
                rounds: 30
                exercises:
                  - together: [{exercise: pull-ups, reps: 5}, {exercise: push-ups, reps: 10}]
                    scaled: {together: [{exercise: squats, reps: 5}, {exercise: push-ups, reps: 5, load: 10kg}]}
                  - {exercise: test-row, calories: 15/12, load: 20kg, scaled: {distance: 200m}}
                  - {exercise: pull-ups, max: true, scaled: {exercise: squats, reps: 10}}
              - format: amrap
                cap: 12m
                reps: {start: 3, step: 3}
                scaled: {cap: 10m, reps: {start: 2, step: 2}}
                exercises: [{exercise: test-thrusters, load: 1.5pood}, {exercise: test-run, distance: 1.5km}]
              - format: death-by
                scaled: {every: 90s, start: 2, step: 2, rounds: 10}
                exercises: [{together: [{exercise: burpees}, {exercise: squats, max: true}]}]
              - rounds: 2
                exercises: [{exercise: plank, work: 30, max: true}, {exercise: test-thrusters, reps: 5, load: 43/30kg}]
            """),
    ])
    func theWrittenYAMLReadsBack(yaml: String) throws {
        let loaded = try LanguageFixtures.load(yaml).get()
        let written = ProgramDocument.yaml(loaded.program)
        let back = try LanguageFixtures.load(written).get()
        #expect(back.program == loaded.program, "\(written)")
        #expect(back.scaledTimeline == loaded.scaledTimeline)
    }

    @Test func theCatalogReadsQuantities() throws {
        let yaml = """
            exercises:
              run:
                name: {en: Run, de: Laufen}
                met: 9.8
                quantities: [time, distance]
              squats:
                name: Squats
                met: 5
              rower:
                name: Row
                met: 7
                quantities: [distance, laps]
            """
        let (catalog, diagnostics) = ExerciseCatalogLoader.load(Data(yaml.utf8), file: "exercises.yaml")
        #expect(catalog["run"]?.quantities == [.distance, .time])
        #expect(catalog["squats"]?.quantities == [.reps, .time, .max])
        #expect(catalog["rower"] == nil)
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.message.key)" } == ["12:28 validate.quantities"])
    }
}
