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
    ///
    /// A for-time window without a cap counts the seconds its tasks take at typical paces.
    public static func plannedMETMinutes(of timeline: Timeline) -> Double {
        timeline.phases.reduce(0.0) { $0 + metMinutes($1, seconds: plannedSeconds(of: $1)) }
    }

    /// How long a phase is planned to last: its own seconds, or for an uncapped for-time
    /// window, its tasks at typical paces (docs/calories.md).
    public static func plannedSeconds(of phase: Phase) -> Double {
        if let seconds = phase.seconds { return Double(seconds) }
        guard phase.kind == .forTime else { return 0 }
        return phase.tasks.reduce(0.0) { $0 + TypicalPace.seconds(of: $1) }
    }

    /// True when a prediction leans on typical paces: the timeline has a for-time window without a cap.
    public static func usesTypicalPaces(_ timeline: Timeline) -> Bool {
        timeline.phases.contains(where: \.isUncappedForTime)
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

/// How long a task takes an athlete at a typical pace, for predicting a for-time block that
/// has no cap (docs/calories.md); never used for what was performed.
public enum TypicalPace {
    public static let secondsPerRep = 3.0
    /// 5:00 a kilometre running, 2:30 a 500 m row.
    public static let secondsPerMetre = 0.3
    public static let secondsPerCalorie = 4.0

    /// The seconds the for-time windows without a cap take at typical paces, which no clock
    /// can add to a timeline's total; 0 when every window has its clock.
    public static func openSeconds(of timeline: Timeline) -> Int {
        let seconds = timeline.phases.lazy.filter(\.isUncappedForTime)
            .reduce(0.0) { $0 + CalorieEstimate.plannedSeconds(of: $1) }
        return Int(seconds.rounded())
    }

    public static func seconds(of task: Phase.Task) -> Double {
        if task.isTogether { return task.parts.reduce(0.0) { $0 + seconds(of: $1) } }
        switch task.quantity {
        case .reps(let count): return Double(count) * secondsPerRep
        case .distance(let distance): return distance.metres * secondsPerMetre
        case .calories(let calories):
            // The larger of a men's/women's prescription: the slower case for the time.
            return Double(calories.values.max() ?? 0) * secondsPerCalorie
        case .time(let seconds): return Double(seconds)
        case .max: return 0
        }
    }
}
