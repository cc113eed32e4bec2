import Foundation
import Testing

@testable import TaktCore

/// The one-line text form speaks the whiteboard's language: quantities, loads, together,
/// climbing ladders; `share` prints a canonical line that reads back to the same program.
@Suite struct TextFormLanguageTests {
    static func program(_ line: String) throws(TextFormError) -> Program {
        try TextForm.program(from: line, id: "t", catalog: LanguageFixtures.catalog)
    }

    static func firstTask(_ line: String) throws -> Program.ExerciseEntry {
        try #require(try program(line).blocks.first?.exercises.first)
    }

    @Test(arguments: [
        ("for time: 5 burpees", Quantity.reps(5)),
        ("for time: 400m test-run", .distance(Distance(400, .m))),
        ("for time: 1 mile test-run", .distance(Distance(1, .mi))),
        ("for time: 2 miles test-run", .distance(Distance(2, .mi))),
        ("for time: 1mi test-run", .distance(Distance(1, .mi))),
        ("for time: 5km test-run", .distance(Distance(5, .km))),
        ("for time: 1.5km test-run", .distance(Distance(1.5, .km))),
        ("for time: 500 m test-row", .distance(Distance(500, .m))),
        ("for time: 20 cal test-row", .calories(.same(20))),
        ("for time: 20cal test-row", .calories(.same(20))),
        ("for time: 15/12 cal test-row", .calories(.split(male: 15, female: 12))),
        ("for time: 1:00 plank", .time(60)),
        ("for time: 60s plank", .time(60)),
        ("for time: 1m30s plank", .time(90)),
        ("for time: 1:30:00 test-run", .time(5400)),
        ("emom 10: max pull-ups", .max),
    ])
    func eachQuantityReads(line: String, quantity: Quantity) throws {
        #expect(try Self.firstTask(line).quantity == quantity)
    }

    @Test(arguments: [
        ("for time: 21-15-9 test-thrusters 95/65lb, pull-ups", Load(.split(male: 95, female: 65), .lb)),
        ("for time: 30 clean-and-jerks @ 61kg", Load(.same(61), .kg)),
        ("for time: 30 clean-and-jerks @61kg", Load(.same(61), .kg)),
        ("for time: 10 test-thrusters 43 kg", Load(.same(43), .kg)),
        ("for time: 10 test-thrusters 95 lbs", Load(.same(95), .lb)),
        ("emom 10: 10 kettlebell-swings 1.5pood", Load(.same(1.5), .pood)),
        ("for time: 10 \"Sandbag carry\" @6 70/50kg", Load(.split(male: 70, female: 50), .kg)),
    ])
    func eachLoadReads(line: String, load: Load) throws {
        #expect(try Self.firstTask(line).load == load)
    }

    /// `@N` without a unit stays a MET.
    @Test func anAtWithoutAUnitIsAMET() throws {
        let entry = try Self.firstTask("for time: 10 \"Tyre flips\" @9.5")
        #expect(entry.met == 9.5)
        #expect(entry.load == nil)
    }

    /// Words after a known quantity are the movement's name: a custom exercise.
    @Test func wordsAfterAQuantityAreAName() throws {
        let entry = try Self.firstTask("for time: 400m sled push")
        #expect(entry.quantity == .distance(Distance(400, .m)))
        #expect(entry.name?.resolved(for: "en") == "sled push")
    }

    @Test func togetherIsOneTaskOfAnEmomPeriod() throws {
        let block = try #require(try Self.program("emom 30: 5 pull-ups + 10 push-ups + 15 squats").blocks.first)
        #expect(block.exercises.count == 1)
        let parts = block.exercises[0].together
        #expect(parts.map(\.key) == ["pull-ups", "push-ups", "squats"])
        #expect(parts.map(\.quantity) == [.reps(5), .reps(10), .reps(15)])
    }

    @Test func climbingLadders() throws {
        for line in ["amrap 12: 3-6-9-… test-thrusters, pull-ups", "amrap 12: 3-6-9-... test-thrusters, pull-ups"] {
            let block = try #require(try Self.program(line).blocks.first)
            #expect(block.climb == Climb(start: 3, step: 3))
            #expect(block.exercises.map(\.quantity) == [nil, nil])
        }
        let block = try #require(try Self.program("amrap 20: 2-4-… burpees, 200m test-run").blocks.first)
        #expect(block.climb == Climb(start: 2, step: 2))
        #expect(block.exercises.map(\.quantity) == [nil, .distance(Distance(200, .m))])
    }

