import Foundation

extension FITWorkout {
    /// A program read from a FIT workout, with the steps takt could not represent.
    public struct Read: Sendable, Hashable {
        public var loaded: ProgramLoader.Loaded
        public var skipped: [SkippedStep]
    }

    /// A workout step left out, by its position among the steps and its byte offset.
    public struct SkippedStep: Sendable, Hashable {
        public var step: Int
        public var offset: Int
        public var reason: Diagnostic.Message

        public func text(_ strings: Strings) -> String {
            strings(
                .fitSkipped,
                ["step": .int(step), "offset": .int(offset), "reason": .text(strings(reason.key, reason.arguments))])
        }
    }

    /// Reads a workout file from takt or any other tool; unknown fields and messages are ignored.
    public static func read(_ data: Data, id: String, catalog: ExerciseCatalog) throws(FITError) -> Read {
        let messages = try FITReader.messages(data)
        try requireWorkout(messages)
        let workout = messages.first { $0.global == FITProfile.Message.workout }
        let stepMessages = messages.filter { $0.global == FITProfile.Message.workoutStep }
        if stepMessages.count > maximumSteps {
            throw FITError(
                offset: stepMessages[maximumSteps].offset, .fitErrorTooManySteps, ["max": .int(maximumSteps)])
        }
        guard !stepMessages.isEmpty else {
            throw FITError(offset: workout?.offset ?? 0, .fitErrorNoSteps)
        }
        var builder = GroupBuilder(catalog: catalog)
        for (index, message) in stepMessages.enumerated() {
            try builder.add(message, at: index)
        }
        let subSport = workout?.unsigned(FITProfile.Workout.subSport).map { UInt8(clamping: $0) }
        let (getReady, blocks, skipped) = builder.finish(subSport: subSport)
        guard !blocks.isEmpty else { throw FITError(offset: stepMessages[0].offset, .fitErrorNoSteps) }
        let title = workout?.string(FITProfile.Workout.name) ?? id
        let program = Program(id: id, title: LocalizedText(plain: title), getReady: getReady, blocks: blocks)
        do {
            let timeline = try TimelineCompiler(catalog: catalog).compile(program)
            return Read(loaded: ProgramLoader.Loaded(program: program, timeline: timeline), skipped: skipped)
        } catch {
            throw FITError(offset: 0, .validateTooManyPhases, ["limit": .int(TimelineCompiler.maximumPhases)])
        }
    }

    /// The first message must say "workout": an activity or course is refused by name.
    private static func requireWorkout(_ messages: [FITDecodedMessage]) throws(FITError) {
        guard let fileID = messages.first(where: { $0.global == FITProfile.Message.fileID }) else {
            throw FITError(offset: 0, .fitErrorNoFileID)
        }
        let type = fileID.unsigned(FITProfile.FileID.type)
        guard type == UInt32(FITProfile.FileID.typeWorkout) else {
            if type == UInt32(FITProfile.FileID.typeActivity) {
                throw FITError(offset: fileID.offset, .fitErrorActivityNotWorkout)
            }
            throw FITError(offset: fileID.offset, .fitErrorNotWorkout, ["type": .int(Int(type ?? 0))])
        }
    }
}

/// Turns workout steps, in file order, into get ready and step groups.
///
/// Work steps collect into a pending group; a rest adds to the work before it; a repeat
/// step closes the steps it repeats into a group of that many rounds; a recovery step (or
/// a rest with no work before it) after a group is that group's `restAfter`. The round right
/// after a repeat that is the repeated steps without their last rest is that group's last
/// round (``FITWorkout`` writes it so, as the timeline runs no rest there).
private struct GroupBuilder {
    let catalog: ExerciseCatalog
    var getReady = 0
    var groups: [StepList.Group] = []
    /// Work steps since the last group closed, with their step index.
    var pending: [(index: Int, step: StepList.Step)] = []
    var skipped: [FITWorkout.SkippedStep] = []
    var sawWork = false
    /// Index of the first step after the last closed group: a repeat may not reach before it.
    var openedAt = 0
    /// Groups closed by a repeat step: only these can gain a last round written apart.
    var repeatedGroups: Set<Int> = []
    /// The format of a group whose closing step said it, or whose repeat ran until a time.
    var marks: [Int: FITScoredSteps.Mark] = [:]
    /// Each group's steps' indices, in order.
    var sources: [[Int]] = []
    /// Steps measured in distance or calories, by index: where they are and their duration type.
    var measured: [Int: (offset: Int, type: UInt8)] = [:]

