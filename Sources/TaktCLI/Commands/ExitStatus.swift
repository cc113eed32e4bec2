/// The exit statuses of every command, one-shot and as the REPL's last status (README, "Commands").
///
/// The one table: README and `help` show it, the dispatcher and every command use it.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The command ran and failed: validation errors, a file that cannot be read or written,
    /// a program or exercise that does not exist, a session neither saved nor spooled.
    case failure = 1
    /// The command line was wrong: an unknown command or option, a missing argument, a bad
    /// option value.
    case usage = 2

    /// A session ended by a signal: 128 + the signal's number, as shells report it.
    public static func signal(_ number: Int32) -> Int32 { 128 + number }

    public var code: Int32 { rawValue }
}
