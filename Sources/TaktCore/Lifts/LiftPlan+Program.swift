extension LiftPlan {
    /// Where a lift stands in a program: its top-level block (the index phases carry) and its
    /// movement.
    public struct Place: Sendable, Hashable {
        public var block: Int
        public var key: String

        public init(block: Int, key: String) {
            self.block = block
            self.key = key
        }
    }

    /// A lift of a program and the sets the athlete lifts.
    public struct Planned: Sendable, Hashable {
        public var lift: Lift
        public var sets: [PlannedSet]
    }

    /// Every lift of `program` planned for `athlete`, by place (the first lift of a movement in
    /// a block; a block lists a movement once as a lift), or the first problem: a percentage of
    /// a movement with no 1RM.
    public static func planned(_ program: Program, athlete: LiftAthlete) -> Result<[Place: Planned], Problem> {
        var planned: [Place: Planned] = [:]
        for (index, block) in program.blocks.enumerated() {
            for entry in entries(of: block) {
                guard let lift = entry.lift, let key = entry.key else { continue }
                let place = Place(block: index, key: key)
                guard planned[place] == nil else { continue }
                switch sets(of: lift, movement: key, athlete: athlete) {
                case .success(let sets): planned[place] = Planned(lift: lift, sets: sets)
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        return .success(planned)
    }

    /// The movements `program` lifts, by catalog key: what the last time is looked up for.
    public static func movements(of program: Program) -> Set<String> {
        Set(program.blocks.flatMap { entries(of: $0) }.compactMap { $0.lift == nil ? nil : $0.key })
    }

    /// The lift a phase is a set of, and that set (`nil` for a max-load block's open sets).
    public static func lift(
        of phase: Phase, in planned: [Place: Planned]
    ) -> (planned: Planned, set: PlannedSet?)? {
        guard phase.kind == .work, let key = phase.activity?.key,
            let lift = planned[Place(block: phase.block, key: key)]
        else { return nil }
        guard lift.lift.maxLoad == nil, lift.sets.indices.contains(phase.set - 1) else { return (lift, nil) }
        return (lift, lift.sets[phase.set - 1])
    }

    /// `timeline` with each set of a lift carrying that set as `athlete` lifts it, for the
    /// session's views; unchanged when a lift cannot be planned (`run` refuses those first).
    public static func annotated(_ timeline: Timeline, program: Program, athlete: LiftAthlete) -> Timeline {
        guard case .success(let planned) = planned(program, athlete: athlete), !planned.isEmpty else { return timeline }
        return Timeline(
            phases: timeline.phases.map { phase in
                var annotated = phase
                annotated.lift = lift(of: phase, in: planned)?.set
                return annotated
            })
    }

    /// The exercises of a block and of its inner blocks, bounded by the nesting limit.
    private static func entries(of block: Program.Block, depth: Int = 1) -> [Program.ExerciseEntry] {
        guard depth <= Program.maximumNesting else { return [] }
        return block.exercises + block.blocks.flatMap { entries(of: $0, depth: depth + 1) }
    }
}
