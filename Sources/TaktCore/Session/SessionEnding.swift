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

        public init(phaseIndex: Int, phase: Phase, time: Duration) {
            self.phaseIndex = phaseIndex
            self.phase = phase
            self.time = time
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

    public init(
        reason: EndReason, startedAt: Duration, endedAt: Duration, paused: Duration, performed: [Performed],
        phasesDone: Int, phasesSkipped: Int = 0, phasesTotal: Int, kcal: CalorieEstimate, usesDefaultMass: Bool
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
    }

    /// Program time from start to end, pauses included.
    public var duration: Duration { endedAt - startedAt }

    /// Program time performed in work phases.
    public var active: Duration {
        performed.lazy.filter { $0.phase.kind == .work }.reduce(.zero) { $0 + $1.time }
    }

    /// The summary the finished view shows, once the driver knows what became of the history row.
    ///
    /// - Parameter counts: whether the row counts for stats (``CountingRule`` on the stored row).
    public func summary(saved: SaveStatus, counts: Bool = true) -> SessionSummary {
        SessionSummary(
            reason: reason, duration: duration, active: active, paused: paused, phasesDone: phasesDone,
            phasesSkipped: phasesSkipped, phasesTotal: phasesTotal, kcal: kcal, usesDefaultMass: usesDefaultMass,
            saved: saved, counts: counts)
    }
}
