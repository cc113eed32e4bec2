import Foundation
import Testing

@testable import TaktCore

/// Scored formats in FIT workouts (docs/formats.md): sub-sports, the steps each format is
/// written as, and reading them back from takt's files and from another tool's.
@Suite struct FITFormatTests {
    let catalog = ProgramFixtures.catalog
    let created = Date(timeIntervalSince1970: 1_763_900_000)

    private func steps(_ data: Data) throws -> [FITDecodedMessage] {
        try FITReader.messages(data).filter { $0.global == FITProfile.Message.workoutStep }
    }

    private func subSport(_ data: Data) throws -> UInt32? {
        try FITReader.messages(data).first { $0.global == FITProfile.Message.workout }?.unsigned(
            FITProfile.Workout.subSport)
    }

    private func load(_ blocks: String, id: String) throws -> ProgramLoader.Loaded {
        try ProgramFixtures.load("id: \(id)\ntitle: T\ngetReady: 10\nblocks:\n" + blocks, file: id + ".yaml").get()
    }

    static let programs: [(id: String, blocks: String, subSport: UInt32)] = [
        (
            "only-amrap",
            "  - {format: amrap, cap: 12m, exercises: [{exercise: pull-ups, reps: 5}, {exercise: squats, reps: 15}]}\n",
            73
        ),
        (
            "only-emom",
            "  - {format: emom, every: 90s, rounds: 7, exercises: [{exercise: burpees, reps: 10}, {exercise: squats, reps: 15}]}\n",
            74
        ),
        ("only-tabata", "  - {format: tabata, exercises: [{exercise: mountain-climbers}]}\n", 75),
        ("only-for-time", "  - {format: for-time, rounds: 5, exercises: [{exercise: burpees, reps: 10}]}\n", 70),
        (
            "mixed",
            """
              - {format: emom, rounds: 6, restAfter: 60, exercises: [{exercise: burpees, reps: 10}, {exercise: squats, reps: 15}]}
              - {format: amrap, cap: 5m, restAfter: 30, exercises: [{exercise: push-ups, reps: 10}, {name: Sit-ups, met: 5, reps: 20}]}
              - {format: for-time, cap: 10m, reps: [21, 15, 9], exercises: [{exercise: burpees}, {exercise: squats, reps: 5}]}
              - {format: death-by, every: 30s, start: 3, step: 2, rounds: 8, exercises: [{exercise: burpees}]}
              - {rounds: 3, work: 20, rest: 10, restAfter: 45, exercises: [{exercise: lunges}]}
              - {format: tabata, exercises: [{exercise: plank}]}

            """,
            70
        ),
    ]

    @Test(arguments: programs.map(\.id))
    func aFormatGoesToFITWithItsSubSportAndComesBack(id: String) throws {
        let entry = try #require(Self.programs.first { $0.id == id })
        let original = try load(entry.blocks, id: id)
        let data = FITWorkout.file(original.program, catalog: catalog, language: "de", created: created)
        try InterchangeFixtures.writeArtifact(data, name: "workout-format-\(id).fit")
        #expect(try subSport(data) == entry.subSport)
        #expect(try WatchRun.shape(data) == original.timeline.watchShape)
        let read = try FITWorkout.read(data, id: id, catalog: catalog)
        #expect(read.skipped.isEmpty)
        #expect(read.loaded.timeline.meaning == original.timeline.meaning)
        #expect(read.loaded.program.blocks.map(ScoredShape.init) == original.program.blocks.map(ScoredShape.init))
        // What takt reads back it writes again the same way.
        let again = FITWorkout.file(read.loaded.program, catalog: catalog, language: "de", created: created)
        #expect(try steps(again).count == steps(data).count)
    }

    @Test func anAMRAPIsRepsStepsInsideARepeatUntilTimeHoldingTheCap() throws {
        let original = try InterchangeFixtures.bundled("cindy")
        let steps = try steps(FITWorkout.file(original.program, catalog: catalog, language: "en", created: created))
        // Get ready, pull-ups, push-ups, squats, then the repeat back to pull-ups for 20 minutes.
        #expect(steps.count == 5)
        #expect(steps[1...3].map { $0.unsigned(FITProfile.Step.durationType) } == [29, 29, 29])
        #expect(steps[1...3].map { $0.unsigned(FITProfile.Step.durationValue) } == [5, 10, 15])
        #expect(steps[1...3].map { $0.string(FITProfile.Step.notes) } == ["pull-ups", "push-ups", "squats"])
        #expect(steps[4].unsigned(FITProfile.Step.durationType) == 7)
        #expect(steps[4].unsigned(FITProfile.Step.durationValue) == 1)
        #expect(steps[4].unsigned(FITProfile.Step.targetValue) == 1_200_000)
        #expect(steps[4].string(FITProfile.Step.notes) == "takt format=amrap cap=1200")
    }

