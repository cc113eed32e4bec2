import Foundation
import Testing

@testable import TaktCore

/// The one-line text form: quick timers, every bundled program there and back, located errors.
@Suite struct TextFormTests {
    let catalog = ProgramFixtures.catalog

    private func load(_ text: String) throws -> ProgramLoader.Loaded {
        try TextForm.load(text, id: "t", catalog: catalog).get()
    }

    @Test(arguments: InterchangeFixtures.bundledIDs)
    func everyBundledProgramGoesToTextAndBackWithTheSameTimeline(id: String) throws {
        let original = try InterchangeFixtures.bundled(id)
        let printed = TextForm.print(original.program)
        let back = try load(printed.text)
        #expect(back.timeline.meaning == original.timeline.meaning)
        #expect(back.timeline.phases.count == original.timeline.phases.count)
        // And the line of the line is the line: nothing drifts on a second trip.
        #expect(TextForm.print(back.program).text == printed.text)
    }

    /// `share` on a terminal breaks the line after commas; pasted back it is the same program.
    @Test(arguments: InterchangeFixtures.bundledIDs, [40, 60, 80])
    func aLineBrokenForTheTerminalReadsBackTheSame(id: String, width: Int) throws {
        let printed = TextForm.print(try InterchangeFixtures.bundled(id).program).text
        let broken = TextForm.broken(printed, width: width)
        let lines = broken.split(separator: "\n")
        // Only a single step wider than the window may stay wider.
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= width || !$0.dropLast().contains(",") })
        #expect(TextForm.print(try load(broken).program).text == printed)
    }

    @Test func aQuotedNameIsNeverBrokenAfterItsComma() {
        #expect(TextForm.broken(#"30s "Squats, deep", 30s burpees"#, width: 20) == "30s \"Squats, deep\",\n30s burpees")
    }

    @Test func quickTimerEightRoundsOfTwentyTen() throws {
        let loaded = try load("8x20/10")
        #expect(loaded.program.getReady == TextForm.defaultGetReady)
        #expect(loaded.program.blocks.count == 1)
        #expect(loaded.program.blocks[0].rounds == 8)
        // Get ready, 8 work, 7 rests: the trailing rest is dropped.
        #expect(
            loaded.timeline.shape == ["G10"] + Array(repeating: ["W20", "R10"], count: 8).flatMap { $0 }.dropLast())
        let work = try #require(loaded.timeline.phases[1].activity)
        #expect(work.key == nil)
        #expect(work.name == StepList.unnamedWork)
        #expect(work.name.resolved(for: "de") == "Belastung")
        #expect(work.met == StepList.moderateMET)
    }

    @Test func namedExercisesAreCatalogKeysElseCustomAtTheModerateMET() throws {
        let squats = try load("10x(40s squats / 20s)")
        let phase = try #require(squats.timeline.phases.first { $0.kind == .work })
        #expect(phase.activity?.key == "squats")
        #expect(phase.activity?.met == catalog["squats"]?.met)
        #expect(squats.timeline.phases.filter { $0.kind == .work }.count == 10)

        let custom = try load("10x(40s bear crawls / 20s)")
        let customWork = try #require(custom.timeline.phases.first { $0.kind == .work }?.activity)
        #expect(customWork.key == nil)
        #expect(customWork.name.resolved(for: "en") == "bear crawls")
        #expect(customWork.met == 7.0)

        // Words of a key written with spaces find it too; quotes force a custom name.
        #expect(try load("30s jumping jacks").timeline.phases[1].activity?.key == "jumping-jacks")
        #expect(try load("30s \"squats\"").timeline.phases[1].activity?.key == nil)
        #expect(try load("30s \"Bear crawl\" @8").timeline.phases[1].activity?.met == 8)
    }

    @Test func blockWithRestAfterAndTwoExercises() throws {
        let loaded = try load("3x(45s burpees/15s, 45s lunges/15s) rest 60")
        let block = try #require(loaded.program.blocks.first)
        #expect(block.rounds == 3)
        #expect(block.restAfter == 60)
        #expect(block.exercises.map(\.key) == ["burpees", "lunges"])
        // The rest after the block replaces the last round's rest; as the program's end it is dropped.
        #expect(loaded.timeline.shape.suffix(3) == ["W45", "R15", "W45"])
        // Written as its own item, the rest after a block means the same.
        let separate = try load("3x(45s burpees/15s, 45s lunges/15s), rest 60s, 20s plank")
        #expect(separate.program.blocks[0].restAfter == 60)
        #expect(separate.timeline.phases.contains { $0.isRestAfter && $0.seconds == 60 })
    }

    @Test func theSpecExampleLine() throws {
        let loaded = try load("ready 10s, 8x(20s burpees / 10s), rest 60s, 3x(45s squats / 15s, 45s lunges / 15s)")
        #expect(loaded.program.blocks.map(\.rounds) == [8, 3])
        #expect(loaded.timeline.totalSeconds == 10 + 8 * 20 + 7 * 10 + 60 + 3 * 120 - 15)
    }

    @Test func repsAreOpenSetsAndConsecutiveStepsOfOneExerciseAreItsSets() throws {
        let loaded = try load("(12 reps push-ups / 60s, 10 reps push-ups / 60s, 30s plank)")
        let entries = loaded.program.blocks[0].exercises
        #expect(entries.count == 2)
        #expect(entries[0].sets.map(\.reps) == [12, 10])
        let pushUps = loaded.timeline.phases.filter { $0.activity?.key == "push-ups" }
        #expect(pushUps.map(\.isOpen) == [true, true])
        #expect(pushUps.map(\.set) == [1, 2])
        #expect(pushUps.map(\.sets) == [2, 2])
    }

    @Test func caloriesUseTheOneTimeline() throws {
        let loaded = try load("8x(20s burpees / 10s)")
        let estimate = CalorieEstimate.predicted(for: loaded.timeline, profile: BodyProfile())
        let yaml = try ProgramFixtures.load(
            """
            id: t
            title: t
            getReady: 10
            blocks:
              - rounds: 8
                exercises:
                  - {exercise: burpees, work: 20, rest: 10}
            """
        ).get()
        #expect(estimate == CalorieEstimate.predicted(for: yaml.timeline, profile: BodyProfile()))
    }

    @Test(arguments: [
        ("", 1, "text.error.empty"),
        ("ready 10s", 10, "text.error.empty"),
        ("8x20/10q", 6, "text.error.duration"),
        ("3x(45s burpees/15q)", 16, "text.error.duration"),
        ("3x(45s burpees/15s", 19, "text.error.expectedClose"),
        ("8x20/10 10x30", 9, "text.error.expectedComma"),
        ("rest 60, 8x20/10", 1, "text.error.restFirst"),
        ("8x20/10, ready 10s", 10, "text.error.readyFirst"),
        ("2000x20/10", 1, "text.error.rounds"),
        ("8x0/10", 3, "text.error.durationRange"),
        ("8x(burpees)", 4, "text.error.expectedStep"),
        ("30s \"bear crawl", 5, "text.error.quote"),
        ("30s squats @99", 13, "text.error.met"),
        ("0 reps squats", 1, "text.error.reps"),
        ("8x20/10 rest 60, rest 30", 18, "text.error.restTwice"),
    ])
    func mistakesAreReportedAtTheirColumn(text: String, column: Int, key: String) {
        guard case .failure(let error) = TextForm.load(text, id: "t", catalog: catalog) else {
            Issue.record("\(text) loaded")
            return
        }
        #expect(error.column == column)
        #expect(error.message.key.rawValue == key)
    }

    @Test func errorsShowTheLineWithACaretInEitherLanguage() {
        guard case .failure(let error) = TextForm.load("3x(45s burpees/15q)", id: "t", catalog: catalog) else {
            Issue.record("loaded")
            return
        }
        #expect(
            error.rendered(text: "3x(45s burpees/15q)", strings: ProgramFixtures.en) == """
                error: column 16: expected a duration like 20, 20s or 1m30s, found '15q'
                  3x(45s burpees/15q)
                                 ^
                """)
        #expect(
            error.rendered(text: "3x(45s burpees/15q)", file: "w.txt", strings: ProgramFixtures.de) == """
                w.txt:1:16: Fehler: hier gehört eine Dauer wie 20, 20s oder 1m30s hin, gefunden: „15q“
                  3x(45s burpees/15q)
                                 ^
                """)
    }

    /// Found by fuzzing (FuzzTesting/Corpus/text-form/finding-nul-in-name.txt): a NUL inside a
    /// name printed as a line that read back as another name. Such a character is refused where it is.
    @Test(arguments: ["19\u{0} 9\u{0}\u{0}\u{0}%", "30s \"a\u{200B}b\"", "8x(20s burpees\u{1B}[31m)"])
    func aControlOrInvisibleCharacterIsRefusedAtItsColumn(line: String) throws {
        guard case .failure(let error) = TextForm.load(line, id: "t", catalog: catalog) else {
            Issue.record("loaded")
            return
        }
        #expect(error.message.key == .textErrorControl)
        let column = try #require(line.firstIndex { $0.unicodeScalars.contains(where: TerminalText.isControl) })
        #expect(error.column == line.distance(from: line.startIndex, to: column) + 1)
        #expect(error.rendered(text: line, strings: ProgramFixtures.en).contains("column \(error.column): "))
        #expect(error.rendered(text: line, strings: ProgramFixtures.de).contains("Steuerzeichen"))
    }

    @Test func aLongPhaseCountIsRefusedNotBuilt() {
        guard
            case .failure(let error) = TextForm.load(
                "1000x(1s/1s, 1s/1s, 1s/1s, 1s/1s, 1s/1s, 1s/1s)", id: "t", catalog: catalog)
        else {
            Issue.record("loaded")
            return
        }
        #expect(error.message.key == .validateTooManyPhases)
    }

    @Test func printingReportsWhatTheLineCannotHold() throws {
        let strength = TextForm.print(try InterchangeFixtures.bundled("strength-circuit").program)
        #expect(strength.losses == [.title, .blockTitles, .details, .setOrder])
        let seven = TextForm.print(try InterchangeFixtures.bundled("seven-minute").program)
        #expect(seven.losses == [.title, .blockTitles, .details, .exerciseNames])
        #expect(seven.text.contains("30s \"Triceps dips on a chair\" @3.8 / 10s"))
        // A line's own program loses nothing.
        let own = TextForm.print(try load("ready 10s, 8x20/10").program)
        #expect(own.losses == [], "\(own)")
        #expect(TextForm.print(try load("ready 10s, 8x20/10").program).text == "ready 10s, 8x20/10")
    }

    /// A line quotes custom names with `"`: one inside a name is written as `'`, and said.
    @Test func doubleQuotesInANameAreWrittenSingleAndReported() throws {
        var program = try load("ready 10s, 20s \"Bear crawl\" @8").program
        #expect(TextForm.print(program).losses == [])
        program.blocks[0].exercises[0].name = LocalizedText(plain: "Bear \"crawl\"")
        let printed = TextForm.print(program)
        #expect(printed.text == "ready 10s, 20s \"Bear 'crawl'\" @8")
        #expect(printed.losses.contains(.quotes))
        let back = try load(printed.text)
        #expect(back.timeline.phases.count == 2)
    }

    @Test(arguments: [
        ("8x20/10", true), ("(30s squats)", true), ("ready 5s, 20s squats", true), ("tabata-classic", false),
        ("./my.yaml", false), ("", false),
    ])
    func textIsToldApartFromIdsAndFiles(reference: String, isText: Bool) {
        #expect(TextForm.looksLikeText(reference) == isText)
    }

    @Test func idsMadeFromLines() {
        #expect(TextForm.id(for: "8x20/10") == "8x20-10")
        #expect(TextForm.id(for: "10x(40s squats / 20s)") == "10x-40s-squats-20s")
        #expect(TextForm.id(for: "((()))") == "workout")
    }
}

