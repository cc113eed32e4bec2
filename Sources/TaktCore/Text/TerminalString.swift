/// Bytes for a terminal: sanitized text mixed with takt's own control sequences, and only those.
///
/// Text appended goes through ``TerminalText/sanitize(_:lineBreaks:)``; control sequences can
/// only be appended as ``TerminalControl`` values. The live session screen is built this way,
/// so its colours and cursor moves work while a program's texts cannot move the cursor.
public struct TerminalString: Sendable, Hashable {
    /// What is written to the terminal.
    public private(set) var bytes = ""

    public init() {}

    /// Untrusted text, sanitized.
    public init(_ text: String, lineBreaks: TerminalText.LineBreaks = .escape) {
        append(text, lineBreaks: lineBreaks)
    }

    /// One control sequence of takt's own.
    public init(_ control: TerminalControl) {
        append(control)
    }

    public mutating func append(_ text: String, lineBreaks: TerminalText.LineBreaks = .escape) {
        bytes += TerminalText.sanitize(text, lineBreaks: lineBreaks)
    }

    public mutating func append(_ control: TerminalControl) {
        bytes += control.sequence
    }

    public mutating func append(_ other: TerminalString) {
        bytes += other.bytes
    }

    public var isEmpty: Bool { bytes.isEmpty }
}

/// A control sequence takt writes itself (ECMA-48 / xterm): built only from numbers and
/// fixed parameters, never from text, so no program, file or row can forge one.
public struct TerminalControl: Sendable, Hashable {
    let sequence: String

    private init(_ sequence: String) {
        self.sequence = sequence
    }

    /// Select Graphic Rendition with fixed parameters (see ``ScreenLine/Look``).
    static func graphicRendition(_ parameters: String) -> TerminalControl {
        TerminalControl("\u{1B}[" + parameters + "m")
    }

    public static let resetLook = graphicRendition("0")
    /// Black on bright white: a QR code's modules, whatever the terminal's own colours.
    public static let blackOnWhite = graphicRendition("30;107")
    /// Cursor to a 1-based row and column.
    public static func moveTo(row: Int, column: Int) -> TerminalControl {
        TerminalControl("\u{1B}[\(max(1, row));\(max(1, column))H")
    }
    /// EL 2: the whole line, wherever the cursor is on it.
    public static let eraseLine = TerminalControl("\u{1B}[2K")
    public static let eraseBelow = TerminalControl("\u{1B}[J")
    public static let clearScreen = TerminalControl("\u{1B}[H\u{1B}[2J")
    /// xterm's "erase saved lines" (ED 3): the scrollback, for `clear`.
    public static let eraseScrollback = TerminalControl("\u{1B}[3J")
    public static let hideCursor = TerminalControl("\u{1B}[?25l")
    public static let showCursor = TerminalControl("\u{1B}[?25h")
    /// The terminal bell (BEL), a session cue.
    public static let bell = TerminalControl("\u{7}")
}
