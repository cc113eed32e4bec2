/// A program as a flat list of steps per block: the shape both the text form and FIT
/// workouts have, and the one place that turns it into a ``Program`` and back.
///
/// Each step is one work phase with the rest after it. Reading, consecutive steps of the
/// same exercise become the sets of one exercise entry, so `show` counts them as sets again.
public enum StepList {
    /// MET for an exercise that names no catalog key and brings no MET of its own:
    /// Compendium 02210, "high intensity interval exercise, moderate" (met-values.csv).
    public static let moderateMET = 7.0

    /// The name of a step that names no exercise: "Work" in every bundled language.
    public static let unnamedWork: LocalizedText = {
        var names: [String: String] = [:]
        for code in Languages.bundled.codes {
            names[code] = Languages.bundled.strings(for: code)(.textUnnamedWork)
        }
        return LocalizedText(names)
    }()

    /// What a step does: a catalog exercise, a named custom exercise, or unnamed work.
    public struct Exercise: Sendable, Hashable {
        public var key: String?
        public var name: LocalizedText?
        public var met: Double?

        public init(key: String? = nil, name: LocalizedText? = nil, met: Double? = nil) {
            self.key = key
            self.name = name
            self.met = met
        }
    }

    /// One work phase and the rest after it.
    public struct Step: Sendable, Hashable {
        public var exercise: Exercise
        /// Work seconds; `nil` for an open set counted in `reps`.
        public var work: Int?
        public var reps: Int?
        public var rest: Int
        public var load: Load?
        /// A box's or a target's height beside the load.
        public var height: Height?
        /// A timed station whose reps are asked for when it ends.
        public var asksMax: Bool
        /// A task's quantity other than reps (a FIT step's distance or calories, or a quantity
        /// its name gave); `nil` for the work and reps of an intervals step.
        public var quantity: Quantity?
        /// A lift's set as planned (SPEC section 17): a FIT step's exercise and weight.
        public var lift: LiftSet?

        public init(
            exercise: Exercise, work: Int?, reps: Int? = nil, rest: Int = 0, load: Load? = nil, asksMax: Bool = false
        ) {
            self.exercise = exercise
            self.work = work
            self.reps = reps
            self.rest = rest
            self.load = load
            self.asksMax = asksMax
        }
    }

    /// A block's steps, repeated `rounds` times.
    public struct Group: Sendable, Hashable {
        public var rounds: Int
        public var steps: [Step]
        public var restAfter: Int?

        public init(rounds: Int = 1, steps: [Step], restAfter: Int? = nil) {
            self.rounds = rounds
            self.steps = steps
            self.restAfter = restAfter
        }
    }

    /// A block made from `group`: consecutive steps of one exercise become its sets.
    public static func block(from group: Group) -> Program.Block {
        var entries: [Program.ExerciseEntry] = []
        var runs: [[Step]] = []
        for step in group.steps {
            if let last = runs.last?.last, last.exercise == step.exercise, last.load == step.load,
                last.height == step.height, last.asksMax == step.asksMax
            {
                runs[runs.count - 1].append(step)
            } else {
                runs.append([step])
            }
        }
        for run in runs {
            let exercise = run[0].exercise
            // Unnamed work still needs a name to show: "Work" in every bundled language.
            let name = exercise.key == nil ? exercise.name ?? unnamedWork : exercise.name
            var entry = Program.ExerciseEntry(key: exercise.key, name: name, met: exercise.met, load: run[0].load)
            entry.height = run[0].height
            if run.count == 1 {
                entry.timing = Timing(work: run[0].work, rest: run[0].rest)
                entry.quantity = run[0].asksMax ? .max : run[0].reps.map(Quantity.reps)
            } else {
                entry.sets = run.enumerated().map { index, step in
                    Program.SetSpec(order: index + 1, timing: Timing(work: step.work, rest: step.rest), reps: step.reps)
                }
                if run[0].asksMax { entry.quantity = .max }
            }
            entries.append(entry)
        }
        return Program.Block(rounds: group.rounds, restAfter: group.restAfter, exercises: entries)
    }

    /// The steps of `block` with every inherited work, reps and rest resolved, sets in `order`.
    public static func group(of block: Program.Block, in program: Program) -> Group {
        var steps: [Step] = []
        for entry in block.exercises {
            let exercise = Exercise(key: entry.key, name: entry.name, met: entry.met)
            let sets: [Program.SetSpec?] = entry.sets.isEmpty ? [nil] : entry.sets.sorted { $0.order < $1.order }
            // A lift's sets, warm-ups first, one to a set entry (Lift.entry(key:)); none for max-load.
            let lifted = entry.lift.flatMap { $0.maxLoad == nil ? $0.allSets : nil } ?? []
            for (index, set) in sets.enumerated() {
                let resolved = TimelineCompiler.resolve(set: set, entry: entry, block: block, program: program)
                var step = Step(
                    exercise: exercise, work: resolved.seconds, reps: resolved.reps, rest: resolved.rest,
                    load: entry.load, asksMax: entry.quantity == .max)
                step.height = entry.height
                step.lift = index < lifted.count ? lifted[index] : nil
                steps.append(step)
            }
        }
        return Group(rounds: block.rounds, steps: steps, restAfter: block.restAfter)
    }

    /// The groups a FIT workout writes for `program`: a plain block as it is; any other (a
    /// format, a ladder, inner blocks) as the steps its compiled timeline runs, a scored
    /// window as one step of its length (open without a cap). Issue 26 writes formats as FIT
    /// knows them.
    public static func groups(of program: Program, catalog: ExerciseCatalog) -> [Group] {
        program.blocks.compactMap { block in
            if block.blocks.isEmpty, block.ladder.isEmpty, !block.format.isScored {
                return block.exercises.isEmpty ? nil : group(of: block, in: program)
            }
            var alone = block
            alone.restAfter = nil
            let single = Program(
                id: program.id, title: program.title, getReady: 0, defaults: program.defaults, blocks: [alone])
            guard let timeline = try? TimelineCompiler(catalog: catalog).compile(single) else { return nil }
            var steps: [Step] = []
            for phase in timeline.phases {
                if phase.kind == .rest, !steps.isEmpty {
                    steps[steps.count - 1].rest += phase.seconds ?? 0
                    continue
                }
                guard phase.kind.isEffort, let activity = phase.activity else { continue }
                let exercise =
                    activity.key.map { Exercise(key: $0) } ?? Exercise(name: activity.name, met: activity.met)
                steps.append(
                    Step(exercise: exercise, work: phase.seconds, reps: phase.kind == .work ? phase.reps : nil))
            }
            return steps.isEmpty ? nil : Group(steps: steps, restAfter: block.restAfter)
        }
    }
}
