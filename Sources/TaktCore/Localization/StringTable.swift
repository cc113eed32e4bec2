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

    public enum LoadError: Error, Sendable, Hashable {
        case malformed(String)
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
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            throw .malformed(String(describing: error))
        }
        guard let root, let mapping = root.mapping else { throw .malformed("not a mapping") }
        guard let language = mapping["language"]?.string, !language.isEmpty else {
            throw .malformed("missing 'language'")
        }
        guard let strings = mapping["strings"]?.mapping else { throw .malformed("missing 'strings'") }
        var entries: [String: Entry] = [:]
        for (keyNode, valueNode) in strings {
            guard let key = keyNode.string else { continue }
            if let forms = valueNode.mapping {
                var plural: [String: String] = [:]
                for (form, text) in forms {
                    if let form = form.string, let text = text.string { plural[form] = text }
                }
                guard plural["other"] != nil else { throw .malformed("'\(key)' has no 'other' form") }
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
