/// A text written in one or more languages, as programs and the exercise catalog carry them.
///
/// A plain string in a file is stored under ``LocalizedText/anyLanguage`` and serves every language.
public struct LocalizedText: Sendable, Hashable {
    /// The key under which a plain, unlocalized string is stored.
    public static let anyLanguage = "*"

    /// Texts by language code (`en`, `de`, …), one line each, without invisible characters.
    public private(set) var values: [String: String]

    public init(_ values: [String: String]) {
        self.values = values.mapValues(TerminalText.strippingInvisibles)
    }

    public init(plain: String) {
        self.init([Self.anyLanguage: plain])
    }

    /// The text in `language`, else English, else the plain text, else any language present.
    public func resolved(for language: String) -> String {
        if let text = values[language] ?? values["en"] ?? values[Self.anyLanguage] {
            return text
        }
        // Deterministic choice among the rest, so output does not change from run to run.
        return values.keys.sorted().first.flatMap { values[$0] } ?? ""
    }
}
