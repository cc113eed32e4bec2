import Foundation
import TaktFuzzChecks
import Testing

/// Every file of every fuzz corpus folder, through the check its fuzz target runs.
///
/// The corpus holds the seeds (bundled programs, the tests' FIT files, the hostile inputs) and
/// every input a fuzzer found, minimised; a reader that crashes or breaks a promise on any of
/// them fails here as it did under libFuzzer.
@Suite struct FuzzCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../FuzzTesting/Corpus").standardized

    static func inputs(of target: String) throws -> [URL] {
        let folder = corpus.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyCorpusInputKeepsTheReadersPromises(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let inputs = try Self.inputs(of: name)
        #expect(!inputs.isEmpty, "no corpus for \(name)")
        for input in inputs {
            let broken = target.check(try Data(contentsOf: input))
            #expect(broken.isEmpty, "\(name)/\(input.lastPathComponent): \(broken)")
        }
    }

    /// Each target has a folder, and each folder a target: a renamed target keeps its corpus.
    @Test func everyCorpusFolderIsATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzTarget.all.map(\.name)))
    }

    /// `FuzzTarget.all` is the one list of targets: the fuzz package builds one executable
    /// for all of them and `scripts/fuzz` asks it for the list, so neither names a target.
    @Test func theTargetsAreListedOnce() throws {
        let root = Self.corpus.appendingPathComponent("../..").standardized
        for file in ["scripts/fuzz", "FuzzTesting/Package.swift", "scripts/test"] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for target in FuzzTarget.all {
                #expect(!text.contains("\"" + target.name + "|"), "\(file) lists \(target.name)")
                #expect(!text.contains(target.summary), "\(file) repeats what \(target.name) covers")
            }
        }
        let executables = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("FuzzTesting/Sources").path)
        #expect(Set(executables) == ["CLibFuzzer", "FuzzDriver", "FuzzTakt"])
    }
}
