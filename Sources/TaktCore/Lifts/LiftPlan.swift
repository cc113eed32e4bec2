/// What the athlete brings to a lift: the unit loads are shown in, the bar and plates, and the
/// 1RM of each movement a percentage is a share of (SPEC section 17).
public struct LiftAthlete: Sendable, Hashable {
    public var unit: Load.Unit
    public var plates: PlateSet
    /// The 1RM of each movement by catalog key, best source first (`set max`, else the
    /// heaviest single logged, else the best estimated 1RM).
    public var oneRepMaxes: [String: OneRepMax]
    /// The working sets of the last time each movement was lifted, by catalog key: what a
    /// set without a load number takes.
    public var lastTime: [String: LastLift]

    public init(
        unit: Load.Unit = .kg, plates: PlateSet? = nil, oneRepMaxes: [String: OneRepMax] = [:],
        lastTime: [String: LastLift] = [:]
    ) {
        self.unit = unit
        self.plates = plates ?? PlateSet.standard(for: unit)
        self.oneRepMaxes = oneRepMaxes
        self.lastTime = lastTime
    }
}

/// A movement's 1RM and where it came from, which `show` says ("75 % of e1RM 128 kg").
public struct OneRepMax: Sendable, Hashable {
    public enum Basis: String, Sendable, Hashable {
        /// `set max MOVEMENT LOAD`.
        case set
        /// The heaviest single logged.
        case single
        /// The best estimated 1RM (Epley), always said to be estimated.
        case estimated
    }

    public var weight: LiftWeight
    public var basis: Basis

    public init(_ weight: LiftWeight, basis: Basis) {
        self.weight = weight
        self.basis = basis
    }
}

/// One set as the athlete will lift it: reps, the load rounded to their plates, and where the
/// load came from.
public struct PlannedSet: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// The load the program writes.
        case written
        /// No load written: last time's load for these reps, kept because a working set
        /// missed its reps (or the lift has no `progress`).
        case lastTime(LiftWeight, allMade: Bool)
        /// No load written: last time's load for these reps plus the lift's `progress`, every
        /// working set having got its reps.
        case progression(from: LiftWeight, by: LiftWeight)
        /// A share of the movement's 1RM: the percent and the 1RM.
        case percent(Double, of: OneRepMax)
        /// No load written: the athlete says what they lifted.
        case open
    }

    public var reps: Int
    public var warmup: Bool
    public var rpe: Double?
    /// The load to put on the bar in ``unit``, rounded to the plates; `nil` for an open load.
    public var amount: Double?
    public var unit: Load.Unit
    /// The load before rounding, in ``unit``; equal to ``amount`` when nothing was rounded.
    public var exact: Double?
    /// The plates on each side of the bar, heaviest first.
    public var perSide: [Double]
    public var source: Source

    /// True when the plates changed the load.
    public var isRounded: Bool {
        guard let amount, let exact else { return false }
        return abs(amount - exact) > 0.000_1
    }

    /// The load in kilograms.
    public var kilograms: Double? { amount.map { $0 * unit.kilograms } }
}

/// Turns a lift into the sets the athlete lifts: warm-ups first, percentages of the 1RM, every
/// kg or lb load rounded to the athlete's plates (SPEC section 17).
public enum LiftPlan {
    public enum Problem: Error, Sendable, Hashable {
        /// A percentage with no 1RM of the movement known.
        case noOneRepMax(movement: String)
    }

    /// The sets of `lift` of the movement `key`, for `athlete`.
    public static func sets(of lift: Lift, movement key: String, athlete: LiftAthlete) -> Result<
        [PlannedSet], Problem
    > {
        let written = LiftRules.warmups(lift.warmups, before: lift.sets.first?.load) + lift.sets
        var planned: [PlannedSet] = []
        for set in written {
            switch plan(set, movement: key, athlete: athlete, progress: lift.progress) {
            case .success(let one): planned.append(one)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(planned)
    }

    private static func plan(
        _ set: LiftSet, movement key: String, athlete: LiftAthlete, progress: LiftWeight?
    ) -> Result<PlannedSet, Problem> {
        var planned = PlannedSet(
            reps: set.reps, warmup: set.warmup, rpe: set.rpe, amount: nil, unit: athlete.unit, exact: nil, perSide: [],
            source: .open)
        let exact: LiftWeight
        switch set.load {
        case nil:
            guard !set.warmup, let last = athlete.lastTime[key], let before = last.load(forReps: set.reps) else {
                return .success(planned)
            }
            if last.allMade, let progress {
                exact = LiftWeight(before.amount + progress.amount(in: before.unit), before.unit)
                planned.source = .progression(from: before, by: progress)
            } else {
                exact = before
                planned.source = .lastTime(before, allMade: last.allMade)
            }
        case .weight(let weight):
            exact = weight
            planned.source = .written
        case .percent(let percent):
            guard let max = athlete.oneRepMaxes[key] else { return .failure(.noOneRepMax(movement: key)) }
            exact = LiftWeight(max.weight.amount(in: athlete.unit) * percent / 100, athlete.unit)
            planned.source = .percent(percent, of: max)
        }
        planned.unit = exact.unit
        planned.exact = exact.amount
        guard exact.unit == .kg || exact.unit == .lb else {
            planned.amount = exact.amount
            return .success(planned)
        }
        let plates = athlete.plates.unit == exact.unit ? athlete.plates : PlateSet.standard(for: exact.unit)
        let loading = plates.loading(nearest: exact.amount)
        planned.amount = loading.amount
        planned.perSide = loading.perSide
        return .success(planned)
    }
}
