import Foundation
import Testing

@testable import TaktCore

/// `validate` names every problem once: nothing hides another, nothing follows from one.
@Suite struct ValidationCompletenessTests {
    static func exercise(_ body: String) -> String {
        "title: t\nblocks:\n  - exercises:\n      - exercise: squats\n" + body
    }

    @Test func aDuplicateOrderDoesNotHideAMissingWork() {
        let yaml = Self.exercise("        sets:\n          - {order: 1}\n          - {order: 1, rest: 5}\n")
        #expect(ProgramFixtures.problems(yaml) == ["6:13 validate.missingWork", "7:21 validate.orderDuplicate"])
    }

    @Test func aMisspeltKeyIsNotAlsoMissing() {
        let block = "title: t\nblocks:\n  - exercies:\n      - {exercise: squats, work: 5}\n"
        #expect(ProgramFixtures.problems(block) == ["3:5 validate.unknownKey.suggest"])
        let work = Self.exercise("        wrok: 5\n")
        #expect(ProgramFixtures.problems(work) == ["5:9 validate.unknownKey.suggest"])
        let setWork = Self.exercise("        sets: [{order: 1, wrok: 5}]\n")
        #expect(ProgramFixtures.problems(setWork) == ["5:27 validate.unknownKey.suggest"])
    }

    @Test func aSetWithBothWorkAndRepsIsAnError() {
        #expect(
            ProgramFixtures.problems(Self.exercise("        sets: [{order: 1, work: 20, reps: 5}]\n"))
                == ["5:37 validate.workAndReps"])
        #expect(
            ProgramFixtures.problems(Self.exercise("        work: 20\n        reps: 5\n")) == [
                "6:9 validate.workAndReps"
            ])
    }

    @Test(arguments: ["0x10", "010", ".inf", "-.inf", ".nan", "1e3", "+5", "7.", ".5", "0o17"])
    func numbersArePlainDecimals(value: String) {
        let yaml = "title: t\nblocks: [{rounds: \(value), exercises: [{name: x, met: \(value), work: \(value)}]}]"
        let keys = ProgramFixtures.problems(yaml).map { $0.split(separator: " ")[1] }
        #expect(keys == ["validate.integer", "validate.number", "validate.duration"], "\(value)")
    }

    @Test func aPlusSignIsAFormatMistakeNotARangeOne() throws {
        let failure = try #require(ProgramFixtures.load(Self.exercise("        work: +5\n")).failure)
        #expect(
            failure.diagnostics.map { $0.text(ProgramFixtures.en) } == [
                "'work' must be a duration like 30, '30s' or '1m30s', found '+5'"
            ])
    }

    @Test func plainDecimalsStillLoad() throws {
        let loaded = try ProgramFixtures.load(
            "title: t\nblocks: [{rounds: 10, exercises: [{name: x, met: 7.5, work: 0m30s}, {name: y, met: 0.5, work: 9}]}]"
        ).get()
        #expect(loaded.program.blocks[0].rounds == 10)
    }

    @Test func invisibleCharactersAreStrippedFromTitles() throws {
        let loaded = try ProgramFixtures.load(
            "title: {en: \"Ta\\u200Bbata\\u202E\", de: \"Ta\\u2066bata\"}\nblocks: [{exercises: [{exercise: squats, work: 5}]}]"
        ).get()
        #expect(loaded.program.title.resolved(for: "en") == "Tabata")
        #expect(loaded.program.title.resolved(for: "de") == "Tabata")
    }

    /// One quoting style per string table: English quotes with '…', German with „…“.
    @Test(arguments: [("en", "'", "'"), ("de", "„", "“")])
    func eachTableQuotesOneWay(language: String, open: String, close: String) throws {
        let strings = try #require(Languages.bundled.tables[language])
        let others = ["\"", "“", "”", "„", "'", "‘", "’"].filter { $0 != open && $0 != close }
        for (key, entry) in strings.entries {
            let texts: [String] =
                switch entry {
                case .text(let text): [text]
                case .plural(let forms): Array(forms.values)
                }
            for text in texts {
                // German elisions (geht's) are apostrophes, not quotes.
                let quotes = text.replacingOccurrences(of: "'s", with: "")
                #expect(!others.contains { quotes.contains($0) }, "\(language) \(key): \(text)")
            }
        }
    }
}
