import Foundation
import Testing

@testable import TaktCore

/// A box's and a target's height (SPEC section 14): `24/20in box jumps`, `wall-balls 20/14lb
/// to 10/9ft`, read by the text form and a program file alike, kept beside the load (never
/// a load), written back by `share`, and refused with the word that is unknown.
@Suite struct HeightReadingTests {
    static func program(_ line: String) throws(TextFormError) -> Program {
        try TextForm.program(from: line, id: "t", catalog: LanguageFixtures.catalog)
    }

    static func lastTask(_ line: String) throws -> Program.ExerciseEntry {
        try #require(try program(line).blocks.first?.exercises.last)
    }

    @Test(arguments: [
        ("amrap 10: 30 24/20in box jumps", Height(.split(male: 24, female: 20), .inches)),
        ("for time: 21-15-9 pull-ups, 24/20in box-jumps", Height(.split(male: 24, female: 20), .inches)),
        ("amrap 10: 30 box-jumps 24in", Height(.same(24), .inches)),
        ("amrap 10: 30 box jumps 24 in", Height(.same(24), .inches)),
        ("amrap 10: 30 box-jumps 60cm", Height(.same(60), .cm)),
        ("amrap 10: 20 wall-balls 20/14lb to 10/9ft", Height(.split(male: 10, female: 9), .feet)),
        ("amrap 10: 20 wall-balls to 3/2.7m", Height(.split(male: 3, female: 2.7), .m)),
        ("emom 10: 10 wall-balls 9/6kg to 10 ft", Height(.same(10), .feet)),
        // Before the movement in an interval station, a tabata and a death-by too (issue 45).
        ("3x(40s 24/20in box jumps / 20s)", Height(.split(male: 24, female: 20), .inches)),
        ("3x(40s max 24in box-jumps / 20s)", Height(.same(24), .inches)),
        ("tabata 24/20in box jumps", Height(.split(male: 24, female: 20), .inches)),
        ("tabata max wall-balls 20/14lb to 10/9ft", Height(.split(male: 10, female: 9), .feet)),
        ("death by 24in box jumps", Height(.same(24), .inches)),
    ])
    func theTextFormReadsAHeight(line: String, height: Height) throws {
        let entry = try Self.lastTask(line)
        #expect(entry.height == height)
        #expect(entry.key == (line.contains("wall-balls") ? "wall-balls" : "box-jumps"))
    }

    @Test func aHeightIsNeverALoad() throws {
        let entry = try Self.lastTask("amrap 10: 20 wall-balls 20/14lb to 10/9ft")
        #expect(entry.load == Load(.split(male: 20, female: 14), .lb))
        #expect(entry.quantity == .reps(20))
        let box = try Self.lastTask("amrap 10: 30 box-jumps 24in")
        #expect(box.load == nil)
    }

    /// `400m run` stays a distance: `m` is a height only after `to`.
    @Test func metresBeforeANameAreADistance() throws {
        let entry = try Self.lastTask("for time: 400m run")
        #expect(entry.quantity == .distance(Distance(400, .m)))
        #expect(entry.height == nil)
    }

    @Test(arguments: [
        "amrap 10: 30 box-jumps to 24/20in",
        "amrap 10: 20 wall-balls 20/14lb to 10/9ft",
        "for time: 21-15-9 thrusters 95/65lb, box-jumps to 24/20in",
        "ready 10s, 3x(30s box-jumps to 24in / 10s)",
        "tabata max box-jumps to 24/20in",
    ])
    func shareWritesAHeightThatReadsBack(line: String) throws {
        let program = try Self.program(line)
        let printed = TextForm.print(program).text
        #expect(printed.contains(line.replacingOccurrences(of: "ready 10s, ", with: "")), "\(printed)")
        let again = try Self.program(printed)
        #expect(again.blocks.map(\.exercises) == program.blocks.map(\.exercises))
    }

    @Test(arguments: [
        ("amrap 10: 20 wall-balls to 10zz", 30, "'zz' is no unit of a height; write in, ft, cm or m"),
        ("amrap 10: 20 wall-balls 20/14lb to 10kg", 38, "'kg' is no unit of a height; write in, ft, cm or m"),
        ("amrap 10: 30 box-jumps 600in", 24, "a height must be above 0 and at most 5 m, found '600in'"),
    ])
    func aBadHeightNamesItsWord(line: String, column: Int, english: String) {
        do {
            _ = try Self.program(line)
            Issue.record("read without a problem: \(line)")
        } catch {
            #expect(error.column == column)
            #expect(ProgramFixtures.en(error.message.key, error.message.arguments) == english)
        }
    }

    @Test func aProgramFileReadsAHeight() throws {
        let tasks = try LanguageFixtures.tasks(
            "  - {format: amrap, cap: 10m, exercises: [{exercise: wall-balls, reps: 20, load: 20/14lb, height: 10/9ft}]}"
        )
        #expect(tasks.first?.height == Height(.split(male: 10, female: 9), .feet))
        #expect(tasks.first?.load == Load(.split(male: 20, female: 14), .lb))
    }

