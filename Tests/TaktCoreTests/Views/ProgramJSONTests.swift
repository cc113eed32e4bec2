import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// `show --json` and `list --json` are written by ``JSONValue``, byte for byte what
/// `JSONSerialization` wrote with sorted keys (scripts read them): JSONSerialization is the
/// judge here, fed the same values.
@Suite struct ProgramJSONTests {
    /// What `JSONSerialization` makes of the same document.
    static func foundation(_ value: JSONValue) throws -> String {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try JSONSerialization.data(withJSONObject: object(value), options: options)
        return String(decoding: data, as: UTF8.self)
    }

    static func object(_ value: JSONValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let text): text
        case .array(let items): items.map(object)
        case .object(let members): Dictionary(members.map { ($0.0, object($0.1)) }, uniquingKeysWith: { $1 })
        }
    }

    /// The printed document read back (by JSONDecoder, which tells booleans from numbers).
    struct Node: Decodable {
        var value: JSONValue

        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var items: [JSONValue] = []
                while !list.isAtEnd { items.append(try list.decode(Node.self).value) }
                value = .array(items)
            } else if let members = try? decoder.singleValueContainer().decode([String: Node].self) {
                value = .object(members.keys.sorted().compactMap { key in members[key].map { (key, $0.value) } })
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    value = .null
                } else if let bool = try? single.decode(Bool.self) {
                    value = .bool(bool)
                } else if let int = try? single.decode(Int.self) {
                    value = .int(int)
                } else {
                    value = .string(try single.decode(String.self))
                }
            }
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(Node.self, from: Data(text.utf8)).value
    }

    @Test(arguments: ["en", "de"])
    func everyBundledProgramShowsAsJSONSerializationWroteIt(language: String) throws {
        let strings = Languages.bundled.strings(for: language)
        let library = ProgramLibrary(files: LocalFileSystem())
        for entry in library.entries {
            let loaded = try #require(entry.loaded)
            let text = ProgramJSON.show(loaded, source: entry.source, strings: strings, profile: BodyProfile())
            let expected = try Self.foundation(try Self.parse(text))
            #expect(text == expected, "\(entry.id)")
        }
        let list = ProgramJSON.list(library, strings: strings, profile: BodyProfile())
        let expectedList = try Self.foundation(try Self.parse(list))
        #expect(list == expectedList)
    }

    /// Every character JSON must escape, a slash, DEL, quotes and text beyond ASCII; empty lists
    /// and objects; keys written in JSONSerialization's order.
    @Test func stringsAndShapesAreWrittenAsJSONSerializationWritesThem() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let document = JSONValue.object([
            ("a/b", .string(controls + "\u{7F} / \" \\ é 💪 \u{2028}")),
            ("empty", .array([])), ("kcalHigh", .int(-3)), ("kcalLow", .bool(false)),
            ("nested", .array([.object([]), .null, .bool(true), .int(Int.max)])),
        ])
        let expected = try Self.foundation(document)
        #expect(document.pretty == expected)
    }
}
