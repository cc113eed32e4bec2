import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Helpers shared by the text-form and FIT tests.
enum InterchangeFixtures {
    /// Bundled programs of intervals only: FIT carries them whole.
    static let intervalIDs = [
        "beginner-circuit", "seven-minute", "strength-circuit", "tabata-classic", "tabata-four",
    ]
    /// Bundled programs with a scored block (docs/formats.md), which FIT carries as timed steps until issue 26.
    static let scoredIDs = ["cindy", "cindy-floor", "death-by-burpees", "ladder", "for-time-21-15-9"]
    static let bundledIDs = (intervalIDs + scoredIDs).sorted()

    static func bundled(_ id: String) throws -> ProgramLoader.Loaded {
        let library = ProgramLibrary(files: LocalFileSystem())
        return try #require(library.entry(id: id)?.loaded)
    }

    /// Where the tests leave files for `.ci/run`'s checkers, which read them with other software's
    /// own readers: FIT files with Garmin's Python FIT SDK, HTML pages with html5lib.
    static func artifactFolder(_ kind: String = "fit") -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/test-artifacts/\(kind)")
    }

    static func writeArtifact(_ data: Data, name: String, folder kind: String = "fit") throws {
        let folder = artifactFolder(kind)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
    }
}

/// What a phase means for the person doing it: the parts every format must keep.
///
/// Block titles are left out (the text form and FIT have none), and so is the block index:
/// FIT keeps a block's bounds only where rounds or a rest between blocks mark them.
struct PhaseMeaning: Hashable, CustomStringConvertible {
    var kind: Phase.Kind
    var seconds: Int?
    var reps: Int?
    var key: String?
    var name: String
    var met: Double?
    var billedMET: Double
    var round: Int
    var rounds: Int
    var set: Int
    var sets: Int
    /// A scored window's tasks: "10 burpees".
    var tasks: [String]

    init(_ phase: Phase) {
        kind = phase.kind
        seconds = phase.seconds
        reps = phase.reps
        key = phase.activity?.key
        name = phase.activity?.name.resolved(for: "en") ?? ""
        met = phase.activity?.met
        billedMET = phase.billedMET
        round = phase.round
        rounds = phase.rounds
        set = phase.set
        sets = phase.sets
        tasks = phase.tasks.map { "\($0.reps) \($0.activity.key ?? $0.activity.name.resolved(for: "en"))" }
    }

    var description: String {
        "\(kind.rawValue) \(seconds.map(String.init) ?? "-")s \(reps.map(String.init) ?? "-")r \(key ?? name) "
            + "r\(round)/\(rounds) s\(set)/\(sets) met \(met ?? 0)/\(billedMET)"
            + (tasks.isEmpty ? "" : " [" + tasks.joined(separator: ", ") + "]")
    }
}

extension Timeline {
    var meaning: [PhaseMeaning] { phases.map(PhaseMeaning.init) }
}
