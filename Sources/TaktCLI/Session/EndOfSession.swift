import Foundation
import Synchronization
import TaktCore
import TaktHistory
import TaktPlatform

/// Where an ended session goes: the history, opened only when the session ends, and the spool
/// when the history cannot take the row.
public struct SessionDestination: Sendable {
    /// Opens the history; called at the end of the session, and again while it is busy.
    public var open: @Sendable () throws -> OpenedHistory
    /// Where the session waits when the history cannot be written; `nil` keeps nothing.
    public var spool: SessionSpool?
    /// How long a busy (locked) history is tried again, in all.
    public var patience: Duration

    public init(
        open: @escaping @Sendable () throws -> OpenedHistory, spool: SessionSpool?, patience: Duration = .seconds(10)
    ) {
        self.open = open
        self.spool = spool
        self.patience = patience
    }
}

/// A history as the end of a session opened it: where the row goes and, when it is takt's own
/// history, the opening, which the command reports on (a broken file moved aside) and adds
/// spooled sessions to once the session is over.
public struct OpenedHistory: Sendable {
    public var log: any SessionLog
    public var opening: HistoryStore.Opening?

    public init(_ opening: HistoryStore.Opening) {
        log = opening.store
        self.opening = opening
    }

    /// Any other log (the seam EndOfSession's tests fail saves through): nothing to report afterwards.
    public init(log: any SessionLog) {
        self.log = log
        opening = nil
    }
}

/// The one end-session path: every way a session ends comes through `end(_:strings:)`.
///
/// An in-memory guard is set before any I/O, so a second call (finish racing an interrupt,
/// two threads at once) returns `nil` and writes nothing; the database's UNIQUE session id
/// is the second guard. Then the session's options decide whether it is logged; if it is, the
/// core turns the ending into its row (``SessionEnding/record(of:language:)``) and this path
/// saves it: to the history, opened now (a crash of an earlier takt, or a lock taken while the
/// session ran, is met here, not at the start), tried again while it is busy for up to
/// ``SessionDestination/patience``; else to the spool; only when both fail is the session
/// lost. The one ``SaveStatus`` that comes back and the ending make the summary.
public final class EndOfSession: Sendable {
    /// What the path hands back, once: the summary and the history it opened.
    public struct Ended: Sendable {
        public var summary: SessionSummary
        public var history: HistoryStore.Opening?
        /// The session's history row, saved or not: what `run --json` prints.
        public var record: SessionRecord
    }

    private let ended = Atomic<Bool>(false)
    private let session: SessionIdentity
    private let options: SessionOptions
    private let destination: SessionDestination

    /// - Parameters:
    ///   - session: which session this is, for its history row.
    ///   - destination: the history and the spool.
    public init(session: SessionIdentity, options: SessionOptions, destination: SessionDestination) {
        self.session = session
        self.options = options
        self.destination = destination
    }

    /// Ends the session once; `nil` when it had already ended.
    ///
    /// - Parameter strings: the session's language at the end, for the row and for messages.
    public func end(_ ending: SessionEnding, strings: Strings) -> Ended? {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        // A score faster than possible is kept, marked, and counts for nothing (SPEC 13).
        var ending = ending
        ending.scores = options.floors.checked(ending.scores)
        var record = ending.record(of: session, language: strings.language)
        record.programFile = options.programFile
        // The one score of the whole workout, when its program declares one (SPEC 14).
        record.workoutScore = options.workout?.score(of: ending.scores)
        if let reason = options.reasonNotToLog(ending) {
            var summary = SessionSummary(ending: ending, saved: reason)
            summary.workout = record.workoutScore.map {
                ScoreComparison.Workout(
                    kind: $0.kind, comparison: ScoreComparison(score: $0.score), title: session.programTitle)
            }
            return Ended(summary: summary, history: nil, record: record)
        }
        let written = save(record, strings: strings)
        // A preview keeps its scores but is compared with nothing: it never sets a record.
        let comparisons =
            ending.isPreview ? nil : written.earlier.map { ScoreComparison.compare(ending.scores, with: $0) }
        var summary = SessionSummary(
            ending: ending, saved: written.status, comparisons: comparisons,
            sessionID: options.editableLater ? session.id : nil)
        summary.workout = record.workoutScore.map { workout in
            let earlier = ending.isPreview ? [] : written.earlier ?? []
            return ScoreComparison.Workout(
                kind: workout.kind, comparison: .compare(workout, with: earlier), title: session.programTitle)
        }
        return Ended(summary: summary, history: written.history, record: record)
    }

    /// What became of the row, the history opened, and the program's earlier scored sessions
    /// when the history could be read before the row went in.
    private struct Written {
        var status: SaveStatus
        var history: HistoryStore.Opening?
        var earlier: [SessionRecord]?
    }

    /// Writes the row to the history, else to the spool.
    private func save(_ record: SessionRecord, strings: Strings) -> Written {
        let (opened, earlier, refusal) = writeToHistory(record)
        guard let refusal else { return Written(status: .saved, history: opened, earlier: earlier) }
        let reason = Self.message(for: refusal, strings: strings)
        guard let spool = destination.spool else {
            return Written(status: .failed(strings(.runEngineLogFailed, ["reason": .text(reason)])), history: opened)
        }
        do {
            return Written(status: .kept(spoolFile: try spool.keep(record).path), history: opened, earlier: earlier)
        } catch {
            let message = strings(
                .runEngineNotKept,
                [
                    "reason": .text(reason), "spool": .text(spool.folder.path),
                    "spoolReason": .text(error.message(strings)),
                ])
            return Written(status: .failed(message), history: opened, earlier: earlier)
        }
    }

    /// Opens the history and appends the row: the history it opened, if any, the program's
    /// earlier scored sessions (read first, for a row with scores), and the last error, `nil`
    /// when the row is in.
    ///
    /// `false` from `append` means the row was already there: logged once, which is what counts.
    private func writeToHistory(_ record: SessionRecord) -> (HistoryStore.Opening?, [SessionRecord]?, (any Error)?) {
        let clock = ContinuousClock()
        let deadline = clock.now + destination.patience
        var opened: HistoryStore.Opening?
        var earlier: [SessionRecord]?
        while true {
            do {
                let history = try destination.open()
                opened = history.opening ?? opened
                if earlier == nil, !record.rankedScores.isEmpty {
                    // Comparing is a nicety: a history that cannot be read for it still takes the row.
                    // Last and best are of the same division (Rx or scaled).
                    earlier = (try? history.log.scoredSessions(ofProgram: record.programID))?
                        .filter { $0.division == record.division }
                }
                _ = try history.log.append(record)
                return (opened, earlier, nil)
            } catch {
                guard SystemProblem(history: error) == .busy, clock.now < deadline else {
                    return (opened, earlier, error)
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    /// The reason a user reads: where the history is and what to do, when the error says.
    static func message(for error: any Error, strings: Strings) -> String {
        if let failure = error as? HistoryStore.Failure { return failure.message(strings) }
        return SystemProblem(history: error).message(strings)
    }
}
