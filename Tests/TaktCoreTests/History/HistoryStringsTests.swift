import Foundation
import Testing

@testable import TaktCore

/// The history, stats, export, settings and calorie texts exist in every bundled language with
/// the same placeholders, and every key the code asks for is in the tables.
@Suite struct HistoryStringsTests {
    static let prefixes = ["history.", "stats.", "export.", "settings.", "kcal."]

    static func ownKeys(_ table: StringTable) -> [String: StringTable.Entry] {
        table.entries.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }
    }

    @Test func germanHasEveryEnglishKeyWithTheSamePlaceholders() throws {
        let english = try #require(Languages.bundled.tables["en"])
        let german = try #require(Languages.bundled.tables["de"])
        let englishKeys = Self.ownKeys(english)
        let germanKeys = Self.ownKeys(german)
        #expect(englishKeys.count > 50)
        #expect(Set(englishKeys.keys) == Set(germanKeys.keys))
        for (key, entry) in englishKeys {
            guard let other = germanKeys[key] else { continue }
            let placeholders = Set(entry.variants.flatMap(StringTable.placeholders(in:)))
            let otherPlaceholders = Set(other.variants.flatMap(StringTable.placeholders(in:)))
            #expect(placeholders == otherPlaceholders, "\(key)")
        }
    }

    /// Scans the sources for `"history.…"`-style literals and checks each is a key (or a key prefix
    /// completed at run time, such as `history.endReason.` + reason).
    @Test func everyKeyTheCodeUsesExists() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let english = try #require(Languages.bundled.tables["en"])
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var used: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for piece in text.split(separator: "\"").enumerated() where piece.offset % 2 == 1 {
                let literal = String(piece.element)
                if Self.prefixes.contains(where: { literal.hasPrefix($0) }), !literal.contains(" ") {
                    used.insert(literal)
                }
            }
        }
        #expect(used.count > 30)
        for key in used {
            let exists =
                key.hasSuffix(".") ? english.entries.keys.contains { $0.hasPrefix(key) } : english.entries[key] != nil
            #expect(exists, "missing string \(key)")
        }
        for reason in EndReason.allCases {
            #expect(english.entries["history.endReason." + reason.rawValue] != nil)
        }
        for key in Settings.Key.allCases {
            #expect(english.entries["settings.name." + key.rawValue] != nil)
        }
    }
}
