import Foundation
import Testing

@testable import TaktCore

/// The bad input: each is a located, localized problem in both readers, and nothing
/// is read (the program does not load).
@Suite struct LiftBadInputTests {
    typealias F = LiftFixtures

    @Test(arguments: [
        ("back-squat 5x @100kg", 14, StringKey.liftErrorSchemeReps),
        ("back-squat x100 @100kg", 12, .liftErrorScheme),
        ("back-squat 5x100zz", 17, .liftErrorTrailing),
        ("back-squat 0x0 @100kg", 12, .liftErrorSets),
        ("back-squat 5x101 @100kg", 14, .liftErrorReps),
        ("back-squat 5x5 @1001kg", 17, .liftErrorLoadRange),
        ("back-squat 5x5 @-5kg", 17, .liftErrorLoad),
        ("back-squat 5x5 @nankg", 17, .liftErrorLoad),
        ("back-squat 5x5 @100", 20, .liftErrorLoadUnit),
        ("back-squat 5x5 @151%", 17, .liftErrorPercentRange),
        ("back-squat 5-5-3 @100-110kg", 12, .liftErrorLoadCount),
        ("back-squat 5x5 @100kg @RPE11", 24, .liftErrorRpe),
        ("back-squat warmup 4, 5x5 @100kg", 19, .liftErrorWarmup),
        ("back-squat 5x5 progress +80kg", 25, .liftErrorProgress),
        ("back-squatt 5x5 @100kg", 1, .liftErrorMovementSuggest),
        ("12RM deadlift", 1, .liftErrorMaxLoad),
        ("back-squat 5x5 @100kg rest 2:75", 28, .textErrorClock),
    ])
    func aBadLineIsLocated(line: String, column: Int, key: StringKey) {
        let problem = F.textProblem(line)
        #expect(problem?.column == column, "\(line)")
        #expect(problem?.key == key, "\(line)")
    }

    @Test(arguments: [
        ("      - {exercise: back-squats, sets: 5x, load: 100kg}", "5:41 lift.error.schemeReps"),
        ("      - {exercise: back-squats, sets: x100}", "5:39 lift.error.scheme"),
        ("      - {exercise: back-squats, sets: 5x100zz}", "5:44 lift.error.trailing"),
        ("      - {exercise: back-squats, sets: 0x0}", "5:39 lift.error.sets"),
        ("      - {exercise: back-squats, sets: 5x101}", "5:41 lift.error.reps"),
        ("      - {exercise: back-squats, sets: 5x5, load: 1001kg}", "5:50 lift.error.loadRange"),
        ("      - {exercise: back-squats, sets: 5x5, load: '1,001 kg'}", "5:52 lift.error.load"),
        ("      - {exercise: back-squats, sets: 5x5, load: -5kg}", "5:50 lift.error.load"),
        ("      - {exercise: back-squats, sets: 5x5, load: .nan kg}", "5:50 lift.error.load"),
        ("      - {exercise: back-squats, sets: 5x5, load: 151%}", "5:50 lift.error.percentRange"),
        ("      - {exercise: back-squats, sets: 5x5, rpe: 11}", "5:49 lift.error.rpe"),
        ("      - {exercise: back-squats, sets: 5x5, warmup: 9}", "5:52 lift.error.warmup"),
    ])
    func aBadFileIsLocated(yaml: String, expected: String) {
        #expect(F.problems(yaml) == [expected])
    }

    @Test func aLiftInAScoredBlockIsRefused() {
        let yaml =
            "title: t\nblocks:\n  - format: amrap\n    cap: 600\n    exercises:\n"
            + "      - {exercise: back-squats, sets: 5x5, load: 100kg}\n"
        let result = ProgramLoader.load(Data(yaml.utf8), file: "t.yaml", catalog: F.catalog)
        #expect(ProgramFixtures.problems(result) == ["6:9 lift.error.format"])
    }

    @Test func messagesAreInEnglishAndGerman() {
        let message = Diagnostic.Message(.liftErrorReps, ["max": .int(100), "found": .text("101")])
        #expect(ProgramFixtures.en(message.key, message.arguments) == "a set has 1 to 100 reps, found '101'")
        #expect(
            ProgramFixtures.de(message.key, message.arguments)
                == "ein Satz hat 1 bis 100 Wiederholungen, gefunden „101“")
    }
}
