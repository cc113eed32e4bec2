import Foundation
import Testing

@testable import TaktCore

/// Found by fuzzing (FuzzTesting/Corpus/settings/finding-cr-line-ends.yaml): a duplicate key in a
/// file with CR line ends crashed the YAML reader while it looked for the second key.
@Suite struct CRLineEndTests {
    @Test func aDuplicateKeyWithCRLineEndsIsRefusedWithAPlace() {
        #expect(throws: SettingsFile.Problem.self) { try SettingsFile.parse("\rw :\rw:", path: "config.yaml") }
        let result = ProgramLoader.load(
            Data("title: t\rtitle: u\r".utf8), file: "p.yaml", catalog: ProgramFixtures.catalog)
        guard case .failure(let failure) = result else {
            Issue.record("loaded")
            return
        }
        #expect(failure.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
    }
}
