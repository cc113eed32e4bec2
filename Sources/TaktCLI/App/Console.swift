import Foundation
import TaktCore

/// Where commands write: standard output and standard error, or a capture in tests.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (views, colour) and standard input is one (keys, prompts).
    public var outputIsTerminal: Bool
    public var inputIsTerminal: Bool
    /// Why a write to standard output failed since the last call, else `nil`; clears it.
    ///
    /// Writes themselves never throw (a view must not stop a session halfway); the dispatcher
    /// asks after each command, so a command whose output was lost never reports success.
    public var takeOutputFailure: @Sendable () -> SystemProblem?

    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool, inputIsTerminal: Bool,
        takeOutputFailure: @escaping @Sendable () -> SystemProblem? = { nil }
    ) {
        self.write = write
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.takeOutputFailure = takeOutputFailure
    }

    /// Prints a line (or several) to standard output.
    public func line(_ text: String) { write(text + "\n") }
    /// Prints a line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