    init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    mutating func add(_ message: FITDecodedMessage, at index: Int) throws(FITError) {
        let durationType = message.unsigned(FITProfile.Step.durationType).map { UInt8(clamping: $0) }
        let value = message.unsigned(FITProfile.Step.durationValue)
        let mark = FITScoredSteps.Mark(notes: message.string(FITProfile.Step.notes))
        if durationType == FITProfile.Step.durationRepeatUntilStepsComplete {
            try addRepeat(
                from: value, times: message.unsigned(FITProfile.Step.targetValue), mark: mark, message, at: index)
            return
        }
        if durationType == FITProfile.Step.durationRepeatUntilTime {
            // An amrap: its steps until the cap, whoever wrote it.
            let milliseconds = message.unsigned(FITProfile.Step.targetValue)
            guard let cap = milliseconds.map({ Int((Double($0) / 1000).rounded()) }),
                ProgramReader.workRange.contains(cap)
            else {
                skip(message, at: index, .fitSkipRepeatUntil)
                return
            }
            // takt's own mark adds what FIT has no field for (a climbing ladder).
            var amrap =
                mark?.format == .amrap
                ? mark ?? FITScoredSteps.Mark(format: .amrap) : FITScoredSteps.Mark(format: .amrap)
            amrap.cap = cap
            try addRepeat(from: value, times: 1, mark: amrap, message, at: index)
            return
        }
        if let durationType, FITProfile.Step.otherRepeats.contains(durationType) {
            skip(message, at: index, .fitSkipRepeatUntil)
            return
        }
        let intensity = message.unsigned(FITProfile.Step.intensity).map { UInt8(clamping: $0) }
        let isRest = intensity == FITProfile.Intensity.rest || intensity == FITProfile.Intensity.recovery
        guard let amount = amount(durationType: durationType, value: value, isRest: isRest) else {
            skip(message, at: index, .fitSkipDuration, ["type": .int(Int(durationType ?? 255))])
            return
        }
        if isRest {
            addRest(amount.seconds ?? 0, recovery: intensity == FITProfile.Intensity.recovery, message, at: index)
        } else if index == 0, intensity == FITProfile.Intensity.warmup, message.string(FITProfile.Step.notes) == nil,
            let seconds = amount.seconds
        {
            getReady = seconds
        } else {
            addWork(message, amount: amount, durationType: durationType, at: index)
        }
    }

    /// A work step. It may name its quantity, as an emom period does ("10 × Burpees") and a
    /// distance or calories step takt wrote ("1mi × Run", its unit as written).
    private mutating func addWork(
        _ message: FITDecodedMessage, amount: (seconds: Int?, reps: Int?, quantity: Quantity?), durationType: UInt8?,
        at index: Int
    ) {
        let named = message.string(FITProfile.Step.name).flatMap { FITScoredSteps.quantity(in: $0).quantity }
        var step = StepList.Step(exercise: exercise(of: message), work: amount.seconds, reps: amount.reps)
        switch (amount.quantity, named) {
        case (let measured?, let named?) where measured.kind == named.kind: step.quantity = named
        case (let measured?, _): step.quantity = measured
        case (nil, .reps(let count)?) where amount.seconds != nil: step.reps = count
        case (nil, .max?) where amount.seconds == nil:
            step.reps = nil
            step.quantity = .max
        case (nil, let named?) where amount.seconds != nil && named.kind != .reps: step.quantity = named
        default: break
        }
        if amount.quantity != nil, let durationType { measured[index] = (message.offset, durationType) }
        pending.append((index, step))
        sawWork = true
    }

