/// Builds the report's markup as text that is both HTML and well-formed XML: every element
/// closed, attributes quoted, text escaped, no named entities.
struct Markup {
    typealias Attributes = [(String, String)]

    private(set) var text = ""

    /// `<name attributes>…</name>` with the content written by `body`.
    mutating func element(_ name: String, _ attributes: Attributes = [], _ body: (inout Markup) -> Void) {
        text += "<" + name + Self.attributes(attributes) + ">"
        body(&self)
        text += "</" + name + ">"
    }

    /// An element holding only text.
    mutating func element(_ name: String, _ attributes: Attributes = [], text content: String) {
        element(name, attributes) { $0.text(content) }
    }

    /// An element without content, closed XML style (`<rect … />`).
    mutating func empty(_ name: String, _ attributes: Attributes = []) {
        text += "<" + name + Self.attributes(attributes) + "/>"
    }

    mutating func text(_ content: String) {
        text += Self.escaped(content)
    }

    /// Markup already made (a child built elsewhere); never user text.
    mutating func raw(_ markup: String) {
        text += markup
    }

    mutating func newline() {
        text += "\n"
    }

    /// Text safe in XML and HTML alike; control characters a file could smuggle in are dropped.
    static func escaped(_ content: String) -> String {
        var output = ""
        for scalar in TerminalText.sanitize(content).unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func attributes(_ attributes: Attributes) -> String {
        attributes.map { " " + $0.0 + "=\"" + escaped($0.1) + "\"" }.joined()
    }
}
