import Foundation

/// Where the terminal layer writes its bytes; tests pass a recorder.
public protocol TerminalOutput: AnyObject {
    func write(_ text: String)
}

/// Standard output, written unbuffered so a frame appears whole and at once.
public final class StandardOutput: TerminalOutput {
    public init() {}

    public func write(_ text: String) {
        // A closed pipe must not end the session: the write is dropped, never fatal.
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
}

/// Output through a function the caller already has, such as its console's `write`.
public final class FunctionOutput: TerminalOutput {
    private let function: (String) -> Void

    public init(_ function: @escaping (String) -> Void) {
        self.function = function
    }

    public func write(_ text: String) {
        function(text)
    }
}
