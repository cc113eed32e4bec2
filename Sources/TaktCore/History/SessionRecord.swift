import Foundation

/// One row of the session history: one logged session, whichever way it ended.
///
/// Codable with every field added after the first version optional or defaulted, so a spool
/// file or an export written by an older takt still decodes.
public struct SessionRecord: Sendable, Hashable, Codable {
    /// Unique per session; the database refuses a second row with the same id.
    public var id: UUID
    public var programID: String
    /// The program's title in the session's language, as it was then.
    public var programTitle: String
    /// Real wall-clock start and end, previews included.
    public var startedAt: Date
    public var endedAt: Date
    /// Real seconds paused.
    public var pausedSeconds: Double
    /// Real seconds spent in work phases.
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
    /// How many times faster than real time the clock ran: 1 for a real session, else a preview.
    public var speed: Double = 1
    /// Phases left with the skip key and never completed.
    public var phasesSkipped: Int = 0
    /// The training plan, week and day the session was run from, when it was.
    public var planID: String?
    public var planWeek: Int?
    public var planDay: Int?
    /// How punctual the session was; `nil` for rows logged before takt measured it.
    public var timing: SessionTiming?
    /// One score per scored block that ran (docs/formats.md); empty for other sessions and for
    /// rows logged before takt kept scores.
    public var scores: [BlockScore] = []
    /// The one score of the whole workout when its program declares one (`score:`, SPEC 14),
    /// compared and kept as the record beside the blocks' own; `nil` otherwise.
    public var workoutScore: WorkoutScore?
    /// Rx or scaled: the division of every score of the session.
    public var division: Division = .rx
    /// The athlete's words about the session (`log --note`, `history edit --note`).
    public var note: String?
    /// Run with the timer, or logged afterwards.
    public var source: SessionSource = .timer
    /// Corrected with `history edit` after it was saved.
    public var edited = false
    /// Every set of a lift done or skipped (SPEC section 17), in the order lifted; `at` is real
    /// seconds since ``startedAt``. Empty for other sessions and rows from before.
    public var sets: [LiftSetDone] = []
    /// The heart rate of a session run with a strap (SPEC section 18); `nil` for others.
    public var heartRate: HeartRateRecord?
    /// A workout, or a breathing or meditation session (SPEC section 19); a row from before
    /// takt kept it is a workout unless its phases say otherwise (migration v13).
    public var kind: SessionKind = .workout
    /// The absolute path of the program file a session ran when it was named by its file
    /// (`takt run ./my.yaml`): what `history edit` reads the session's scored blocks from when
    /// the library has no program of its id (migration v15); `nil` otherwise.
    public var programFile: String?

    public init(
        id: UUID, programID: String, programTitle: String, startedAt: Date, endedAt: Date,
        pausedSeconds: Double, activeSeconds: Double, phasesDone: Int, phasesTotal: Int,
        endReason: EndReason, kcal: Double, language: String, bodyMassKilograms: Double,
        bodyMassIsDefault: Bool, speed: Double = 1, phasesSkipped: Int = 0, planID: String? = nil,
        planWeek: Int? = nil, planDay: Int? = nil, timing: SessionTiming? = nil, scores: [BlockScore] = [],
        division: Division = .rx, note: String? = nil, source: SessionSource = .timer, edited: Bool = false,
        sets: [LiftSetDone] = [], heartRate: HeartRateRecord? = nil, kind: SessionKind = .workout
    ) {
        self.kind = kind
        self.heartRate = heartRate
        self.sets = sets
        self.scores = scores
        self.division = division
        self.note = note
        self.source = source
        self.edited = edited
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
        self.speed = speed
        self.phasesSkipped = phasesSkipped
        self.planID = planID
        self.planWeek = planWeek
        self.planDay = planDay
        self.timing = timing
    }

    private enum CodingKeys: String, CodingKey {
        case id, programID, programTitle, startedAt, endedAt, pausedSeconds, activeSeconds, phasesDone
        case phasesTotal, endReason, kcal, language, bodyMassKilograms, bodyMassIsDefault, speed, phasesSkipped
        case planID, planWeek, planDay, timing, scores, workoutScore, division, note, source, edited, sets, heartRate
        case kind, programFile
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        programID = try container.decode(String.self, forKey: .programID)
        programTitle = try container.decode(String.self, forKey: .programTitle)
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        endedAt = try container.decode(Date.self, forKey: .endedAt)
        pausedSeconds = try container.decode(Double.self, forKey: .pausedSeconds)
        activeSeconds = try container.decode(Double.self, forKey: .activeSeconds)
        phasesDone = try container.decode(Int.self, forKey: .phasesDone)
        phasesTotal = try container.decode(Int.self, forKey: .phasesTotal)
        endReason = try container.decode(EndReason.self, forKey: .endReason)
        kcal = try container.decode(Double.self, forKey: .kcal)
        language = try container.decode(String.self, forKey: .language)
        bodyMassKilograms = try container.decode(Double.self, forKey: .bodyMassKilograms)
        bodyMassIsDefault = try container.decode(Bool.self, forKey: .bodyMassIsDefault)
        speed = try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1
        phasesSkipped = try container.decodeIfPresent(Int.self, forKey: .phasesSkipped) ?? 0
        planID = try container.decodeIfPresent(String.self, forKey: .planID)
        planWeek = try container.decodeIfPresent(Int.self, forKey: .planWeek)
        planDay = try container.decodeIfPresent(Int.self, forKey: .planDay)
        timing = try container.decodeIfPresent(SessionTiming.self, forKey: .timing)
        scores = try container.decodeIfPresent([BlockScore].self, forKey: .scores) ?? []
        workoutScore = try container.decodeIfPresent(WorkoutScore.self, forKey: .workoutScore)
        division = try container.decodeIfPresent(Division.self, forKey: .division) ?? .rx
        note = try container.decodeIfPresent(String.self, forKey: .note)
        source = try container.decodeIfPresent(SessionSource.self, forKey: .source) ?? .timer
        edited = try container.decodeIfPresent(Bool.self, forKey: .edited) ?? false
        sets = try container.decodeIfPresent([LiftSetDone].self, forKey: .sets) ?? []
        heartRate = try container.decodeIfPresent(HeartRateRecord.self, forKey: .heartRate)
        kind = try container.decodeIfPresent(SessionKind.self, forKey: .kind) ?? .workout
        programFile = try container.decodeIfPresent(String.self, forKey: .programFile)
    }

    /// Every score kept for records, as the history's column keeps them: the blocks', then the
    /// workout's (block 0) when its program declares one.
    public var rankedScores: [BlockScore] { scores + (workoutScore.map { [$0.score] } ?? []) }

    /// A preview: run faster or slower than real time. Listed, never counted.
    public var isPreview: Bool { speed != 1 }

    /// Whether this session counts for stats, the streak and the weekly goal (``CountingRule``):
    /// as a workout or as mindful minutes, by its ``kind``.
    public var counts: Bool { CountingRule.counts(speed: speed, activeSeconds: activeSeconds) }
}

/// The one rule that decides whether a session counts, for stats, streak, weekly goal and the
/// summary alike: run at speed 1 with at least two active minutes.
public enum CountingRule {
    /// Two active minutes make a session count.
    public static let minimumActiveSeconds = 120.0
    /// Only real-time sessions count; previews never do.
    public static let countingSpeed = 1.0

    public static func counts(speed: Double, activeSeconds: Double) -> Bool {
        speed == countingSpeed && activeSeconds >= minimumActiveSeconds
    }
}
