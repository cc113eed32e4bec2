/// A JSON document whose objects keep their keys in the order written, printed the way
/// Foundation's `JSONSerialization` prints with `[.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes]`, byte for byte, when the keys are written sorted.
///
/// `list --json` with 1,000 programs spent 430 M instructions in `JSONSerialization`, most of
/// them sorting each object's keys with `NSString.compare` and boxing every value; the keys of
/// takt's objects are fixed, so they are written in order once, in the source.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction, written as Swift describes it (`43.1`).
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they are printed: sorted as `JSONSerialization` sorts (case aside,
    /// byte order for takt's keys).
    case object([(String, JSONValue)])

    /// `value`, or `null` when it is `nil`.
    public static func optional<Value>(_ value: Value?, _ wrap: (Value) -> JSONValue) -> JSONValue {
        value.map(wrap) ?? .null
    }

    /// The document, indented by two spaces a level, `"key" : value`, no newline at the end.
    public var pretty: String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += String(describing: value)
        case .string(let text): Self.write(text, to: &output)
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(indent + 1, &output)
                item.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.indent(indent, &output)
            output += "]"
        case .object(let members):
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(indent + 1, &output)
                Self.write(key, to: &output)
                output += " : "
                value.write(to: &output, indent: indent + 1)
            }
            output += "\n"
            Self.indent(indent, &output)
            output += "}"
        }
    }

    private static func indent(_ level: Int, _ output: inout String) {
        output += String(repeating: "  ", count: level)
    }

    /// A string as `JSONSerialization` escapes it: quote, backslash, the C escapes it knows,
    /// other controls below U+0020 as `\u00xx` (lowercase); slashes and U+007F as they are.
    private static func write(_ text: String, to output: inout String) {
        output += "\""
        // Most texts need no escape: one pass over the bytes finds out.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
