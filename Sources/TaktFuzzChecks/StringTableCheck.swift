import Foundation
import TaktCore

extension FuzzTarget {
    public static let stringTable = FuzzTarget(
        name: "string-table",
        summary: "user string tables: table reader, plural forms, placeholders filled"
    ) { data in
        var promises = Promises()
        StringTableCheck.check(data, &promises)
        return promises.broken
    }
}

enum StringTableCheck {
    /// A table loads, or is refused with a reason a user reads; every text of a loaded table
    /// fills its placeholders, plural forms included, over the English fallback.
    static func check(_ data: Data, _ promises: inout Promises) {
        let table: StringTable
        do {
            table = try StringTable(data: data)
        } catch {
            promises.expectMessage(error.message, "string table problem")
            return
        }
        promises.expect(!table.language.isEmpty, "a table without a language loaded")
        // As `addTables` does: the user's texts over the English ones, English as the fallback.
        let english = Languages.bundled.tables[Languages.base] ?? table
        let merged = StringTable(
            language: table.language, languageName: table.languageName, decimalSeparator: table.decimalSeparator,
            entries: english.entries.merging(table.entries) { _, user in user })
        let strings = Strings(table: merged, fallback: english)
        for key in StringKey.all {
            guard let entry = table.entries[key.rawValue] else { continue }
            var arguments: [String: StringArgument] = [:]
            for name in entry.variants.flatMap({ StringTable.placeholders(in: $0) }) {
                arguments[name] = name == "count" ? .int(key.rawValue.count % 3) : .text(name)
            }
            _ = strings(key, arguments)
        }
        _ = strings.number(12.5, fractionDigits: 1)
    }
}