    /// Seconds, reps or a measured quantity of a step; `nil` for what takt cannot take (heart
    /// rate, power, …).
    private func amount(
        durationType: UInt8?, value: UInt32?, isRest: Bool
    ) -> (seconds: Int?, reps: Int?, quantity: Quantity?)? {
        let timed = [
            FITProfile.Step.durationTime, FITProfile.Step.durationRepetitionTime, FITProfile.Step.durationTimeOnly,
        ]
        switch durationType {
        case let type? where timed.contains(type):
            guard let value else { return nil }
            let seconds = Int((Double(value) / 1000).rounded())
            let range = isRest ? ProgramReader.restRange : ProgramReader.workRange
            return range.contains(seconds) ? (seconds, nil, nil) : nil
        case FITProfile.Step.durationReps:
            guard let value, ProgramReader.repsRange.contains(Int(value)) else { return nil }
            return isRest ? nil : (nil, Int(value), nil)
        case FITProfile.Step.durationDistance:
            guard let value, !isRest, value > 0, Double(value) / 100 <= Distance.maximumMetres else { return nil }
            return (nil, nil, .distance(Distance(Double(value) / 100, .m)))
        case FITProfile.Step.durationCalories:
            guard let value, !isRest, (1...QuantityText.maximumCalories).contains(Int(value)) else { return nil }
            return (nil, nil, .calories(.same(Int(value))))
        case FITProfile.Step.durationOpen, nil:
            // Open until the lap button: an open set (takt counts one "rep" to mark done).
            return isRest ? nil : (nil, 1, nil)
        default:
            return nil
        }
    }

    /// The catalog key in the notes, a `Name (MET 3.8)` takt wrote, or the step's name.
    private func exercise(of message: FITDecodedMessage) -> StepList.Exercise {
        let notes = message.string(FITProfile.Step.notes)
        if let notes, catalog[notes] != nil {
            return StepList.Exercise(key: notes)
        }
        if let notes, notes.hasSuffix(")"), let open = notes.range(of: " (MET ", options: .backwards) {
            let number = notes[open.upperBound..<notes.index(before: notes.endIndex)]
            if let met = Double(number), met > 0, met <= ProgramReader.maximumMET {
                return StepList.Exercise(name: LocalizedText(plain: String(notes[..<open.lowerBound])), met: met)
            }
        }
        let name = message.string(FITProfile.Step.name).map { FITScoredSteps.quantity(in: $0).name } ?? notes
        // No name, or only the "Work" takt gives unnamed steps: unnamed work again.
        guard let name, notes != nil || !StepList.unnamedWork.values.values.contains(name) else {
            return StepList.Exercise(met: StepList.moderateMET)
        }
        let key = name.lowercased().split(separator: " ").joined(separator: "-")
        if catalog[key] != nil { return StepList.Exercise(key: key) }
        return StepList.Exercise(name: LocalizedText(plain: name), met: StepList.moderateMET)
    }

    private mutating func addRest(_ seconds: Int, recovery: Bool, _ message: FITDecodedMessage, at index: Int) {
        if recovery || pending.isEmpty {
            if !pending.isEmpty {
                let absorbed = absorbLastRound()
                if pending.isEmpty {
                    if absorbed { groups[groups.count - 1].restAfter = seconds }
                } else {
                    append(
                        StepList.Group(steps: pending.map(\.step), restAfter: seconds), sources: pending.map(\.index))
                }
                pending = []
                openedAt = index + 1
            } else if let last = groups.indices.last, groups[last].restAfter == nil {
                groups[last].restAfter = seconds
            } else if !sawWork, getReady == 0 {
                // A rest before any work is a countdown.
                getReady = seconds
            } else {
                skip(message, at: index, .fitSkipRest)
            }
            return
        }
        pending[pending.count - 1].step.rest += seconds
    }

