import Foundation

/// Programs as FIT workout files (file type workout), and FIT workouts as programs.
///
/// Writing: get ready is a warm-up step; each work phase of a round an active step (time,
/// or reps for an open set) whose notes hold the catalog key, or the custom name with its
/// MET as `Name (MET 3.8)`; each rest a rest step; a block of several rounds is followed by
/// a `repeat_until_steps_cmplt` step, and a block's `restAfter` is a recovery step after it.
/// A watch runs the last round's own rest before that recovery step; takt reads the
/// recovery step back as the rest that replaces it, so the timeline survives the round trip.
public enum FITWorkout {
    /// Most steps a workout may have: one per phase of the largest program.
    public static let maximumSteps = TimelineCompiler.maximumPhases

    /// The workout file for `program`, step names in `language`.
    public static func file(_ program: Program, catalog: ExerciseCatalog, language: String, created: Date) -> Data {
        var steps: [[FITField]] = []
        if program.getReady > 0 {
            steps.append(
                step(
                    name: Languages.bundled.strings(for: language)(.fitStepGetReady),
                    duration: .time(program.getReady),
                    intensity: FITProfile.Intensity.warmup))
        }
        for group in StepList.groups(of: program, catalog: catalog) {
            steps += blockSteps(group, firstIndex: steps.count, catalog: catalog, language: language)
        }
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
                    .enumeration(FITProfile.Workout.subSport, FITProfile.subSportHIIT),
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
        /// Until the athlete presses the lap key: a for-time block without a cap.
        case open
        case repeatFrom(Int, times: Int)
    }

    private static func blockSteps(
        _ group: StepList.Group, firstIndex: Int, catalog: ExerciseCatalog, language: String
    ) -> [[FITField]] {
        var steps: [[FITField]] = []
        let strings = Languages.bundled.strings(for: language)
        for (index, item) in group.steps.enumerated() {
            let name = (item.exercise.name ?? item.exercise.key.flatMap { catalog[$0]?.name })?.resolved(for: language)
            steps.append(
                step(
                    name: name ?? item.exercise.key ?? "",
                    duration: item.reps.map { .reps($0) } ?? item.work.map { .time($0) } ?? .open,
                    intensity: FITProfile.Intensity.active, notes: notes(for: item.exercise)))
            // With a restAfter and one round, the last rest is replaced, not followed, by it.
            let replaced = index == group.steps.count - 1 && group.rounds == 1 && group.restAfter != nil
            if item.rest > 0, !replaced {
                steps.append(
                    step(
                        name: strings(.fitStepRest), duration: .time(item.rest), intensity: FITProfile.Intensity.rest
                    ))
            }
        }
        if group.rounds > 1 {
            steps.append(step(name: "", duration: .repeatFrom(firstIndex, times: group.rounds), intensity: nil))
        }
        // A restAfter of 0 after one round is no step at all; after several rounds the empty
        // recovery step still says "no rest after the last round".
        if let restAfter = group.restAfter, restAfter > 0 || group.rounds > 1 {
            steps.append(
                step(
                    name: strings(.fitStepRestAfter), duration: .time(restAfter),
                    intensity: FITProfile.Intensity.recovery))
        }
        return steps
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
        case .open:
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationOpen))
            fields.append(.enumeration(FITProfile.Step.targetType, FITProfile.Step.targetOpen))
        case .repeatFrom(let index, let times):
            fields.append(.enumeration(FITProfile.Step.durationType, FITProfile.Step.durationRepeatUntilStepsComplete))
            fields.append(.uint32(FITProfile.Step.durationValue, UInt32(clamping: index)))
            fields.append(.uint32(FITProfile.Step.targetValue, UInt32(clamping: times)))
        }
        if let intensity { fields.append(.enumeration(FITProfile.Step.intensity, intensity)) }
        if let notes { fields.append(.string(FITProfile.Step.notes, notes)) }
        return fields
    }
}
