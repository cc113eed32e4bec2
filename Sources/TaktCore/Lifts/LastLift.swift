/// The working sets of the last time a movement was lifted (SPEC section 17): what a lift
/// without a load number takes next time, plus its `progress` when every set got its reps.
public struct LastLift: Sendable, Hashable {
    /// One working set as it was done.
    public struct DoneSet: Sendable, Hashable {
        public var reps: Int
        public var plannedReps: Int
        public var weight: LiftWeight

        public init(reps: Int, plannedReps: Int, weight: LiftWeight) {
            self.reps = reps
            self.plannedReps = plannedReps
            self.weight = weight
        }
    }

    /// The working sets in the order lifted; warm-ups are never among them.
    public var sets: [DoneSet]

    public init(sets: [DoneSet]) {
        self.sets = sets
    }

    /// True when every working set got the reps it was planned for.
    public var allMade: Bool { !sets.isEmpty && sets.allSatisfy { $0.reps >= $0.plannedReps } }

    /// The heaviest load of last time's sets planned for `reps`; `nil` when none was.
    public func load(forReps reps: Int) -> LiftWeight? {
        sets.filter { $0.plannedReps == reps }.max { $0.weight.kilograms < $1.weight.kilograms }?.weight
    }
}
