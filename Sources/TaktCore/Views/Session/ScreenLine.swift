/// One line of a screen: runs of text, each with a look.
///
/// Lines are cut to the screen's width before the look is applied, so escape codes never
/// count as columns and nothing wraps.
public struct ScreenLine: Sendable, Hashable {
    /// How a run of text looks when colour is on.
    public enum Look: Sendable, Hashable {
        case plain, dim, bold, work, rest, getReady, paused, progress
        /// An outcome that went as hoped: a finished session, a saved row.
        case success
        /// An outcome to notice but not to fear: a session stopped early.
        case caution
        /// An outcome that went wrong: an interrupted session, a row that could not be saved.
        case failure

        /// The SGR parameters of the look; empty for plain text.
        var parameters: String {
            switch self {
            case .plain: ""
            case .dim: "2"
            case .bold: "1"
            case .work, .failure: "1;31"
            case .rest, .success: "1;32"
            case .getReady, .caution: "1;33"
            case .paused: "1;7;33"
            case .progress: "36"
            }
        }
    }

    public struct Run: Sendable, Hashable {
        public var text: String
        public var look: Look

        public init(_ text: String, _ look: Look = .plain) {
            self.text = text
            self.look = look
        }
    }

    public var runs: [Run]

    public init(_ runs: [Run] = []) {
        self.runs = runs
    }

    public init(_ text: String, _ look: Look = .plain) {
        self.runs = [Run(text, look)]
    }

    public static let blank = ScreenLine()

    /// The line's text, cut to `width` columns, with ANSI looks when `colour` is on.
    public func rendered(width: Int, colour: Bool) -> String {
        terminalText(width: width, colour: colour).bytes
    }

    /// The line for a terminal: each run's text sanitized (it may come from a program file)
    /// before it is cut, the looks added as takt's own control sequences.
    public func terminalText(width: Int, colour: Bool) -> TerminalString {
        var output = TerminalString()
        var left = width
        for run in runs where left > 0 && !run.text.isEmpty {
            let safe = TerminalText.sanitize(run.text, lineBreaks: .escape)
            let text = DisplayWidth.truncate(safe, to: left)
            left -= DisplayWidth.of(text)
            if colour && run.look != .plain {
                output.append(.graphicRendition(run.look.parameters))
                output.append(text)
                output.append(.resetLook)
            } else {
                output.append(text)
            }
            // A cut run ends the line: what follows would sit after the "…".
            if text != safe { break }
        }
        return output
    }
}
