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

    public var catalog: ExerciseCatalog

    public init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    /// Where in a program a compile problem sits: indices into blocks, exercises and sets.
    public struct Location: Sendable, Hashable {
        public var block: Int
        public var exercise: Int?
        public var set: Int?
        /// Indices of the inner blocks below `block`, outermost first; empty for a top-level block.
        public var inner: [Int] = []

        /// The block's indices from the top: `[block] + inner`.
        public var path: [Int] { [block] + inner }
    }

    public enum Failure: Error, Sendable, Hashable {
        case unknownExercise(String, at: Location)
        case missingName(at: Location)
        case missingMET(at: Location)
        case missingWorkOrReps(at: Location)
        /// More than `maximumPhases`; compiling stops as soon as the limit is passed.
        case tooManyPhases
    }

    /// How many phases `program` compiles to at most, counted without building them; `Int.max`
    /// when the count overflows. A for-time block's tasks count as phases.
    public static func phaseCount(of program: Program) -> Int {
        let blocks = phaseCount(of: program.blocks)
        return blocks == Int.max ? blocks : blocks + (program.getReady > 0 ? 1 : 0)
    }

    private static func phaseCount(of blocks: [Program.Block]) -> Int {
        var count = 0
        for block in blocks {
            let perRound: Int
            if !block.blocks.isEmpty {
                perRound = phaseCount(of: block.blocks)
            } else {
                switch block.format {
                case .intervals, .tabata:
                    // Each set gives a work phase and at most one rest.
                    perRound = block.exercises.reduce(0) { $0 + max($1.sets.count, 1) } * 2
                case .emom, .deathBy: perRound = 1
                case .forTime: perRound = block.exercises.count
                case .amrap: perRound = 0
                case .breathing: perRound = block.breathing?.phaseCount ?? 0
                case .meditation: perRound = block.meditation?.phaseCount ?? 0
                }
            }
            let (phases, overflow) = perRound.multipliedReportingOverflow(by: max(block.rounds, 1))
            if perRound == Int.max || overflow { return Int.max }
            // One more for the restAfter, and for an amrap or for-time its one window.
            let (sum, over) = count.addingReportingOverflow(phases + 2)
            if over { return Int.max }
            count = sum
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
        let defaults = Program.Amounts(work: program.defaults.work, rest: program.defaults.rest)
        for (blockIndex, block) in program.blocks.enumerated() {
            let place = Place(
                location: Location(block: blockIndex), block: block, title: block.title, levels: [defaults])
            try append(place, to: &phases)
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

    /// A block where it runs: its location, the title its phases carry, and the levels above
    /// it (the enclosing blocks' current rounds, innermost first, then the program's defaults).
    private struct Place {
        var location: Location
        var block: Program.Block
        var title: LocalizedText?
        var levels: [Program.Amounts]
        /// The rounds of the enclosing blocks, outermost first.
        var outer: [Phase.Repeat] = []

        /// The levels an exercise of round `round` resolves against, this block's own first.
        func levels(round: Int) -> [Program.Amounts] { [block.amounts(round: round)] + levels }
    }

    /// One run of a block (all its rounds), then its `restAfter`.
    private func append(_ place: Place, to phases: inout [Phase]) throws(Failure) {
        let block = place.block
        let blockStart = phases.count
        if !block.blocks.isEmpty {
            for round in 1...max(block.rounds, 1) {
                for (index, inner) in block.blocks.enumerated() {
                    var location = place.location
                    location.inner.append(index)
                    let innerPlace = Place(
                        location: location, block: inner, title: inner.title ?? place.title,
                        levels: place.levels(round: round),
                        outer: place.outer + [Phase.Repeat(round: round, rounds: max(block.rounds, 1))])
                    try append(innerPlace, to: &phases)
                }
            }
        } else {
            let activities = try block.exercises.indices.map { index throws(Failure) in
                var location = place.location
                location.exercise = index
                return try activity(for: block.exercises[index], at: location)
            }
            switch block.format {
            case .intervals, .tabata:
                for round in 1...max(block.rounds, 1) {
                    for (exerciseIndex, entry) in block.exercises.enumerated() {
                        let sets = Sets(
                            place: place, round: round, entry: entry, exerciseIndex: exerciseIndex,
                            activity: activities[exerciseIndex])
                        try appendSets(of: sets, to: &phases)
                    }
                }
            case .emom, .deathBy, .amrap, .forTime:
                try appendWindows(of: place, activities: activities, to: &phases)
            case .breathing:
                // The reader refuses a breathing block without its pattern and length.
                if let breathing = block.breathing {
                    guard breathing.phaseCount <= Self.maximumPhases else { throw .tooManyPhases }
                    phases += breathing.timelinePhases(
                        block: place.location.block, title: place.title, outer: place.outer)
                }
            case .meditation:
                // The reader refuses a meditation block without its minutes.
                if let meditation = block.meditation {
                    let block = place.location.block
                    phases += meditation.timelinePhases(
                        blocks: (meditation: block, reflection: block), title: place.title, outer: place.outer)
                }
            }
        }
        if phases.count > Self.maximumPhases + 1 {
            throw .tooManyPhases
        }
        if let restAfter = block.restAfter {
            applyRestAfter(restAfter, to: &phases, blockStart: blockStart)
        }
    }

    /// Where in the program an exercise's sets are compiled.
    private struct Sets {
        var place: Place
        var round: Int
        var entry: Program.ExerciseEntry
        var exerciseIndex: Int
        var activity: Phase.Activity
    }

    /// One round of one exercise: each set (in `order`) as a work phase and, when its rest is above 0, a rest.
    private func appendSets(of place: Sets, to phases: inout [Phase]) throws(Failure) {
        let entry = place.entry
        let block = place.place.block
        let levels = place.place.levels(round: place.round)
        let sets = entry.sets.isEmpty ? [nil] : entry.sets.sorted { $0.order < $1.order }.map(Optional.some)
        for (setIndex, set) in sets.enumerated() {
            var location = place.place.location
            location.exercise = place.exerciseIndex
            location.set = set == nil ? nil : setIndex
            let resolved = Self.resolve(set: set, entry: entry, levels: levels)
            guard resolved.seconds != nil || resolved.reps != nil else {
                throw .missingWorkOrReps(at: location)
            }
            let activity = place.activity
            var work = Phase(
                order: 0, kind: .work, activity: activity, block: place.place.location.block,
                blockTitle: place.place.title, round: place.round, rounds: block.rounds, set: setIndex + 1,
                sets: sets.count, seconds: resolved.seconds, reps: resolved.reps, isRestAfter: false,
                billedMET: activity.met)
            work.outerRounds = place.place.outer
            work.load = entry.load
            work.height = entry.height
            work.asksMax = entry.quantity == .max
            if work.asksMax { work.stations = ScoredFormat.stations(of: block.format) }
            phases.append(work)
            if resolved.rest > 0 {
                var rest = work
                rest.kind = .rest
                rest.activity = nil
                rest.stations = nil
                rest.seconds = resolved.rest
                rest.reps = nil
                rest.billedMET = CalorieEstimate.restMET(seconds: Double(resolved.rest), afterWork: activity.met)
                phases.append(rest)
            }
            if phases.count > Self.maximumPhases + 1 {
                throw .tooManyPhases
            }
        }
    }

    /// The windows of a scored block (docs/formats.md): one phase per emom or death-by period,
    /// one for a whole amrap or for-time block.
    private func appendWindows(
        of place: Place, activities: [Phase.Activity], to phases: inout [Phase]
    ) throws(Failure) {
        let block = place.block
        guard !activities.isEmpty else { return }
        func tasks(round: Int, exercises: [Int]) throws(Failure) -> [Phase.Task] {
            let levels = place.levels(round: round)
            return try exercises.map { index throws(Failure) in
                var location = place.location
                location.exercise = index
                return try task(
                    block.exercises[index], activity: activities[index], round: round,
                    in: Resolution(block: block, levels: levels, location: location))
            }
        }
        func window(_ kind: Phase.Kind, round: Int, seconds: Int?, tasks: [Phase.Task]) -> Phase {
            let mean = tasks.reduce(0) { $0 + $1.activity.met } / Double(max(tasks.count, 1))
            var phase = Phase(
                order: 0, kind: kind, activity: tasks.first?.activity, block: place.location.block,
                blockTitle: place.title, round: round, rounds: block.rounds, set: 1, sets: 1, seconds: seconds,
                reps: nil, isRestAfter: false, billedMET: mean, tasks: tasks)
            phase.outerRounds = place.outer
            phase.climb = block.climb
            return phase
        }
        let all = Array(block.exercises.indices)
        switch block.format {
        case .emom, .deathBy:
            for round in 1...max(block.rounds, 1) {
                // An emom does one exercise a period, in turn; death-by every exercise each period.
                let exercises = block.format == .emom ? [(round - 1) % all.count] : all
                let kind: Phase.Kind = block.format == .emom ? .emom : .deathBy
                phases.append(
                    window(
                        kind, round: round, seconds: block.period, tasks: try tasks(round: round, exercises: exercises))
                )
                if phases.count > Self.maximumPhases + 1 { throw .tooManyPhases }
            }
        case .amrap:
            phases.append(window(.amrap, round: 1, seconds: block.cap, tasks: try tasks(round: 1, exercises: all)))
        case .forTime:
            var every: [Phase.Task] = []
            for round in 1...max(block.rounds, 1) {
                every += try tasks(round: round, exercises: all)
                if every.count > Self.maximumPhases { throw .tooManyPhases }
            }
            var phase = window(.forTime, round: 1, seconds: block.cap, tasks: every)
            // The round's exercises, not every round's, set the mean MET.
            phase.billedMET = every.prefix(all.count).reduce(0) { $0 + $1.activity.met } / Double(all.count)
            phases.append(phase)
        case .intervals, .tabata, .breathing, .meditation:
            break
        }
    }

    /// What a task's quantity is resolved against: its block, the levels above, and where it is.
    private struct Resolution {
        var block: Program.Block
        var levels: [Program.Amounts]
        var location: Location
    }

    /// One task of a window in round `round`: its own quantity, else death-by's reps of the
    /// period, else the reps a level gives (an amrap's climbing ladder's round 1); a together
    /// task with each of its movements so.
    private func task(
        _ entry: Program.ExerciseEntry, activity: Phase.Activity, round: Int, in resolution: Resolution
    ) throws(Failure) -> Phase.Task {
        if !entry.together.isEmpty {
            let parts = try entry.together.map { part throws(Failure) in
                try task(
                    part, activity: try self.activity(for: part, at: resolution.location), round: round, in: resolution)
            }
            return Phase.Task(
                activity: activity, quantity: .reps(parts.reduce(0) { $0 + $1.reps }), parts: parts)
        }
        let block = resolution.block
        let quantity: Quantity?
        if let own = entry.quantity {
            quantity = own
        } else if block.format == .deathBy {
            quantity = .reps(block.deathByReps(round: round))
        } else {
            quantity = resolution.levels.lazy.compactMap(\.reps).first.map(Quantity.reps)
        }
        guard let quantity else { throw .missingWorkOrReps(at: resolution.location) }
        return Phase.Task(
            activity: activity, quantity: quantity, load: entry.load,
            climbs: block.climb != nil && entry.quantity == nil, height: entry.height)
    }

    /// Replaces the rest after the block's final work phase, or supplies one; after a scored
    /// window it adds one.
    ///
    /// Only phases from `blockStart` on belong to the block: a block without work phases has
    /// no rest to replace, and must not replace the previous block's.
    private func applyRestAfter(_ seconds: Int, to phases: inout [Phase], blockStart: Int) {
        guard let lastWork = phases.lastIndex(where: \.kind.isEffort), lastWork >= blockStart else { return }
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
        rest.billedMET = CalorieEstimate.restingMET
        rest.tasks = []
        rest.stations = nil
        phases.append(rest)
    }

    private func activity(for entry: Program.ExerciseEntry, at location: Location) throws(Failure) -> Phase.Activity {
        if !entry.together.isEmpty {
            return Self.together(
                try entry.together.map { part throws(Failure) in try activity(for: part, at: location) })
        }
        let exercise: Exercise?
        if let key = entry.key {
            guard let found = catalog[key] else { throw .unknownExercise(key, at: location) }
            exercise = found
        } else {
            exercise = nil
        }
        guard let name = entry.name ?? exercise?.name else { throw .missingName(at: location) }
        guard let met = entry.met ?? exercise?.met else { throw .missingMET(at: location) }
        return Phase.Activity(
            key: entry.key, name: name, met: met, howTo: exercise?.howTo,
            singular: entry.name == nil ? exercise?.singular : nil)
    }

    /// Several movements as one: "Pull-ups + Push-ups" in every language one of them has, at
    /// the mean of their METs (docs/calories.md: a window is billed at its tasks' mean).
    static func together(_ parts: [Phase.Activity]) -> Phase.Activity {
        var codes = Set(parts.flatMap { $0.name.values.keys })
        if codes.count > 1 { codes.remove(LocalizedText.anyLanguage) }
        var names: [String: String] = [:]
        for code in codes {
            names[code] = parts.map { $0.name.resolved(for: code) }.joined(separator: " + ")
        }
        let met = parts.reduce(0) { $0 + $1.met } / Double(max(parts.count, 1))
        return Phase.Activity(key: nil, name: LocalizedText(names), met: met)
    }

    /// Work (or reps) and rest of one set by rule 2: the most specific level that says
    /// `work` or `reps` decides timed or open; rest from the most specific level that has one.
    ///
    /// Both `seconds` and `reps` are `nil` when no level says either (a compile error).
    public static func resolve(
        set: Program.SetSpec?, entry: Program.ExerciseEntry, block: Program.Block, program: Program
    ) -> (seconds: Int?, reps: Int?, rest: Int) {
        let defaults = Program.Amounts(work: program.defaults.work, rest: program.defaults.rest)
        return resolve(set: set, entry: entry, levels: [block.amounts(round: 1), defaults])
    }

    /// Rule 2 over `levels`: the block's round, the enclosing blocks' rounds, the defaults.
    static func resolve(
        set: Program.SetSpec?, entry: Program.ExerciseEntry, levels: [Program.Amounts]
    ) -> (seconds: Int?, reps: Int?, rest: Int) {
        let rest = set?.timing.rest ?? entry.timing.rest ?? levels.lazy.compactMap(\.rest).first ?? 0
        let own: [(work: Int?, reps: Int?)] = [(set?.timing.work, set?.reps), (entry.timing.work, entry.reps)]
        for level in own + levels.map({ ($0.work, $0.reps) }) {
            if let work = level.work { return (work, level.reps, rest) }
            if let reps = level.reps { return (nil, reps, rest) }
        }
        return (nil, nil, rest)
    }
}
