import Foundation
import TaktCore
import TaktHistory

/// How a session ended: everything its command tells and exits with, in one value.
///
/// The runner returns it and keeps nothing else for the caller to read afterwards: what the
/// one end-session path made of the ending (``ended``: the summary, the history row, the
/// history it opened), the signal that ended it and the problems to tell now that the screen
/// is free again. Each value is here once. No callback reaches the caller while the session runs.
public struct SessionOutcome: Sendable {
    public var ended: EndOfSession.Ended
    /// The signal that ended the session (SIGINT, SIGTERM, …; SIGPIPE when whoever read its
    /// output went away), if one did.
    public var signal: Int32?
    /// Warnings in the session's language, such as an events file that failed. Told after the
    /// session: a line during it would land in the live view.
    public var problems: [String]

    /// What the finished view showed.
    public var summary: SessionSummary { ended.summary }

    /// 1 when the session was neither saved nor kept, whatever ended it; 128 + the signal when
    /// one ended it (Ctrl-C counts as SIGINT); else 0.
    public var exitStatus: Int32 {
        if case .failed = summary.saved { return ExitStatus.failure.code }
        guard summary.ending.reason == .interrupted else { return ExitStatus.success.code }
        return ExitStatus.signal(signal ?? SIGINT)
    }
}
