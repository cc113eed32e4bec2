import Foundation

/// Where commands write: standard output and standard error, or a capture in tests.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (views, colour) and standard input is one (keys, prompts).
    public var outputIsTerminal: Bool
    public var inputIsTerminal: Bool

    public init(
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool, inputIsTerminal: Bool
    ) {
        self.write = write
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
    }

    /// Prints a line (or several) to standard output.
    public func line(_ text: String) { write(text + "\n") }
    /// Prints a line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
