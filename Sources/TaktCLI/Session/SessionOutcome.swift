import Foundation
import TaktCore

/// How a session ended: everything its command tells and exits with, in one value.
///
/// The runner returns it and keeps nothing else for the caller to read afterwards: why it
/// ended, whether and where it was saved (in ``summary``), the signal that ended it, and the
/// problems to tell now that the screen is free again.
public struct SessionOutcome: Sendable {
    public var summary: SessionSummary
    /// The signal that ended the session (SIGINT, SIGTERM, …; SIGPIPE when whoever read its
    /// output went away), if one did.
    public var signal: Int32?
    /// Warnings in the session's language: an events file that failed, a language switch that
    /// could not be saved. Told after the session: a line during it would land in the live view.
    public var problems: [String]

    /// 1 when the session was neither saved nor kept, whatever ended it; 128 + the signal when
    /// one ended it (Ctrl-C counts as SIGINT); else 0.
    public var exitStatus: Int32 {
        if case .failed = summary.saved { return ExitStatus.failure.code }
        guard summary.reason == .interrupted else { return ExitStatus.success.code }
        return ExitStatus.signal(signal ?? SIGINT)
    }
}
