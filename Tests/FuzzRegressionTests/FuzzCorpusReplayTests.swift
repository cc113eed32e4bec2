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

    /// `scripts/fuzz` lists and builds the same targets, with the same words on what each covers.
    @Test func scriptsFuzzListsEveryTarget() throws {
        let script = try String(
            contentsOf: Self.corpus.appendingPathComponent("../../scripts/fuzz").standardized, encoding: .utf8)
        let listed = script.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), trimmed.filter({ $0 == "|" }).count == 2 else { return nil }
            let parts = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
            return parts[0] + "|" + parts[2]
        }
        #expect(listed == FuzzTarget.all.map { $0.name + "|" + $0.summary })
    }
}
