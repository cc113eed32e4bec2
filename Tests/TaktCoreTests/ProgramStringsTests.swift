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
}
