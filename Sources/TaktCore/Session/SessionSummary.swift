import Foundation

/// Whether the session went into the history, and if not, why not.
public enum SaveStatus: Sendable, Hashable {
    case saved
    /// Shorter than ``SessionSummary/minimumLoggedSeconds`` of program time.
    case tooShort
    /// Run at a speed other than 1 without `--log`.
    case preview
    /// `--no-log`.
    case disabled
    /// The history could not be written now; the session waits in the spool file at this path
    /// and the next command that can write the history adds it.
    case kept(spoolFile: String)
    /// Neither the history nor the spool took the row; the message says why.
    case failed(String)

    /// In the history, or kept in the spool on its way there: the events file's `logged`.
    public var isSafe: Bool {
        switch self {
        case .saved, .kept: true
        case .tooShort, .preview, .disabled, .failed: false
        }
    }
}

/// What the finished view shows of an ended session: the ending, and what became of its row.
///
/// Built once, by the end-session path, from the two; every figure is read from ``ending``.
public struct SessionSummary: Sendable, Hashable {
    /// Sessions shorter than this (program time) are not logged.
    public static let minimumLoggedSeconds = 3.0

    public var ending: SessionEnding
    public var saved: SaveStatus
    /// Each score beside the last and best of the same program and block, when the history
    /// could be read; else the scores alone.
    public var comparisons: [ScoreComparison]
    /// The workout's one score beside its last and best, when the program declares one.
    public var workout: ScoreComparison.Workout?
    /// The session's id once its row is in the history or on its way there: what
    /// `history edit` takes to enter a score afterwards.
    public var sessionID: UUID?

    public init(
        ending: SessionEnding, saved: SaveStatus, comparisons: [ScoreComparison]? = nil, sessionID: UUID? = nil
    ) {
        self.ending = ending
        self.saved = saved
        self.sessionID = saved.isSafe ? sessionID : nil
        self.comparisons = comparisons ?? ending.scores.map { ScoreComparison(score: $0) }
    }
}
