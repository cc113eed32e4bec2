/// What the state machine knows when a session ends: everything the summary and the history
/// row need, except whether the row was saved (the driver decides that).
///
/// Times are program time since the session began (real seconds × speed).
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
            let lateness = (began - planned).secondsValue * 1000 / (speed > 0 ? speed : 1)
            return PerformedPhase(
                order: phase.order, kind: phase.kind, exercise: phase.activity?.key,
                name: phase.activity?.name.resolved(for: language) ?? "", plannedStart: planned.secondsValue,
                actualStart: began.secondsValue, seconds: time.secondsValue, pausedSeconds: paused.secondsValue,
                skipped: skipped, latenessMilliseconds: startedByClock ? lateness : nil)
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
    public var usesDefaultMass: Bool
    /// How many times the session was paused.
    public var pauses: Int

    public init(
        reason: EndReason, startedAt: Duration, endedAt: Duration, paused: Duration, performed: [Performed],
        phasesDone: Int, phasesSkipped: Int = 0, phasesTotal: Int, kcal: CalorieEstimate, usesDefaultMass: Bool,
        pauses: Int = 0
    ) {
        self.reason = reason
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.paused = paused
        self.performed = performed
        self.phasesDone = phasesDone
        self.phasesSkipped = phasesSkipped
        self.phasesTotal = phasesTotal
        self.kcal = kcal
        self.usesDefaultMass = usesDefaultMass
        self.pauses = pauses
    }

    /// Program time from start to end, pauses included.
    public var duration: Duration { endedAt - startedAt }

    /// Program time performed in work phases.
    public var active: Duration {
        performed.lazy.filter { $0.phase.kind.isEffort }.reduce(.zero) { $0 + $1.time }
    }

    /// How punctual the session was, its exercises named in `language`.
    public func timing(speed: Double, language: String) -> SessionTiming {
        SessionTiming(
            phases: performed.map { $0.record(language: language, speed: speed) }, pauses: pauses, speed: speed)
    }

    /// The summary the finished view shows, once the driver knows what became of the history row.
    ///
    /// - Parameter counts: whether the row counts for stats (``CountingRule`` on the stored row).
    public func summary(saved: SaveStatus, timing: SessionTiming? = nil, counts: Bool = true) -> SessionSummary {
        SessionSummary(
            reason: reason, duration: duration, active: active, paused: paused, phasesDone: phasesDone,
            phasesSkipped: phasesSkipped, phasesTotal: phasesTotal, kcal: kcal, usesDefaultMass: usesDefaultMass,
            saved: saved, timing: timing, counts: counts)
    }
}
