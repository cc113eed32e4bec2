import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// `show`, `show --timeline` and `show --json` of scored, ladder and nested blocks, whole, in both
/// languages, compared with the goldens in `FormatShow/`.
@Suite struct FormatShowTests {
    static let folder = GoldenFile.folder("FormatShow", besides: #filePath)

    static func entry() throws -> ProgramLibrary.Entry {
        let yaml = try String(contentsOf: folder.appendingPathComponent("formats.yaml"), encoding: .utf8)
        let content = ProgramFixtures.load(yaml, file: "formats.yaml")
        return ProgramLibrary.Entry(id: "formats", source: .user(path: "formats.yaml"), content: content)
    }

    @Test(arguments: ["en", "de"])
    func showWritesFormatsAsAWhiteboardDoes(language: String) throws {
        let text = ProgramShowView.render(
            try Self.entry(), timeline: true, strings: Languages.bundled.strings(for: language), profile: BodyProfile())
        #expect(try GoldenFile.matches(text, "show-\(language).txt", in: Self.folder), "\(text)")
    }

    @Test(arguments: ["en", "de"])
    func showJSONListsEachWindowsTasks(language: String) throws {
        let loaded = try #require(try Self.entry().loaded)
        let json = ProgramJSON.show(
            loaded, source: .user(path: "formats.yaml"), strings: Languages.bundled.strings(for: language),
            profile: BodyProfile())
        #expect(try GoldenFile.matches(json, "json-\(language).json", in: Self.folder), "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [[String: Any]])
        let kinds = Set(phases.compactMap { $0["kind"] as? String })
        #expect(kinds.isSuperset(of: ["emom", "amrap", "forTime", "deathBy"]))
        for phase in phases {
            let scored = ["emom", "amrap", "forTime", "deathBy"].contains(phase["kind"] as? String ?? "")
            #expect((phase["tasks"] != nil) == scored)
        }
        let open = try #require(phases.first { $0["kind"] as? String == "forTime" && $0["seconds"] is NSNull })
        #expect((open["tasks"] as? [[String: Any]])?.count == 4)
        #expect(object["windowSeconds"] as? Int == 29 * 60)
    }
}

/// `show`'s duration names only the parts a program has.
@Suite struct ScoredDurationLineTests {
    @Test func anAMRAPAloneIsNoWorkAndRestOfZero() throws {
        let timeline = try ProgramFixtures.timeline(
            FormatPrograms.program(
                "  - {format: amrap, cap: 12m, exercises: [{exercise: burpees, reps: 5}]}\n", getReady: 10))
        #expect(
            ProgramShowView.duration(timeline, strings: ProgramFixtures.en)
                == "12:10 = get ready 0:10 + scored blocks 12:00")
        #expect(
            ProgramShowView.duration(timeline, strings: ProgramFixtures.de)
                == "12:10 = Vorbereitung 0:10 + Wertungsblöcke 12:00")
    }
}
