import Foundation
import Testing

@testable import TaktCore

/// The history, stats, export, settings and calorie texts exist in every bundled language with
/// the same placeholders.
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
}
