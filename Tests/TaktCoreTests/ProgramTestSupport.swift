import Foundation
import TaktPlatform

@testable import TaktCore

/// Shared helpers for the program-library tests.
enum ProgramFixtures {
    static let en = Languages.bundled.strings(for: "en")
    static let de = Languages.bundled.strings(for: "de")
    static let catalog = ProgramLibrary(files: LocalFileSystem()).catalog

    /// Loads YAML text as the file `file`.
    static func load(_ yaml: String, file: String = "test.yaml") -> Result<ProgramLoader.Loaded, ProgramLoader.Failure>
    {
        ProgramLoader.load(Data(yaml.utf8), file: file, catalog: catalog)
    }

    /// The timeline of a program that must be valid.
    static func timeline(_ yaml: String) throws -> Timeline {
        try load(yaml).get().timeline
    }

    /// The diagnostics of a program that must be broken, as "line:column key".
    static func problems(_ yaml: String) -> [String] {
        problems(load(yaml))
    }

    static func problems(_ result: Result<ProgramLoader.Loaded, ProgramLoader.Failure>) -> [String] {
        guard case .failure(let failure) = result else { return ["(loaded)"] }
        return failure.diagnostics.map { "\($0.line):\($0.column) \($0.message.key)" }
    }

    /// A fresh empty directory under the system's temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension Timeline {
    /// A compact picture of the phases: "W20" work, "R10" rest, "G10" get ready, "W12x" reps.
    var shape: [String] {
        phases.map { phase in
            let letter = ["getReady": "G", "work": "W", "rest": "R"][phase.kind.rawValue] ?? "?"
            if let seconds = phase.seconds { return letter + String(seconds) }
            return letter + String(phase.reps ?? 0) + "x"
        }
    }
}
