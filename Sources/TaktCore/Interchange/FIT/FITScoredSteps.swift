/// Scored blocks (docs/formats.md) as FIT knows them, and the mark that gives the format back.
///
/// - amrap: its exercises as reps steps inside a `repeat_until_time` step holding the cap.
/// - emom: a time step of the period per exercise (named "10 × Burpees"), inside a repeat
///   of the cycles; every period written out when the exercises do not divide the periods.
/// - for-time: one round's reps steps inside a repeat of the rounds; a ladder every round's.
/// - death-by: a time step per period, named with its reps.
///
/// A tabata block's repeat says `takt format=tabata`, for a workout of several formats.
///
/// The step closing a block is always a repeat (of 1 when nothing repeats) and its notes say
/// `takt format=… cap=… exercises=… start=… step=…`: what FIT has no field for. Another tool
/// reads the steps; takt reads the block back exactly (a death-by of several exercises keeps
/// only the first's name in its steps, and only the first comes back).
enum FITScoredSteps {
    /// The notes of a block's closing repeat step.
    struct Mark: Sendable, Hashable {
        var format: Program.Format
        var cap: Int?
        var exercises: Int?
        var start: Int?
        var step: Int?
        /// An amrap's climbing ladder, `climb=3/3`.
        var climb: Climb?

        static let prefix = "takt"

        var text: String {
            var words = [Self.prefix, "format=" + format.rawValue]
            if let cap { words.append("cap=\(cap)") }
            if let exercises { words.append("exercises=\(exercises)") }
            if let start { words.append("start=\(start)") }
            if let step { words.append("step=\(step)") }
            if let climb { words.append("climb=\(climb.start)/\(climb.step)") }
            return words.joined(separator: " ")
        }

        /// The mark in `notes`, or `nil` for notes that are not one (another tool's).
        init?(notes: String?) {
            guard let notes else { return nil }
            let words = notes.split(separator: " ").map(String.init)
            guard words.first == Self.prefix else { return nil }
            var values: [String: String] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { values[parts[0]] = parts[1] }
            }
            guard let name = values["format"], let format = Program.Format(rawValue: name), format != .intervals else {
                return nil
            }
            let number = { (key: String) -> Int? in values[key].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
            self.init(
                format: format, cap: number("cap"), exercises: number("exercises"),
                start: values["start"].flatMap {
                    Int($0)
                }, step: values["step"].flatMap { Int($0) })
            let climb = values["climb"]?.split(separator: "/").compactMap { Int($0) } ?? []
            if climb.count == 2, ProgramReader.repsRange.contains(climb[0]),
                ProgramReader.climbStepRange.contains(climb[1])
            {
                self.climb = Climb(start: climb[0], step: climb[1])
            }
        }

        init(format: Program.Format, cap: Int? = nil, exercises: Int? = nil, start: Int? = nil, step: Int? = nil) {
            self.format = format
            self.cap = cap
            self.exercises = exercises
            self.start = start
            self.step = step
        }
    }

    /// A step to write, before the profile's fields are filled in.
    struct Step {
        var name: String
        var duration: FITWorkout.StepDuration
        var exercise: StepList.Exercise?
        var notes: String?
    }

    /// The steps of scored `block` from `firstIndex` on (the closing repeat's target), or `nil`
    /// when the block does not compile (the caller writes nothing it cannot time).
    static func steps(
        of block: Program.Block, in program: Program, firstIndex: Int, catalog: ExerciseCatalog, language: String
    ) -> [Step]? {
        var alone = block
        alone.restAfter = nil
        let single = Program(
            id: program.id, title: program.title, getReady: 0, defaults: program.defaults, blocks: [alone])
        guard let timeline = try? TimelineCompiler(catalog: catalog).compile(single) else { return nil }
        let windows = timeline.phases.filter(\.kind.isScored)
        guard let first = windows.first else { return nil }
        let count = max(block.exercises.count, 1)
        var steps: [Step]
        var closing: FITWorkout.StepDuration
        var mark = Mark(format: block.format)
        switch block.format {
        case .amrap:
            steps = first.tasks.map { taskStep($0, timed: nil, language: language) }
            closing =
                first.seconds.map { .repeatUntilTime(firstIndex, seconds: $0) } ?? .repeatFrom(firstIndex, times: 1)
            mark.cap = first.seconds
            mark.climb = block.climb
        case .forTime:
            let rounds = max(block.rounds, 1)
            let uniform = block.ladder.isEmpty && rounds > 1 && first.tasks.count == count * rounds
            steps = (uniform ? Array(first.tasks.prefix(count)) : first.tasks).map {
                taskStep($0, timed: nil, language: language)
            }
            closing = .repeatFrom(firstIndex, times: uniform ? rounds : 1)
            mark.cap = first.seconds
            mark.exercises = count
        case .emom:
            let cycles = windows.count % count == 0 ? windows.count / count : 1
            let periods = cycles > 1 ? Array(windows.prefix(count)) : windows
            steps = periods.compactMap { period in
                period.tasks.first.map { taskStep($0, timed: period.seconds, language: language) }
            }
            closing = .repeatFrom(firstIndex, times: cycles)
        case .deathBy:
            steps = windows.compactMap { period in
                guard let task = period.tasks.first else { return nil }
                var step = taskStep(task, timed: period.seconds, language: language)
                step.name = period.tasks.map { "\($0.reps) × " + $0.activity.name.resolved(for: language) }.joined(
                    separator: " + ")
                return step
            }
            closing = .repeatFrom(firstIndex, times: 1)
            mark.start = block.start ?? 1
            mark.step = block.step ?? 1
        case .intervals, .tabata, .breathing, .meditation:
            return nil
        }
        guard !steps.isEmpty else { return nil }
        steps.append(Step(name: "", duration: closing, exercise: nil, notes: mark.text))
        return steps
    }

