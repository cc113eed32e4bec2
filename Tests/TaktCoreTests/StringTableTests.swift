import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// The bundled string tables agree with each other, and the localizer behaves.
@Suite struct StringTableTests {
    static let english = Languages.bundled.tables["en"]
    static let languages = Languages.bundled.codes

    @Test func bundledTablesAreEnglishAndGerman() {
        #expect(Self.languages == ["de", "en"])
    }

    /// The build parses each table's YAML and packs it (ResourceEmbedder); the program reads the
    /// packed form. Both must be the table the YAML reader makes of the same file, for every entry.
    @Test(arguments: Languages.bundled.codes)
    func thePackedTableIsTheTableTheYAMLSays(language: String) throws {
        let yaml = try #require(BundledFiles.file("Localization/\(language).yaml"))
        let packed = try #require(Languages.bundled.tables[language])
        #expect(packed == (try StringTable(data: yaml)))
        #expect(packed.entries.count > 900)
    }

    @Test func aDamagedPackedTableIsNoTable() {
        #expect(StringTable(packed: "") == nil)
        #expect(StringTable(packed: "en\u{1F}English") == nil)
        #expect(StringTable(packed: "en\u{1F}English\u{1F}.\u{1E}key") == nil)
        #expect(StringTable(packed: "en\u{1F}English\u{1F}.\u{1E}key\u{1F}one\u{1F}1\u{1F}other") == nil)
        let table = StringTable(packed: "en\u{1F}English\u{1F}.\u{1E}a\u{1F}A\u{1E}b\u{1F}one\u{1F}1\u{1F}other\u{1F}n")
        #expect(table?.entries == ["a": .text("A"), "b": .plural(forms: ["one": "1", "other": "n"])])
    }

    @Test(arguments: Languages.bundled.codes)
    func tableHasExactlyTheEnglishKeys(language: String) throws {
        let english = try #require(Self.english)
        let table = try #require(Languages.bundled.tables[language])
        #expect(Set(table.entries.keys).subtracting(english.entries.keys) == [])
        #expect(Set(english.entries.keys).subtracting(table.entries.keys) == [])
    }

    @Test(arguments: Languages.bundled.codes)
    func everyEntryHasTheEnglishPlaceholders(language: String) throws {
        let english = try #require(Self.english)
        let table = try #require(Languages.bundled.tables[language])
        for (key, entry) in table.entries {
            let expected = english.entries[key].map(Self.placeholders) ?? []
            for variant in entry.variants {
                // A plural form may leave {count} implicit ("one round"), nothing else.
                let found = StringTable.placeholders(in: variant)
                let missing = expected.subtracting(found).subtracting(["count"])
                #expect(found.isSubset(of: expected), "\(language) \(key): unknown placeholder in \(variant)")
                #expect(missing.isEmpty, "\(language) \(key): missing \(missing) in \(variant)")
            }
        }
    }

    @Test(arguments: Languages.bundled.codes)
    func countedEntriesHaveOneAndOtherForms(language: String) throws {
        let table = try #require(Languages.bundled.tables[language])
        for (key, entry) in table.entries {
            guard case .plural(let forms) = entry else { continue }
            #expect(forms["one"] != nil && forms["other"] != nil, "\(language) \(key)")
        }
    }

    static func placeholders(of entry: StringTable.Entry) -> Set<String> {
        entry.variants.reduce(into: Set<String>()) { $0.formUnion(StringTable.placeholders(in: $1)) }
    }

    // MARK: The localizer

    static let sample = StringTable(
        language: "de", languageName: "Deutsch", decimalSeparator: ",",
        entries: [
            "rounds": .plural(forms: ["one": "{count} Runde", "other": "{count} Runden"]),
            "left": .plural(forms: ["zero": "nichts mehr", "one": "noch eine", "other": "noch {count}"]),
            "greeting": .text("Hallo {name}!"),
        ])
    static let fallback = StringTable(
        language: "en", languageName: "English",
        entries: ["greeting": .text("Hello {name}!"), "only.english": .text("Only in English")])

    @Test(arguments: [(0, "0 Runden"), (1, "1 Runde"), (2, "2 Runden"), (21, "21 Runden")])
    func pluralFormFollowsTheCount(count: Int, expected: String) {
        let strings = Strings(table: Self.sample, fallback: Self.fallback)
        #expect(strings(StringKey(rawValue: "rounds"), ["count": .int(count)]) == expected)
    }

    @Test func zeroFormIsUsedWhenTheLanguageHasOne() {
        let strings = Strings(table: Self.sample, fallback: Self.fallback)
        #expect(strings(StringKey(rawValue: "left"), ["count": 0]) == "nichts mehr")
        #expect(strings(StringKey(rawValue: "left"), ["count": 1]) == "noch eine")
        #expect(strings(StringKey(rawValue: "left"), ["count": 2]) == "noch 2")
    }

    @Test func missingKeyFallsBackToEnglishAndNeverShowsTheRawKey() {
        let strings = Strings(table: Self.sample, fallback: Self.fallback)
        #expect(strings(StringKey(rawValue: "greeting"), ["name": "Ada"]) == "Hallo Ada!")
        #expect(strings(StringKey(rawValue: "only.english")) == "Only in English")
        #expect(strings(StringKey(rawValue: "no.such.key")) == "")
    }

