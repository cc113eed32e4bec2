import Foundation
import TaktCore

extension FuzzTarget {
    public static let program = FuzzTarget(
        name: "program",
        summary: "program YAML: preflight, Yams compose, reader, validation, timeline; YAML round trip"
    ) { data in
        var promises = Promises()
        ProgramCheck.check(data, &promises)
        return promises.broken
    }
}

enum ProgramCheck {
    static let file = "fuzz.yaml"

    /// A program file loads with its timeline, or is refused with located diagnostics; a program
    /// that loads, written back as YAML, loads to the same program and timeline.
    static func check(_ data: Data, _ promises: inout Promises) {
        let loaded: ProgramLoader.Loaded
        switch ProgramLoader.load(data, file: file, catalog: Shared.catalog) {
        case .success(let value):
            loaded = value
        case .failure(let failure):
            promises.expectLocated(failure.diagnostics, "program")
            return
        }
        let yaml = ProgramDocument.yaml(loaded.program)
        switch ProgramLoader.load(Data(yaml.utf8), file: file, catalog: Shared.catalog) {
        case .success(let back):
            promises.expect(back.program == loaded.program, "round trip: the written YAML loads to another program")
            promises.expect(
                back.timeline == loaded.timeline, "round trip: the written YAML compiles to another timeline")
        case .failure(let failure):
            let keys = failure.diagnostics.map(\.message.key.rawValue).joined(separator: ", ")
            promises.expect(false, "round trip: the written YAML is refused: \(keys)")
        }
    }
}
