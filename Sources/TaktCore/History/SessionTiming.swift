/// One visit of a phase as it was performed: when it was due, when it began, how long it ran.
///
/// Times are program seconds since the session began (real seconds × speed), the same clock
/// as `planned` and `t` in the events file. A phase restarted with back appears once per visit.
public struct PerformedPhase: Sendable, Hashable, Codable {
    /// 1-based position of the phase in the timeline.
    public var order: Int
    public var kind: Phase.Kind
    /// The catalog key of the exercise, `nil` for get ready, rest and custom exercises.
    public var exercise: String?
    /// The exercise's name in the session's language; empty for get ready and rest.
    public var name: String
    /// When the phase was due: its deadline, after the pauses and skips before it.
    public var plannedStart: Double
    /// When takt began it.
    public var actualStart: Double
    /// Time performed, pauses excluded.
    public var seconds: Double
    public var pausedSeconds: Double
    /// True when the visit was left with skip or back before its end.
    public var skipped: Bool
    /// `actualStart - plannedStart` in ms for a phase the clock started; `nil` for one a key
    /// started (the first, or after skip, back or done), which cannot be late.
    public var latenessMilliseconds: Double?

    public init(
        order: Int, kind: Phase.Kind, exercise: String?, name: String, plannedStart: Double, actualStart: Double,
        seconds: Double, pausedSeconds: Double, skipped: Bool, latenessMilliseconds: Double?
    ) {
        self.order = order
        self.kind = kind
        self.exercise = exercise
        self.name = name
        self.plannedStart = plannedStart
        self.actualStart = actualStart
        self.seconds = seconds
        self.pausedSeconds = pausedSeconds
        self.skipped = skipped
        self.latenessMilliseconds = latenessMilliseconds
    }
}

/// How punctual takt was in one session: every performed phase and the lateness of their starts.
///
/// History lists read only the summary numbers; ``phases`` is filled where one session is
/// shown or exported, so ``phaseCount`` is kept separately.
public struct SessionTiming: Sendable, Hashable, Codable {
    /// Performed phases in the order they ran; empty when only the summary was read.
    public var phases: [PerformedPhase]
    public var phaseCount: Int
    /// Median and maximum lateness of the phase starts the clock made; `nil` when there were none.
    public var medianLatenessMilliseconds: Double?
    public var maxLatenessMilliseconds: Double?
    /// How many times the session was paused.
    public var pauses: Int
    /// The clock's speed: 1 for a real session, more for a preview.
    public var speed: Double

    public init(
        phases: [PerformedPhase], phaseCount: Int, medianLatenessMilliseconds: Double?,
        maxLatenessMilliseconds: Double?, pauses: Int, speed: Double
    ) {
        self.phases = phases
        self.phaseCount = phaseCount
        self.medianLatenessMilliseconds = medianLatenessMilliseconds
        self.maxLatenessMilliseconds = maxLatenessMilliseconds
        self.pauses = pauses
        self.speed = speed
    }

    /// The timing of `phases`, its median and maximum computed from their lateness.
    public init(phases: [PerformedPhase], pauses: Int, speed: Double) {
        self.init(
            phases: phases, phaseCount: phases.count, lateness: phases.lazy.compactMap(\.latenessMilliseconds),
            pauses: pauses, speed: speed)
    }

    /// The timing of `phaseCount` phases whose starts were `lateness` milliseconds late (`nil`
    /// for a start not measured): its median and maximum over the finite values.
    public init(
        phases: [PerformedPhase] = [], phaseCount: Int, lateness: some Sequence<Double>, pauses: Int, speed: Double
    ) {
        let sorted = lateness.filter(\.isFinite).sorted()
        self.init(
            phases: phases, phaseCount: phaseCount, medianLatenessMilliseconds: Self.median(ofSorted: sorted),
            maxLatenessMilliseconds: sorted.last, pauses: pauses, speed: speed)
    }

    /// The middle value, or the mean of the two middle ones; `nil` for no values.
    public static func median(ofSorted values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}
