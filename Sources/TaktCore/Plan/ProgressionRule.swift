/// One progression rule of a plan: `work: +5s per week, max 45s`, `rounds: +1 every 2 weeks, max 10`,
/// `cap: +1m per week, max 20m`, `reps: +2 per week`.
///
/// A rule moves every value of its kind that the workout states (defaults, block, exercise and
/// set timing; a block's rounds; an amrap's or for-time's cap; the reps of blocks, exercises,
/// sets, rep ladders and a death-by's first period) by `step` for each step reached, and never
/// past its cap. A value
/// that already lies beyond the cap is left as the author wrote it: the cap limits growth, it
/// does not rewrite a workout.
public struct ProgressionRule: Sendable, Hashable {
    public enum Target: String, Sendable, Hashable, CaseIterable {
        case work, rest, rounds, cap, reps

        /// A count (rounds, reps) rather than seconds.
        var isCount: Bool { self == .rounds || self == .reps }
    }

    public enum Unit: String, Sendable, Hashable {
        case week, session
    }

    public var target: Target
    /// Seconds (work, rest) or rounds added per step; negative removes.
    public var step: Int
    /// A step is taken every `every` units.
    public var every: Int
    public var unit: Unit
    /// The largest value (for a positive step) or the smallest (negative step) the rule reaches.
    public var cap: Int?

    public init(target: Target, step: Int, every: Int = 1, unit: Unit = .week, cap: Int? = nil) {
        self.target = target
        self.step = step
        self.every = every
        self.unit = unit
        self.cap = cap
    }

    /// How many steps have been taken by a session in week `weekIndex` (0-based) that is the
    /// plan's `sessionIndex`-th (0-based).
    public func steps(weekIndex: Int, sessionIndex: Int) -> Int {
        (unit == .week ? weekIndex : sessionIndex) / max(every, 1)
    }

    /// The range a value of this kind must stay in; the same limits the program format has.
    var range: ClosedRange<Int> {
        switch target {
        case .work: ProgramReader.workRange
        case .rest: ProgramReader.restRange
        case .rounds: ProgramReader.roundsRange
        case .cap: ProgramReader.workRange
        case .reps: ProgramReader.repsRange
        }
    }

    /// `value` moved by `steps` steps, within the cap and the format's range.
    public func moved(_ value: Int, steps: Int) -> Int {
        let delta = step.multipliedReportingOverflow(by: steps)
        if step >= 0 {
            let ceiling = min(cap ?? range.upperBound, range.upperBound)
            guard value < ceiling else { return value }
            return delta.overflow
                ? ceiling : min(value.addingReportingOverflow(delta.partialValue).partialValue, ceiling)
        }
        let floor = max(cap ?? range.lowerBound, range.lowerBound)
        guard value > floor else { return value }
        return delta.overflow ? floor : max(value + delta.partialValue, floor)
    }

    /// `program` with this rule applied `steps` times.
    func apply(steps: Int, to program: Program) -> Program {
        guard steps > 0, step != 0 else { return program }
        var program = program
        if target == .rounds {
            // An amrap has no rounds to move: it runs until its cap.
            for index in program.blocks.indices where program.blocks[index].format != .amrap {
                program.blocks[index].rounds = moved(program.blocks[index].rounds, steps: steps)
            }
            return program
        }
        program.defaults = moved(program.defaults, steps: steps)
        program.blocks = program.blocks.map { moved($0, steps: steps) }
        return program
    }

    /// True when `program` states a value of this rule's kind; a `cap` or `reps` rule over
    /// workouts that state none is a mistake the plan reader reports.
    func finds(in program: Program) -> Bool {
        func states(_ block: Program.Block) -> Bool {
            switch target {
            case .cap: if block.cap != nil { return true }
            case .reps:
                if block.reps != nil || !block.ladder.reps.isEmpty || block.format == .deathBy
                    || block.exercises.contains(where: { $0.reps != nil || $0.sets.contains { $0.reps != nil } })
                {
                    return true
                }
            case .work, .rest, .rounds: return true
            }
            return block.blocks.contains(where: states)
        }
        return program.blocks.contains(where: states)
    }

    /// A block with its work or rest moved, its exercises', sets' and inner blocks' too.
    private func moved(_ block: Program.Block, steps: Int) -> Program.Block {
        var block = block
        // A tabata block's 20/10 is the format's until a rule moves it.
        if block.format == .tabata, target == .work || target == .rest {
            let amounts = block.amounts(round: 1)
            block.timing = Timing(work: amounts.work, rest: amounts.rest)
        }
        block.timing = moved(block.timing, steps: steps)
        switch target {
        case .cap:
            block.cap = block.cap.map { moved($0, steps: steps) }
        case .reps:
            block.reps = block.reps.map { moved($0, steps: steps) }
            block.ladder.reps = block.ladder.reps.map { moved($0, steps: steps) }
            if block.format == .deathBy { block.start = moved(block.start ?? 1, steps: steps) }
        case .work, .rest, .rounds:
            break
        }
        for exerciseIndex in block.exercises.indices {
            var exercise = block.exercises[exerciseIndex]
            exercise.timing = moved(exercise.timing, steps: steps)
            if target == .reps { exercise.reps = exercise.reps.map { moved($0, steps: steps) } }
            for setIndex in exercise.sets.indices {
                exercise.sets[setIndex].timing = moved(exercise.sets[setIndex].timing, steps: steps)
                if target == .reps {
                    exercise.sets[setIndex].reps = exercise.sets[setIndex].reps.map { moved($0, steps: steps) }
                }
            }
            block.exercises[exerciseIndex] = exercise
        }
        block.blocks = block.blocks.map { moved($0, steps: steps) }
        return block
    }

    private func moved(_ timing: Timing, steps: Int) -> Timing {
        var timing = timing
        switch target {
        case .work: timing.work = timing.work.map { moved($0, steps: steps) }
        case .rest: timing.rest = timing.rest.map { moved($0, steps: steps) }
        case .rounds, .cap, .reps: break
        }
        return timing
    }
}
