/// A lift's set in `show --json` (SPEC section 17): its reps and load, where the load came
/// from, and its rounding to the athlete's plates.
///
///     "lift" : {
///       "exact" : {"kg" : 101.25, "lb" : 223.22}, "load" : {"kg" : 102.5, "lb" : 225.97},
///       "plates" : {"bar" : 20, "perSide" : [25, 15, 1.25], "unit" : "kg"},
///       "reps" : 5, "rounded" : true, "rpe" : null,
///       "source" : {"kind" : "percent", "percent" : 75, "oneRepMax" : {"basis" : "set", "kg" : 135, …}},
///       "unit" : "kg", "warmup" : false
///     }
///
/// A max-load block's sets are `{"maxLoad" : 1, "reps" : 1}`: their load is what the athlete makes.
extension ProgramJSON {
    /// The `lift` member of a phase that is a set of a lift; `nil` for any other phase.
    static func liftMember(of phase: Phase, lifts: [LiftPlan.Place: LiftPlan.Planned]) -> JSONValue? {
        guard let found = LiftPlan.lift(of: phase, in: lifts) else { return nil }
        if let reps = found.planned.lift.maxLoad {
            return .object([("maxLoad", .int(reps)), ("reps", .int(reps))])
        }
        return found.set.map(liftObject)
    }

    /// One planned set: reps, load (`null` when the athlete says it), the load before
    /// rounding, the plates, RPE, warm-up and the load's source.
    static func liftObject(_ set: PlannedSet) -> JSONValue {
        .object([
            ("exact", .optional(set.exact) { weight($0, set.unit) }),
            ("load", .optional(set.amount) { weight($0, set.unit) }),
            ("plates", plates(of: set)),
            ("reps", .int(set.reps)),
            ("rounded", .bool(set.isRounded)),
            ("rpe", .optional(set.rpe) { rounded($0, digits: 1) }),
            ("source", source(set.source)),
            ("unit", .string(set.unit.rawValue)),
            ("warmup", .bool(set.warmup)),
        ])
    }

    /// Where the load came from: `given` (written), `percent` (of a 1RM), `lastTime`,
    /// `progression` (last time plus `progress`) or `open` (no load: the athlete's choice).
    static func source(_ source: PlannedSet.Source) -> JSONValue {
        switch source {
        case .written:
            return .object([("kind", .string("given"))])
        case .open:
            return .object([("kind", .string("open"))])
        case .percent(let percent, let max):
            var oneRepMax = members(of: max.weight)
            oneRepMax.insert(("basis", .string(max.basis.rawValue)), at: 0)
            return .object([
                ("kind", .string("percent")), ("oneRepMax", .object(oneRepMax)),
                ("percent", rounded(percent, digits: 2)),
            ])
        case .lastTime(let weight, let allMade):
            return .object([
                ("allMade", .bool(allMade)), ("kind", .string("lastTime")), ("last", .object(members(of: weight))),
            ])
        case .progression(let weight, let progress):
            return .object([
                ("kind", .string("progression")), ("last", .object(members(of: weight))),
                ("progress", .object(members(of: progress))),
            ])
        }
    }

    /// The bar and the plates on each side, in the unit of the set; `null` for an open load or
    /// one not on a bar.
    private static func plates(of set: PlannedSet) -> JSONValue {
        guard let amount = set.amount, set.unit == .kg || set.unit == .lb else { return .null }
        let bar = amount - 2 * set.perSide.reduce(0, +)
        return .object([
            ("bar", rounded(bar, digits: 2)), ("perSide", .array(set.perSide.map { rounded($0, digits: 2) })),
            ("unit", .string(set.unit.rawValue)),
        ])
    }

    /// `{"kg": …, "lb": …}` of `amount` in `unit`, to the hundredth.
    private static func weight(_ amount: Double, _ unit: Load.Unit) -> JSONValue {
        .object(members(of: LiftWeight(amount, unit)))
    }

    private static func members(of weight: LiftWeight) -> [(String, JSONValue)] {
        [("kg", rounded(weight.amount(in: .kg), digits: 2)), ("lb", rounded(weight.amount(in: .lb), digits: 2))]
    }
}
