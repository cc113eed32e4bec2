/// A movement done in sets of reps × load with a rest after each set (SPEC section 17):
/// `back-squat 5x5 @100kg rest 2:00`, `deadlift 5-5-3-3-1 @100-110-120-130-140kg`,
/// `bench-press 5-3-1 @75%-85%-95%`, `1RM deadlift`.
///
/// Both readers (the text form and a program file) build it through ``LiftText`` and
/// ``Lift/init(reps:loads:)``, so the two share one rule set.
public struct Lift: Sendable, Hashable {
    /// The working sets, in the order they are lifted; empty for a max-load block.
    public var sets: [LiftSet]
    /// Warm-up sets before the first working set: the last `warmups` of ``LiftRules/warmupLadder``.
    public var warmups: Int
    /// Seconds of rest after each set; `nil` means ``LiftRules/defaultRest``.
    public var rest: Int?
    /// What is added to last time's load when every working set got its reps (`progress: +2.5kg`).
    public var progress: LiftWeight?
    /// The reps of a max-load block (`1RM`, `5RM`): sets open until the athlete stops, the
    /// heaviest load made for these reps is the score; `nil` for sets as planned.
    public var maxLoad: Int?

    public init(
        sets: [LiftSet], warmups: Int = 0, rest: Int? = nil, progress: LiftWeight? = nil, maxLoad: Int? = nil
    ) {
        self.sets = sets
        self.warmups = warmups
        self.rest = rest
        self.progress = progress
        self.maxLoad = maxLoad
    }

    /// Sets of `reps` (one entry per set), each at the load of the same place in `loads`, or
    /// all at `loads`' only value; `nil` loads mean "last time's load". Fails when the counts
    /// do not fit: 5 sets cannot take 3 loads.
    public static func sets(reps: [Int], loads: [LiftLoad]) -> [LiftSet]? {
        switch loads.count {
        case 0: reps.map { LiftSet(reps: $0) }
        case 1: reps.map { LiftSet(reps: $0, load: loads[0]) }
        case reps.count: zip(reps, loads).map { LiftSet(reps: $0, load: $1) }
        default: nil
        }
    }

    /// The rest after each set, the default applied.
    public var restSeconds: Int { rest ?? LiftRules.defaultRest }
}

/// One set as planned: its reps, its load (or none: last time's), its effort, and whether it
/// is a warm-up (never a record).
public struct LiftSet: Sendable, Hashable {
    public var reps: Int
    public var load: LiftLoad?
    /// Rate of perceived exertion, 1 to 10 in halves (`@RPE8`).
    public var rpe: Double?
    public var warmup: Bool

    public init(reps: Int, load: LiftLoad? = nil, rpe: Double? = nil, warmup: Bool = false) {
        self.reps = reps
        self.load = load
        self.rpe = rpe
        self.warmup = warmup
    }
}

/// A set's load as written: a weight, or a share of the athlete's 1RM of the movement.
public enum LiftLoad: Sendable, Hashable {
    case weight(LiftWeight)
    /// Percent of the 1RM: `75` is 75 %.
    case percent(Double)
}

/// A weight in the unit it was typed in: `100kg`, `225lb`. Kept in that unit so an lb
/// athlete sees the lb typed, never 99.79.
public struct LiftWeight: Sendable, Hashable {
    public var amount: Double
    public var unit: Load.Unit

    public init(_ amount: Double, _ unit: Load.Unit) {
        self.amount = amount
        self.unit = unit
    }

    public var kilograms: Double { amount * unit.kilograms }

    /// This weight in `other`.
    public func amount(in other: Load.Unit) -> Double { Load.convert(amount, from: unit, to: other) }
}
