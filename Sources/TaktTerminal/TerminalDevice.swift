import Glibc

/// The few facts about the terminal the views need, and the prompt's Ctrl-C handler.
///
/// Raw mode, keys and the session's signals live in Platform.swift; this file holds only
/// window size, `isatty` and the SIGINT handler swap around a readline prompt.
public enum TerminalDevice {
    /// A terminal's size in character cells.
    public struct Size: Sendable, Hashable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// The size of the terminal behind `descriptor`, or `nil` when it is not a terminal.
    public static func size(of descriptor: Int32 = STDOUT_FILENO) -> Size? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// True when `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Runs `body` with `handler` as the SIGINT handler, then puts the previous one back.
    ///
    /// No `SA_RESTART`: readline must see the interrupted `read` to act on the signal.
    static func withInterruptHandler<T>(
        _ handler: @convention(c) (Int32) -> Void, _ body: () throws -> T
    ) rethrows -> T {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        return try body()
    }
}