    @Test func anEMOMIsTimeStepsOfThePeriodInsideARepeat() throws {
        let original = try InterchangeFixtures.bundled("ladder")
        let steps = try steps(FITWorkout.file(original.program, catalog: catalog, language: "en", created: created))
        let emom = Array(steps.suffix(3))
        #expect(emom.prefix(2).map { $0.unsigned(FITProfile.Step.durationType) } == [0, 0])
        #expect(emom.prefix(2).map { $0.unsigned(FITProfile.Step.durationValue) } == [60_000, 60_000])
        #expect(emom.prefix(2).map { $0.string(FITProfile.Step.name) } == ["15 × Kettlebell swings", "15 × Squats"])
        #expect(emom[2].unsigned(FITProfile.Step.durationType) == 6)
        #expect(emom[2].unsigned(FITProfile.Step.targetValue) == 5)
        #expect(emom[2].unsigned(FITProfile.Step.durationValue) == emom[0].unsigned(FITProfile.Common.messageIndex))
    }

    /// Another tool's amrap and emom, without takt's notes: the structure alone gives them back.
    @Test func anotherToolsAMRAPAndEMOMAreReadByTheirStructure() throws {
        func step(_ index: Int, _ fields: [FITField]) -> FITMessage {
            FITMessage(
                FITProfile.Message.workoutStep, [.uint16(FITProfile.Common.messageIndex, UInt16(index))] + fields)
        }
        func file(subSport: UInt8, _ steps: [FITMessage]) -> Data {
            FITWriter.file(
                [
                    FITMessage(
                        FITProfile.Message.fileID,
                        [.enumeration(FITProfile.FileID.type, FITProfile.FileID.typeWorkout)]),
                    FITMessage(
                        FITProfile.Message.workout,
                        [
                            .enumeration(FITProfile.Workout.sport, FITProfile.sportHIIT),
                            .enumeration(FITProfile.Workout.subSport, subSport),
                        ]),
                ] + steps)
        }
        let reps = { (name: String, count: UInt32) -> [FITField] in
            [
                .string(FITProfile.Step.name, name), .enumeration(FITProfile.Step.durationType, 29),
                .uint32(FITProfile.Step.durationValue, count), .enumeration(FITProfile.Step.intensity, 0),
            ]
        }
        let amrap = file(
            subSport: 73,
            [
                step(0, reps("Burpees", 5)), step(1, reps("Air squat", 15)),
                step(
                    2,
                    [
                        .enumeration(FITProfile.Step.durationType, 7), .uint32(FITProfile.Step.durationValue, 0),
                        .uint32(FITProfile.Step.targetValue, 600_000),
                    ]),
            ])
        let readAMRAP = try FITWorkout.read(amrap, id: "theirs", catalog: catalog)
        let block = try #require(readAMRAP.loaded.program.blocks.first)
        #expect(block.format == .amrap)
        #expect(block.cap == 600)
        #expect(block.exercises.map(\.reps) == [5, 15])
        #expect(block.exercises.first?.key == "burpees")

        let timed = { (name: String) -> [FITField] in
            [
                .string(FITProfile.Step.name, name), .enumeration(FITProfile.Step.durationType, 0),
                .uint32(FITProfile.Step.durationValue, 60_000), .enumeration(FITProfile.Step.intensity, 0),
            ]
        }
        let emom = file(
            subSport: 74,
            [
                step(0, timed("12 x Burpees")), step(1, timed("Squats")),
                step(
                    2,
                    [
                        .enumeration(FITProfile.Step.durationType, 6), .uint32(FITProfile.Step.durationValue, 0),
                        .uint32(FITProfile.Step.targetValue, 4),
                    ]),
            ])
        let readEMOM = try FITWorkout.read(emom, id: "theirs", catalog: catalog)
        let period = try #require(readEMOM.loaded.program.blocks.first)
        #expect(period.format == .emom)
        #expect(period.rounds == 8)
        #expect(period.period == 60)
        // Reps the step's name gives; a step without them is one rep to mark done.
        #expect(period.exercises.map(\.reps) == [12, 1])
        #expect(period.exercises.map(\.key) == ["burpees", "squats"])
    }

    @Test func repsAreReadFromAStepNameOnlyInItsOwnShape() {
        #expect(FITScoredSteps.quantity(in: "10 × Burpees") == (.reps(10), "Burpees"))
        #expect(FITScoredSteps.quantity(in: "3 x Jump squats") == (.reps(3), "Jump squats"))
        #expect(FITScoredSteps.quantity(in: "10 Burpees") == (nil, "10 Burpees"))
        #expect(FITScoredSteps.quantity(in: "0 × Burpees") == (nil, "0 × Burpees"))
        #expect(FITScoredSteps.quantity(in: "1mi × Run") == (.distance(Distance(1, .mi)), "Run"))
        #expect(FITScoredSteps.quantity(in: "15/12 cal × Row") == (.calories(.split(male: 15, female: 12)), "Row"))
        #expect(FITScoredSteps.quantity(in: "1:00 × Plank") == (.time(60), "Plank"))
        #expect(FITScoredSteps.quantity(in: "max × Pull-ups") == (.max, "Pull-ups"))
        #expect(FITScoredSteps.Mark(notes: "takt format=intervals") == nil)
        #expect(FITScoredSteps.Mark(notes: "burpees") == nil)
        #expect(FITScoredSteps.Mark(notes: "takt format=for-time cap=600 exercises=2")?.cap == 600)
    }
}
