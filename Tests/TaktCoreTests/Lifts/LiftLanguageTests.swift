import Foundation
import Testing

@testable import TaktCore

/// Every form of section 17's table, in the text form and in a program file: both readers give
/// the same lift, because both read it by one rule set (``LiftText``).
@Suite struct LiftLanguageTests {
    typealias F = LiftFixtures

    @Test func setsTimesRepsAtALoadReadTheSameInBothForms() throws {
        let text = try F.textEntry("back-squat 5x5 @100kg rest 2:00")
        let yaml = try F.yamlEntry("      - {exercise: back-squats, sets: 5x5, load: 100kg, rest: 2m}")
        let expected = Lift(sets: Array(repeating: LiftSet(reps: 5, load: F.kg(100)), count: 5), rest: 120)
        #expect(text.lift == expected)
        #expect(yaml.lift == expected)
        #expect(text.key == "back-squats")
        #expect(yaml.key == "back-squats")
        // The timeline runs them as five open sets of 5 with 2:00 after each.
        #expect(text.sets.map(\.reps) == [5, 5, 5, 5, 5])
        #expect(text.sets.map(\.timing.rest) == Array(repeating: 120, count: 5))
        #expect(text == yaml)
    }

    @Test func climbingSetsTakeOneLoadEach() throws {
        let text = try F.textEntry("deadlift 5-5-3-3-1 @100-110-120-130-140kg")
        let yaml = try F.yamlEntry(
            """
                  - exercise: deadlifts
                    sets:
                      - {order: 2, reps: 5, load: 110kg}
                      - {order: 1, reps: 5, load: 100kg}
                      - {order: 3, reps: 3, load: 120kg}
                      - {order: 4, reps: 3, load: 130kg}
                      - {order: 5, reps: 1, load: 140kg}
            """)
        let expected = zip([5, 5, 3, 3, 1], [100.0, 110, 120, 130, 140]).map { LiftSet(reps: $0, load: F.kg($1)) }
        #expect(text.lift?.sets == expected)
        #expect(yaml.lift?.sets == expected)
        #expect(text.key == "deadlifts")
    }

    @Test func percentagesAndRPE() throws {
        let text = try F.textEntry("bench-press 5-3-1 @75%-85%-95% @RPE8")
        let same = try F.textEntry("bench press 5-3-1 @75-85-95% @rpe 8")
        let yaml = try F.yamlEntry(
            """
                  - exercise: bench-press
                    rpe: 8
                    sets:
                      - {order: 1, reps: 5, load: 75%}
                      - {order: 2, reps: 3, load: 85%}
                      - {order: 3, reps: 1, load: 95%}
            """)
        let expected = zip([5, 3, 1], [75.0, 85, 95]).map { LiftSet(reps: $0, load: .percent($1), rpe: 8) }
        #expect(text.lift?.sets == expected)
        #expect(same.lift?.sets == expected)
        #expect(yaml.lift?.sets == expected)
    }

    @Test func warmupsComeBeforeTheFirstWorkingSet() throws {
        let text = try F.textEntry("back-squat warmup 3, 5x5 @100kg")
        let yaml = try F.yamlEntry("      - {exercise: back-squat, warmup: 3, sets: 5x5, load: 100kg}")
        #expect(text.lift == yaml.lift)
        let lift = try #require(text.lift)
        #expect(lift.warmups == 3)
        let warmups = lift.allSets.prefix(3)
        #expect(warmups.map(\.reps) == [5, 3, 2])
        #expect(warmups.map(\.load) == [F.kg(40), F.kg(60), F.kg(80)])
        #expect(warmups.allSatisfy { $0.warmup })
        #expect(text.sets.map(\.reps) == [5, 3, 2, 5, 5, 5, 5, 5])
    }

    @Test func aSetMarkedAsWarmupInAFile() throws {
        let yaml = try F.yamlEntry(
            """
                  - exercise: back-squats
                    sets:
                      - {order: 1, reps: 5, load: 60kg, warmup: true}
                      - {order: 2, reps: 5, load: 100kg}
            """)
        #expect(yaml.lift?.sets.map(\.warmup) == [true, false])
    }

