import Foundation
import Testing

@testable import TaktCore

/// The depth check counts real collections only, and a file built from aliases is refused
/// before it is composed.
@Suite struct PreflightTextTests {
    static let brackets = String(repeating: "[", count: 100)
    static let braces = String(repeating: "{", count: 100)

    @Test(arguments: [
        "description: \"\(brackets)\"",
        "description: '\(braces) it''s \(brackets)'",
        "description: |\n  \(brackets)\n  more \(braces)\n",
        "description: >-\n    \(brackets)\n\n    \(brackets)\n",
        "description: \"line one\n  \(brackets)\"",
        "tags: [\"\(brackets)\", '\(braces)']",
    ])
    func bracketsInTextDoNotNest(field: String) throws {
        let yaml = "title: t\n\(field)\nblocks: [{exercises: [{exercise: squats, work: 5}]}]"
        #expect(ProgramFixtures.problems(yaml) == ["(loaded)"])
    }

    @Test func aBlockTextInASequenceEndsWhereItsIndentationDoes() throws {
        let deep = Self.brackets + String(repeating: "]", count: 100)
        let yaml = """
            title: t
            blocks:
              - title: |
                  \(Self.brackets)
                exercises: \(deep)
            """
        #expect(ProgramFixtures.problems(yaml) == ["5:77 validate.tooDeep"])
    }

    @Test(arguments: [
        "author: a \"b\nx: \(brackets)",
        "author: a- \"b\nx: \(brackets)",
        "author: it's\nx: \(brackets)",
        "author: a |\nx: \(brackets)",
    ])
    func aQuoteOrBarInsidePlainTextCannotHideNesting(field: String) {
        let problems = ProgramFixtures.problems("title: t\n\(field)\nblocks: []")
        #expect(problems.count == 1 && problems[0].hasSuffix("validate.tooDeep"), "\(problems)")
    }

    /// Counted from libyaml's events: the top mapping and 63 lists load, a 64th list is refused
    /// where it opens.
    @Test func theDepthLimitCountsCollectionsExactly() {
        let open = { (count: Int) in String(repeating: "[", count: count) + String(repeating: "]", count: count) }
        #expect(YAMLGuard.check("a: \(open(63))") == nil)
        let finding = YAMLGuard.check("a: \(open(64))")
        #expect(
            finding.map { "\($0.position.line):\($0.position.column) \($0.message.key.rawValue)" }
                == "1:67 validate.tooDeep")
        let block = (0..<64).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x"
        #expect(YAMLGuard.check(block) == nil)
    }

    @Test func aFileBuiltFromAliasesIsRefusedBeforeComposing() {
        let aliases = Array(repeating: "*a", count: 300_000).joined(separator: ",")
        let yaml = "title: t\nx: &a \"\(String(repeating: "y", count: 1000))\"\ntags: [\(aliases)]\nblocks: []"
        let problems = ProgramFixtures.problems(yaml)
        #expect(problems == ["3:30008 validate.tooManyAliases"])
    }

    @Test func oneAliasToALongTextRepeatedIsABomb() {
        // Under the alias limit, but every use reads 100 KB of text.
        let aliases = Array(repeating: "*a", count: 5000).joined(separator: ",")
        let yaml = "title: t\nx: &a \"\(String(repeating: "y", count: 100_000))\"\ntags: [\(aliases)]\nblocks: []"
        let problems = ProgramFixtures.problems(yaml)
        #expect(problems.contains { $0.hasSuffix("validate.bomb") }, "\(problems)")
    }
}
