import Foundation
import Testing

@testable import TaktCore

/// A program's lifts as a FIT workout (SPEC section 17): each set a step of duration type reps
/// with the exercise category and name where FIT's profile has the movement, and the weight
/// when the load is written as one (a percentage has none until an athlete's 1RM makes one).
/// Tests/Checkers/check_fit.py reads workout-lifts.fit back with Garmin's SDK.
@Suite struct FITLiftWorkoutTests {
    let created = Date(timeIntervalSince1970: 1_763_900_000)

    /// The active steps of `line` written as a FIT workout, as its messages.
    func steps(_ line: String, artifact: String? = nil) throws -> [FITDecodedMessage] {
        let program = try TextForm.program(from: line, id: "lifts", catalog: LiftFixtures.catalog)
        let data = FITWorkout.file(program, catalog: LiftFixtures.catalog, language: "en", created: created)
        if let artifact { try InterchangeFixtures.writeArtifact(data, name: artifact) }
        return try FITReader.messages(data).filter {
            $0.global == FITProfile.Message.workoutStep
                && $0.unsigned(FITProfile.Step.intensity) == UInt32(FITProfile.Intensity.active)
        }
    }

    @Test func eachSetIsARepsStepWithItsExerciseAndWeight() throws {
        let steps = try steps("back-squat warmup 1, 2x5 @100kg rest 2:00", artifact: "workout-lifts.fit")
        typealias Step = FITProfile.Step
        #expect(steps.map { $0.unsigned(Step.durationType) } == Array(repeating: 29, count: 3))
        // The warm-up (the ladder's last: 2 reps at 80 % of 100 kg) first, then the working sets.
        #expect(steps.map { $0.unsigned(Step.durationValue) } == [2, 5, 5])
        #expect(steps.map { $0.unsigned(Step.exerciseCategory) } == [28, 28, 28])
        #expect(steps.map { $0.unsigned(Step.exerciseName) } == [6, 6, 6])
        // kg × 100.
        #expect(steps.map { $0.unsigned(Step.exerciseWeight) } == [8_000, 10_000, 10_000])
        #expect(steps.map { $0.unsigned(Step.weightDisplayUnit) } == [1, 1, 1])
    }

    @Test func poundsAreWrittenInKilogramsAndShownInPounds() throws {
        let steps = try steps("deadlift 5-3 @225-245lb")
        // 225 lb = 102.06 kg, 245 lb = 111.13 kg; deadlift (8) / barbell_deadlift (0).
        #expect(steps.map { $0.unsigned(FITProfile.Step.exerciseWeight) } == [10_206, 11_113])
        #expect(steps.map { $0.unsigned(FITProfile.Step.weightDisplayUnit) } == [2, 2])
        #expect(steps.map { $0.unsigned(FITProfile.Step.exerciseCategory) } == [8, 8])
        #expect(steps.map { $0.unsigned(FITProfile.Step.exerciseName) } == [0, 0])
    }

    @Test func aPercentageOrAMovementFITLacksWritesNoneOfIt() throws {
        let percent = try steps("back-squat 5-3 @75%-85%")
        #expect(percent.map { $0.unsigned(FITProfile.Step.exerciseCategory) } == [28, 28])
        #expect(percent.allSatisfy { $0.unsigned(FITProfile.Step.exerciseWeight) == nil })
        let intervals = try steps("8x(20s burpees / 10s)")
        #expect(!intervals.isEmpty)
        #expect(intervals.allSatisfy { $0.unsigned(FITProfile.Step.exerciseCategory) == nil })
    }
}
