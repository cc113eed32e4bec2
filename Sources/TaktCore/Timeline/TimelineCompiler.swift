/// Turns a ``Program`` into its ``Timeline`` by the five rules of the program format.
///
/// 1. A get-ready phase first, when `getReady > 0`.
/// 2. For each block, round, exercise and set (ascending `order`): a work phase, then a
///    rest phase when its rest is above 0. Timing comes from the set, else the exercise,
///    else the block, else the program's defaults.
/// 3. `restAfter` replaces the rest after a block's final work phase (or supplies one).
/// 4. A trailing rest is dropped: the program ends on its last work phase.
/// 5. Every phase gets a 1-based order index.
public struct TimelineCompiler: Sendable {
    /// The most phases a program may have.
    public static let maximumPhases = 10_000
    /// Rests up to this long are billed at the MET of the work before them (docs/calories.md).
    public static let shortRestLimit = 30
    /// MET of a long rest: Compendium 07040, standing quietly.
    public static let restingMET = 1.3

    public var catalog: ExerciseCatalog

    public init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    /// Where in a program a compile problem sits: indices into blocks, exercises and sets.
    public struct Location: Sendable, Hashable {
        public var block: Int
        public var exercise: Int?
        public var set: Int?
    }

    public enum Failure: Error, Sendable, Hashable {
        case unknownExercise(String, at: Location)
        case missingName(at: Location)
        case missingMET(at: Location)
        case missingWorkOrReps(at: Location)
        /// More than `maximumPhases`; compiling stops as soon as the limit is passed.
        case tooManyPhases
    }

    /// How many phases `program` compiles to, counted without building them.
    public static func phaseCount(of program: Program) -> Int {
        var count = program.getReady > 0 ? 1 : 0
        for block in program.blocks {
            let setsPerRound = block.exercises.reduce(0) { $0 + max($1.sets.count, 1) }
            // Each set gives a work phase and at most one rest; cap to stay clear of overflow.
            let (phases, overflow) = (setsPerRound * 2).multipliedReportingOverflow(by: block.rounds)
            if overflow { return Int.max }
            count = count.addingReportingOverflow(phases).overflow ? Int.max : count + phases
        }
        return count
    }

    public func compile(_ program: Program) throws(Failure) -> Timeline {
        let upperBound = Self.phaseCount(of: program)
        var phases: [Phase] = []
        phases.reserveCapacity(min(upperBound, Self.maximumPhases + 1))
        if program.getReady > 0 {
            phases.append(
                Phase(
                    order: 0, kind: .getReady, activity: nil, block: 0, blockTitle: program.blocks.first?.title,
                    round: 1, rounds: program.blocks.first?.rounds ?? 1, set: 1, sets: 1,
                    seconds: program.getReady, reps: nil, isRestAfter: false, billedMET: 0))
        }
        for (blockIndex, block) in program.blocks.enumerated() {
            let blockStart = phases.count
            let activities = try block.exercises.indices.map { index throws(Failure) in
                try activity(for: block.exercises[index], at: Location(block: blockIndex, exercise: index))
            }
            for round in 1...max(block.rounds, 1) {
                for (exerciseIndex, entry) in block.exercises.enumerated() {
                    let place = Place(
                        program: program, block: block, blockIndex: blockIndex, round: round, entry: entry,
                        exerciseIndex: exerciseIndex, activity: activities[exerciseIndex])
                    try appendSets(of: place, to: &phases)
                }
            }
            if let restAfter = block.restAfter {
                applyRestAfter(restAfter, to: &phases, blockStart: blockStart)
            }
        }
        if phases.last?.kind == .rest {
            phases.removeLast()
        }
        if phases.count > Self.maximumPhases {
            throw .tooManyPhases
        }
        for index in phases.indices {
            phases[index].order = index + 1
        }
        return Timeline(phases: phases)
    }

    /// Where in the program an exercise's sets are compiled.
    private struct Place {
        var program: Program
        var block: Program.Block
        var blockIndex: Int
        var round: Int
        var entry: Program.ExerciseEntry
        var exerciseIndex: Int
        var activity: Phase.Activity
    }

