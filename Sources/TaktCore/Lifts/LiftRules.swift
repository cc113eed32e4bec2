/// The limits and defaults of a lift (SPEC section 17), one set of rules for the text form, a
/// program file, `log` and the answers typed while lifting.
public enum LiftRules {
    /// Sets of one lift: `5x5`, `5-5-3-3-1`.
    public static let setsRange = 1...50
    /// Reps of one set.
    public static let repsRange = 1...100
    /// The most a set may load, in kilograms (the unit's equal in pounds).
    public static let maximumKilograms = Load.maximumKilograms
    /// The largest share of a 1RM a set may ask for, in percent.
    public static let maximumPercent = 150.0
    /// Rate of perceived exertion: 1 to 10 in halves.
    public static let rpeRange = 1.0...10.0
    /// Warm-up sets a lift may ask for.
    public static let warmupRange = 1...3
    /// The most `progress:` may add each time, in kilograms.
    public static let maximumProgressKilograms = 50.0
    /// The reps of a max-load block: 1RM to 10RM.
    public static let maxLoadRange = 1...10
    /// Seconds of rest after each set of a lift that does not say: a lifter's two minutes.
    public static let defaultRest = 120

    /// Warm-up sets as a coach writes them, lightest first: percent of the first working load
    /// and reps. `warmup: N` takes the last N (the heaviest).
    public static let warmupLadder: [(percent: Double, reps: Int)] = [(40, 5), (60, 3), (80, 2)]

    /// The warm-up sets of `count` (1 to 3) before a first working load written as `load`.
    public static func warmups(_ count: Int, before load: LiftLoad?) -> [LiftSet] {
        let ladder = warmupLadder.suffix(min(max(count, 0), warmupLadder.count))
        return ladder.map { step in
            let share: LiftLoad? =
                switch load {
                case .weight(let weight): .weight(LiftWeight(weight.amount * step.percent / 100, weight.unit))
                case .percent(let percent): .percent(percent * step.percent / 100)
                case nil: nil
                }
            return LiftSet(reps: step.reps, load: share, warmup: true)
        }
    }
}
