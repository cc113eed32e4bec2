import Foundation
import Yams

/// One language's user-facing texts, loaded from `Localization/<code>.yaml`.
///
/// Values use named placeholders (`{count}`, `{name}`). An entry that depends on a count
/// is a map of plural forms (`zero`, `one`, `other`) chosen by its `count` argument.
public struct StringTable: Sendable, Hashable {
    public enum Entry: Sendable, Hashable {
        case text(String)
        case plural(forms: [String: String])

        /// Every text the entry can produce, for placeholder checks.
        public var variants: [String] {
            switch self {
            case .text(let text): [text]
            case .plural(let forms): forms.keys.sorted().compactMap { forms[$0] }
            }
        }
    }

    /// Why a table file cannot be used; every case says where, for a user's own table.
    public enum LoadError: Error, Sendable, Hashable {
        /// Not YAML (or not UTF-8), in the program loader's words.
        case syntax(at: SourcePosition, Diagnostic.Message)
        case notMapping
        case missingLanguage
        case missingStrings
        /// A plural entry without the `other` form every count falls back to.
        case noOtherForm(key: String, at: SourcePosition)

        /// One line: `line:column: message` where the problem has a place, else the message.
        public func message(_ strings: Strings) -> String {
            switch self {
            case .syntax(let position, let message):
                strings(
                    .systemTableLocated,
                    [
                        "line": .int(position.line), "column": .int(position.column),
                        "message": .text(strings(message.key, message.arguments)),
                    ])
            case .notMapping: strings(.systemTableNotMapping)
            case .missingLanguage: strings(.systemTableMissingLanguage)
            case .missingStrings: strings(.systemTableMissingStrings)
            case .noOtherForm(let key, let position):
                strings(
                    .systemTableLocated,
                    [
                        "line": .int(position.line), "column": .int(position.column),
                        "message": .text(strings(.systemTableNoOtherForm, ["key": .quoted(key)])),
                    ])
            }
        }
    }

    /// The language code, such as `en` or `de`.
    public var language: String
    /// The language's own name for itself, such as "Deutsch".
    public var languageName: String
    /// How the language writes a decimal fraction: "." or ",".
    public var decimalSeparator: String
    public var entries: [String: Entry]

    public init(language: String, languageName: String, decimalSeparator: String = ".", entries: [String: Entry]) {
        self.language = language
        self.languageName = languageName
        self.decimalSeparator = decimalSeparator
        self.entries = entries
    }

    /// Parses a table file: `language`, `name`, optional `decimalSeparator`, and `strings`.
    public init(yaml: String) throws(LoadError) {
        try self.init(data: Data(yaml.utf8))
    }

    /// Parses a table file's bytes with the program loader's YAML checks (size, UTF-8, syntax).
    public init(data: Data) throws(LoadError) {
        let root: Node
        switch YAMLDocument.parse(data, file: "") {
        case .success(let node): root = node
        case .failure(let diagnostic) where diagnostic.message.key == YAMLDocument.emptyKey: throw .notMapping
        case .failure(let diagnostic):
            throw .syntax(at: diagnostic.position, diagnostic.message)
        }
        guard let mapping = root.mapping else { throw .notMapping }
        guard let language = mapping["language"]?.string, !language.isEmpty else { throw .missingLanguage }
        guard let strings = mapping["strings"]?.mapping else { throw .missingStrings }
        var entries: [String: Entry] = [:]
        for (keyNode, valueNode) in strings {
            guard let key = keyNode.string else { continue }
            if let forms = valueNode.mapping {
                var plural: [String: String] = [:]
                for (form, text) in forms {
                    if let form = form.string, let text = text.string { plural[form] = text }
                }
                guard plural["other"] != nil else {
                    throw .noOtherForm(key: key, at: SourcePosition(keyNode.mark))
                }
                entries[key] = .plural(forms: plural)
            } else if let text = valueNode.string {
                entries[key] = .text(text)
            }
        }
        self.init(
            language: language,
            languageName: mapping["name"]?.string ?? language,
            decimalSeparator: mapping["decimalSeparator"]?.string ?? ".",
            entries: entries)
    }

    /// Reads the packed form the build writes for a bundled table (ResourceEmbedder): records
    /// split by U+001E, fields by U+001F; a header `language, name, decimal separator`, then
    /// `key, text` or `key, form, text, form, text…`. `nil` for anything else.
    ///
    /// One pass over the bytes, each field decoded once: about a million instructions for a
    /// thousand entries, where parsing the YAML took fifty-eight million at every start of a
    /// command that speaks and splitting the string's UTF-8 view twelve.
    init?(packed: String) {
        var text = packed
        let read = text.withUTF8 { bytes -> (header: [String], entries: [String: Entry])? in
            var header: [String]?
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(bytes.count / 64)
            var fields: [String] = []
            var start = 0
            // Ends a record at each U+001E and once more at the end of the bytes.
            func endRecord() -> Bool {
                defer { fields.removeAll(keepingCapacity: true) }
                guard header != nil else {
                    header = fields
                    return fields.count == 3
                }
                if fields.count == 2 {
                    entries[fields[0]] = .text(fields[1])
                } else if fields.count >= 3, fields.count % 2 == 1 {
                    var forms: [String: String] = [:]
                    for index in stride(from: 1, to: fields.count, by: 2) { forms[fields[index]] = fields[index + 1] }
                    entries[fields[0]] = .plural(forms: forms)
                } else {
                    return false
                }
                return true
            }
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x1E
                guard byte == 0x1E || byte == 0x1F else { continue }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
                if byte == 0x1E, !endRecord() { return nil }
            }
            return header.map { ($0, entries) }
        }
        guard let read else { return nil }
        self.init(
            language: read.header[0], languageName: read.header[1], decimalSeparator: read.header[2],
            entries: read.entries)
    }

    /// The entry of `key`, if this table has it.
    public subscript(_ key: StringKey) -> Entry? {
        entries[key.rawValue]
    }

    /// The placeholder names used in a text, such as `["count", "name"]` for "{count} × {name}".
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.insert(name) }
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }
}
