import Foundation
import Synchronization
import TaktCore
import TaktHistory

/// The one end-session path: every way a session ends comes through `end(_:language:)`.
///
/// An in-memory guard is set before any I/O, so a second call (finish racing an interrupt,
/// two threads at once) returns `nil` and writes nothing; the database's UNIQUE session id
/// is the second guard. Then it decides whether the session is logged, builds the history
/// row and appends it.
public final class EndOfSession: Sendable {
    private let ended = Atomic<Bool>(false)
    private let sessionID: UUID
    private let programID: String
    private let programTitle: LocalizedText
    private let profile: BodyProfile
    private let options: SessionOptions
    private let startedAt: Date
    private let log: (any SessionLog)?

    /// - Parameters:
    ///   - startedAt: the wall-clock time the session began, for the history row.
    ///   - log: the history; `nil` when it could not be opened (the summary then says "failed").
    public init(
        sessionID: UUID = UUID(), programID: String, programTitle: LocalizedText, profile: BodyProfile,
        options: SessionOptions, startedAt: Date, log: (any SessionLog)?
    ) {
        self.sessionID = sessionID
        self.programID = programID
        self.programTitle = programTitle
        self.profile = profile
        self.options = options
        self.startedAt = startedAt
        self.log = log
    }

    /// Ends the session once; `nil` when it had already ended.
    ///
    /// - Parameter strings: the session's language at the end, for the row and for messages.
    public func end(_ ending: SessionEnding, strings: Strings) -> SessionSummary? {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        return ending.summary(
            saved: save(ending, strings: strings),
            timing: ending.timing(speed: options.speed, language: strings.language))
    }

    /// Why a session is not logged, checked in this order; `nil` when it should be.
    public func reasonNotToLog(_ ending: SessionEnding) -> SaveStatus? {
        if options.logMode == .noLog { return .disabled }
        if options.speed != 1, options.logMode != .log { return .preview }
        if ending.duration.secondsValue < SessionSummary.minimumLoggedSeconds { return .tooShort }
        return nil
    }

    private func save(_ ending: SessionEnding, strings: Strings) -> SaveStatus {
        if let reason = reasonNotToLog(ending) { return reason }
        guard let log else { return .failed(strings("run.engine.noHistory")) }
        do {
            // `false` means the row was already there: logged once, which is what counts.
            _ = try log.append(record(for: ending, language: strings.language))
            return .saved
        } catch {
            let reason = SystemProblem(history: error).message(strings)
            return .failed(strings("run.engine.logFailed", ["reason": .text(reason)]))
        }
    }

    /// The history row, every time in it program time: end = start + program duration.
    ///
    /// At speed 1 that is the wall clock. A preview logged with `--log` reads as the session
    /// would have at speed 1, so its duration, active and paused time and kcal agree.
    public func record(for ending: SessionEnding, language: String) -> SessionRecord {
        SessionRecord(
            id: sessionID, programID: programID, programTitle: programTitle.resolved(for: language),
            startedAt: startedAt, endedAt: startedAt.addingTimeInterval(ending.duration.secondsValue),
            pausedSeconds: ending.paused.secondsValue, activeSeconds: ending.active.secondsValue,
            phasesDone: ending.phasesDone, phasesTotal: ending.phasesTotal, endReason: ending.reason,
            kcal: ending.kcal.kcal, language: language, bodyMassKilograms: profile.effectiveMass,
            bodyMassIsDefault: profile.usesDefaultMass, timing: ending.timing(speed: options.speed, language: language))
    }
}
