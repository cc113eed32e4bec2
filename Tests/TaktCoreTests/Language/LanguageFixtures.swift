import Foundation

@testable import TaktCore

/// The whiteboard's language in tests: the bundled catalog plus movements of our own that take
/// other quantities than reps (so these tests do not depend on the catalog's data).
enum LanguageFixtures {
    static let catalog: ExerciseCatalog = {
        var catalog = ProgramFixtures.catalog
        catalog.merge(
            ExerciseCatalog([
                Exercise(
                    key: "test-run", name: LocalizedText(["en": "Run", "de": "Laufen"]), met: 9.8,
                    quantities: [.distance, .time]),
                Exercise(
                    key: "test-row", name: LocalizedText(["en": "Row", "de": "Rudern"]), met: 7.0,
                    quantities: [.distance, .calories, .time]),
                Exercise(
                    key: "test-thrusters", name: LocalizedText(["en": "Thrusters", "de": "Thruster"]), met: 6.0,
                    quantities: [.reps]),
            ]))
        return catalog
    }()

    /// A program of `blocks` (YAML list items), get ready 0.
    static func yaml(_ blocks: String) -> String { "title: t\ngetReady: 0\nblocks:\n" + blocks + "\n" }

    static func load(_ yaml: String) -> Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
        ProgramLoader.load(Data(yaml.utf8), file: "test.yaml", catalog: catalog)
    }

    /// "line:column key" of each problem of `blocks`, or `["(loaded)"]`.
    static func problems(_ blocks: String) -> [String] {
        ProgramFixtures.problems(load(yaml(blocks)))
    }

    /// The tasks of the first scored window of `blocks`.
    static func tasks(_ blocks: String) throws -> [Phase.Task] {
        let timeline = try load(yaml(blocks)).get().timeline
        return timeline.phases.first { $0.kind.isScored }?.tasks ?? []
    }
}