    private mutating func addRepeat(
        from start: UInt32?, times: UInt32?, mark: FITScoredSteps.Mark?, _ message: FITDecodedMessage, at index: Int
    ) throws(FITError) {
        guard let times, let start else {
            skip(message, at: index, .fitSkipRepeat)
            return
        }
        guard ProgramReader.roundsRange.contains(Int(times)) else {
            throw FITError(
                offset: message.offset, .fitErrorRepeatCount,
                ["count": .int(Int(times)), "max": .int(ProgramReader.roundsRange.upperBound)])
        }
        let first = Int(start)
        guard first >= openedAt, first <= index, !pending.isEmpty else {
            // Repeating steps of an earlier group (a nested repeat): takt blocks do not nest.
            skip(message, at: index, .fitSkipNested)
            return
        }
        let repeated = pending.filter { $0.index >= first }
        pending = pending.filter { $0.index < first }
        absorbLastRound()
        if !pending.isEmpty { append(StepList.Group(steps: pending.map(\.step)), sources: pending.map(\.index)) }
        if !repeated.isEmpty {
            if let mark { marks[groups.count] = mark }
            repeatedGroups.insert(groups.count)
            append(StepList.Group(rounds: Int(times), steps: repeated.map(\.step)), sources: repeated.map(\.index))
        }
        pending = []
        openedAt = index + 1
    }

    /// Takes a repeated group's last round, written after its repeat without the last rest,
    /// from the front of `pending` into that group; then a restAfter of 0 says "no rest there"
    /// unless the caller gives it another.
    @discardableResult
    private mutating func absorbLastRound() -> Bool {
        guard let last = groups.indices.last, repeatedGroups.contains(last), groups[last].restAfter == nil,
            let rest = groups[last].steps.last?.rest, rest > 0, pending.count >= groups[last].steps.count
        else { return false }
        var expected = groups[last].steps
        expected[expected.count - 1].rest = 0
        guard Array(pending.prefix(expected.count).map(\.step)) == expected else { return false }
        groups[last].rounds += 1
        groups[last].restAfter = 0
        pending.removeFirst(expected.count)
        return true
    }

    private mutating func skip(
        _ message: FITDecodedMessage, at index: Int, _ key: StringKey, _ arguments: [String: StringArgument] = [:]
    ) {
        skipped.append(
            FITWorkout.SkippedStep(step: index + 1, offset: message.offset, reason: Diagnostic.Message(key, arguments)))
    }

    mutating func finish(subSport: UInt8?) -> (
        getReady: Int, blocks: [Program.Block], skipped: [FITWorkout.SkippedStep]
    ) {
        if !pending.isEmpty {
            // The program's last block: its last round's rest is dropped by the timeline anyway.
            if absorbLastRound(), pending.isEmpty { groups[groups.count - 1].restAfter = nil }
            if !pending.isEmpty { append(StepList.Group(steps: pending.map(\.step)), sources: pending.map(\.index)) }
            pending = []
        }
        dropMeasuredSteps()
        let blocks = groups.enumerated().compactMap { index, group in
            group.steps.isEmpty ? nil : FITScoredBlocks.block(from: group, mark: marks[index], subSport: subSport)
        }
        return (getReady, blocks, skipped)
    }

    private mutating func append(_ group: StepList.Group, sources indices: [Int]) {
        groups.append(group)
        sources.append(indices)
    }

    /// A distance or calories step belongs to a scored block's tasks; in a group no format
    /// marks (another tool's run or row intervals) takt cannot time it: left out, and said so.
    private mutating func dropMeasuredSteps() {
        for index in groups.indices where marks[index] == nil {
            let kept = zip(groups[index].steps, sources[index]).filter { _, source in
                guard let place = measured[source] else { return true }
                skipped.append(
                    FITWorkout.SkippedStep(
                        step: source + 1, offset: place.offset,
                        reason: Diagnostic.Message(.fitSkipDuration, ["type": .int(Int(place.type))])))
                return false
            }
            groups[index].steps = kept.map(\.0)
            sources[index] = kept.map(\.1)
        }
        skipped.sort { $0.step < $1.step }
    }
}