    /// One round of one exercise: each set (in `order`) as a work phase and, when its rest is above 0, a rest.
    private func appendSets(of place: Place, to phases: inout [Phase]) throws(Failure) {
        let entry = place.entry
        let sets = entry.sets.isEmpty ? [nil] : entry.sets.sorted { $0.order < $1.order }.map(Optional.some)
        for (setIndex, set) in sets.enumerated() {
            let location = Location(
                block: place.blockIndex, exercise: place.exerciseIndex, set: set == nil ? nil : setIndex)
            let resolved = Self.resolve(set: set, entry: entry, block: place.block, program: place.program)
            guard resolved.seconds != nil || resolved.reps != nil else {
                throw .missingWorkOrReps(at: location)
            }
            let activity = place.activity
            let work = Phase(
                order: 0, kind: .work, activity: activity, block: place.blockIndex, blockTitle: place.block.title,
                round: place.round, rounds: place.block.rounds, set: setIndex + 1, sets: sets.count,
                seconds: resolved.seconds, reps: resolved.reps, isRestAfter: false, billedMET: activity.met)
            phases.append(work)
            if resolved.rest > 0 {
                var rest = work
                rest.kind = .rest
                rest.activity = nil
                rest.seconds = resolved.rest
                rest.reps = nil
                rest.billedMET = resolved.rest <= Self.shortRestLimit ? activity.met : Self.restingMET
                phases.append(rest)
            }
            if phases.count > Self.maximumPhases + 1 {
                throw .tooManyPhases
            }
        }
    }

    /// Replaces the rest after the block's final work phase, or supplies one.
    ///
    /// Only phases from `blockStart` on belong to the block: a block without work phases has
    /// no rest to replace, and must not replace the previous block's.
    private func applyRestAfter(_ seconds: Int, to phases: inout [Phase], blockStart: Int) {
        guard let lastWork = phases.lastIndex(where: { $0.kind == .work }), lastWork >= blockStart else { return }
        let hasRest = lastWork + 1 < phases.count
        if hasRest {
            phases.removeLast(phases.count - lastWork - 1)
        }
        guard seconds > 0 else { return }
        var rest = phases[lastWork]
        rest.kind = .rest
        rest.activity = nil
        rest.seconds = seconds
        rest.reps = nil
        rest.isRestAfter = true
        rest.billedMET = Self.restingMET
        phases.append(rest)
    }

    private func activity(for entry: Program.ExerciseEntry, at location: Location) throws(Failure) -> Phase.Activity {
        let exercise: Exercise?
        if let key = entry.key {
            guard let found = catalog[key] else { throw .unknownExercise(key, at: location) }
            exercise = found
        } else {
            exercise = nil
        }
        guard let name = entry.name ?? exercise?.name else { throw .missingName(at: location) }
        guard let met = entry.met ?? exercise?.met else { throw .missingMET(at: location) }
        return Phase.Activity(key: entry.key, name: name, met: met, howTo: exercise?.howTo)
    }

    /// Work (or reps) and rest of one set by rule 2: the most specific level that says
    /// `work` or `reps` decides timed or open; rest from the most specific level that has one.
    ///
    /// Both `seconds` and `reps` are `nil` when no level says either (a compile error).
    public static func resolve(
        set: Program.SetSpec?, entry: Program.ExerciseEntry, block: Program.Block, program: Program
    ) -> (seconds: Int?, reps: Int?, rest: Int) {
        let rest = set?.timing.rest ?? entry.timing.rest ?? block.timing.rest ?? program.defaults.rest ?? 0
        let levels: [(work: Int?, reps: Int?)] = [
            (set?.timing.work, set?.reps), (entry.timing.work, entry.reps),
            (block.timing.work, nil), (program.defaults.work, nil),
        ]
        for level in levels {
            if let work = level.work { return (work, level.reps, rest) }
            if let reps = level.reps { return (nil, reps, rest) }
        }
        return (nil, nil, rest)
    }
}
