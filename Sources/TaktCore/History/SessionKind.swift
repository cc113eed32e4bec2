/// What a session was (SPEC section 19): a workout, or one of the calm kinds whose minutes are
/// mindful minutes, counted apart from workouts with a streak of their own.
public enum SessionKind: String, Sendable, Hashable, Codable, CaseIterable {
    case workout, breathing, meditation

    /// Breathing or meditation: counted as mindful minutes, never as a workout.
    public var isMindful: Bool { self != .workout }

    /// The kind of a session that performed phases of `kinds` (any order): a workout when any
    /// of them was work or a scored window (a breathing block closing a workout leaves it one),
    /// else a meditation when it sat, else breathing when it breathed, else a workout.
    public init(phases kinds: some Sequence<Phase.Kind>) {
        var sat = false
        var breathed = false
        for kind in kinds {
            if kind.isEffort {
                self = .workout
                return
            }
            sat = sat || kind.isSitting
            breathed = breathed || kind.isBreath
        }
        self = sat ? .meditation : breathed ? .breathing : .workout
    }

    /// Whether a phase of `phase` is time of a session of this kind's own: work and scored
    /// windows for a workout, the breaths or the sitting for a mindful one. Its seconds are the
    /// session's active seconds, which decide whether it counts (``CountingRule``).
    public func isActive(_ phase: Phase.Kind) -> Bool {
        switch self {
        case .workout: phase.isEffort
        case .breathing: phase.isBreath
        case .meditation: phase.isSitting
        }
    }
}
