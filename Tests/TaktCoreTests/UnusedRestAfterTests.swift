import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// A last block's `restAfter` is never run (a program ends on its last work phase): `validate`
/// warns at it and `show` says so, instead of dropping it silently.
@Suite struct UnusedRestAfterTests {
    static let yaml = """
        title: {en: Two blocks, de: Zwei Blöcke}
        blocks:
          - restAfter: 60
            exercises:
              - {exercise: burpees, work: 20, rest: 10}
          - rounds: 2
            restAfter: 90
            exercises:
              - {exercise: squats, work: 20, rest: 10}
        """

    @Test func theLoaderWarnsAtTheLastBlocksRestAfter() throws {
        let loaded = try ProgramFixtures.load(Self.yaml, file: "two.yaml").get()
        // Still valid, and the timeline is what it was: the program ends on its last work phase.
        #expect(loaded.timeline.phases.last?.kind == .work)
        #expect(
            loaded.warnings.map { "\($0.line):\($0.column) \($0.message.key)" } == ["7:16 validate.restAfterUnused"])
        // The first block's restAfter runs: no warning for it, nor for a last block without one.
        #expect(try ProgramFixtures.load(ProgramValidationTests.valid).get().warnings.isEmpty)
        let zero = Self.yaml.replacingOccurrences(of: "restAfter: 90", with: "restAfter: 0")
        #expect(try ProgramFixtures.load(zero).get().warnings.isEmpty)
    }

    @Test func validateShowsALocatedWarningInBothLanguages() throws {
        let directory = try ProgramFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("two.yaml").path
        try Data(Self.yaml.utf8).write(to: URL(fileURLWithPath: path))
        let results = ValidationReport.check(paths: [path], catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(!ValidationReport.hasErrors(results))
        #expect(
            ValidationReport.render(results, strings: ProgramFixtures.en) == """
                \(path):7:16: warning: the last block's restAfter (1:30) is never run: a program ends on its last work phase
                1 file checked, no errors
                """)
        #expect(
            ValidationReport.render(results, strings: ProgramFixtures.de) == """
                \(path):7:16: Warnung: restAfter des letzten Blocks (1:30) läuft nie: Ein Programm endet mit seiner letzten Übung
                1 Datei geprüft, keine Fehler
                """)
    }

    @Test(arguments: ["en", "de"])
    func showSaysItInANoteLine(language: String) throws {
        let loaded = try ProgramFixtures.load(Self.yaml, file: "two.yaml").get()
        let entry = ProgramLibrary.Entry(id: "two", source: .user(path: "two.yaml"), content: .success(loaded))
        let text = ProgramShowView.render(
            entry, timeline: false, strings: Languages.bundled.strings(for: language), profile: BodyProfile(),
            width: 80)
        let note =
            language == "en"
            ? "     Note: the restAfter (1:30) never runs: the program ends here."
            : "     Hinweis: restAfter (1:30) läuft nie: Das Programm endet hier."
        #expect(text.split(separator: "\n").last.map(String.init) == note, "\(text)")
    }

    /// No bundled program has a restAfter that never runs.
    @Test func bundledProgramsHaveNone() {
        for entry in ProgramLibrary(files: LocalFileSystem()).entries where entry.source == .bundled {
            #expect(entry.loaded?.warnings == [], "\(entry.id)")
        }
    }
}
