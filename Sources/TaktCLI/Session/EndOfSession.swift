import Foundation
import Synchronization
import TaktCore
import TaktHistory
import TaktPlatform

/// Where an ended session goes: the history, opened only when the session ends, and the spool
/// when the history cannot take the row. `nil` is nowhere: every save fails.
public struct SessionDestination: Sendable, ExpressibleByNilLiteral {
    /// Opens the history; called at the end of the session, and again while it is busy.
    public var open: @Sendable () throws -> any SessionLog
    /// Where the session waits when the history cannot be written; `nil` keeps nothing.
    public var spool: SessionSpool?
    /// How long a busy (locked) history is tried again, in all.
    public var patience: Duration

    public init(
        open: @escaping @Sendable () throws -> any SessionLog, spool: SessionSpool?, patience: Duration = .seconds(10)
    ) {
        self.open = open
        self.spool = spool
        self.patience = patience
    }

    public init(nilLiteral: ()) {
        self = .log(nil)
    }

    /// An already open log (tests), or none: every save then fails as "could not be opened".
    public static func log(_ log: (any SessionLog)?) -> SessionDestination {
        SessionDestination(
            open: {
                guard let log else { throw SystemProblem.noSuchFile }
                return log
            }, spool: nil, patience: .zero)
    }
}

/// The one end-session path: every way a session ends comes through `end(_:strings:)`.
///
/// An in-memory guard is set before any I/O, so a second call (finish racing an interrupt,
/// two threads at once) returns `nil` and writes nothing; the database's UNIQUE session id
/// is the second guard. Then it decides whether the session is logged, builds the history
/// row, and writes it: to the history, opened now (a crash of an earlier takt, or a lock
/// taken while the session ran, is met here, not at the start), tried again while it is busy
/// for up to ``SessionDestination/patience``; else to the spool; only when both fail is the
/// session lost, and the summary says why.
public final class EndOfSession: Sendable {
    private let ended = Atomic<Bool>(false)
    private let sessionID: UUID
    private let programID: String
    private let programTitle: LocalizedText
    private let profile: BodyProfile
    private let options: SessionOptions
    private let startedAt: Date
    private let destination: SessionDestination

    /// - Parameters:
    ///   - startedAt: the wall-clock time the session began, for the history row.
    ///   - destination: the history and the spool.
    public init(
        sessionID: UUID = UUID(), programID: String, programTitle: LocalizedText, profile: BodyProfile,
        options: SessionOptions, startedAt: Date, destination: SessionDestination
    ) {
        self.sessionID = sessionID
        self.programID = programID
        self.programTitle = programTitle
        self.profile = profile
        self.options = options
        self.startedAt = startedAt
        self.destination = destination
    }

    /// Ends the session once; `nil` when it had already ended.
    ///
    /// - Parameter strings: the session's language at the end, for the row and for messages.
    public func end(_ ending: SessionEnding, strings: Strings) -> SessionSummary? {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        let record = record(for: ending, language: strings.language)
        var summary = ending.summary(
            saved: save(ending, record: record, strings: strings), timing: record.timing, counts: record.counts)
        summary.isPreview = record.isPreview
        return summary
    }

    private func save(_ ending: SessionEnding, record: SessionRecord, strings: Strings) -> SaveStatus {
        if let reason = options.reasonNotToLog(ending) { return reason }
        guard let refusal = writeToHistory(record) else { return .saved }
        let reason = Self.message(for: refusal, strings: strings)
        guard let spool = destination.spool else {
            return .failed(strings(.runEngineLogFailed, ["reason": .text(reason)]))
        }
        do {
            return .kept(spoolFile: try spool.keep(record).path)
        } catch {
            return .failed(
                strings(
                    .runEngineNotKept,
                    [
                        "reason": .text(reason), "spool": .text(spool.folder.path),
                        "spoolReason": .text(error.message(strings)),
                    ]))
        }
    }

    /// Opens the history and appends the row; `nil` when it is in, else the last error.
    ///
    /// `false` from `append` means the row was already there: logged once, which is what counts.
    private func writeToHistory(_ record: SessionRecord) -> (any Error)? {
        let clock = ContinuousClock()
        let deadline = clock.now + destination.patience
        while true {
            do {
                _ = try destination.open().append(record)
                return nil
            } catch {
                guard SystemProblem(history: error) == .busy, clock.now < deadline else { return error }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    /// The reason a user reads: where the history is and what to do, when the error says.
    static func message(for error: any Error, strings: Strings) -> String {
        if let failure = error as? HistoryStore.Failure { return failure.message(strings) }
        return SystemProblem(history: error).message(strings)
    }

    /// The history row: real wall-clock start and end, real seconds, and the speed.
    ///
    /// At speed 1 program time is real time. A preview logged with `--log` ran `speed` times
    /// faster: its duration, active and paused time and kcal are what really passed (program
    /// time divided by the speed), so its end is never in the future and `stats` is not inflated.
    public func record(for ending: SessionEnding, language: String) -> SessionRecord {
        let speed = options.speed > 0 ? options.speed : 1
        return SessionRecord(
            id: sessionID, programID: programID, programTitle: programTitle.resolved(for: language),
            startedAt: startedAt, endedAt: startedAt.addingTimeInterval(ending.duration.secondsValue / speed),
            pausedSeconds: ending.paused.secondsValue / speed, activeSeconds: ending.active.secondsValue / speed,
            phasesDone: ending.phasesDone, phasesTotal: ending.phasesTotal, endReason: ending.reason,
            kcal: ending.kcal.kcal / speed, language: language, bodyMassKilograms: profile.effectiveMass,
            bodyMassIsDefault: profile.usesDefaultMass, speed: speed, phasesSkipped: ending.phasesSkipped,
            planID: options.plan?.planID, planWeek: options.plan?.week, planDay: options.plan?.day,
            timing: ending.timing(speed: options.speed, language: language))
    }
}
