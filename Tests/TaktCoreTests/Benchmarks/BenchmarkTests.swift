import Foundation
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktCore

/// The classic benchmark workouts as they ship in `Programs/`: each one's prescription read back
/// from `show --json` and held against the published standard written out below, each one's
/// `show` in English and German and `show --json` kept whole as goldens in `Goldens/`, and the
/// `benchmark` tag naming exactly them.
///
/// `TAKT_RECORD_SCREENS=1 swift test --filter BenchmarkTests` writes the goldens anew; read the
/// diff before committing it. The standards table is never recorded: a change to a benchmark's
/// file that changes what an athlete does fails here until the table is changed by hand.
@Suite struct BenchmarkTests {
    static let library = ProgramLibrary(files: LocalFileSystem())

    static let ids = BenchmarkStandards.all.map(\.id)

    // MARK: - The tag

    /// `list --tag benchmark` lists the programs tagged `benchmark`: exactly the standards here.
    @Test func theBenchmarkTagNamesExactlyTheStandards() {
        let tagged = Self.library.entries.filter { $0.loaded?.program.tags.contains("benchmark") == true }
        #expect(tagged.map(\.id) == Self.ids.sorted())
        #expect(tagged.allSatisfy { $0.source == .bundled })
    }

    /// A benchmark is a "girl" or a "hero", never both, as its standard says.
    @Test(arguments: BenchmarkStandards.all)
    func eachIsAGirlOrAHero(_ standard: BenchmarkStandard) throws {
        let tags = try #require(Self.library.entry(id: standard.id)?.loaded).program.tags
        #expect(tags.filter { ["girl", "hero"].contains($0) } == [standard.kind.rawValue])
    }

    /// README's table of the benchmarks names each one once, as a girl or a hero.
    @Test func theReadmeTableListsEachBenchmark() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "\n## Benchmarks\n"))
        let end = text.range(of: "\n## ", range: section.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        let rows = text[section.upperBound..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }
        let listed = rows.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return "\(cells[0].trimmingCharacters(in: ["`"])) \(cells[1])"
        }
        #expect(listed.sorted() == BenchmarkStandards.all.map { "\($0.id) \($0.kind.rawValue)" }.sorted())
    }

    // MARK: - The prescription

    /// What an athlete does, read back from `show --json` (sex unset, so both loads), phase by
    /// phase: the scored windows with their caps and every task, and the rests between them.
    @Test(arguments: BenchmarkStandards.all)
    func thePrescriptionIsTheStandard(_ standard: BenchmarkStandard) throws {
        let loaded = try #require(Self.library.entry(id: standard.id)?.loaded)
        let json = ProgramJSON.show(
            loaded, source: .bundled, strings: Languages.bundled.strings(for: "en"), profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [[String: Any]])
        let read = phases.filter { $0["kind"] as? String != "getReady" }.map(BenchmarkStandards.describe)
        #expect(read == standard.phases, "\(standard.id)")
    }

    // MARK: - Goldens

    struct GoldenCase: Sendable, CustomTestStringConvertible {
        enum View: String, Sendable, CaseIterable {
            case showEN = "show-en", showDE = "show-de", json = "show"
            case scaledEN = "show-scaled-en", scaledJSON = "show-scaled"
            var isJSON: Bool { self == .json || self == .scaledJSON }
            var isScaled: Bool { self == .scaledEN || self == .scaledJSON }
        }
        var id: String
        var view: View
        var file: String { "\(id)-\(view.rawValue).\(view.isJSON ? "json" : "txt")" }
        var testDescription: String { file }
    }

    /// The benchmarks without a scaled version: Murph's vest is its load on every task, and a
    /// scaled entry can change a load but not take it away.
    static let unscaled: Set<String> = ["murph"]

    static let goldenCases: [GoldenCase] = ids.flatMap { id in
        GoldenCase.View.allCases.filter { !$0.isScaled || !unscaled.contains(id) }.map { GoldenCase(id: id, view: $0) }
    }

    static let folder = GoldenFile.folder("Goldens", besides: #filePath)

    static func render(_ golden: GoldenCase) throws -> String {
        var entry = try #require(library.entry(id: golden.id))
        if golden.view.isScaled {
            entry = entry.replacing(try #require(entry.loaded?.scaled, "\(golden.id) has no scaled version"))
        }
        switch golden.view {
        case .showEN, .showDE, .scaledEN:
            let strings = Languages.bundled.strings(for: golden.view == .showDE ? "de" : "en")
            return ProgramShowView.render(entry, timeline: false, strings: strings, profile: BodyProfile(), width: 80)
                + "\n"
        case .json, .scaledJSON:
            let loaded = try #require(entry.loaded)
            return ProgramJSON.show(
                loaded, source: .bundled, strings: Languages.bundled.strings(for: "en"), profile: BodyProfile())
                + "\n"
        }
    }

    /// Every benchmark but ``unscaled`` declares the scaled version its description names.
    @Test(arguments: ids)
    func aScaledVersionIsDeclared(id: String) throws {
        let loaded = try #require(Self.library.entry(id: id)?.loaded)
        #expect((loaded.scaled != nil) == !Self.unscaled.contains(id))
        let description = try #require(loaded.program.description)
        #expect(description.resolved(for: "en").contains("Scaled:") == !Self.unscaled.contains(id))
        #expect(description.resolved(for: "de").contains("Skaliert:") == !Self.unscaled.contains(id))
    }

    @Test(arguments: goldenCases)
    func theViewIsItsGolden(_ golden: GoldenCase) throws {
        let rendered = try Self.render(golden)
        let kept = try GoldenFile.expected(rendered, at: Self.folder.appendingPathComponent(golden.file))
        #expect(rendered == kept, "\(golden.file)\n\(rendered)")
        if !golden.view.isJSON {
            #expect(rendered.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
        }
    }

    // MARK: - Sharing

    /// `share` prints a benchmark as one line that reads back to the same workout.
    @Test(arguments: ids)
    func theSharedLineReadsBackTheSameWorkout(id: String) throws {
        let original = try #require(Self.library.entry(id: id)?.loaded)
        let printed = TextForm.print(original.program)
        let back = try TextForm.load(printed.text, id: id, catalog: ProgramFixtures.catalog).get()
        #expect(back.timeline.meaning == original.timeline.meaning)
        #expect(TextForm.print(back.program).text == printed.text)
    }
}