    /// A task as a step: "10 × Burpees" timed by an emom period, else its own duration (reps,
    /// a distance, calories, a time, or open for max reps).
    static func taskStep(_ task: Phase.Task, timed seconds: Int?, language: String) -> Step {
        let name = task.activity.name.resolved(for: language)
        let exercise = StepList.Exercise(
            key: task.activity.key, name: task.activity.key == nil ? task.activity.name : nil,
            met: task.activity.key == nil ? task.activity.met : nil)
        // "10 × Burpees", "400m × Run": the quantity as a line writes it, for takt to read back.
        let named = TextForm.quantityText(task.quantity) + " × " + name
        if let seconds {
            return Step(name: named, duration: .time(seconds), exercise: exercise)
        }
        switch task.quantity {
        case .reps(let count): return Step(name: name, duration: .reps(count), exercise: exercise)
        case .distance(let distance):
            return Step(name: named, duration: .distance(distance.metres), exercise: exercise)
        case .calories(let calories):
            return Step(name: named, duration: .calories(calories.values[0]), exercise: exercise)
        case .time(let seconds): return Step(name: named, duration: .time(seconds), exercise: exercise)
        case .max: return Step(name: named, duration: .open, exercise: exercise)
        }
    }

    /// The sub-sport of a workout all of whose blocks have one format: amrap, emom or tabata,
    /// else hiit.
    static func subSport(of program: Program) -> UInt8 {
        func leaves(_ blocks: [Program.Block]) -> [Program.Format] {
            blocks.flatMap { $0.blocks.isEmpty ? [$0.format] : leaves($0.blocks) }
        }
        let formats = Set(leaves(program.blocks))
        guard formats.count == 1, let format = formats.first else { return FITProfile.subSportHIIT }
        switch format {
        case .amrap: return FITProfile.subSportAMRAP
        case .emom: return FITProfile.subSportEMOM
        case .tabata: return FITProfile.subSportTabata
        case .intervals, .forTime, .deathBy, .breathing, .meditation: return FITProfile.subSportHIIT
        }
    }

    /// `10` and `Burpees` from a step name "10 × Burpees" (or "10 x Burpees"), and the other
    /// quantities as a line writes them ("400m × Run", "15/12 cal × Row", "1:00 × Plank",
    /// "max × Pull-ups"); no quantity otherwise.
    static func quantity(in name: String) -> (quantity: Quantity?, name: String) {
        for separator in [" × ", " x "] {
            guard let range = name.range(of: separator) else { continue }
            let amount = String(name[..<range.lowerBound]).trimmingWhitespace()
            let rest = String(name[range.upperBound...])
            guard !rest.isEmpty, let quantity = quantity(amount) else { continue }
            return (quantity, rest)
        }
        return (nil, name)
    }

    private static func quantity(_ text: String) -> Quantity? {
        if let count = Int(text) { return ProgramReader.repsRange.contains(count) ? .reps(count) : nil }
        if text == "max" { return .max }
        if text.contains(":") {
            let parts = text.split(separator: ":").map { Int($0) }
            guard parts.count == 2, let minutes = parts[0], let seconds = parts[1], (0..<60).contains(seconds) else {
                return nil
            }
            let total = minutes * 60 + seconds
            return ProgramReader.workRange.contains(total) ? .time(total) : nil
        }
        if text.hasSuffix("s"), let seconds = Int(text.dropLast()), ProgramReader.workRange.contains(seconds) {
            return .time(seconds)
        }
        if case .success(let calories) = QuantityText.calories(text), text.contains("cal") {
            return .calories(calories)
        }
        if case .success(let distance) = QuantityText.distance(text) { return .distance(distance) }
        return nil
    }
}
