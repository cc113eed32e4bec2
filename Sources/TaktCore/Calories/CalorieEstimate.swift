/// A calorie figure with the ±30 % band that MET-based estimates deserve.
public struct CalorieEstimate: Sendable, Hashable {
    /// Relative uncertainty shown with every estimate (docs/calories.md).
    public static let uncertainty = 0.30

    public var kcal: Double
    public var low: Double { kcal * (1 - Self.uncertainty) }
    public var high: Double { kcal * (1 + Self.uncertainty) }

    public init(kcal: Double) {
        self.kcal = kcal
    }

    /// Predicts the calories of a whole timeline, every timed phase performed as planned.
    public static func predicted(for timeline: Timeline, profile: BodyProfile) -> CalorieEstimate {
        CalorieEstimate(kcal: plannedMETMinutes(of: timeline) * profile.kcalPerMETMinute)
    }

    /// MET-minutes of a whole timeline performed as planned: the profile-free part of ``predicted(for:profile:)``.
    public static func plannedMETMinutes(of timeline: Timeline) -> Double {
        timeline.phases.reduce(0.0) { $0 + metMinutes($1, seconds: Double($1.seconds ?? 0)) }
    }

    /// Calories of what was actually performed: each phase with the seconds it really ran,
    /// paused time excluded.
    ///
    /// Seconds that are negative or not a number (a clock gone wrong) count as none rather
    /// than taking calories away or poisoning the sum.
    public static func performed(_ phases: [(phase: Phase, seconds: Double)], profile: BodyProfile) -> CalorieEstimate {
        let sum = phases.reduce(0.0) { $0 + metMinutes($1.phase, seconds: $1.seconds) }
        return CalorieEstimate(kcal: sum * profile.kcalPerMETMinute)
    }

    /// Rests up to this long are billed at the MET of the work before them (docs/calories.md).
    public static let shortRestLimit = 30
    /// What a longer rest (and a block's `restAfter`) is billed at: Compendium 07040, standing quietly.
    public static let restingMET = 1.3

    /// The MET a rest of `seconds` after work at `workMET` is billed at: the work's for a short
    /// rest, resting for a longer one. The one place of the rule, for `show`'s prediction and
    /// for the rest of an emom period after its Enter alike.
    public static func restMET(seconds: Double, afterWork workMET: Double) -> Double {
        seconds <= Double(shortRestLimit) ? workMET : restingMET
    }

    /// MET-minutes of one phase performed for `seconds`; a running session adds these up as it goes.
    public static func metMinutes(_ phase: Phase, seconds: Double) -> Double {
        let seconds = seconds.isFinite ? max(0, seconds) : 0
        return phase.billedMET * seconds / 60
    }
}
