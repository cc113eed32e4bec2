import Testing

@testable import TaktCore

/// The text form of docs/formats.md: each form read, written back canonically, and round-tripped.
@Suite struct FormatTextFormTests {
    let catalog = ProgramFixtures.catalog

    struct Form: Sendable, CustomTestStringConvertible {
        var text: String
        /// What `share` prints for it.
        var canonical: String
        /// The compiled phases, get ready left out (`Phase.line`).
        var lines: [String]
        var testDescription: String { text }
    }

    static let forms: [Form] = [
        Form(
            text: "emom 4: 10 burpees, 15 squats", canonical: "ready 10s, (emom 4: 10 burpees, 15 squats)",
            lines: [
                "emom 60 r1/4 [10 burpees]", "emom 60 r2/4 [15 squats]", "emom 60 r3/4 [10 burpees]",
                "emom 60 r4/4 [15 squats]",
            ]),
        Form(
            text: "e2mom 2: 5 burpees", canonical: "ready 10s, (e2mom 2: 5 burpees)",
            lines: ["emom 120 r1/2 [5 burpees]", "emom 120 r2/2 [5 burpees]"]),
        Form(
            text: "every 90s x2: 10 squats", canonical: "ready 10s, (every 90s x2: 10 squats)",
            lines: ["emom 90 r1/2 [10 squats]", "emom 90 r2/2 [10 squats]"]),
        Form(
            text: "amrap 12: 5 pull-ups, 10 push-ups, 15 squats",
            canonical: "ready 10s, (amrap 12: 5 pull-ups, 10 push-ups, 15 squats)",
            lines: ["amrap 720 r1/1 [5 pull-ups, 10 push-ups, 15 squats]"]),
        Form(
            text: "for time: 21-15-9 burpees, squats", canonical: "ready 10s, (for time: 21-15-9 burpees, squats)",
            lines: ["forTime open r1/3 [21 burpees, 21 squats, 15 burpees, 15 squats, 9 burpees, 9 squats]"]),
        Form(
            text: "for time cap 10: 2x(10 burpees, 20 squats)",
            canonical: "ready 10s, (for time cap 10: 2x(10 burpees, 20 squats))",
            lines: ["forTime 600 r1/2 [10 burpees, 20 squats, 10 burpees, 20 squats]"]),
        Form(
            text: "death by burpees", canonical: "ready 10s, (death by burpees)",
            lines: (1...30).map { "deathBy 60 r\($0)/30 [\($0) burpees]" }),
        Form(
            text: "death by 3 burpees +2 every 30s x3", canonical: "ready 10s, (death by 3 burpees +2 every 30s x3)",
            lines: ["deathBy 30 r1/3 [3 burpees]", "deathBy 30 r2/3 [5 burpees]", "deathBy 30 r3/3 [7 burpees]"]),
        Form(
            text: "tabata mountain-climbers", canonical: "ready 10s, (tabata mountain-climbers)",
            lines: (1...8).flatMap { round in
                ["work 20 r\(round)/8 mountain-climbers"] + (round < 8 ? ["rest 10 r\(round)/8"] : [])
            }),
        Form(
            text: "2x(2x20s squats / 10s, rest 60)", canonical: "ready 10s, 2x(2x(20s squats / 10s), rest 60s)",
            lines: [
                "work 20 r1/2 squats", "rest 10 r1/2", "work 20 r2/2 squats", "rest 60 r2/2 after",
                "work 20 r1/2 squats", "rest 10 r1/2", "work 20 r2/2 squats",
            ]),
        Form(
            text: "ready 5s, 2x20s squats / 10s, rest 60s, (amrap 3: 5 burpees)",
            canonical: "ready 5s, 2x(20s squats / 10s), rest 60s, (amrap 3: 5 burpees)",
            lines: [
                "getReady 5", "work 20 r1/2 squats", "rest 10 r1/2", "work 20 r2/2 squats", "rest 60 r2/2 after",
                "amrap 180 r1/1 [5 burpees]",
            ]),
        Form(
            text: "2x((amrap 2: 5 \"wall balls\" @6), rest 30, 20s plank)",
            canonical: "ready 10s, 2x((amrap 2: 5 \"wall balls\" @6), rest 30s, (20s plank))",
            lines: [
                "amrap 120 r1/1 [5 -]", "rest 30 r1/1 after", "work 20 r1/1 plank", "amrap 120 r1/1 [5 -]",
                "rest 30 r1/1 after", "work 20 r1/1 plank",
            ]),
    ]