    @Test func progressionIsKept() throws {
        let text = try F.textEntry("back-squat 5x5 progress +2.5kg")
        let yaml = try F.yamlEntry("      - {exercise: back-squats, sets: 5x5, progress: +2.5kg}")
        #expect(text.lift?.progress == LiftWeight(2.5, .kg))
        #expect(yaml.lift == text.lift)
        // No load number: last time's load (plus progression) is taken when it is run.
        #expect(text.lift?.sets.allSatisfy { $0.load == nil } == true)
    }

    @Test func maxLoadBlocks() throws {
        #expect(try F.textEntry("1RM deadlift").lift?.maxLoad == 1)
        let five = try F.textEntry("5RM back-squat")
        #expect(five.lift?.maxLoad == 5)
        #expect(five.key == "back-squats")
    }

    @Test(arguments: ["back-squat", "back squat", "back-squats", "Back squats", "back_squat", "BACK SQUAT"])
    func aMovementIsFoundHoweverItIsWritten(written: String) throws {
        #expect(MovementLookup.key(for: written, in: F.catalog) == "back-squats")
        #expect(try F.textEntry(written + " 5x5 @100kg").key == "back-squats")
        #expect(try F.yamlEntry("      - {exercise: \(written), sets: 5x5, load: 100kg}").key == "back-squats")
    }

    @Test func setsFirstWithALoadIsALift() throws {
        let entry = try F.textEntry("5x5 back squats @ 100kg")
        #expect(entry.lift?.sets == Array(repeating: LiftSet(reps: 5, load: F.kg(100)), count: 5))
        // Without a movement and a load it is still a repeat of stations: 8 × 20 s of burpees.
        let program = try TextForm.program(from: "8x20 burpees", id: "t", catalog: F.catalog)
        #expect(program.blocks.first?.rounds == 8)
        #expect(program.blocks.first?.exercises.first?.lift == nil)
    }

    @Test func aBareNumberBeforeAMovementInALiftIsReps() throws {
        let entry = try F.textEntry("5 deadlifts @140kg")
        #expect(entry.lift?.sets == [LiftSet(reps: 5, load: F.kg(140))])
    }

    @Test func poundsAreKeptAsTyped() throws {
        let entry = try F.textEntry("back-squat 3x5 @225lb")
        #expect(entry.lift?.sets.first?.load == .weight(LiftWeight(225, .lb)))
    }

    @Test func aLiftLooksLikeTextOnTheCommandLine() {
        #expect(TextForm.looksLikeText("back-squat 5x5 @100kg"))
        #expect(TextForm.looksLikeText("back squat warmup 3, 5x5 @100kg"))
        #expect(TextForm.looksLikeText("back-squat x100"))
        #expect(!TextForm.looksLikeText("tabata-classic"))
        #expect(!TextForm.looksLikeText("my-squats"))
    }
}

/// `share` writes a lift back as the line that reads to the same lift.
@Suite struct LiftPrintTests {
    @Test(arguments: [
        "back-squat 5x5 @100kg rest 2:00", "deadlift 5-5-3-3-1 @100-110-120-130-140kg",
        "bench-press 5-3-1 @75%-85%-95% @RPE8", "back squat warmup 3, 5x5 @102.5kg progress +2.5kg",
        "1RM deadlift", "back-squat 3x5 @225lb", "back-squat 5x5",
    ])
    func aLiftPrintsAsALineThatReadsBack(line: String) throws {
        let program = try TextForm.program(from: line, id: "t", catalog: LiftFixtures.catalog)
        let printed = TextForm.print(program).text
        let back = try TextForm.program(from: printed, id: "t", catalog: LiftFixtures.catalog)
        #expect(back.blocks == program.blocks, "\(printed)")
        #expect(!printed.contains("reps"), "\(printed)")
    }
}
