import Foundation
import TaktPlatform
import Testing
import Yams

@testable import TaktCore

/// The content that ships inside the binary: programs, catalog and schema.
@Suite struct BundledProgramTests {
    static let programFiles = BundledFiles.files(in: "Programs").filter { ProgramLibrary.isProgramFile($0.name) }

    @Test func atLeastSixProgramsShip() {
        #expect(Self.programFiles.count >= 6)
    }

    @Test(arguments: programFiles.map(\.name))
    func everyBundledProgramIsValidAndBilingual(name: String) throws {
        let data = try #require(BundledFiles.file("Programs/" + name))
        let loaded = try ProgramLoader.load(data, file: name, catalog: ProgramFixtures.catalog).get()
        #expect(loaded.program.id + ".yaml" == name)
        #expect(loaded.program.title.values.keys.sorted() == ["de", "en"])
        #expect(loaded.program.description?.values.keys.sorted() == ["de", "en"])
        for block in loaded.program.blocks {
            #expect(block.title?.values.keys.sorted() == ["de", "en"])
        }
        #expect(loaded.timeline.phases.last?.kind.isEffort == true)
    }

    @Test(arguments: programFiles.map(\.name))
    func everyBundledProgramMatchesTheSchema(name: String) throws {
        let schemaData = try #require(BundledFiles.file("Programs/program.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        let data = try #require(BundledFiles.file("Programs/" + name))
        let value = try #require(try Yams.load(yaml: String(decoding: data, as: UTF8.self)))
        #expect(JSONSchemaSubset(root: schema).validate(value) == [])
    }

    @Test func theSchemaRejectsWhatTheLoaderRejects() throws {
        let schemaData = try #require(BundledFiles.file("Programs/program.schema.json"))
        let schema = JSONSchemaSubset(
            root: try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any]))
        let bad: [String: Any] = [
            "title": "t", "blokcs": [],
        ]
        #expect(schema.validate(bad) == ["$: missing blocks", "$: unexpected property blokcs"])
        let badSet: [String: Any] = [
            "title": "t", "blocks": [["exercises": [["exercise": "squats", "sets": [["order": 0, "work": "soon"]]]]]],
        ]
        #expect(
            schema.validate(badSet) == [
                "$.blocks[0].exercises[0].sets[0].order: below 1.0",
                "$.blocks[0].exercises[0].sets[0].work: matches none of anyOf",
            ])
    }

    /// The README's "Writing a program" example must stay a valid program.
    @Test func theReadmeExampleIsValid() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## Writing a program"))
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let loaded = try ProgramFixtures.load(String(text[start.upperBound..<end.lowerBound]), file: "my-morning.yaml")
            .get()
        #expect(loaded.program.id == "my-morning")
        #expect(loaded.timeline.phases.count == 18)
        #expect(loaded.timeline.phases.contains { $0.isOpen })
    }

    @Test func theTabataFacts() throws {
        let library = ProgramLibrary(files: LocalFileSystem())
        let classic = try #require(library.entry(id: "tabata-classic")?.loaded)
        #expect(classic.timeline.phases.filter { $0.kind == .work }.map(\.seconds) == Array(repeating: 20, count: 8))
        #expect(classic.timeline.restSeconds == 70)
        let seven = try #require(library.entry(id: "seven-minute")?.loaded)
        #expect(seven.timeline.phases.filter { $0.kind == .work }.count == 12)
        #expect(seven.timeline.workSeconds == 360)
        let four = try #require(library.entry(id: "tabata-four")?.loaded)
        // A minute between blocks, none after the last: there it would never run.
        #expect(four.program.blocks.map(\.restAfter) == [60, 60, 60, nil])
        #expect(four.timeline.phases.filter(\.isRestAfter).count == 3)
        let strength = try #require(library.entry(id: "strength-circuit")?.loaded)
        let squatOrders = strength.program.blocks[0].exercises[0].sets.map(\.order)
        #expect(squatOrders != squatOrders.sorted(), "one exercise's sets are written out of order on purpose")
    }

    /// The 22 catalog keys of issue 2, each with the MET and code of met-values.csv.
    @Test(arguments: [
        ("burpees", 11.0, "02214"), ("mountain-climbers", 11.0, "02214"), ("squat-jumps", 11.0, "02214"),
        ("jumping-jacks", 7.5, "02020"), ("push-ups", 7.5, "02020"), ("sit-ups", 7.5, "02020"),
        ("crunches", 2.8, "02024"), ("plank", 2.8, "02024"), ("side-plank", 2.8, "02024"),
        ("wall-sit", 2.8, "02024"), ("lunges", 3.8, "02022"), ("squats", 6.5, "02057"),
        ("high-knees", 7.5, "02020"), ("skaters", 7.5, "02020"), ("glute-bridges", 6.5, "02057"),
        ("step-ups", 6.5, "02057"), ("kettlebell-swings", 9.8, "02058"), ("jump-rope", 11.8, "15551"),
        ("running-in-place", 4.8, "12025"), ("rowing", 7.3, "02070"), ("stretching", 2.3, "02101"),
        ("yoga", 2.3, "02150"),
    ])
    func catalogHasTheExercise(key: String, met: Double, code: String) throws {
        let exercise = try #require(ProgramFixtures.catalog[key])
        #expect(exercise.met == met)
        #expect(exercise.compendiumCode == code)
        #expect(exercise.name.values.keys.sorted() == ["de", "en"])
        #expect(exercise.howTo?.values.keys.sorted() == ["de", "en"])
    }

    @Test func bundledCatalogHasNoProblems() {
        #expect(ProgramLibrary.bundledCatalog.diagnostics == [])
        #expect(ProgramLibrary(files: LocalFileSystem()).catalogDiagnostics == [])
    }
}
