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

    /// A whole screen's colours for one kind of phase: background and foreground both set, so
    /// the text reads the same on dark and light terminal themes.
    public enum Tint: Sendable, Hashable, CaseIterable {
        case work, rest, getReady, paused

        /// The SGR parameters: a background with a foreground chosen for contrast on it.
        var parameters: String {
            switch self {
            case .work: "41;97"
            case .rest: "42;30"
            case .getReady: "43;30"
            case .paused: "44;97"
            }
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

    /// The line without blanks at its end: an uncoloured screen leaves no trailing spaces.
    public func trimmingTrailingSpaces() -> ScreenLine {
        var runs = runs
        while let last = runs.last {
            let kept = DisplayWidth.trimmingTrailingSpaces(last.text)
            if !kept.isEmpty {
                runs[runs.count - 1].text = kept
                break
            }
            runs.removeLast()
        }
        return ScreenLine(runs)
    }

    /// Columns the line takes uncut.
    public var displayWidth: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The line cut to `width` columns and filled to it with blanks, all in `tint`.
    ///
    /// The tint's colours are set again for each run, so a run's boldness never leaks, and the
    /// padding carries the background to the right edge of the screen.
    public func rendered(width: Int, tint: Tint) -> TerminalString {
        var output = TerminalString()
        let (pieces, left) = cut(to: width)
        for (look, text) in pieces {
            // Dim text on a coloured background is hard to read: only bold stands out.
            let bold = look == .plain || look == .dim ? "" : ";1"
            output.append(.graphicRendition("0;" + tint.parameters + bold))
            output.append(text)
        }
        if left > 0 {
            output.append(.graphicRendition("0;" + tint.parameters))
            output.append(String(repeating: " ", count: left))
        }
        output.append(.resetLook)
        return output
    }

    /// The line's text, cut to `width` columns, with ANSI looks when `colour` is on.
    public func rendered(width: Int, colour: Bool) -> String {
        terminalText(width: width, colour: colour).bytes
    }

    /// The line for a terminal: each run's text sanitized (it may come from a program file)
    /// before it is cut, the looks added as takt's own control sequences.
    public func terminalText(width: Int, colour: Bool) -> TerminalString {
        var output = TerminalString()
        for (look, text) in cut(to: width).pieces {
            if colour && look != .plain {
                output.append(.graphicRendition(look.parameters))
                output.append(text)
                output.append(.resetLook)
            } else {
                output.append(text)
            }
        }
        return output
    }

    /// Each run's text sanitized (it may come from a program file) and cut to what is left of
    /// `width`, and the columns left over. A cut run ends the line: what follows would sit
    /// after the "…".
    private func cut(to width: Int) -> (pieces: [(Look, String)], left: Int) {
        var pieces: [(Look, String)] = []
        var left = width
        for run in runs where left > 0 && !run.text.isEmpty {
            let safe = TerminalText.sanitize(run.text, lineBreaks: .escape)
            let text = DisplayWidth.truncate(safe, to: left)
            left -= DisplayWidth.of(text)
            pieces.append((run.look, text))
            if text != safe { break }
        }
        return (pieces, left)
    }
}
