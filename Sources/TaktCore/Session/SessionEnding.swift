import Foundation

/// How a session ended.
public enum EndReason: String, Sendable, Hashable, CaseIterable, Codable {
    case finished, stopped, interrupted
}

/// What the state machine knows when a session ends: everything the summary and the history
/// row need, except which session it was (``SessionIdentity``) and whether the row was saved
/// (the driver decides that).
///
/// The one way a session's end flows: the machine builds this; ``record(of:language:)`` turns
/// it into the history row; the driver saves that row and gets one ``SaveStatus`` back; the
/// ``SessionSummary`` is this ending and that status. A new fact of a session (rounds, reps,
/// scores) is a field here, written into the row by ``record(of:language:)`` and read by the
/// views from ``SessionSummary/ending``: nothing in between repeats it.
///
/// Times are program time since the session began (real seconds × ``speed``).
public struct SessionEnding: Sendable, Hashable {
    /// One stretch of a phase that was really performed, pauses excluded.
    public struct Performed: Sendable, Hashable {
        public var phaseIndex: Int
        public var phase: Phase
        public var time: Duration
        /// When the visit was due and when it began; equal for one a key started.
        public var planned: Duration
        public var began: Duration
        /// True when the clock started it at a deadline, so `began - planned` is lateness.
        public var startedByClock: Bool
        /// Paused time within the visit.
        public var paused: Duration
        /// Left with skip or back before its end.
        public var skipped: Bool

        public init(
            phaseIndex: Int, phase: Phase, time: Duration, planned: Duration = .zero, began: Duration = .zero,
            startedByClock: Bool = false, paused: Duration = .zero, skipped: Bool = false
        ) {
            self.phaseIndex = phaseIndex
            self.phase = phase
            self.time = time
            self.planned = planned
            self.began = began
            self.startedByClock = startedByClock
            self.paused = paused
            self.skipped = skipped
        }

        /// The stored record of this visit, its exercise named in `language`.
        ///
        /// Starts and lengths are program time; lateness is real milliseconds (program time
        /// divided by `speed`), so a preview's punctuality reads like a real session's.
        public func record(language: String, speed: Double = 1) -> PerformedPhase {
            PerformedPhase(
                order: phase.order, kind: phase.kind, exercise: phase.activity?.key,
                name: phase.activity?.name.resolved(for: language) ?? "", plannedStart: planned.secondsValue,
                actualStart: began.secondsValue, seconds: time.secondsValue, pausedSeconds: paused.secondsValue,
                skipped: skipped, latenessMilliseconds: latenessMilliseconds(speed: speed))
        }

        /// How late the clock started this visit, in real milliseconds; `nil` for one a key
        /// started, which cannot be late.
        func latenessMilliseconds(speed: Double) -> Double? {
            guard startedByClock else { return nil }
            return (began - planned).secondsValue * 1000 / SessionSpeed.valid(speed)
        }
    }

    public var reason: EndReason
    /// When `start` was handled.
    public var startedAt: Duration
    /// When the session ended: the last deadline for a finished session, else the ending event.
    public var endedAt: Duration
    public var paused: Duration
    /// Every performed stretch in order; a phase restarted with back appears once per visit.
    public var performed: [Performed]
    public var phasesDone: Int
    /// Phases left with the skip key and never completed.
    public var phasesSkipped: Int
    public var phasesTotal: Int
    public var kcal: CalorieEstimate
    /// The body the calories were estimated for.
    public var profile: BodyProfile
    /// How many times the session was paused.
    public var pauses: Int
    /// How many times faster than real time the program clock ran: 1, or a preview's speed.
    public var speed: Double
    /// One score per scored block that ran, in program order; a block the session was stopped
    /// in keeps the score it reached.
    public var scores: [BlockScore]
    /// Every set of a lift done (Enter ended it), in the order lifted, as answered or as planned.
    public var sets: [LiftSetDone]
    /// The strap's samples and zones (`run --hr`), without the calories; `nil` without a reading.
    public var heartRate: HeartRateRecord?

    public init(
        reason: EndReason, startedAt: Duration, endedAt: Duration, paused: Duration, performed: [Performed],
        phasesDone: Int, phasesSkipped: Int = 0, phasesTotal: Int, kcal: CalorieEstimate, profile: BodyProfile,
        pauses: Int = 0, speed: Double = 1, scores: [BlockScore] = [], sets: [LiftSetDone] = [],
        heartRate: HeartRateRecord? = nil
    ) {
        self.heartRate = heartRate
        self.scores = scores
        self.sets = sets
        self.reason = reason
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.paused = paused
        self.performed = performed
        self.phasesDone = phasesDone
        self.phasesSkipped = phasesSkipped
        self.phasesTotal = phasesTotal
        self.kcal = kcal
        self.profile = profile
        self.pauses = pauses
        self.speed = SessionSpeed.valid(speed)
    }

