import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Property test of the program loader over thousands of generated and mutated documents.
///
/// `LoaderRobustnessTests` mangles the bundled programs; this suite generates its own programs
/// from a small grammar of takt's format (valid values next to near-misses: misspelled keys,
/// bad durations, duplicate set orders, wrong shapes, aliases, escape codes), then mutates their
/// bytes too. Every document must load or be refused with located, translatable diagnostics,
/// the same way twice. The seeds are fixed, so a failure replays.
@Suite struct LoaderFuzzTests {
    typealias Generator = SeededRandom

    /// Writes random program documents: clean ones, and ones with a few slips in them.
    ///
    /// `slip` is the chance that any one choice goes wrong (a misspelled key, a bad duration,
    /// a duplicate set order, a wrong shape); 0 writes a program that should load.
    struct ProgramGrammar {
        var random: Generator
        var slip = 0.0

        static let exerciseKeys = ["burpees", "squats", "plank", "push-ups", "lunges"]
        static let badExerciseKeys = ["burpee", "squat_jumps", "", "[a]"]
        static let topKeys = [
            "id", "title", "description", "author", "tags", "level", "getReady", "defaults", "blocks",
        ]
        static let misspelled = ["titel", "rets", "block", "exercice", "getready", "Work", "order ", "sets2", "?"]

        mutating func chance(_ probability: Double) -> Bool {
            Double.random(in: 0..<1, using: &random) < probability
        }

        /// One of `good`, or one of `bad` when this choice slips.
        mutating func pick(_ good: [String], else bad: [String] = []) -> String {
            let choices = !bad.isEmpty && chance(slip) ? bad : good
            return choices.randomElement(using: &random) ?? ""
        }

        mutating func duration(allowsZero: Bool) -> String {
            let seconds = Int.random(in: allowsZero ? 0...90 : 1...90, using: &random)
            return pick(
                ["\(seconds)", "\"\(seconds)s\"", "1m30s", "\(seconds)s", "2m"],
                else: [
                    "-5", "soon", "\"\"", "~", "1.5", "25h", "86401", "99999999999999999999", "[1]", "{a: 1}", "yes",
                    "1m70s", "0x10", "\"1h\"", "1e3", "!!str 12", "'30'", "0",
                ])
        }

        mutating func count(_ range: ClosedRange<Int>) -> String {
            pick(["\(Int.random(in: range, using: &random))"], else: ["0", "-1", "1001", "two", "2.5", "[]"])
        }

        mutating func text() -> String {
            let plain = pick(["Tabata", "Bärengang", "Push hard", "\"quoted: colon\"", "'single'", "ein Satz"])
            let shapes = ["{en: \(plain), de: \(plain)}", "{en: \(plain)}", plain, "\"esc \\e[31mred\\a\""]
            return pick(shapes, else: ["{fr: \(plain)}", "[a, b]", "{}", "{en: [x]}"])
        }

        mutating func key(_ valid: String) -> String {
            chance(slip / 3) ? pick(Self.misspelled) : valid
        }

        /// One exercise entry, its lines indented under a `- ` at `indent`.
        mutating func exercise(indent: String) -> [String] {
            var fields: [String] = []
            if chance(0.8) {
                fields.append("\(key("exercise")): \(pick(Self.exerciseKeys, else: Self.badExerciseKeys))")
            } else {
                fields.append("\(key("name")): \(text())")
                fields.append("met: \(pick(["8.0", "3", "12.5"], else: ["0", "-2", "high", "~"]))")
            }
            let hasSets = chance(0.3)
            if !hasSets || chance(slip) {
                if chance(0.2) {
                    fields.append("reps: \(count(1...30))")
                } else if chance(0.8) || chance(slip) {
                    fields.append("\(key("work")): \(duration(allowsZero: false))")
                }
                if chance(0.5) { fields.append("\(key("rest")): \(duration(allowsZero: true))") }
            }
            var lines = fields.enumerated().map { ($0.offset == 0 ? indent + "- " : indent + "  ") + $0.element }
            if hasSets {
                lines.append(indent + "  \(key("sets")):")
                var orders = Array(1...5).shuffled(using: &random)
                for _ in 0..<Int.random(in: chance(slip) ? 0...4 : 1...4, using: &random) {
                    let order = chance(slip) ? count(1...5) : "\(orders.popLast() ?? 9)"
                    var set = ["order: \(order)", "work: \(duration(allowsZero: false))"]
                    if chance(0.5) { set.append("rest: \(duration(allowsZero: true))") }
                    if chance(slip) { set.swapAt(0, 1) }
                    if chance(slip) { set.removeLast() }
                    lines.append(indent + "    - {" + set.joined(separator: ", ") + "}")
                }
            }
            return lines
        }

