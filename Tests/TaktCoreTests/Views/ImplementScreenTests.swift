import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Issue 45: an interval station's box height and load on the work view (`40s 24/20in box
/// jumps` showed only "BOX JUMPS"), drawn whole in English and German and compared with its
/// golden in `ScoredScreens/` (`TAKT_RECORD_SCREENS=1` writes them anew).
@Suite struct ImplementScreenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScoredScreens")

    /// The first work phase of `line`, 12.4 s left, the next work after it.
    static func work(_ line: String, _ language: String, width: Int, height: Int) throws -> String {
        let phases = try TextForm.load(line, id: "t", catalog: ProgramFixtures.catalog).get().timeline.phases
        let works = phases.filter { $0.kind == .work }
        let first = try #require(works.first)
        let snapshot = ScreenFixtures.snapshot(first, next: works.dropFirst().first, remaining: .seconds(12.4))
        let strings = Languages.bundled.strings(for: language)
        return SessionScreen(strings: strings, width: width, height: height, colour: false).render(snapshot)
            .joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["en", "de"], [(40, 12), (80, 24)])
    func aStationShowsItsBoxsHeight(language: String, size: (Int, Int)) throws {
        let rendered = try Self.work(
            "2x(40s 24/20in box jumps / 20s, 40s kettlebell-swings 24kg / 20s)", language, width: size.0,
            height: size.1)
        let file = "station-height-\(language)-\(size.0)x\(size.1).txt"
        let golden = try GoldenFile.expected(rendered, at: Self.folder.appendingPathComponent(file))
        #expect(rendered == golden, "\(file)\n\(rendered)")
        #expect(rendered.contains(language == "en" ? "Box jumps to 24/20 in" : "auf 24/20 in"), "\(rendered)")
    }

    @Test func aStationShowsItsLoadAndAnOpenSetItsLoadBesideItsReps() throws {
        let swings = try Self.work("2x(40s kettlebell-swings 24kg / 20s)", "en", width: 80, height: 24)
        #expect(swings.contains("Kettlebell swings 24 kg"), "\(swings)")
        let plain = try Self.work("2x(40s burpees / 20s)", "en", width: 80, height: 24)
        #expect(!plain.contains("Burpees ") || !plain.contains(" kg"), "\(plain)")
    }
}
