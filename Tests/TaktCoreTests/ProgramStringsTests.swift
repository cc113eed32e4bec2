import Foundation
import Testing

@testable import TaktCore

/// The program area's texts exist in every language, with the same placeholders.
@Suite struct ProgramStringsTests {
    static let prefixes = ["program.", "validate.", "list.", "show.", "info."]

    static func isOurs(_ key: String) -> Bool {
        prefixes.contains { key.hasPrefix($0) }
    }

    static func placeholders(_ entry: StringTable.Entry) -> Set<String> {
        entry.variants.reduce(into: Set<String>()) { $0.formUnion(StringTable.placeholders(in: $1)) }
    }

    @Test func englishAndGermanHaveTheSameKeysAndPlaceholders() throws {
        let english = try #require(Languages.bundled.tables["en"])
        let german = try #require(Languages.bundled.tables["de"])
        let englishKeys = Set(english.entries.keys.filter(Self.isOurs))
        let germanKeys = Set(german.entries.keys.filter(Self.isOurs))
        #expect(englishKeys == germanKeys)
        #expect(englishKeys.count > 80)
        for key in englishKeys.sorted() {
            guard let en = english.entries[key], let de = german.entries[key] else { continue }
            #expect(Self.placeholders(en) == Self.placeholders(de), "\(key)")
        }
    }

    /// Every key the program code names, read from its sources, is in the English table.
    @Test func everyKeyTheCodeUsesExists() throws {
        // The program area's code: the loader and library, and the program views.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TaktCore").standardized
        let english = try #require(Languages.bundled.tables["en"])
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var used: Set<String> = []
        for case let path as String in enumerator
        where path.hasSuffix(".swift") && (path.hasPrefix("Program/") || path.hasPrefix("Views/Program")) {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for piece in text.split(separator: "\"").map(String.init) where Self.isOurs(piece) {
                if piece.allSatisfy({ $0.isLetter || $0 == "." }) && !piece.hasSuffix(".") && !piece.hasSuffix(".json")
                {
                    used.insert(piece)
                }
            }
        }
        #expect(used.count > 60)
        // Keys built at run time: the level names.
        let missing = used.filter { english.entries[$0] == nil }
        #expect(missing.isEmpty, "\(missing.sorted())")
        for level in Program.Level.allCases {
            #expect(english.entries["show.level." + level.rawValue] != nil)
        }
    }
}
