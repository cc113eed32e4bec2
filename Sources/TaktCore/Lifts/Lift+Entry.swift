extension Lift {
    /// Every set lifted, warm-ups first, with the loads as written (percentages unresolved).
    public var allSets: [LiftSet] {
        LiftRules.warmups(warmups, before: sets.first?.load) + sets
    }

    /// The exercise entry of this lift of the movement `key`: one open set per set lifted, in
    /// order, each with the lift's rest after it. A max-load block starts with one open set of
    /// its reps.
    public func entry(key: String) -> Program.ExerciseEntry {
        var entry = Program.ExerciseEntry(key: key)
        let reps = maxLoad.map { [$0] } ?? allSets.map(\.reps)
        entry.sets = reps.enumerated().map { index, count in
            Program.SetSpec(order: index + 1, timing: Timing(rest: restSeconds), reps: count)
        }
        entry.lift = self
        return entry
    }
}
