import Foundation

/// Programs as FIT workout files (file type workout), and FIT workouts as programs.
///
/// Writing: get ready is a warm-up step; each work phase of a round an active step (time,
/// or reps for an open set) whose notes hold the catalog key, or the custom name with its
/// MET as `Name (MET 3.8)`; each rest a rest step; a block of several rounds is followed by
/// a `repeat_until_steps_cmplt` step, and a block's `restAfter` is a recovery step after it.
/// The timeline has no rest after a repeated block's last round when `restAfter` replaces it
/// (or the program ends there), but a watch runs every round of a repeat alike: such a block
/// is written as a repeat of one round fewer, then its last round without that rest.
public enum FITWorkout {
    /// Most steps a workout may have: one per phase of the largest program.
    public static let maximumSteps = TimelineCompiler.maximumPhases

    /// The workout file for `program`, step names in `language`; scored blocks as
    /// ``FITScoredSteps`` writes them.
    public static func file(_ program: Program, catalog: ExerciseCatalog, language: String, created: Date) -> Data {
        var steps: [[FITField]] = []
        if program.getReady > 0 {
            steps.append(
                step(
                    name: Languages.bundled.strings(for: language)(.fitStepGetReady),
                    duration: .time(program.getReady),
                    intensity: FITProfile.Intensity.warmup))
        }
        let lastBlock = program.blocks.lastIndex { !$0.exercises.isEmpty || !$0.blocks.isEmpty }
        for (index, block) in program.blocks.enumerated() {
            let isLast = index == lastBlock
            if block.format.isScored, block.blocks.isEmpty,
                let scored = FITScoredSteps.steps(
                    of: block, in: program, firstIndex: steps.count, catalog: catalog, language: language)
            {
                steps += scored.map {
                    step(
                        name: $0.name, duration: $0.duration,
                        intensity: $0.exercise == nil ? nil : FITProfile.Intensity.active,
                        notes: $0.exercise.flatMap(notes(for:)) ?? $0.notes)
                }
                if let restAfter = block.restAfter, restAfter > 0, !isLast {
                    steps.append(
                        step(
                            name: Languages.bundled.strings(for: language)(.fitStepRestAfter),
                            duration: .time(restAfter), intensity: FITProfile.Intensity.recovery))
                }
                continue
            }
            let single = Program(
                id: program.id, title: program.title, getReady: 0, defaults: program.defaults, blocks: [block])
            let mark = block.format == .tabata ? FITScoredSteps.Mark(format: .tabata).text : nil
            for group in StepList.groups(of: single, catalog: catalog) {
                steps += blockSteps(
                    group, firstIndex: steps.count, isLast: isLast, mark: mark, catalog: catalog, language: language)
            }
        }
        return file(program, steps: steps, language: language, created: created)
    }

    /// The file of `program` whose workout steps are `steps`: file id, workout, then the steps.
    private static func file(_ program: Program, steps: [[FITField]], language: String, created: Date) -> Data {
        var messages = [
            FITMessage(
                FITProfile.Message.fileID,
                [
                    .enumeration(FITProfile.FileID.type, FITProfile.FileID.typeWorkout),
                    .uint16(FITProfile.FileID.manufacturer, FITProfile.FileID.manufacturerDevelopment),
                    .uint16(FITProfile.FileID.product, 0),
                    .time(FITProfile.FileID.timeCreated, created),
                ]),
            FITMessage(
                FITProfile.Message.workout,
                [
                    .enumeration(FITProfile.Workout.sport, FITProfile.sportHIIT),
                    .enumeration(FITProfile.Workout.subSport, FITScoredSteps.subSport(of: program)),
                    .uint16(FITProfile.Workout.numValidSteps, UInt16(clamping: steps.count)),
                    .string(FITProfile.Workout.name, program.title.resolved(for: language)),
                ]),
        ]
        for (index, fields) in steps.enumerated() {
            messages.append(
                FITMessage(
                    FITProfile.Message.workoutStep,
                    [.uint16(FITProfile.Common.messageIndex, UInt16(clamping: index))] + fields))
        }
        return FITWriter.file(messages)
    }

    enum StepDuration {
        case time(Int)
        case reps(Int)
        /// A distance in metres: FIT's `duration_distance`.
        case distance(Double)
        /// Calories on a machine: FIT's `duration_calories`.
        case calories(Int)
        /// Until the athlete presses the lap key: a for-time block without a cap.
        case open
        case repeatFrom(Int, times: Int)
        /// Repeat from a step until `seconds` have passed: an amrap's cap.
        case repeatUntilTime(Int, seconds: Int)
    }

