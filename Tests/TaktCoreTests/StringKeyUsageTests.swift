import Foundation
import Testing

@testable import TaktCore

/// The string table and the code agree. A key the code names but the table lacks does not
/// compile (``StringKey``'s members are generated from `en.yaml`); these tests cover the rest:
/// the generator reads the table as YAML does, every key is used, and every key a
/// ``StringKey/Family`` builds at run time exists.
@Suite struct StringKeyUsageTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized
    static let english = Languages.bundled.tables["en"]

    /// The build plugin's reading of `en.yaml` and the YAML parser's are the same list of keys.
    @Test func theGeneratedKeysAreTheTablesKeys() throws {
        let english = try #require(Self.english)
        let generated = StringKey.all.map(\.rawValue)
        #expect(Set(generated).count == generated.count)
        #expect(Set(generated) == Set(english.entries.keys))
    }

    /// The product's sources, as one text.
    static func sources() throws -> String {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sourcesFolder.path))
        var text = ""
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            text += try String(contentsOf: sourcesFolder.appendingPathComponent(path), encoding: .utf8)
        }
        return text
    }

    /// The generated member's name of a key, as the plugin makes it.
    static func member(_ key: String) -> String {
        let words = key.split(whereSeparator: { $0 == "." || $0 == "-" })
        return words.enumerated().map { index, word in
            index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    @Test func everyKeyOfTheTableIsUsed() throws {
        let sources = try Self.sources()
        var used: Set<String> = []
        for match in sources.matches(of: /\.([a-z][a-zA-Z0-9]*)\b/) { used.insert(String(match.output.1)) }
        let unused = StringKey.all.map(\.rawValue).filter { key in
            !used.contains(Self.member(key)) && !StringKey.Family.allCases.contains { key.hasPrefix($0.rawValue) }
        }
        #expect(unused.isEmpty, "keys no code uses: \(unused.sorted())")
        // Each family is in use and has keys.
        for family in StringKey.Family.allCases {
            #expect(sources.contains("StringKey(.\(family)"), "family \(family) is never used")
            #expect(StringKey.all.contains { $0.rawValue.hasPrefix(family.rawValue) }, "family \(family) has no keys")
        }
    }

    /// Every key a family builds from an enum or a number is in the table.
    @Test func everyKeyAFamilyBuildsExists() throws {
        let english = try #require(Self.english)
        var built: [StringKey] = []
        built += (1...12).map { StringKey(.calendarMonth, "\($0)") }
        built += (1...7).map { StringKey(.calendarWeekday, "\($0)") }
        built += Weekday.allCases.flatMap {
            [
                StringKey(.weekdayShort, $0.code), StringKey(.weekdayAbbreviated, $0.code),
                StringKey(.weekdayLong, $0.code),
            ]
        }
        built += Settings.Key.allCases.map { StringKey(.settingsName, $0.rawValue) }
        built += Settings.Sound.allCases.map { StringKey(.settingsSound, $0.rawValue) }
        built += Settings.ScoreBy.allCases.map { StringKey(.settingsScoreBy, $0.rawValue) }
        built += Settings.Key.allCases.flatMap {
            [StringKey(.settingsKey, $0.rawValue), StringKey(.settingsName, $0.rawValue)]
        }
        built += BodyProfile.Sex.allCases.map { StringKey(.settingsSex, $0.rawValue) }
        built += EndReason.allCases.flatMap {
            [StringKey(.historyEndReason, $0.rawValue), StringKey(.runPlainEnded, $0.rawValue)]
        }
        built += Program.Level.allCases.map { StringKey(.showLevel, $0.rawValue) }
        built += PlanWeekCounting.allCases.map { StringKey(.planCounting, $0.rawValue) }
        built += HeatLevel.allCases.map { StringKey(.reportLegend, "\($0.rawValue)") }
        built += ConversionLoss.allCases.map { StringKey(.convertLoss, $0.rawValue) }
        built += Load.Unit.allCases.map { StringKey(.unit, $0.rawValue) }
        built += Distance.Unit.allCases.map { StringKey(.unit, $0.rawValue) }
        // Only the text form and FIT lose anything in a conversion; YAML and JSON hold it all.
        built += [ProgramFormat.txt, .fit].map { StringKey(.convertFormat, $0.rawValue) }
        let missing = built.filter { english[$0] == nil }.map(\.rawValue)
        #expect(missing.isEmpty, "keys a family builds but the table lacks: \(missing)")
    }
}
