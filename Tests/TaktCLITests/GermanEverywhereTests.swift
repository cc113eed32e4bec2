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
            ["settings"], ["unset", "gewicht"], ["unset", "gewicht"], ["unset", "bogus"],
            ["run", "tabata-classic", "--speed", "0"], ["run", "broken.yaml", "--plain"],
            // The system's reasons: Foundation would say these in English.
            ["export", "--format", "csv", "-o", "no-such-folder/history.csv"],
            ["run", "tabata-classic", "--plain", "--speed", "1000", "--events", "no-such-folder/events.jsonl"],
            ["validate", "no-such-file.yaml", "."],
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
        await Self.expectGerman(Self.commandLines, home: home)
    }

    @Test func aBrokenConfigFileIsToldInGerman() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("weight: [70\nsound: loud\n".utf8).write(to: home.appendingPathComponent("config.yaml"))
        await Self.expectGerman([["list"], ["set", "weight", "70"]], home: home)
    }

    @Test func aPipeAmongTheProgramsIsListedNotWaitedFor() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let programs = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try #require(mkfifo(programs.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        await Self.expectGerman([["list"], ["validate", "programs/pipe.yaml"], ["show", "pipe"]], home: home)
        let pipe = programs.appendingPathComponent("pipe.yaml").path
        let (status, _, err) = await run(["validate", pipe], home: home, environment: ["LANG": "de_DE.UTF-8"])
        #expect(status == 1)
        #expect(
            err == """
                \(pipe):1:1: Fehler: keine normale Datei (eine Pipe oder ein Gerät?); takt liest nur normale Dateien
                1 Fehler in 1 Datei

                """)
    }

    @Test func aBrokenUserStringTableIsToldInGerman() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("localization")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("language: fr\nstrings: [unclosed\n".utf8).write(to: folder.appendingPathComponent("fr.yaml"))
        try Data("language: it\n".utf8).write(to: folder.appendingPathComponent("it.yaml"))
        await Self.expectGerman([["list"]], home: home)
    }

    /// Runs each command line in German and records every English word or raw key shown.
    static func expectGerman(_ commandLines: [[String]], home: URL) async {
        guard let english = Languages.bundled.tables["en"], let german = Languages.bundled.tables["de"] else {
            Issue.record("no bundled tables")
            return
        }
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
        // Foundation's and SQLite's English, which no table holds.
        let systemEnglish: Set<String> = ["operation", "permission", "completed", "could", "such", "file", "error"]
        // Setting names are words one types, and `help unset` lists them in every language.
        // The words of a name, as prose is split into words ("score-by" is "score" and "by").
        let settingNames = Set(
            Settings.Key.allCases.flatMap { english[StringKey(.settingsKey, $0.rawValue)]?.variants ?? [] }
                .flatMap { $0.split { !$0.isLetter }.map { $0.lowercased() } })
        let englishOnly = words(english).subtracting(words(german)).subtracting(settingNames).union(systemEnglish)
        let keys = Set(english.entries.keys)

        let cwd = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(home.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(cwd) }
        for words in commandLines {
            let (_, out, err) = await run(words, home: home, environment: ["LANG": "de_DE.UTF-8"])
            let shown = out + err
            #expect(!shown.isEmpty, "\(words) printed nothing")
            // JSON keys and values are never localized; quoted YAML keys, file names and a
            // program's tags are the user's words, not takt's.
            let prose = words.contains("--json") ? "" : Self.withoutUserWords(shown)
            let shownWords = Set(prose.split { !$0.isLetter }.map { $0.lowercased() })
            for word in shownWords.intersection(englishOnly) {
                Issue.record("\(words): English word '\(word)' in German output:\n\(shown)")
            }
            for token in shown.split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "'" })
            where keys.contains(String(token)) {
                Issue.record("\(words): raw key \(token) in output")
            }
        }
    }
}