    @Test(arguments: forms)
    func eachFormReadsPrintsAndRoundTrips(_ form: Form) throws {
        let loaded = try TextForm.load(form.text, id: "t", catalog: catalog).get()
        let phases = loaded.timeline.phases.filter { $0.kind != .getReady || loaded.program.getReady != 10 }
        #expect(phases.map(\.line) == form.lines)
        let printed = TextForm.print(loaded.program)
        #expect(printed.text == form.canonical)
        let back = try TextForm.load(printed.text, id: "t", catalog: catalog).get()
        #expect(back.timeline.meaning == loaded.timeline.meaning)
        #expect(back.program.blocks.map(\.format) == loaded.program.blocks.map(\.format))
        #expect(TextForm.print(back.program).text == printed.text)
    }

    /// A format is read as text, not as a program id; an id with a format's word stays an id.
    @Test(arguments: [
        ("emom 10: 10 burpees", true), ("e2mom 8: 5 burpees", true), ("amrap 12: 5 squats", true),
        ("for time: 21-15-9 burpees", true), ("death by burpees", true), ("tabata squats", true),
        ("every 90s x6: 10 squats", true), ("death-by-burpees", false), ("tabata-classic", false), ("emom", false),
    ])
    func formatsAreToldApartFromIds(reference: String, isText: Bool) {
        #expect(TextForm.looksLikeText(reference) == isText)
    }

    /// Mistakes keep the caret and are worded in both languages.
    @Test(arguments: [
        (
            "amrap 12 10 burpees", 10, "expected ':' and the exercises of the amrap block, e.g. 'amrap 12: 10 burpees'",
            "nach dem amrap-Block fehlen „:“ und die Übungen, z. B. „amrap 12: 10 burpees“"
        ),
        (
            "emom 10: burpees", 10, "expected a count before the exercise, like 10 burpees",
            "vor der Übung fehlt eine Anzahl, etwa 10 burpees"
        ),
        (
            "amrap 12: 10 ,", 14, "expected an exercise, like burpees", "hier fehlt eine Übung, etwa burpees"
        ),
        (
            "2x(2x(2x(2x(2x20/10))))", 13, "repeats nest at most 4 levels deep",
            "Wiederholungen lassen sich höchstens 4 Ebenen tief schachteln"
        ),
        (
            "3x(amrap 3: 5 burpees)", 1,
            "a format block keeps its own rounds and cannot be repeated as Nx(…); nest it to repeat it: 3x((amrap 3: 5 burpees), rest 60)",
            "ein Format-Block hat eigene Runden und lässt sich nicht als Nx(…) wiederholen; zum Wiederholen schachteln: 3x((amrap 3: 5 burpees), rest 60)"
        ),
        (
            "for time: 21-15 burpees, 10-5-1 squats", 26,
            "a block takes one list of reps like 21-15-9; write it once, before the exercises that follow it: 21-15-9 burpees, squats",
            "ein Block hat eine Leiter; sie einmal vor die folgenden Übungen schreiben: 21-15-9 burpees, squats"
        ),
    ])
    func mistakesAreLocatedInBothLanguages(text: String, column: Int, english: String, german: String) {
        guard case .failure(let error) = TextForm.load(text, id: "t", catalog: catalog) else {
            Issue.record("\(text) loaded")
            return
        }
        #expect(error.column == column)
        #expect(ProgramFixtures.en(error.message.key, error.message.arguments) == english)
        #expect(ProgramFixtures.de(error.message.key, error.message.arguments) == german)
        let caret = error.rendered(text: text, strings: ProgramFixtures.en).split(separator: "\n").last
        #expect(caret == Substring("  " + String(repeating: " ", count: column - 1) + "^"))
    }

    /// A YAML program with formats written as YAML reads back the same, formats and all.
    @Test(arguments: InterchangeFixtures.scoredIDs)
    func scoredProgramsSurviveYAML(id: String) throws {
        let original = try InterchangeFixtures.bundled(id)
        let yaml = ProgramDocument.yaml(original.program)
        let back = try ProgramFixtures.load(yaml, file: id + ".yaml").get()
        #expect(back.program == original.program)
        #expect(back.timeline == original.timeline)
    }
}