    /// `share` prints the canonical line; it reads back to the same program.
    @Test(arguments: [
        ("for time: 1 mile test-run, 500 m test-row", "ready 10s, (for time: 1mi test-run, 500m test-row)"),
        (
            "for time: 21-15-9 test-thrusters 95/65 lb, pull-ups",
            "ready 10s, (for time: 21-15-9 test-thrusters 95/65lb, pull-ups)"
        ),
        ("for time: 30 test-thrusters @ 61kg", "ready 10s, (for time: 30 test-thrusters 61kg)"),
        ("emom 10: 5 pull-ups + 10 push-ups", "ready 10s, (emom 10: 5 pull-ups + 10 push-ups)"),
        ("amrap 12: 3-6-9-... test-thrusters, pull-ups", "ready 10s, (amrap 12: 3-6-9-… test-thrusters, pull-ups)"),
        ("emom 5: 60s plank", "ready 10s, (emom 5: 1:00 plank)"),
        ("e2mom 5: 90s plank, max pull-ups", "ready 10s, (e2mom 5: 1:30 plank, max pull-ups)"),
        ("for time: 15/12 cal test-row, 20cal test-row", "ready 10s, (for time: 15/12 cal test-row, 20 cal test-row)"),
        ("death by burpees + squats +2", "ready 10s, (death by burpees + squats +2)"),
        ("death by max pull-ups x5", "ready 10s, (death by max pull-ups x5)"),
        (
            "3x(20s max push-ups / 10s, 5 reps test-thrusters 43kg / 1m)",
            "ready 10s, 3x(20s max push-ups / 10s, 5 reps test-thrusters 43kg / 60s)"
        ),
    ])
    func shareIsCanonicalAndReadsBack(line: String, canonical: String) throws {
        let program = try Self.program(line)
        let printed = TextForm.print(program).text
        #expect(printed == canonical)
        let again = try Self.program(printed)
        #expect(again.blocks == program.blocks)
    }

    /// Each bad word is refused where it stands, never guessed.
    @Test(arguments: [
        ("for time: 400 meters of joy", 15, StringKey.textErrorUnit),
        ("for time: 10 test-thrusters 95 stones", 32, .quantityErrorLoadUnit),
        ("for time: 400zz test-run", 11, .textErrorGlued),
        ("for time: 21-15-9 test-thrusters 95/65/45lb", 40, .quantityErrorSplit),
        ("for time: 10 test-thrusters 10000kg", 29, .quantityErrorLoadRange),
        ("for time: 10 test-thrusters 95", 31, .quantityErrorLoadUnitMissing),
        ("for time: 400m pull-ups", 11, .validateQuantity),
        ("for time: 21-15-9 test-run", 19, .validateQuantity),
        ("amrap 10: 5 pull-ups + 10 push-ups", 22, .textErrorTogether),
        ("for time: max pull-ups", 11, .validateMaxFormat),
        ("emom 5: 2:00 plank", 9, .validateTimePeriod),
        ("emom 5: 1:75 plank", 9, .textErrorClock),
        ("for time: 3-6-9-… burpees", 11, .textErrorClimbFormat),
        ("amrap 12: 21-15-9 burpees", 11, .textErrorAmrapLadder),
        ("amrap 12: 3-6-10-… burpees", 15, .textErrorClimb),
        ("amrap 1440: 5000-6000-… burpees", 13, .validateClimbLimit),
        ("for time: 15/12 test-row", 11, .textErrorSplit),
        ("for time: 400/200m test-run", 11, .textErrorSplit),
        ("for time: 2.5 burpees", 11, .textErrorReps),
    ])
    func badWordsAreLocated(line: String, column: Int, key: StringKey) {
        do {
            _ = try Self.program(line)
            Issue.record("read without a problem: \(line)")
        } catch {
            #expect(error.column == column)
            #expect(error.message.key == key)
        }
    }
}
