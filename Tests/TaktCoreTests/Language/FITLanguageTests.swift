import Foundation
import Testing

@testable import TaktCore

/// FIT workouts carry distances and calories as FIT's own step durations (reps and time as
/// before), and takt reads them back with the units they were written in. The files are left
/// for `scripts/test`, where Garmin's FIT SDK decodes them (Tests/Checkers/check_fit.py).
@Suite struct FITLanguageTests {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    static let programs: [(name: String, blocks: String)] = [
        (
            "for-time",
            """
              - format: for-time
                reps: [21, 15, 9]
                exercises:
                  - {exercise: test-thrusters, load: 95/65lb}
                  - {exercise: test-run, distance: 400m}
                  - {exercise: test-row, calories: 15/12}
                  - {exercise: test-run, distance: 1mi}
            """
        ),
        (
            "amrap",
            """
              - format: amrap
                cap: 12m
                reps: {start: 3, step: 3}
                exercises: [{exercise: test-thrusters}, {exercise: test-row, distance: 500m}, {exercise: test-row, calories: 20}]
            """
        ),
        (
            "emom",
            """
              - format: emom
                rounds: 8
                exercises:
                  - {exercise: test-run, distance: 200m}
                  - {exercise: test-row, calories: 15/12}
                  - {exercise: plank, time: 45s}
                  - {exercise: pull-ups, max: true}
            """
        ),
    ]

    static func loaded(_ blocks: String) throws -> ProgramLoader.Loaded {
        try LanguageFixtures.load(LanguageFixtures.yaml(blocks)).get()
    }

    @Test(arguments: programs.map(\.name))
    func distancesAndCaloriesRoundTrip(name: String) throws {
        let blocks = try #require(Self.programs.first { $0.name == name }?.blocks)
        let loaded = try Self.loaded(blocks)
        let data = FITWorkout.file(
            loaded.program, catalog: LanguageFixtures.catalog, language: "en", created: Self.created)
        try InterchangeFixtures.writeArtifact(data, name: "workout-language-\(name).fit")
        let read = try FITWorkout.read(data, id: "t", catalog: LanguageFixtures.catalog)
        #expect(read.skipped.isEmpty)
        // Every quantity and the climb come back as written; loads are a loss FIT reports.
        var expected = loaded.program.blocks
        for block in expected.indices {
            for entry in expected[block].exercises.indices { expected[block].exercises[entry].load = nil }
        }
        #expect(read.loaded.program.blocks.map(\.exercises) == expected.map(\.exercises))
        #expect(read.loaded.program.blocks.map(\.climb) == expected.map(\.climb))
    }

    /// A distance is FIT's `duration_distance` in centimetres, calories `duration_calories`
    /// (the men's value of a split, which the step's name keeps whole).
    @Test func stepsUseFITsDurations() throws {
        let loaded = try Self.loaded(try #require(Self.programs.first?.blocks))
        let data = FITWorkout.file(
            loaded.program, catalog: LanguageFixtures.catalog, language: "en", created: Self.created)
        let steps = try FITReader.messages(data).filter { $0.global == FITProfile.Message.workoutStep }
        let durations = steps.map {
            [$0.unsigned(FITProfile.Step.durationType), $0.unsigned(FITProfile.Step.durationValue)]
        }
        #expect(durations.contains([UInt32(FITProfile.Step.durationDistance), 40_000]))
        #expect(durations.contains([UInt32(FITProfile.Step.durationDistance), 160_934]))
        #expect(durations.contains([UInt32(FITProfile.Step.durationCalories), 15]))
        #expect(steps.compactMap { $0.string(FITProfile.Step.name) }.contains("15/12 cal × Row"))
        #expect(
            ProgramFormat.fit.render(
                loaded.program, catalog: LanguageFixtures.catalog, language: "en", created: Self.created
            ).losses.contains(.loads))
    }

    /// Another tool's distance and calories steps outside a format cannot be timed: left out
    /// and said so, as before; the rest of the workout still runs.
    @Test func anotherToolsDistanceStepOutsideAFormatIsSkipped() throws {
        let loaded = try Self.loaded(try #require(Self.programs.first?.blocks))
        var data = FITWorkout.file(
            loaded.program, catalog: LanguageFixtures.catalog, language: "en", created: Self.created)
        // Without takt's mark the steps are another tool's.
        let marker = Data("takt format=for-time".utf8)
        let range = try #require(data.range(of: marker))
        data.replaceSubrange(range, with: Data("xxxx format=for-time".utf8))
        var bytes = [UInt8](data.dropLast(2))
        let crc = FITCRC.checksum(bytes)
        bytes += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        let fixed = Data(bytes)
        let read = try FITWorkout.read(fixed, id: "t", catalog: LanguageFixtures.catalog)
        #expect(read.loaded.program.blocks.allSatisfy { $0.format == .intervals })
        #expect(!read.loaded.timeline.phases.isEmpty)
        #expect(read.skipped.count == 9)
        #expect(read.skipped.allSatisfy { $0.reason.key == .fitSkipDuration })
    }
}
