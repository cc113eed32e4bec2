import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// `show` says how a workout declaring `score:` is scored (SPEC 14), in both languages, and
/// `show --json` carries the kind; a program without one has neither.
@Suite struct WorkoutScoreShowTests {
    static let library = ProgramLibrary(files: LocalFileSystem())

    static func entry(_ id: String) throws -> ProgramLibrary.Entry {
        try #require(library.entry(id: id))
    }

    @Test func showNamesTheWorkoutsScore() throws {
        let barbara = try Self.entry("barbara")
        let english = ProgramShowView.render(
            barbara, timeline: false, strings: ProgramFixtures.en, profile: BodyProfile())
        let german = ProgramShowView.render(
            barbara, timeline: false, strings: ProgramFixtures.de, profile: BodyProfile())
        #expect(
            english.contains("Score     sum of times (one score for the whole workout; each block keeps its"),
            "\(english)")
        #expect(
            german.contains("Wertung       Summe der Zeiten (eine Wertung für das ganze Workout; jeder Block"),
            "\(german)")
        let fran = ProgramShowView.render(
            try Self.entry("fran"), timeline: false, strings: ProgramFixtures.en, profile: BodyProfile())
        #expect(!fran.contains("Score "), "\(fran)")
    }

    @Test func showJSONCarriesTheKind() throws {
        let barbara = try #require(try Self.entry("barbara").loaded)
        let json = ProgramJSON.show(barbara, source: .bundled, strings: ProgramFixtures.en, profile: BodyProfile())
        #expect(json.contains("\"score\" : \"sum\""), "\(json.prefix(400))")
        let fran = try #require(try Self.entry("fran").loaded)
        #expect(
            !ProgramJSON.show(fran, source: .bundled, strings: ProgramFixtures.en, profile: BodyProfile())
                .contains("\"score\""))
    }
}
