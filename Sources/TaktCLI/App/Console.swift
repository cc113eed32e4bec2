import Foundation
import TaktCore

/// Where commands write: standard output and standard error, or a capture in tests.
///
/// This is where text leaves takt, so it is where untrusted text is made safe: every plain
/// string goes through ``TerminalText/sanitize(_:lineBreaks:)`` (controls shown as `\u` and four hex digits,
/// newlines and tabs kept), whatever command made it and whatever file, path or row it
/// quotes. Only a ``TerminalString`` (the live screen, the bell) carries control sequences,
/// and those are takt's own (see ``TerminalText``).
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

    /// - Parameters:
    ///   - write: receives the bytes for standard output, already sanitized.
    ///   - writeError: receives the bytes for standard error, already sanitized.
    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool, inputIsTerminal: Bool,
        takeOutputFailure: @escaping @Sendable () -> SystemProblem? = { nil },
        outputClosed: @escaping @Sendable () -> Bool = { false }
    ) {
        sendOutput = write
        sendError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.takeOutputFailure = takeOutputFailure
        self.outputClosed = outputClosed
    }

    /// Writes text to standard output, sanitized.
    public func write(_ text: String) { sendOutput(TerminalText.sanitize(text)) }
    /// Writes the live screen's text and takt's control sequences to standard output.
    public func write(_ text: TerminalString) { sendOutput(text.bytes) }
    /// Writes text to standard error, sanitized.
    public func writeError(_ text: String) { sendError(TerminalText.sanitize(text)) }

    /// Prints a line (or several) to standard output.
    public func line(_ text: String) { write(text + "\n") }
    /// Prints a line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
