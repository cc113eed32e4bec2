import Foundation
import Testing

@testable import TaktCore

/// Found by fuzzing (`scripts/fuzz plan`, a 12 s timeout): an alias to a 10⁸-value sequence used
/// as a key of a flow mapping (`title: {en: x, *a8}`), where a key needs no `:`. The preflight
/// let it through and Yams hashed the expanded key in full while checking for duplicates.
/// FuzzTesting/Corpus/plan/finding-flow-key-alias.yaml is the minimised input,
/// finding-flow-key-alias-as-found.yaml the fuzzer's own.
@Suite struct PlanAliasKeyTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../FuzzTesting/Corpus/plan").standardized

    @Test(arguments: [
        ("finding-flow-key-alias.yaml", 10, 16), ("finding-flow-key-alias-as-found.yaml", 8, 34),
    ])
    func anAliasAsAFlowMappingKeyIsRefusedAtItsPlaceAtOnce(file: String, line: Int, column: Int) throws {
        let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
        let result: Result<Plan, PlanLoader.Failure>? = PlanLoader.load(
            data, file: file, catalog: PlanFixtures.programs.catalog, known: PlanFixtures.known)
        guard case .failure(let failure) = result else {
            Issue.record("the plan loaded")
            return
        }
        let diagnostic = try #require(failure.diagnostics.first)
        #expect(failure.diagnostics.count == 1)
        #expect(diagnostic.message.key == .validateComplexKey)
        #expect(diagnostic.line == line && diagnostic.column == column, "\(diagnostic)")
        let english = diagnostic.rendered(Languages.bundled.strings(for: "en"))
        #expect(english.hasPrefix("\(file):\(line):\(column): "), "\(english)")
        #expect(english.contains("aliases cannot be keys"), "\(english)")
        let german = diagnostic.text(Languages.bundled.strings(for: "de"))
        #expect(german.contains("Aliase gehen nicht"), "\(german)")
    }
}