    @Test func numbersUseTheLanguagesDecimalSeparator() {
        let german = Strings(table: Self.sample, fallback: Self.fallback)
        let english = Strings(table: Self.fallback, fallback: Self.fallback)
        #expect(german.number(211.43, fractionDigits: 1) == "211,4")
        #expect(english.number(211.43, fractionDigits: 1) == "211.4")
        #expect(english.number(0.05, fractionDigits: 1) == "0.1")
        #expect(english.number(-2.5, fractionDigits: 0) == "-3")
        #expect(german.number(7, fractionDigits: 2) == "7,00")
        #expect(german(StringKey(rawValue: "greeting"), ["name": .decimal(1.5, fractionDigits: 1)]) == "Hallo 1,5!")
    }

    // MARK: Language detection

    @Test(
        arguments: [
            // (flag, saved, environment, expected)
            ("de", "en", ["LANG": "en_US.UTF-8"], "de"),
            (nil, "de", ["LC_ALL": "en_US.UTF-8"], "de"),
            (nil, nil, ["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"], "de"),
            (nil, nil, ["LC_ALL": "", "LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_US"], "de"),
            (nil, nil, ["LC_MESSAGES": "en_GB", "LANG": "de_DE"], "en"),
            (nil, nil, ["LANG": "de_CH.UTF-8@euro"], "de"),
            (nil, nil, ["LANG": "fr_FR.UTF-8"], "en"),
            (nil, nil, ["LANG": "C"], "en"),
            (nil, nil, [:], "en"),
            ("fr", nil, ["LANG": "de_DE"], "de"),
        ] as [(String?, String?, [String: String], String)])
    func languageComesFromFlagThenSettingThenEnvironment(
        flag: String?, saved: String?, environment: [String: String], expected: String
    ) {
        #expect(Languages.bundled.detect(flag: flag, saved: saved, environment: environment) == expected)
    }

    @Test func userTableAddsALanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let french = "language: fr\nname: Français\ndecimalSeparator: \",\"\nstrings:\n  app.name: takt-fr\n"
        try french.write(to: folder.appendingPathComponent("fr.yaml"), atomically: true, encoding: .utf8)
        try "{not: [valid".write(to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        var languages = Languages.bundled
        languages.addTables(in: folder, files: LocalFileSystem())
        #expect(languages.codes == ["de", "en", "fr"])
        #expect(languages.strings(for: "fr")(StringKey(rawValue: "app.name")) == "takt-fr")
        #expect(languages.tableProblems.map(\.file) == ["broken.yaml"])
        #expect(
            languages.tableProblems.map { $0.message(Languages.bundled.strings(for: "de")) } == [
                "2:1: " + Languages.bundled.strings(for: "de")(.validateSyntaxFlow)
            ])
        #expect(languages.detect(flag: nil, saved: nil, environment: ["LANG": "fr_FR"]) == "fr")
        #expect(languages.code(matching: "FR") == "fr")
        #expect(languages.code(matching: "De") == "de")
        #expect(languages.code(matching: "it") == nil)
    }

    @Test(arguments: [
        ("- a list", "eine Texttabelle muss eine Zuordnung mit „language“, „name“ und „strings“ sein"),
        ("name: Français\nstrings: {}", "„language“ fehlt: gib den Sprachcode an, etwa fr"),
        ("language: fr\n", "„strings“ fehlt: gib die Texte als Zuordnung von Schlüsseln an"),
        ("language: fr\nstrings:\n  run.rounds: {one: x}\n", "3:3: „run.rounds“ hat keine Pluralform „other“"),
    ])
    func aBrokenTableSaysWhatIsWrongInGerman(yaml: String, german: String) {
        #expect {
            _ = try StringTable(yaml: yaml)
        } throws: { error in
            (error as? StringTable.LoadError)?.message(Languages.bundled.strings(for: "de")) == german
        }
    }

    // MARK: Program texts

    @Test func programTextsFallBackToEnglishThenPlainThenAnyLanguage() {
        #expect(LocalizedText(["en": "Squats", "de": "Kniebeugen"]).resolved(for: "de") == "Kniebeugen")
        #expect(LocalizedText(["en": "Squats", "de": "Kniebeugen"]).resolved(for: "fr") == "Squats")
        #expect(LocalizedText(plain: "Tabata").resolved(for: "de") == "Tabata")
        #expect(LocalizedText(["it": "Piegamenti", "es": "Flexiones"]).resolved(for: "de") == "Flexiones")
    }
}

/// A German text that is word for word the English one was usually forgotten, not translated.
@Suite struct UntranslatedTextTests {
    /// Texts that are rightly the same in both languages: command syntax.
    static let sameInBothLanguages: Set<String> = [
        "help.list.usage", "help.stats.usage", "help.history.usage", "help.lang.usage", "help.quit.usage",
        "help.clear.usage", "help.settings.usage", "help.today.usage", "help.remove.usage",
        // "Median" is the German word too.
        "report.column.median",
        // "Meditation" is the German word too.
        "show.phase.meditation", "meditate.title", "show.format.meditation",
    ]
    /// Words both languages write alike.
    static let internationalWords: Set<String> = ["kcal", "takt", "block", "phase", "amrap", "emom", "death", "tabata"]

    @Test func everyGermanProseTextDiffersFromTheEnglish() throws {
        let english = try #require(Languages.bundled.tables["en"])
        let german = try #require(Languages.bundled.tables["de"])
        for (key, entry) in german.entries where english.entries[key] == entry {
            let words = entry.variants.joined(separator: " ")
                .replacingOccurrences(of: "\\{[a-zA-Z]+\\}", with: " ", options: .regularExpression)
                .split { !$0.isLetter }.filter { $0.count >= 4 && !Self.internationalWords.contains($0.lowercased()) }
            #expect(words.isEmpty || Self.sameInBothLanguages.contains(key), "\(key) is not translated")
        }
    }
}
