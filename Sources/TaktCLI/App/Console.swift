import Foundation
import TaktCore

/// Where commands write: standard output and standard error, or a capture in tests.
///
/// This is where text leaves takt, so it is where untrusted text is made safe: every plain
/// string goes through ``TerminalText/sanitize(_:lineBreaks:)`` (controls shown as `\u` and four hex digits,
/// newlines and tabs kept), whatever command made it and whatever file, path or row it
/// quotes. Only a ``TerminalString`` (the live screen, the bell) and a ``StyledText`` (the
/// `stats` pictures) carry control sequences, and those are takt's own (see ``TerminalText``).
///
/// It is also where prose meets the terminal's width: on a terminal, ``line(_:)`` and
/// ``errorLine(_:)`` wrap on words any line wider than the window (``WordWrap/fitting(_:width:)``),
/// so the terminal never breaks a word in the middle. Machine output (``data(_:)``) is never wrapped.
public struct Console: Sendable {
    private let sendOutput: @Sendable (String) -> Void
    private let sendError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (views, colour) and standard input is one (keys, prompts).
    public var outputIsTerminal: Bool
    public var inputIsTerminal: Bool
    /// Why a write to standard output failed since the last call, else `nil`; clears it.
    ///
    /// Writes themselves never throw (a view must not stop a session halfway); the dispatcher
    /// asks after each command, so a command whose output was lost never reports success.
    public var takeOutputFailure: @Sendable () -> SystemProblem?
    /// Whether standard output's reader went away (EPIPE): a running session ends on it.
    public var outputClosed: @Sendable () -> Bool
    /// The width of the terminal behind standard output, asked at each write (a window can be
    /// resized between REPL lines); `nil` when it is not a terminal.
    public var outputColumns: @Sendable () -> Int?
    /// The same for standard error.
    public var errorColumns: @Sendable () -> Int?

    /// - Parameters:
    ///   - write: receives the bytes for standard output, already sanitized.
    ///   - writeError: receives the bytes for standard error, already sanitized.
    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool, inputIsTerminal: Bool,
        takeOutputFailure: @escaping @Sendable () -> SystemProblem? = { nil },
        outputClosed: @escaping @Sendable () -> Bool = { false },
        outputColumns: @escaping @Sendable () -> Int? = { nil },
        errorColumns: @escaping @Sendable () -> Int? = { nil }
    ) {
        sendOutput = write
        sendError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.takeOutputFailure = takeOutputFailure
        self.outputClosed = outputClosed
        self.outputColumns = outputColumns
        self.errorColumns = errorColumns
    }

    /// Writes text to standard output, sanitized.
    public func write(_ text: String) { sendOutput(TerminalText.sanitize(text)) }
    /// Writes the live screen's text and takt's control sequences to standard output.
    public func write(_ text: TerminalString) { sendOutput(text.bytes) }
    /// Writes text to standard error, sanitized.
    public func writeError(_ text: String) { sendError(TerminalText.sanitize(text)) }

    /// Prints a line (or several) of text for people to standard output, wrapped to the terminal.
    public func line(_ text: String) { sendOutput(Self.fitting(TerminalText.sanitize(text), outputColumns()) + "\n") }
    /// Prints styled text and a newline: with its colours when `colour` is on, else plain.
    public func line(_ text: StyledText, colour: Bool) {
        var bytes = text.terminalString(colour: colour)
        bytes.append("\n", lineBreaks: .keep)
        write(bytes)
    }
    /// Prints machine-readable text (JSON, a program's text form, a script) and a newline:
    /// sanitized, never wrapped.
    public func data(_ text: String) { write(text + "\n") }
    /// Prints a line (or several) to standard error, wrapped to the terminal.
    public func errorLine(_ text: String) {
        sendError(Self.fitting(TerminalText.sanitize(text), errorColumns()) + "\n")
    }

    private static func fitting(_ text: String, _ columns: Int?) -> String {
        guard let columns else { return text }
        return WordWrap.fitting(text, width: columns)
    }
}

extension Console {
    /// Columns printed text wraps at: the terminal's width, or 80 when standard output is not
    /// a terminal.
    var textWidth: Int {
        guard outputIsTerminal, let columns = outputColumns() else { return ProgramShowView.defaultWidth }
        return columns
    }

    /// Columns tables and their notes fit: the terminal's width; a pipe or file gets them whole
    /// (no terminal wraps them there, and a reader such as `less -S` may want every column).
    var tableWidth: Int {
        guard outputIsTerminal, let columns = outputColumns() else { return .max }
        return columns
    }
}
