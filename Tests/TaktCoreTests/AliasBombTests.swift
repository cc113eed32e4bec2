import Foundation
import Testing

@testable import TaktCore

/// Alias expansion bombs are refused without expanding them: the walk stops at a budget tied
/// to the file's size, or the checks before composing refuse them. How fast is measured by
/// `Benchmarks/refused.py`, never by a unit test's wall clock.
@Suite struct AliasBombTests {
    /// The classic "billion laughs": nine levels of ten aliases each, 10⁹ values in all.
    static let laughs: String = {
        var lines = [#"a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ",")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n")
    }()

    @Test func billionLaughsInTheProgramsOwnStructureIsRefused() {
        // 200 blocks × 200 exercises × 200 sets through aliases: 8 million sets.
        let sets = "sets: &s [" + (1...200).map { "{order: \($0), work: 1}" }.joined(separator: ", ") + "]"
        let yaml = """
            title: t
            x: &e {exercise: squats, \(sets)}
            y: &b {exercises: [\(Array(repeating: "*e", count: 200).joined(separator: ", "))]}
            blocks: [\(Array(repeating: "*b", count: 200).joined(separator: ", "))]
            """
        let result = ProgramFixtures.load(yaml)
        #expect(ProgramFixtures.problems(result).contains { $0.hasSuffix("validate.bomb") })
        // Stopped at the budget a file of its size has, not after expanding millions of sets.
        guard case .failure(let failure) = result else { return }
        let bomb = failure.diagnostics.first { $0.message.key == .validateBomb }
        #expect(bomb?.message.arguments["limit"] == .int(NodeReader.visitBudget(forBytes: yaml.utf8.count)))
    }

    @Test func classicLaughsUnderUnknownKeysCostNothing() {
        let problems = ProgramFixtures.problems(Self.laughs + "\ntitle: t\ntags: *a9\nblocks: []")
        #expect(problems.contains("1:1 validate.unknownKey"))
        // Yams shares the anchored node, so its problems point at the anchor's definition.
        #expect(problems.contains("9:5 validate.expectedValueEntry"))
        // Reached ten times through the alias, told once.
        #expect(problems.filter { $0 == "9:5 validate.expectedValueEntry" }.count == 1)
    }

    @Test func anAliasUsedAsAKeyIsRefusedBeforeComposing() {
        // Yams hashes every key in full: a bomb as a key would hash 10⁹ nodes.
        // Refused by the check before composing: no other problem, as nothing was composed.
        #expect(ProgramFixtures.problems(Self.laughs + "\n? *a9\n: boom") == ["11:3 validate.complexKey"])
        #expect(ProgramFixtures.problems(Self.laughs + "\n*a9 : boom") == ["11:1 validate.complexKey"])
        #expect(ProgramFixtures.problems(Self.laughs + "\n[*a9]: boom") == ["11:1 validate.complexKey"])
    }

    /// A flow mapping's key needs no `:`: `{*a9}` is a key with a null value, and Yams hashed
    /// it in full (found by `scripts/fuzz plan`, FuzzTesting/Corpus/plan/finding-flow-key-alias.yaml).
    @Test(arguments: [
        ("b: {*a9}", "11:5"), ("b: {x: 1, *a9}", "11:11"), ("b: {\n  *a9\n  }", "12:3"),
        ("b: [{*a9}]", "11:6"), ("b: {[*a9]}", "11:5"), ("b: {x: 1, {y: *a9}}", "11:11"),
    ])
    func anAliasOrCollectionAsAFlowMappingKeyIsRefusedBeforeComposing(key: String, at position: String) {
        #expect(ProgramFixtures.problems(Self.laughs + "\n" + key) == ["\(position) validate.complexKey"])
    }

    /// An alias's name ends where libyaml's does, at the first character that is not a letter,
    /// a digit, `_` or `-`: `*a9:` is the alias `a9` as a key, and inside `[ ]` it makes a
    /// one-pair mapping whose key Yams hashed in full (found by the fuzz smoke of `plan`,
    /// FuzzTesting/Corpus/plan/finding-alias-key-colon.yaml).
    @Test(arguments: [("b: [*a9: boom]", "11:5"), ("b: [x, *a9: boom]", "11:8"), ("*a9: boom", "11:1")])
    func anAliasFollowedByAColonIsAKey(key: String, at position: String) {
        // The check itself: were it to miss the key, composing would hash 10⁹ nodes.
        let finding = YAMLGuard.check(Self.laughs + "\n" + key)
        let found = finding.map { "\($0.position.line):\($0.position.column) \($0.message.key.rawValue)" }
        #expect(found == "\(position) validate.complexKey")
    }

    /// The text scan can take a `"` inside plain text for the start of quoted text and then
    /// not look at what follows; libyaml's events, read before composing, still see the key.
    /// The first file is the fuzz smoke's finding as it was found.
    @Test(arguments: [
        ("finding", "8:34"), ("x: a,\"\n" + laughs + "\n*a9: boom\ny: \"z\"", "12:1"),
        ("x: a\n  \"b\n" + laughs + "\nc: [*a9: boom]\n", "13:5"),
    ])
    func aKeyTheTextScanCannotSeeIsFoundInLibyamlsEvents(yaml: String, at position: String) throws {
        let found = Self.corpus.appendingPathComponent("finding-alias-key-colon-as-found.yaml")
        let text = yaml == "finding" ? try String(contentsOf: found, encoding: .utf8) : yaml
        let finding = YAMLGuard.check(text)
        #expect(
            finding.map { "\($0.position.line):\($0.position.column) \($0.message.key.rawValue)" }
                == "\(position) validate.complexKey")
    }

    /// Collections as keys cost little without aliases, and a file without `*` is not read twice.
    @Test func keysWithoutAliasesAreNotTheKeyChecksBusiness() {
        #expect(YAMLGuard.check("[a, b]: 1\n{c: d}: 2\n") == nil)
        #expect(YAMLGuard.check("a: &x [1]\nb: *x\n") == nil)
    }

    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../FuzzTesting/Corpus/plan").standardized

    @Test func aliasesAsFlowMappingValuesStayFine() throws {
        let loaded = try ProgramFixtures.load(
            """
            title: t
            getReady: 0
            defaults: &d {work: 20, rest: 10}
            blocks:
              - {exercises: &ex [{exercise: burpees}, {exercise: squats}]}
              - {exercises: *ex, rounds: 2}
            """
        ).get()
        // 2 exercises, then 2 rounds of 2, each a work and a rest phase.
        #expect(loaded.timeline.phases.count == 11)
    }

    @Test func aLargeFileWithoutAliasesIsNeverCalledABomb() throws {
        let tags = Array(repeating: "a", count: 400_000).joined(separator: ",")
        let yaml = "title: t\ntags: [\(tags)]\nblocks: [{exercises: [{exercise: squats, work: 5}]}]"
        #expect(yaml.utf8.count < 1 << 20)
        let loaded = try ProgramFixtures.load(yaml).get()
        #expect(loaded.program.tags.count == 400_000)
    }

    @Test func aliasesThatDoNotExplodeAreFine() throws {
        let loaded = try ProgramFixtures.load(
            """
            title: t
            getReady: 0
            defaults: &d {work: 20, rest: 10}
            blocks:
              - exercises: &ex [{exercise: burpees}, {exercise: squats}]
              - exercises: *ex
            """
        ).get()
        #expect(loaded.timeline.phases.count == 7)
    }
}
