import Foundation
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktCore

/// `show` of bundled programs as a person reads it, whole, wrapped at two widths in both languages.
@Suite struct ShowViewTests {
    static let library = ProgramLibrary(files: LocalFileSystem())

    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var language: String
        var width: Int

        var name: String { "\(id) \(language) \(width)" }
        var testDescription: String { name }

        func render() -> String {
            guard let entry = ShowViewTests.library.entry(id: id) else { return "missing \(id)" }
            return ProgramShowView.render(
                entry, timeline: false, strings: Languages.bundled.strings(for: language), profile: BodyProfile(),
                width: width)
        }
    }

    static let cases: [Case] = ["strength-circuit", "ladder"].flatMap { id in
        ["en", "de"].flatMap { language in [60, 100].map { Case(id: id, language: language, width: $0) } }
    }

    @Test(arguments: cases)
    func showIsWholeAndWrapped(_ show: Case) throws {
        let text = show.render()
        let folder = GoldenFile.folder("Show", besides: #filePath)
        #expect(try GoldenFile.matches(text, show.name.replacingOccurrences(of: " ", with: "-") + ".txt", in: folder))
        // Wrapped on word boundaries: no line is wider than the width, no word is broken.
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= show.width })
    }

    /// A word longer than the width stays whole on its own line rather than being broken.
    @Test func aWordLongerThanTheWidthIsKeptWhole() {
        let long = String(repeating: "x", count: 30)
        #expect(
            WordWrap.indented("ab " + long + " cd", width: 20, first: "- ", rest: "  ") == [
                "- ab", "  " + long, "  cd",
            ])
    }

    /// The duration line adds up, get ready included, and so does `show --json`'s total.
    @Test(arguments: InterchangeFixtures.bundledIDs)
    func totalsIncludeGetReady(id: String) throws {
        let loaded = try #require(Self.library.entry(id: id)?.loaded)
        let timeline = loaded.timeline
        let getReady = timeline.phases.filter { $0.kind == .getReady }.reduce(0) { $0 + ($1.seconds ?? 0) }
        #expect(getReady == loaded.program.getReady)
        #expect(
            timeline.totalSeconds == getReady + timeline.workSeconds + timeline.windowSeconds + timeline.restSeconds)
        let json = ProgramJSON.show(
            loaded, source: .bundled, strings: Languages.bundled.strings(for: "en"), profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["totalSeconds"] as? Int == timeline.totalSeconds)
    }
}
