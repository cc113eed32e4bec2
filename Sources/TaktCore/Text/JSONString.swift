/// A string as a JSON string literal (RFC 8259 section 7), quotes included.
///
/// Control characters and DEL are written as `\u` and four hex digits, so the result is one line that no
/// terminal obeys; YAML's double-quoted style reads the same escapes.
public func jsonStringLiteral(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\t": output += "\\t"
        case "\r": output += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }
    return output + "\""
}
