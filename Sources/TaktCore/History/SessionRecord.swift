import Foundation

/// One row of the session history (SPEC section 6).
public struct SessionRecord: Sendable, Hashable, Codable {
    /// Unique per session; the database refuses a second row with the same id.
    public var id: UUID
    public var programID: String
    /// The program's title in the session's language, as it was then.
    public var programTitle: String
    public var startedAt: Date
    public var endedAt: Date
    public var pausedSeconds: Double
    /// Seconds spent in work phases.
    public var activeSeconds: Double
    public var phasesDone: Int
    public var phasesTotal: Int
    public var endReason: EndReason
    public var kcal: Double
    /// Language code the session ran in.
    public var language: String
    /// Body mass the calories were computed with, in kg.
    public var bodyMassKilograms: Double
    /// True when that mass was the 70 kg default rather than the user's.
    public var bodyMassIsDefault: Bool
    /// How punctual the session was; `nil` for rows logged before takt measured it.
    public var timing: SessionTiming?

    public init(
        id: UUID, programID: String, programTitle: String, startedAt: Date, endedAt: Date,
        pausedSeconds: Double, activeSeconds: Double, phasesDone: Int, phasesTotal: Int,
        endReason: EndReason, kcal: Double, language: String, bodyMassKilograms: Double,
        bodyMassIsDefault: Bool, timing: SessionTiming? = nil
    ) {
        self.id = id
        self.programID = programID
        self.programTitle = programTitle
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.pausedSeconds = pausedSeconds
        self.activeSeconds = activeSeconds
        self.phasesDone = phasesDone
        self.phasesTotal = phasesTotal
        self.endReason = endReason
        self.kcal = kcal
        self.language = language
        self.bodyMassKilograms = bodyMassKilograms
        self.bodyMassIsDefault = bodyMassIsDefault
        self.timing = timing
    }
}
