import Foundation
import TaktCore
import TaktHistory

/// How a session ended: everything its command tells and exits with, in one value.
///
/// The runner returns it and keeps nothing else for the caller to read afterwards: why it
/// ended, whether and where it was saved (in ``summary``), the signal that ended it, the
/// problems to tell now that the screen is free again, the history its end opened and the
/// language the `l` key chose. No callback reaches the caller while the session runs.
public struct SessionOutcome: Sendable {
    public var summary: SessionSummary
    /// The signal that ended the session (SIGINT, SIGTERM, …; SIGPIPE when whoever read its
    /// output went away), if one did.
    public var signal: Int32?
    /// Warnings in the session's language: an events file that failed, a language switch that
    /// could not be saved. Told after the session: a line during it would land in the live view.
    public var problems: [String]
    /// The history the session's end opened: the command tells about a broken file moved aside
    /// and adds spooled sessions to it once the screen is free.
    public var history: HistoryStore.Opening?
    /// The language the `l` key switched to last, for the command to keep and save; `nil` when
    /// it was not pressed.
    public var language: String?
    /// The session's history row, saved or not (`run --json`).
    public var record: SessionRecord

    /// 1 when the session was neither saved nor kept, whatever ended it; 128 + the signal when
    /// one ended it (Ctrl-C counts as SIGINT); else 0.
    public var exitStatus: Int32 {
        if case .failed = summary.saved { return ExitStatus.failure.code }
        guard summary.ending.reason == .interrupted else { return ExitStatus.success.code }
        return ExitStatus.signal(signal ?? SIGINT)
    }
}