        mutating func document() -> String {
            var lines: [String] = []
            // A program needs a title and blocks; defaults give exercises without `work` theirs.
            var keys = Self.topKeys.filter {
                ["title", "blocks", "defaults"].contains($0) ? !chance(slip) : chance(0.8)
            }
            keys.shuffle(using: &random)
            if chance(slip / 2) { keys.append(keys.randomElement(using: &random) ?? "id") }  // a duplicate key
            for name in keys {
                let written = key(name)
                switch name {
                case "id": lines.append("\(written): \(pick(["fuzz", "a-b-9"], else: ["Fuzz Program", "\"\"", "[x]"]))")
                case "title", "description": lines.append("\(written): \(text())")
                case "author": lines.append("\(written): \(pick(["me", "\"x\""], else: ["~", "[a]"]))")
                case "tags": lines.append("\(written): \(pick(["[a, b]", "[]", "[hiit]"], else: ["{a: b}", "[[x]]"]))")
                case "level": lines.append("\(written): \(pick(["beginner", "advanced"], else: ["expert", "3"]))")
                case "getReady": lines.append("\(written): \(duration(allowsZero: true))")
                case "defaults":
                    let anchor = chance(0.2) ? "&d " : ""
                    let values = "work: \(duration(allowsZero: false)), rest: \(duration(allowsZero: true))"
                    lines.append("\(written): \(anchor){\(values)}")
                default:
                    lines.append("\(written):")
                    for _ in 0..<Int.random(in: chance(slip) ? 0...3 : 1...3, using: &random) {
                        var block = ["rounds: \(count(1...6))"]
                        if chance(0.3) { block.append("restAfter: \(duration(allowsZero: true))") }
                        if chance(0.3) { block.append("title: \(text())") }
                        lines.append("  - " + block[0])
                        lines += block.dropFirst().map { "    " + $0 }
                        lines.append("    \(key("exercises")):")
                        for _ in 0..<Int.random(in: chance(slip) ? 0...3 : 1...3, using: &random) {
                            lines += exercise(indent: "      ")
                        }
                    }
                }
            }
            if chance(slip / 2) { lines.append("extra: *d") }
            return lines.joined(separator: "\n") + (chance(0.9) ? "\n" : "")
        }

        /// `document` with a few byte-level accidents: fragments inserted, bytes dropped, cut, repeated or flipped.
        mutating func mutated(_ text: String) -> [UInt8] {
            var bytes = Array(text.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let fragment = LoaderRobustnessTests.fragments.randomElement(using: &random) ?? []
                    bytes.insert(contentsOf: fragment, at: position)
                case 1:
                    bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
                case 2:
                    bytes.removeSubrange(position..<bytes.count)
                case 3:
                    let end = min(bytes.count, position + Int.random(in: 1...30, using: &random))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                default:
                    if position < bytes.count { bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random)) }
                }
            }
            return bytes
        }
    }

    /// Lines as libyaml counts them: CR, LF, CRLF and the Unicode breaks NEL, LS and PS.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: lines += 1
            case 0x0D: if index + 1 >= bytes.count || bytes[index + 1] != 0x0A { lines += 1 }
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: lines += 1
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80 && [0xA8, 0xA9].contains(bytes[index + 2]):
                lines += 1
            default: break
            }
            index += 1
        }
        return lines
    }

    /// Checks one document and says what happened: `true` when it loaded.
    static func check(_ bytes: [UInt8], seed: UInt64) -> Bool {
        let data = Data(bytes)
        let outcome = ProgramLoader.load(data, file: "fuzz.yaml", catalog: ProgramFixtures.catalog)
        #expect(
            ProgramLoader.load(data, file: "fuzz.yaml", catalog: ProgramFixtures.catalog) == outcome, "seed \(seed)")
        switch outcome {
        case .success(let loaded):
            let phases = loaded.timeline.phases
            #expect(!phases.isEmpty && phases.count <= TimelineCompiler.maximumPhases, "seed \(seed)")
            #expect(phases.map(\.order) == Array(phases.indices).map { $0 + 1 }, "seed \(seed)")
            #expect(phases.last?.kind == .work, "seed \(seed): the program ends on its last work phase")
            for phase in phases {
                if let seconds = phase.seconds {
                    // Work 1 s..24 h; a rest of 0 s is never a phase, so rests are at least 1 s too.
                    #expect((1...86_400).contains(seconds), "seed \(seed): phase \(phase.order) lasts \(seconds) s")
                } else {
                    #expect(phase.kind == .work && (phase.reps ?? 0) >= 1, "seed \(seed): open phase \(phase.order)")
                }
            }
            return true
        case .failure(let failure):
            #expect(!failure.diagnostics.isEmpty, "seed \(seed)")
            let lastLine = lineCount(bytes) + 1
            // Columns count scalars, never more than a line's bytes; one past the end is the end.
            let lastColumn =
                (bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(\.count).max() ?? 0) + 1
            for diagnostic in failure.diagnostics {
                #expect(
                    (1...lastLine).contains(diagnostic.line) && (1...lastColumn).contains(diagnostic.column),
                    "seed \(seed): \(diagnostic.line):\(diagnostic.column) outside \(lastLine - 1) lines")
                checkTranslated(diagnostic, seed: seed)
            }
            return false
        }
    }

    /// The message exists in both bundled languages and every placeholder it uses is filled.
    static func checkTranslated(_ diagnostic: Diagnostic, seed: UInt64) {
        for strings in [ProgramFixtures.en, ProgramFixtures.de] {
            guard let entry = strings.table[diagnostic.message.key] else {
                Issue.record("seed \(seed): \(diagnostic.message.key) missing in \(strings.language)")
                continue
            }
            // Only names are placeholders; a braced example such as `{en: …, de: …}` is text.
            let used = entry.variants.reduce(into: Set<String>()) { $0.formUnion(StringTable.placeholders(in: $1)) }
                .filter { $0.allSatisfy { $0.isLetter } }
            let given = Set(diagnostic.message.arguments.keys)
            #expect(
                used.isSubset(of: given), "seed \(seed): \(diagnostic.message.key) lacks \(used.subtracting(given))")
            #expect(!diagnostic.rendered(strings).isEmpty)
        }
    }

    @Test(arguments: 0..<8)
    func generatedAndMutatedProgramsLoadOrAreLocated(shard: Int) {
        let documents = 250
        var loaded = 0
        var refused = 0
        for index in 0..<documents {
            let seed = UInt64(shard * documents + index)
            var grammar = ProgramGrammar(random: Generator(seed: seed &* 0x2545_F491_4F6C_DD1D))
            grammar.slip = [0, 0, 0.02, 0.1, 0.3][index % 5]
            let text = grammar.document()
            let mutated = grammar.mutated(text)
            for (position, bytes) in [Array(text.utf8), mutated].enumerated() {
                let didLoad = Self.check(bytes, seed: seed)
                if didLoad { loaded += 1 } else { refused += 1 }
                if position == 0 && grammar.slip == 0 {
                    // Without slips the grammar writes only valid programs: the loader must take them.
                    #expect(didLoad, "seed \(seed): \(ProgramFixtures.problems(ProgramFixtures.load(text)))\n\(text)")
                }
            }
        }
        // Both outcomes must be common, or the grammar has drifted away from the format.
        #expect(loaded >= documents / 2, "only \(loaded) of \(2 * documents) documents loaded")
        #expect(refused >= documents / 4, "only \(refused) of \(2 * documents) documents were refused")
    }

    @Test func locatedEvenWhenEveryByteIsRandom() {
        var random = Generator(seed: 0xF022)
        // YAML's own punctuation, line breaks of every kind, NUL, ESC and bytes that are not UTF-8.
        let alphabet = Array("abc: -[]{}#&*!|>'\"\n\t 0123456789".utf8) + [0x00, 0x1B, 0x85, 0xC2, 0xE2, 0xFF, 0x0D]
        var loaded = 0
        for seed in 0..<500 as Range<UInt64> {
            let count = Int.random(in: 0...200, using: &random)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &random) ?? 0x20 }
            if Self.check(bytes, seed: seed) { loaded += 1 }
        }
        // Noise is never a program: each of the 500 documents was refused, located, and said in both languages.
        #expect(loaded == 0)
    }
}
