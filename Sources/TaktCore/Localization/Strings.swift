import Foundation

/// A value put into a placeholder of a localized text.
public enum StringArgument: Sendable, Hashable {
    case text(String)
    case int(Int)
    /// A decimal number, written with the language's decimal separator.
    case decimal(Double, fractionDigits: Int)
    /// Words of the string table, written in the language of the message: one alone, more
    /// with commas and the table's `list.or` before the last ("reps, a time or max").
    case phrases([StringKey])
}

extension StringArgument {
    /// A file name or path as the user or the system gave it, kept on one line.
    ///
    /// A newline in a file name would otherwise start a forged line of output; every other
    /// control is escaped where the text is written (see ``TerminalText``).
    public static func path(_ value: String) -> StringArgument {
        .text(TerminalText.sanitize(value, lineBreaks: .escape))
    }
}

extension StringArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
}

/// The texts of one language, falling back to English for a key the language lacks.
///
/// `strings(.showBlockRounds, ["count": 3])` looks up the key, picks the plural form from
/// `count`, and fills the named placeholders.
public struct Strings: Sendable {
    public let table: StringTable
    private let fallback: StringTable

    public init(table: StringTable, fallback: StringTable) {
        self.table = table
        self.fallback = fallback
    }

    /// The language code of these texts.
    public var language: String { table.language }

    public func callAsFunction(_ key: StringKey, _ arguments: [String: StringArgument] = [:]) -> String {
        // Every key is in the English table (the keys are generated from it), so only a key of a
        // ``StringKey/Family`` can miss, which a test rules out; users never see a raw key.
        guard let entry = table.entries[key.rawValue] ?? fallback.entries[key.rawValue] else { return "" }
        let template: String
        switch entry {
        case .text(let text):
            template = text
        case .plural(let forms):
            template = Self.pluralForm(forms, count: arguments["count"])
        }
        return fill(template, with: arguments)
    }

    /// Formats a number the way the language writes it: "12.5" in English, "12,5" in German.
    ///
    /// Total: infinities, NaN and numbers too large for whole-number digits are written
    /// as Swift describes them, with the language's separator.
    public func number(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(0, fractionDigits), 6)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard value.isFinite, scaled < 1e15 else {
            return String(describing: value).replacingOccurrences(of: ".", with: table.decimalSeparator)
        }
        let negative = value < 0 && scaled > 0
        let whole = Int(scaled / scale)
        var text = String(whole)
        if digits > 0 {
            let fraction = Int(scaled - Double(whole) * scale)
            let padded = String(fraction)
            text += table.decimalSeparator + String(repeating: "0", count: digits - padded.count) + padded
        }
        return negative ? "-" + text : text
    }

    private static func pluralForm(_ forms: [String: String], count: StringArgument?) -> String {
        let n: Double? =
            switch count {
            case .int(let value): Double(value)
            case .decimal(let value, _): value
            default: nil
            }
        if n == 0, let zero = forms["zero"] { return zero }
        if n == 1, let one = forms["one"] { return one }
        return forms["other"] ?? ""
    }

    private func fill(_ template: String, with arguments: [String: StringArgument]) -> String {
        guard template.contains("{") else { return template }
        var output = ""
        var name: String?
        for character in template {
            if character == "{" {
                if let pending = name { output += "{" + pending }
                name = ""
            } else if character == "}", let pending = name {
                output += arguments[pending].map(format) ?? "{" + pending + "}"
                name = nil
            } else if name != nil {
                name?.append(character)
            } else {
                output.append(character)
            }
        }
        if let pending = name { output += "{" + pending }
        return output
    }

    private func format(_ argument: StringArgument) -> String {
        switch argument {
        case .text(let text): text
        case .int(let value): String(value)
        case .decimal(let value, let digits): number(value, fractionDigits: digits)
        case .phrases(let keys):
            switch keys.count {
            case 0: ""
            case 1: self(keys[0])
            default:
                self(
                    .listOr,
                    [
                        "items": .text(keys.dropLast().map { self($0) }.joined(separator: ", ")),
                        "last": .text(self(keys[keys.count - 1])),
                    ])
            }
        }
    }
}
