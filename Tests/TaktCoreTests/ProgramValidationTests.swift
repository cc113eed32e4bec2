import Foundation
import Testing

@testable import TaktCore

/// Every validation error, with its exact line and column.
@Suite struct ProgramValidationTests {
    /// A valid program; each case below breaks one thing in it.
    static let valid = """
        title: {en: Test, de: Test}
        blocks:
          - rounds: 2
            exercises:
              - exercise: burpees
                work: 20
                rest: 10
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown root key", yaml: "titel: x\nblocks: []",
            // The misspelt `titel` is reported once: no "missing 'title'" after it.
            expected: ["1:1 validate.unknownKey.suggest", "2:9 validate.emptyList"]),
        Case(
            name: "bad duration",
            yaml: "title: t\nblocks:\n  - exercises:\n      - {exercise: squats, work: 20, rest: soon}",
            expected: ["4:44 validate.duration"]),
        Case(
            name: "work zero", yaml: "title: t\nblocks: [{exercises: [{exercise: squats, work: 0}]}]",
            expected: ["2:48 validate.range"]),
        Case(
            name: "work over a day", yaml: "title: t\nblocks: [{exercises: [{exercise: squats, work: 24h1s}]}]",
            expected: ["2:48 validate.range"]),
        Case(
            name: "negative rest", yaml: "title: t\nblocks: [{exercises: [{exercise: squats, work: 5, rest: -1}]}]",
            expected: ["2:57 validate.range"]),
        Case(
            name: "huge number",
            yaml: "title: t\nblocks: [{rounds: 99999999999999999999999, exercises: [{exercise: squats, work: 5}]}]",
            expected: ["2:19 validate.range"]),
        Case(
            name: "rounds zero", yaml: "title: t\nblocks: [{rounds: 0, exercises: [{exercise: squats, work: 5}]}]",
            expected: ["2:19 validate.range"]),
        Case(
            name: "rounds 1001", yaml: "title: t\nblocks: [{rounds: 1001, exercises: [{exercise: squats, work: 5}]}]",
            expected: ["2:19 validate.range"]),
        Case(
            name: "float rounds", yaml: "title: t\nblocks: [{rounds: 2.5, exercises: [{exercise: squats, work: 5}]}]",
            expected: ["2:19 validate.integer"]),
        Case(
            name: "yes is no number",
            yaml: "title: t\nblocks: [{rounds: yes, exercises: [{exercise: squats, work: 5}]}]",
            expected: ["2:19 validate.integer"]),
        Case(
            name: "unknown exercise with suggestion",
            yaml: "title: t\nblocks: [{exercises: [{exercise: burpes, work: 5}]}]",
            expected: ["2:34 validate.unknownExercise.suggest"]),
        Case(
            name: "unknown exercise", yaml: "title: t\nblocks: [{exercises: [{exercise: zumba, work: 5}]}]",
            expected: ["2:34 validate.unknownExercise"]),
        Case(
            name: "custom exercise without met", yaml: "title: t\nblocks: [{exercises: [{name: Crawl, work: 5}]}]",
            expected: ["2:23 validate.missingMET"]),
        Case(
            name: "exercise without key or name", yaml: "title: t\nblocks: [{exercises: [{work: 5}]}]",
            expected: ["2:23 validate.missingExercise"]),
        Case(
            name: "set without work or reps",
            yaml: """
                title: t
                blocks:
                  - exercises:
                      - exercise: squats
                        sets:
                          - {order: 1, work: 10}
                          - {order: 2, rest: 10}
                """, expected: ["7:13 validate.missingWork"]),
        Case(
            name: "duplicate order",
            yaml: """
                title: t
                blocks:
                  - exercises:
                      - exercise: squats
                        sets:
                          - {order: 1, work: 10}
                          - {order: 1, work: 10}
                """, expected: ["7:21 validate.orderDuplicate"]),
        Case(
            name: "non-positive order",
            yaml: """
                title: t
                blocks:
                  - exercises:
                      - exercise: squats
                        sets:
                          - {order: 0, work: 10}
                          - {order: -2, work: 10}
                """, expected: ["6:21 validate.range", "7:21 validate.range"]),
        Case(
            name: "set without order",
            yaml: """
                title: t
                blocks:
                  - exercises:
                      - exercise: squats
                        sets: [{work: 10}]
                """, expected: ["5:16 validate.missingKey"]),
        Case(
            name: "unknown set key",
            yaml: """
                title: t
                blocks:
                  - exercises:
                      - exercise: squats
                        sets: [{order: 1, work: 10, rset: 5}]
                """, expected: ["5:37 validate.unknownKey.suggest"]),
        Case(name: "bad id", yaml: "id: My_Workout\n" + valid, expected: ["1:5 validate.id"]),
        Case(name: "bad level", yaml: "level: expert\n" + valid, expected: ["1:8 validate.level"]),
        Case(name: "blocks not a list", yaml: "title: t\nblocks: 3", expected: ["2:9 validate.expectedList"]),
        Case(
            name: "block not a mapping", yaml: "title: t\nblocks: [3]", expected: ["2:10 validate.expectedMappingEntry"]
        ),
        Case(
            name: "title is a list", yaml: "title: [a]\nblocks: [{exercises: [{exercise: squats, work: 5}]}]",
            expected: ["1:8 validate.localized"]),
        Case(
            name: "bad language code",
            yaml: "title: {english: Hi}\nblocks: [{exercises: [{exercise: squats, work: 5}]}]",
            expected: ["1:9 validate.languageCode"]),
        Case(
            name: "empty value", yaml: "title:\nblocks: [{exercises: [{exercise: squats, work: 5}]}]",
            expected: ["1:7 validate.noValue"]),
        Case(name: "root is a list", yaml: "- a\n- b", expected: ["1:1 validate.expectedMapping"]),
        Case(
            name: "met out of range", yaml: "title: t\nblocks: [{exercises: [{name: X, met: 0, work: 5}]}]",
            expected: ["2:38 validate.numberRange"]),
        Case(
            name: "met not a number", yaml: "title: t\nblocks: [{exercises: [{name: X, met: high, work: 5}]}]",
            expected: ["2:38 validate.number"]),
        Case(
            name: "empty exercises", yaml: "title: t\nblocks: [{exercises: []}]", expected: ["2:22 validate.emptyList"]),
        Case(
            name: "missing exercises", yaml: "title: t\nblocks: [{rounds: 2}]", expected: ["2:10 validate.missingKey"]),
        Case(
            name: "tab indentation", yaml: "title: t\nblocks:\n\t- exercises: []", expected: ["3:1 validate.syntax.tab"]
        ),
        Case(name: "duplicate key", yaml: "title: t\ntitle: u\nblocks: []", expected: ["2:1 validate.duplicateKey"]),
        Case(name: "two documents", yaml: "title: t\n---\ntitle: u", expected: ["2:1 validate.syntax.documents"]),
        Case(
            name: "unclosed flow list", yaml: "title: t\nblocks: [{exercises: []}",
            expected: ["3:1 validate.syntax.flow"]),
        Case(name: "unclosed quote", yaml: "title: \"t\nblocks: []", expected: ["2:11 validate.syntax.quote"]),
        Case(name: "undefined alias", yaml: "title: *nothing\nblocks: []", expected: ["1:8 validate.syntax.alias"]),
        Case(name: "unsupported version", yaml: "version: 2\n" + valid, expected: ["1:10 validate.version"]),
        Case(
            name: "raw escape byte", yaml: "title: t\nauthor: a\u{1B}[2Jb\nblocks: []",
            expected: ["2:10 validate.syntax.control"]),
        Case(name: "NUL byte", yaml: "title: t\u{0}\nblocks: []", expected: ["1:9 validate.syntax.control"]),
        Case(name: "empty file", yaml: "", expected: ["1:1 validate.empty"]),
        Case(name: "only a comment", yaml: "# nothing here\n", expected: ["1:1 validate.empty"]),
        Case(
            name: "too many phases",
            yaml: """
                title: t
                blocks:
                  - rounds: 1000
                    exercises:
                      - {exercise: squats, work: 5, rest: 5}
                      - {exercise: plank, work: 5, rest: 5}
                      - {exercise: lunges, work: 5, rest: 5}
                      - {exercise: plank, work: 5, rest: 5}
                      - {exercise: lunges, work: 5, rest: 5}
                      - {exercise: squats, work: 5, rest: 5}
                """, expected: ["2:1 validate.tooManyPhases"]),
        Case(
            name: "far too many phases",
            yaml: """
                title: t
                blocks:
                  - rounds: 1000
                    exercises: [{exercise: squats, sets: [\((1...60).map { "{order: \($0), work: 1, rest: 1}" }.joined(separator: ", "))]}]
                """, expected: ["2:1 validate.tooManyPhases"]),
    ]

    @Test(arguments: cases)
    func reportsAtTheExactPosition(_ testCase: Case) {
        #expect(ProgramFixtures.problems(testCase.yaml) == testCase.expected)
    }

    @Test func theBaseProgramIsValid() throws {
        #expect(try ProgramFixtures.timeline(Self.valid).shape == ["G10", "W20", "R10", "W20"])
    }

    @Test func reportsEveryProblemNotOnlyTheFirst() {
        let yaml = """
            titel: x
            getReady: soon
            blocks:
              - rounds: 0
                exercises:
                  - exercise: burpes
                    work: 25h
            """
        #expect(
            ProgramFixtures.problems(yaml) == [
                "1:1 validate.unknownKey.suggest", "2:11 validate.duration",
                "4:13 validate.range", "6:19 validate.unknownExercise.suggest", "7:15 validate.range",
            ])
    }

    @Test func rendersCompilerStyleInBothLanguages() throws {
        let failure = try #require(
            ProgramFixtures.load(
                "title: t\nblocks:\n  - exercises:\n      - {exercise: squats, work: 20, rest: soon}",
                file: "path/to/file.yaml"
            ).failure)
        let diagnostic = try #require(failure.diagnostics.first)
        #expect(
            diagnostic.rendered(ProgramFixtures.en)
                == #"path/to/file.yaml:4:44: error: 'rest' must be a duration like 30, '30s' or '1m30s', found 'soon'"#)
        #expect(
            diagnostic.rendered(ProgramFixtures.de)
                == #"path/to/file.yaml:4:44: Fehler: „rest“ muss eine Dauer wie 30, „30s“ oder „1m30s“ sein, gefunden: „soon“"#
        )
    }

    @Test func didYouMeanNamesTheKey() throws {
        let failure = try #require(
            ProgramFixtures.load("title: t\nblocks: [{exercises: [{exercise: squats, wrok: 5}]}]").failure)
        #expect(failure.diagnostics.map { $0.text(ProgramFixtures.en) } == ["unknown key 'wrok'; did you mean 'work'?"])
    }

    @Test func idDefaultsToTheFileName() throws {
        let loaded = try ProgramFixtures.load(Self.valid, file: "dir/my-hiit.yaml").get()
        #expect(loaded.program.id == "my-hiit")
        #expect(
            ProgramFixtures.problems(ProgramFixtures.load(Self.valid, file: "My Workout.yaml")) == [
                "1:1 validate.idFromFile"
            ])
    }

    @Test func unknownCatalogKeyWithANameIsACustomExercise() throws {
        let loaded = try ProgramFixtures.load(
            "title: t\nblocks: [{exercises: [{exercise: zumba, name: Zumba, met: 6.5, work: 5}]}]"
        ).get()
        let work = try #require(loaded.timeline.phases.last?.activity)
        #expect(work.key == nil)
        #expect(work.name.resolved(for: "de") == "Zumba")
        #expect(work.met == 6.5)
    }

    @Test func aBrokenUserCatalogEntryDoesNotHideTheOthers() {
        let yaml = """
            exercises:
              crawl: {name: Crawl, met: 8}
              Bad_Key: {name: X, met: 3}
              hop: {name: Hop, met: 99, compendium: "2214"}
              skip: {name: Skip, mets: 4}
            """
        let loaded = ExerciseCatalogLoader.load(Data(yaml.utf8), file: "exercises.yaml")
        #expect(loaded.catalog.keys == ["crawl"])
        #expect(
            loaded.diagnostics.map { "\($0.line):\($0.column) \($0.message.key)" } == [
                "3:3 validate.exerciseKey", "4:25 validate.numberRange", "4:41 validate.compendium",
                "5:22 validate.unknownKey.suggest",
            ])
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(Self.valid.utf8)
        let loaded = try ProgramLoader.load(data, file: "bom.yaml", catalog: ProgramFixtures.catalog).get()
        #expect(loaded.program.title.resolved(for: "en") == "Test")
    }

    @Test func nonUTF8BytesAreLocated() {
        let data = Data("title: t\nauthor: Ren".utf8) + Data([0xE9]) + Data("\n".utf8)
        let result = ProgramLoader.load(data, file: "latin1.yaml", catalog: ProgramFixtures.catalog)
        #expect(ProgramFixtures.problems(result) == ["2:12 validate.notUTF8"])
    }

    @Test func filesOverOneMebibyteAreRefusedBeforeParsing() {
        let data = Data(repeating: 0x5B, count: (1 << 20) + 1)  // "[[[[…": would also be far too deep
        let result = ProgramLoader.load(data, file: "big.yaml", catalog: ProgramFixtures.catalog)
        #expect(ProgramFixtures.problems(result) == ["1:1 validate.tooLarge"])
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let flow = "title: " + String(repeating: "[", count: 200_000)
        #expect(ProgramFixtures.problems(flow) == ["1:9 validate.tooDeep"])
        let block = "title: t\nblocks:\n" + String(repeating: "- ", count: 200_000) + "x"
        #expect(ProgramFixtures.problems(block) == ["3:127 validate.tooDeep"])
        // A stray quote or a "#" inside quotes must not hide the brackets after it.
        let deep = String(repeating: "[", count: 100_000)
        // The quote is plain text of line 1's value: libyaml reads line 2's brackets, and its
        // scanner, reading 1,024 characters ahead, stops at its own limit by the first one.
        #expect(ProgramFixtures.problems("title: foo \"x\na: \(deep)") == ["2:5 validate.tooDeep"])
        #expect(ProgramFixtures.problems("a: [\"x #\", \(deep)") == ["1:12 validate.tooDeep"])
        #expect(ProgramFixtures.problems("a: [{\"k\":\"v #\"}, \(deep)") == ["1:18 validate.tooDeep"])
    }

    @Test func deepIndentationIsNotDeepNesting() throws {
        let margin = String(repeating: " ", count: 70)
        let yaml = """
            title: t
            description: >
            \(margin)A folded text indented seventy columns: still one level inside its key.
            \(margin)- a dash, and another: line of it
            blocks: [{exercises: [{exercise: squats, work: 5}]}]
            """
        let loaded = try ProgramFixtures.load(yaml).get()
        #expect(loaded.program.description?.resolved(for: "en").hasPrefix("A folded text") == true)
    }

    @Test func nestingByIndentationStepsIsStillRefused() {
        // One space per level, 70 levels of mappings: truly deep, refused on the 65th level's key.
        let lines = (0..<70).map { String(repeating: " ", count: $0) + "k\($0):" }
        #expect(ProgramFixtures.problems(lines.joined(separator: "\n")) == ["65:65 validate.tooDeep"])
    }

    @Test func strictScalarsNeverBecomeBooleans() throws {
        let loaded = try ProgramFixtures.load(
            "title: no\nauthor: off\ntags: [yes, on]\n" + "blocks: [{exercises: [{exercise: squats, work: 5}]}]"
        ).get()
        #expect(loaded.program.title.resolved(for: "en") == "no")
        #expect(loaded.program.author == "off")
        #expect(loaded.program.tags == ["yes", "on"])
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
