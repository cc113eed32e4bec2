import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// Every command and every error, run in German, shows German: no English sentence from the
/// tables and no raw key. (Session views have their own whole-screen German tests.)
@MainActor
@Suite struct GermanEverywhereTests {
    /// Command lines that together reach every command, its help, and its common errors.
    static let commandLines: [[String]] = [
        ["help"], ["list"], ["list", "--json"], ["show", "tabata-four"], ["show", "strength-circuit", "--timeline"],
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

    @Test func noEnglishSentenceAndNoRawKeyInGermanOutput() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(Self.broken.utf8).write(to: home.appendingPathComponent("broken.yaml"))
        let english = try #require(Languages.bundled.tables["en"])
        let german = try #require(Languages.bundled.tables["de"])
        // English sentences: fragments of table texts, three words or more, that no German text
        // contains (so shared parts such as a list of JSON keys do not count).
        let germanTexts = german.entries.values.flatMap(\.variants)
        let sentences = english.entries.values.flatMap(\.variants)
            .flatMap { $0.components(separatedBy: CharacterSet(charactersIn: "{}\n")) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.split(separator: " ").count >= 3 }
            .filter { fragment in !germanTexts.contains { $0.contains(fragment) } }
        let keys = Set(english.entries.keys)

        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(home.path)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        for words in Self.commandLines {
            let (_, out, err) = await run(words, home: home, environment: ["LANG": "de_DE.UTF-8"])
            let shown = out + err
            #expect(!shown.isEmpty, "\(words) printed nothing")
            for sentence in sentences where shown.contains(sentence) {
                Issue.record("\(words): English text “\(sentence)” in German output:\n\(shown)")
            }
            for token in shown.split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "'" })
            where keys.contains(String(token)) {
                Issue.record("\(words): raw key \(token) in output")
            }
        }
    }
}