    @Test func aProgramFileRefusesAnUnknownUnitAtItsWord() throws {
        let result = LanguageFixtures.load(
            LanguageFixtures.yaml(
                "  - {format: amrap, cap: 10m, exercises: [{exercise: box-jumps, reps: 20, height: 24/20zz}]}"))
        #expect(ProgramFixtures.problems(result) == ["4:88 quantity.error.heightUnit"])
        guard case .failure(let failure) = result, let first = failure.diagnostics.first else { return }
        #expect(first.text(ProgramFixtures.en) == "'zz' is no unit of a height; write in, ft, cm or m")
        #expect(first.text(ProgramFixtures.de) == "„zz“ ist keine Einheit einer Höhe; in, ft, cm oder m schreiben")
    }

    /// The division picks its number: a woman's box is 20 in, a man's 24 in, both when unset.
    @Test func theDivisionPicksTheHeight() {
        let box = Phase.Activity(key: "box-jumps", name: LocalizedText(["en": "Box jumps", "de": "Box Jumps"]), met: 8)
        let task = Phase.Task(
            activity: box, quantity: .reps(30), height: Height(.split(male: 24, female: 20), .inches))
        let text = { (language: String, sex: BodyProfile.Sex?) in
            TaskText(strings: Languages.bundled.strings(for: language), sex: sex).task(task)
        }
        #expect(text("en", nil) == "30 Box jumps to 24/20 in")
        #expect(text("en", .female) == "30 Box jumps to 20 in")
        #expect(text("en", .male) == "30 Box jumps to 24 in")
        #expect(text("de", .female) == "30 Box Jumps auf 20 in")
        let target = Phase.Task(
            activity: box, quantity: .reps(20), load: Load(.same(9), .kg),
            height: Height(.split(male: 3, female: 2.7), .m))
        #expect(
            TaskText(strings: Languages.bundled.strings(for: "de")).task(target) == "20 Box Jumps 9 kg auf 3/2,7 m")
    }
}

/// One rep is written in the singular wherever a count precedes a movement ("1 Burpee",
/// German "1 Klimmzug"), and a line may say it so: `1 burpee` is one of `burpees`.
@Suite struct SingularNameTests {
    @Test func aTaskOfOneRepIsSingular() throws {
        let strings = { (language: String) in TaskText(strings: Languages.bundled.strings(for: language)) }
        let pullUp = Phase.Activity(
            key: "pull-ups", name: LocalizedText(["en": "Pull-ups", "de": "Klimmzüge"]), met: 8,
            singular: LocalizedText(["en": "Pull-up", "de": "Klimmzug"]))
        #expect(strings("en").task(Phase.Task(activity: pullUp, reps: 1)) == "1 Pull-up")
        #expect(strings("de").task(Phase.Task(activity: pullUp, reps: 1)) == "1 Klimmzug")
        #expect(strings("en").task(Phase.Task(activity: pullUp, reps: 2)) == "2 Pull-ups")
        #expect(strings("en").task(Phase.Task(activity: pullUp, quantity: .max)) == "max Pull-ups")
    }

    @Test func theCatalogGivesEveryRepMovementItsSingular() throws {
        let catalog = ProgramFixtures.catalog
        #expect(catalog["burpees"]?.singular?.resolved(for: "en") == "Burpee")
        #expect(catalog["push-ups"]?.singular?.resolved(for: "de") == "Liegestütz")
        #expect(catalog["squats"]?.singular?.resolved(for: "de") == "Kniebeuge")
    }

    /// `tabata max burpees` is eight stations of max burpees (SPEC 14), never a custom movement
    /// named "max burpees"; share writes it back so.
    @Test func aTabataOfMaxRepsIsMaxStations() throws {
        let program = try TextForm.program(from: "tabata max burpees", id: "t", catalog: ProgramFixtures.catalog)
        let entry = try #require(program.blocks.first?.exercises.first)
        #expect(program.blocks.first?.format == .tabata)
        #expect(entry.key == "burpees")
        #expect(entry.quantity == .max)
        #expect(TextForm.print(program).text == "ready 10s, (tabata max burpees)")
    }

    /// `share` writes a count of one as the movement's one rep (`1 burpee`, never `1 burpees`),
    /// which reads back as the same program; without a catalog, or for a movement without a
    /// name of one rep, the key stays.
    @Test(arguments: [
        ("emom 4: 1 burpee, 1 pull-up, 10 burpees", "emom 4: 1 burpee, 1 pull-up, 10 burpees"),
        ("amrap 5: 1 rope-climb, 5 burpees", "amrap 5: 1 rope-climb, 5 burpees"),
        ("emom 3: 1 burpee + 1 pull-up", "emom 3: 1 burpee + 1 pull-up"),
        ("for time: 1 squat, 400m run", "for time: 1 squat, 400m run"),
    ])
    func shareWritesOneRepInTheSingularAndReadsItBack(line: String, written: String) throws {
        let catalog = ProgramFixtures.catalog
        let program = try TextForm.program(from: line, id: "t", catalog: catalog)
        let printed = TextForm.print(program, catalog: catalog).text
        #expect(printed == "ready 10s, (\(written))")
        let again = try TextForm.program(from: printed, id: "t", catalog: catalog)
        #expect(again.blocks == program.blocks)
        #expect(TextForm.print(program).text.contains("1 burpees") == line.contains("1 burpee"))
    }

    @Test func aLineMaySayOneRepInTheSingular() throws {
        let program = try TextForm.program(
            from: "emom 4: 1 burpee, 1 pull-up, 1 box jump", id: "t", catalog: ProgramFixtures.catalog)
        #expect(program.blocks.first?.exercises.map(\.key) == ["burpees", "pull-ups", "box-jumps"])
    }
}
