import Foundation
import Testing

@testable import TaktCore

/// The string table and the code agree: every key the code names exists, and every key the
/// table holds is used. Keys are found in the sources as literals; keys built at run time
/// belong to a family listed here, next to the code that builds them.
@Suite struct StringKeyUsageTests {
    static let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized

    /// Key prefixes completed at run time, from an enum's raw value, a number or a command name.
    static let dynamicFamilies = [
        "help.",  // help.<command>.usage/.summary/.details, from the command table
        "calendar.month.", "calendar.weekday.", "weekday.short.", "weekday.long.",
        "settings.name.", "settings.key.", "settings.sound.", "settings.sex.",
        "history.endReason.", "show.level.", "plan.counting.", "run.plain.ended.", "report.legend.",
        "convert.loss.", "convert.format.",
    ]

    /// Every string literal in the product's sources that looks like a table key.
    static func literals() throws -> Set<String> {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sourcesFolder.path))
        let key = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9-]+)+$/
        var found: Set<String> = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sourcesFolder.appendingPathComponent(path), encoding: .utf8)
            for piece in text.split(separator: "\"").map(String.init) where piece.wholeMatch(of: key) != nil {
                found.insert(piece)
            }
        }
        return found
    }

    @Test func everyKeyTheCodeNamesIsInTheTable() throws {
        let english = try #require(Languages.bundled.tables["en"])
        let prefixes = Set(english.entries.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        // File names and the like look like keys too; only literals in a table's namespaces count.
        let used = try Self.literals().filter { literal in
            prefixes.contains(String(literal.split(separator: ".")[0])) && !literal.hasSuffix(".yaml")
                && !literal.hasSuffix(".json") && !literal.hasSuffix(".txt") && !literal.hasSuffix(".fit")
                && !literal.hasSuffix(".sqlite") && !literal.hasSuffix(".cache")
        }
        #expect(used.count > 400)
        let missing = used.filter { english.entries[$0] == nil && !Self.isJSONPath($0) }
        #expect(missing.isEmpty, "keys the code names but the table lacks: \(missing.sorted())")
    }

    @Test func everyKeyOfTheTableIsUsed() throws {
        let english = try #require(Languages.bundled.tables["en"])
        let used = try Self.literals()
        let unused = english.entries.keys.filter { key in
            !used.contains(key) && !Self.dynamicFamilies.contains { key.hasPrefix($0) }
        }
        #expect(unused.isEmpty, "keys no code uses: \(unused.sorted())")
    }

    /// `data-key` paths of the report (`charts.weeks.3.kcal`) are JSON paths, not table keys.
    static func isJSONPath(_ literal: String) -> Bool {
        literal.hasPrefix("charts.") || literal.hasPrefix("plan.byWeek") || literal.hasPrefix("recent.")
            || literal.hasPrefix("weeklyGoal.") || literal.hasPrefix("plan.sessions") || literal.hasPrefix("plan.week")
            || literal.hasSuffix("Milliseconds")
    }
}
