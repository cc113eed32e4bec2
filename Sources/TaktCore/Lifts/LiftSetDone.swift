/// One set of a lift as the session keeps it (SPEC section 17): the movement, the set's place,
/// what was planned and what was done (the load in the unit typed, and in kg), warm-up, RPE
/// and when the set ended.
public struct LiftSetDone: Sendable, Hashable {
    /// The movement's catalog key; `nil` for an exercise the catalog lacks.
    public var movement: String?
    /// The set's number in its lift (1-based).
    public var order: Int
    public var plannedReps: Int
    /// The planned load in ``unit``; `nil` when the program left it to the athlete.
    public var plannedLoad: Double?
    public var reps: Int
    /// The load lifted in ``unit``; `nil` when none was planned or typed.
    public var load: Double?
    public var unit: Load.Unit
    public var warmup: Bool
    public var rpe: Double?
    /// When the set ended, program time since the session's start.
    public var at: Duration
    /// Left with `n`: no reps, no load, never a record.
    public var skipped: Bool

    public init(
        movement: String?, order: Int, plannedReps: Int, plannedLoad: Double?, reps: Int, load: Double?,
        unit: Load.Unit, warmup: Bool, rpe: Double?, at: Duration, skipped: Bool = false
    ) {
        self.skipped = skipped
        self.movement = movement
        self.order = order
        self.plannedReps = plannedReps
        self.plannedLoad = plannedLoad
        self.reps = reps
        self.load = load
        self.unit = unit
        self.warmup = warmup
        self.rpe = rpe
        self.at = at
    }

    /// The load lifted in kilograms.
    public var kilograms: Double? { load.map { $0 * unit.kilograms } }

    /// The set `planned` of the phase `phase`, ended at `at`, done as `answer` (`nil`: as planned).
    public init(_ planned: PlannedSet, of phase: Phase, answer: LiftAnswer?, at: Duration) {
        self.init(
            movement: phase.activity?.key, order: phase.set, plannedReps: planned.reps, plannedLoad: planned.amount,
            reps: answer?.reps ?? planned.reps, load: answer?.load ?? planned.amount, unit: planned.unit,
            warmup: planned.warmup, rpe: planned.rpe, at: at)
    }

    /// The set `planned` of the phase `phase`, left with `n` at `at`.
    public init(skipped planned: PlannedSet, of phase: Phase, at: Duration) {
        self.init(
            movement: phase.activity?.key, order: phase.set, plannedReps: planned.reps, plannedLoad: planned.amount,
            reps: 0, load: nil, unit: planned.unit, warmup: planned.warmup, rpe: planned.rpe, at: at, skipped: true)
    }
}
