import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// Every command and every error, run in German, shows German: no English sentence from the
/// tables and no raw key. (Session views have their own whole-screen German tests.)
@MainActor
@Suite struct GermanEverywhereTests {
    /// Command lines that together reach every command, its help, and its common errors.
    static let commandLines: [[String]] =
        [
            ["help"], ["list"], ["list", "--json"], ["show", "tabata-four"],
            ["show", "strength-circuit", "--timeline"],
            ["show", "tabata-classic", "--json"], ["show", "tabata-clasic"], ["show", "./missing.yaml"],
            ["info", "burpees"], ["info", "burpes"], ["validate", "broken.yaml"], ["validate"],
            ["history"], ["history", "--limit", "x"], ["stats"], ["export", "--format", "xml"],
            ["set"], ["set", "weight", "5"], ["set", "age", "abc"], ["set", "sex", "x"], ["set", "height", "99"],
            ["set", "goal", "9"], ["set", "sound", "loud"], ["set", "wieght", "70"], ["set", "weight"],
            ["lang"], ["lang", "fr"], ["rnu"], ["list", "--bogus"], ["show"], ["run", "nope"],
            ["run", "tabata-classic", "--speed", "0"], ["run", "broken.yaml", "--plain"],
        ] + CommandTable.names.map { ["help", $0] }

    static let broken = """
        id: Broken Id
        title: {en: Broken}
        defaults: {work: soon, rest: -3}
        blocks:
          - rounds: 0
            exercises:
              - exercise: burpes
              - exercise: squats
                sets:
                  - {order: 1, work: 10}
                  - {order: 1, work: 20, rset: 5}
        """

    static func withoutUserWords(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("Schlagwörter") }.joined(separator: "\n")
            .replacingOccurrences(
                of: "'[^'\n]*'|\"[^\"\n]*\"|“[^”\n]*”|„[^“\n]*“", with: " ", options: .regularExpression
            )
            .replacingOccurrences(of: "[^\\s]*(/|\\.yaml)[^\\s]*", with: " ", options: .regularExpression)
    }

    @Test func noEnglishSentenceAndNoRawKeyInGermanOutput() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(Self.broken.utf8).write(to: home.appendingPathComponent("broken.yaml"))
        let english = try #require(Languages.bundled.tables["en"])
        let german = try #require(Languages.bundled.tables["de"])
        // English words: words of four letters or more that the English table uses and the
        // German table never does ("Available", "rounds", "saved"). Placeholders are not words.
        func words(_ table: StringTable) -> Set<String> {
            Set(
                table.entries.values.flatMap(\.variants)
                    .map { $0.replacingOccurrences(of: "\\{[a-zA-Z]+\\}", with: " ", options: .regularExpression) }
                    .flatMap { $0.split { !$0.isLetter } }
                    .map { $0.lowercased() }
                    .filter { $0.count >= 4 })
        }
        let englishOnly = words(english).subtracting(words(german))
        let keys = Set(english.entries.keys)

        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(home.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        for words in Self.commandLines {
            let (_, out, err) = await run(words, home: home, environment: ["LANG": "de_DE.UTF-8"])
            let shown = out + err
            #expect(!shown.isEmpty, "\(words) printed nothing")
            // JSON keys and values are never localized; quoted YAML keys, file names and a
            // program's tags are the user's words, not takt's.
            let prose = words.contains("--json") ? "" : Self.withoutUserWords(shown)
            let shownWords = Set(prose.split { !$0.isLetter }.map { $0.lowercased() })
            for word in shownWords.intersection(englishOnly) {
                Issue.record("\(words): English word “\(word)” in German output:\n\(shown)")
            }
            for token in shown.split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "'" })
            where keys.contains(String(token)) {
                Issue.record("\(words): raw key \(token) in output")
            }
        }
    }
}