/// A mark that joins onto its neighbour is refused where it is (found by fuzzing, text-form):
/// a name ending in U+0603 printed in quotes glued the closing quote into its last character.
@Suite struct JoinedCharacterTests {
    static let catalog = ProgramFixtures.catalog

    @Test(arguments: [
        ("3\u{0603}\u{FFFD}5\u{0603}", 4, "U+0603"), ("3s \"x\u{0605}\"", 6, "U+0605"),
        ("3s \u{0301}burpees", 3, "U+0301"), ("20s \"abc\u{0D4E}\"", 9, "U+0D4E"),
        // A combining mark after a tab starts a cluster of its own, which would glue to a quote.
        ("30s\t\u{032C}\u{0352}2xnce", 5, "U+032C"),
    ])
    func aJoiningMarkIsRefusedAtItsColumn(line: String, column: Int, code: String) throws {
        guard case .failure(let error) = TextForm.load(line, id: "t", catalog: Self.catalog) else {
            Issue.record("loaded \(line)")
            return
        }
        #expect(error.message.key == .textErrorJoined)
        #expect(error.column == column)
        #expect(error.rendered(text: line, strings: ProgramFixtures.en).contains(code))
        #expect(error.rendered(text: line, strings: ProgramFixtures.de).contains("verbindet sich"))
    }

    @Test func namesInOtherScriptsAndEmojiStillLoad() throws {
        let names = [
            "3s \"Kniebeugen ü\"", "20s \"Отжимания\"", "20s \"💪🏽 push\"", "20s \"नमस्ते\"", "20s \"Cafe\u{0301}\"",
        ]
        for line in names {
            guard case .success = TextForm.load(line, id: "t", catalog: Self.catalog) else {
                Issue.record("refused \(line)")
                continue
            }
        }
    }
}
