import Foundation
import TaktCore

/// Where the terminal layer writes its bytes; tests pass a recorder.
///
/// It takes ``TerminalString`` only: sanitized text and takt's own control sequences.
public protocol TerminalOutput: AnyObject {
    func write(_ text: TerminalString)
}

/// Output through a function the caller already has, such as its console's `write`.
public final class FunctionOutput: TerminalOutput {
    private let function: (TerminalString) -> Void

    public init(_ function: @escaping (TerminalString) -> Void) {
        self.function = function
    }

    public func write(_ text: TerminalString) {
        function(text)
    }
}
