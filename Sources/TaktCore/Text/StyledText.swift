/// Text with takt's own styling: runs of text, each with a style, and no escape in any of them.
///
/// Views that colour (the `stats` heatmap and bars) return this instead of a String with
/// SGR codes in it: the console writes it through ``terminalString(colour:)``, which sanitizes
/// every run's text and adds the colours only when colour is on. A String can never carry
/// takt's colours past the sanitizer, so hostile text and takt's own styling stay apart.
public struct StyledText: Sendable, Hashable {
    /// How a run looks on a colour terminal; plain without colour (`NO_COLOR`, a pipe).
    public enum Style: Sendable, Hashable {
        case plain
        /// A heatmap day's shade of green.
        case heat(HeatLevel)
        /// A week that met the goal.
        case goalMet
        /// A week still short of the goal.
        case goalOpen

        /// The SGR parameters; `nil` for plain text.
        var parameters: String? {
            switch self {
            case .plain: nil
            case .heat(let level): "38;5;\(level.terminalColour)"
            case .goalMet: "32"
            case .goalOpen: "36"
            }
        }
    }

    public struct Run: Sendable, Hashable {
        public var text: String
        public var style: Style

        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ text: String, _ style: Style = .plain) {
        append(text, style)
    }

    /// Adds text; a run of the same style as the last one joins it, so one colour code covers both.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text, style))
        }
    }

    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, run.style) }
    }

    public static func + (left: StyledText, right: StyledText) -> StyledText {
        var joined = left
        joined.append(right)
        return joined
    }

    /// The text without styles: what a pipe or `NO_COLOR` shows.
    public var plain: String { runs.map(\.text).joined() }

    /// Lines joined with newlines.
    public static func lines(_ lines: [StyledText]) -> StyledText {
        var text = StyledText()
        for (index, line) in lines.enumerated() {
            if index > 0 { text.append("\n") }
            text.append(line)
        }
        return text
    }

    /// A localized template whose `{name}` placeholders are filled with styled values; a
    /// placeholder without a value stays as it is.
    public init(template: String, _ values: [String: StyledText]) {
        var name: String?
        for character in template {
            if character == "{" {
                if let pending = name { append("{" + pending) }
                name = ""
            } else if character == "}", let pending = name {
                if let value = values[pending] { append(value) } else { append("{" + pending + "}") }
                name = nil
            } else if name != nil {
                name?.append(character)
            } else {
                append(String(character))
            }
        }
        if let pending = name { append("{" + pending) }
    }

    /// The bytes for a terminal: every run's text sanitized (line breaks kept), and each
    /// styled run between its colour code and a reset when `colour` is on.
    public func terminalString(colour: Bool) -> TerminalString {
        var output = TerminalString()
        for run in runs {
            guard colour, let parameters = run.style.parameters else {
                output.append(run.text, lineBreaks: .keep)
                continue
            }
            output.append(.graphicRendition(parameters))
            output.append(run.text, lineBreaks: .keep)
            output.append(.resetLook)
        }
        return output
    }
}
