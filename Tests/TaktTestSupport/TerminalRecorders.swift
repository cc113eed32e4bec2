import TaktCore
import TaktPlatform
import TaktTerminal

/// Captures every write, as the terminal would receive it.
public final class RecordedOutput: TerminalOutput {
    public private(set) var writes: [String] = []
    public var bytes: String { writes.joined() }

    public init() {}

    public func write(_ text: TerminalString) { writes.append(text.bytes) }
}

/// A window whose size a test changes, as a user resizing the terminal would.
public final class Window {
    public var size = TerminalDevice.Size(columns: 40, rows: 30)

    public init() {}
}