    /// Program time from start to end, pauses included.
    public var duration: Duration { endedAt - startedAt }

    /// Program time performed in work phases; for a breathing or meditation session, in its
    /// breaths or sitting (``SessionKind/isActive(_:)``): its mindful minutes.
    public var active: Duration {
        let kind = kind
        return performed.lazy.filter { kind.isActive($0.phase.kind) }.reduce(.zero) { $0 + $1.time }
    }

    /// What the session was, from the phases it performed (SPEC section 19).
    public var kind: SessionKind { SessionKind(phases: performed.lazy.map(\.phase.kind)) }

    /// Whether the calories assumed the default body mass (every output that uses it says so).
    public var usesDefaultMass: Bool { profile.usesDefaultMass }

    /// Run faster or slower than real time: listed, never counted.
    public var isPreview: Bool { speed != 1 }

    /// Whether the session counts for stats, streak and weekly goal: ``CountingRule`` on real time.
    public var counts: Bool { CountingRule.counts(speed: speed, activeSeconds: realSeconds(active)) }

    /// Real seconds of a stretch of program time.
    public func realSeconds(_ programTime: Duration) -> Double { programTime.secondsValue / speed }

    /// How punctual the session was, its exercises named in `language`.
    public func timing(language: String) -> SessionTiming {
        SessionTiming(
            phases: performed.map { $0.record(language: language, speed: speed) }, pauses: pauses, speed: speed)
    }

    /// The numbers of ``timing(language:)`` without its list of phases (empty): what the
    /// finished view and the plain line show, without a record of every visit made at the end
    /// (2 MB of a 10,000-phase session's peak).
    public var timingSummary: SessionTiming {
        SessionTiming(
            phaseCount: performed.count, lateness: performed.lazy.compactMap { $0.latenessMilliseconds(speed: speed) },
            pauses: pauses, speed: speed)
    }

    /// The history row of this session, named and timed in `language`.
    ///
    /// Real wall-clock start and end, real seconds and the speed: at speed 1 program time is
    /// real time. A preview logged with `--log` ran ``speed`` times faster: its duration, active
    /// and paused time and kcal are what really passed (program time divided by the speed), so
    /// its end is never in the future and `stats` is not inflated.
    public func record(of session: SessionIdentity, language: String) -> SessionRecord {
        let heart = heartRateKept
        return SessionRecord(
            id: session.id, programID: session.programID,
            programTitle: session.programTitle.resolved(for: language), startedAt: session.startedAt,
            endedAt: session.startedAt.addingTimeInterval(realSeconds(duration)),
            pausedSeconds: realSeconds(paused), activeSeconds: realSeconds(active), phasesDone: phasesDone,
            phasesTotal: phasesTotal, endReason: reason, kcal: heart.kcal, language: language,
            bodyMassKilograms: profile.effectiveMass, bodyMassIsDefault: profile.usesDefaultMass, speed: speed,
            phasesSkipped: phasesSkipped, planID: session.plan?.planID, planWeek: session.plan?.week,
            planDay: session.plan?.day, timing: timing(language: language), scores: scores,
            division: session.division,
            sets: sets.map { set in
                var set = set
                set.at = .seconds(realSeconds(set.at - startedAt))
                return set
            }, heartRate: heart.record, kind: kind)
    }
}

/// Which session an ending was, for its history row: what the machine never sees.
public struct SessionIdentity: Sendable, Hashable {
    /// Unique per session; the database refuses a second row with the same id.
    public var id: UUID
    public var programID: String
    public var programTitle: LocalizedText
    /// The wall-clock time the session began.
    public var startedAt: Date
    /// For `run today`: the plan, week and day the session is.
    public var plan: SessionOptions.PlanPlace?
    /// Rx, or scaled (`run --scaled`): the division of every score of the session.
    public var division: Division

    public init(
        id: UUID, programID: String, programTitle: LocalizedText, startedAt: Date,
        plan: SessionOptions.PlanPlace? = nil, division: Division = .rx
    ) {
        self.division = division
        self.id = id
        self.programID = programID
        self.programTitle = programTitle
        self.startedAt = startedAt
        self.plan = plan
    }
}