    /// The steps of `group`; `isLast` when no block follows it, so its last rest is never run.
    private static func blockSteps(
        _ group: StepList.Group, firstIndex: Int, isLast: Bool, mark: String?, catalog: ExerciseCatalog,
        language: String
    ) -> [[FITField]] {
        var steps: [[FITField]] = []
        let strings = Languages.bundled.strings(for: language)
        // The last round ends without its last rest when a restAfter replaces it or the
        // program ends there; a repeat would run that rest, so that round is written apart.
        let lastRestDropped = (group.restAfter != nil || isLast) && (group.steps.last?.rest ?? 0) > 0
        let repeated = lastRestDropped ? group.rounds - 1 : group.rounds
        if repeated > 0 {
            steps += roundSteps(group.steps, dropLastRest: !lastRestDropped && group.restAfter != nil, catalog, strings)
        }
        // Kept at 1 too, so a reader knows the round after it is the block's last.
        if repeated > 1 || (repeated == 1 && group.rounds > 1) {
            steps.append(
                step(name: "", duration: .repeatFrom(firstIndex, times: repeated), intensity: nil, notes: mark))
        }
        if lastRestDropped {
            steps += roundSteps(group.steps, dropLastRest: true, catalog, strings)
        }
        // After the program's last block a restAfter is never run (TimelineCompiler rule 4).
        if let restAfter = group.restAfter, restAfter > 0, !isLast {
            steps.append(
                step(
                    name: strings(.fitStepRestAfter), duration: .time(restAfter),
                    intensity: FITProfile.Intensity.recovery))
        }
        return steps
    }

    /// One round: a step per work and one per rest above 0, but for the last rest when dropped.
    private static func roundSteps(
        _ items: [StepList.Step], dropLastRest: Bool, _ catalog: ExerciseCatalog, _ strings: Strings
    ) -> [[FITField]] {
        var steps: [[FITField]] = []
        for (index, item) in items.enumerated() {
            let name = (item.exercise.name ?? item.exercise.key.flatMap { catalog[$0]?.name })?.resolved(
                for: strings.language)
            steps.append(
                step(
                    name: name ?? item.exercise.key ?? "",
                    duration: item.reps.map { .reps($0) } ?? item.work.map { .time($0) } ?? .open,
                    intensity: FITProfile.Intensity.active, notes: notes(for: item.exercise))
                    + liftFields(item))
            if item.rest > 0, !(dropLastRest && index == items.count - 1) {
                steps.append(
                    step(
                        name: strings(.fitStepRest), duration: .time(item.rest), intensity: FITProfile.Intensity.rest
                    ))
            }
        }
        return steps
    }

    /// A lift's set (SPEC section 17): the exercise category and name where FIT's profile has
    /// the movement (as its `set` messages say them), and a load written as a weight, shown in
    /// the unit typed; a percentage has no weight until an athlete's 1RM makes one.
    static func liftFields(_ item: StepList.Step) -> [FITField] {
        guard let lift = item.lift else { return [] }
        var fields: [FITField] = []
        if let key = item.exercise.key, let exercise = FITSetMessage.exercises[key] {
            fields.append(.uint16(FITProfile.Step.exerciseCategory, exercise.category))
            fields.append(.uint16(FITProfile.Step.exerciseName, exercise.name))
        }
        if case .weight(let weight) = lift.load, weight.kilograms.isFinite, weight.kilograms > 0 {
            let hundredths = min((weight.kilograms * 100).rounded(), 65_534)
            fields.append(.uint16(FITProfile.Step.exerciseWeight, UInt16(hundredths)))
            fields.append(.uint16(FITProfile.Step.weightDisplayUnit, weight.unit == .lb ? 2 : 1))
        }
        return fields
    }

    /// The catalog key, or a custom name with its MET so takt can read both back.
    static func notes(for exercise: StepList.Exercise) -> String? {
        if let key = exercise.key { return key }
        if exercise.name == nil || exercise.name == StepList.unnamedWork, exercise.met == StepList.moderateMET {
            return nil
        }
        let name = exercise.name?.resolved(for: "en") ?? ""
        let met = exercise.met ?? StepList.moderateMET
        return name + " (MET " + (met.rounded() == met ? String(Int(met)) : String(met)) + ")"
    }

    private static func step(name: String, duration: StepDuration, intensity: UInt8?, notes: String? = nil)
        -> [FITField]
    {
        var fields: [FITField] = []
        if !name.isEmpty { fields.append(.string(FITProfile.Step.name, name)) }
        switch duration {
        case .time(let seconds):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationTime))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: seconds * 1000)))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .reps(let count):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationReps))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: count)))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .distance(let metres):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationDistance))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: Int((metres * 100).rounded()))))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .calories(let count):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationCalories))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: count)))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .open:
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationOpen))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .repeatFrom(let index, let times):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationRepeatUntilStepsComplete))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: index)))
            fields.append(.uint32(FITProfile.Step.targetValue, UInt32(clamping: times)))
        case .repeatUntilTime(let index, let seconds):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationRepeatUntilTime))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: index)))
            fields.append(.uint32(FITProfile.Step.targetValue, UInt32(clamping: seconds * 1000)))
        }
        if let intensity { fields.append(.enumeration(FITProfile.Step.intensity, intensity)) }
        if let notes { fields.append(.string(FITProfile.Step.notes, notes)) }
        return fields
    }
}
