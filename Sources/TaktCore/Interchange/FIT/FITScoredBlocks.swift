/// The blocks a FIT workout's step groups read as: the format its closing step marks
/// (``FITScoredSteps``), an amrap for a `repeat_until_time`, an emom for a group of equal time
/// steps in a workout of sub-sport emom, a tabata block in one of sub-sport tabata; else
/// intervals. What cannot be given back falls back to intervals of the same steps.
enum FITScoredBlocks {
    static func block(from group: StepList.Group, mark: FITScoredSteps.Mark?, subSport: UInt8?) -> Program.Block {
        let steps = group.steps
        let timedAlike =
            steps.allSatisfy { $0.rest == 0 && $0.work != nil && $0.work == steps.first?.work } && !steps.isEmpty
        let format = mark?.format ?? (subSport == FITProfile.subSportEMOM && timedAlike ? .emom : nil)
        var block: Program.Block?
        switch format {
        case .amrap?:
            let climb = mark?.climb
            // Round 1's reps of a climbing ladder are the climb's own: those tasks climb.
            block = Program.Block(
                exercises: steps.map { step in
                    entry(step, reps: step.quantity == nil && step.reps == climb?.start ? nil : step.reps ?? 1)
                }, format: .amrap, cap: mark?.cap, climb: climb)
        case .emom? where timedAlike:
            let cycle = shortestCycle(steps)
            block = Program.Block(
                rounds: steps.count * group.rounds, exercises: cycle.map { entry($0, reps: $0.reps ?? 1) },
                format: .emom, every: steps[0].work)
        case .deathBy? where timedAlike:
            let start = mark?.start ?? steps[0].reps ?? 1
            let step = mark?.step ?? (steps.count > 1 ? (steps[1].reps ?? start) - start : 1)
            block = Program.Block(
                rounds: steps.count * group.rounds, exercises: [entry(steps[0], reps: nil)], format: .deathBy,
                every: steps[0].work, start: start, step: step)
        case .forTime?:
            block = forTime(group, exercises: mark?.exercises ?? steps.count, cap: mark?.cap)
        default:
            block = nil
        }
        guard var block else {
            // Intervals have no distance or calories: such a step (another tool's run or row)
            // is an open set there, done when the athlete says so.
            var open = group
            for index in open.steps.indices where open.steps[index].quantity != nil {
                if open.steps[index].work == nil { open.steps[index].reps = 1 }
                open.steps[index].quantity = nil
            }
            var plain = StepList.block(from: open)
            if subSport == FITProfile.subSportTabata || mark?.format == .tabata { plain.format = .tabata }
            return plain
        }
        block.restAfter = group.restAfter
        return block
    }

    /// A step as an exercise entry: unnamed work keeps its "Work" name, as ``StepList`` does.
    private static func entry(_ step: StepList.Step, reps: Int?) -> Program.ExerciseEntry {
        let exercise = step.exercise
        let name = exercise.key == nil ? exercise.name ?? StepList.unnamedWork : exercise.name
        return Program.ExerciseEntry(
            key: exercise.key, name: name, met: exercise.met, quantity: step.quantity ?? reps.map(Quantity.reps))
    }

    /// The fewest first steps whose repetition is all of `steps`, the last turn maybe cut
    /// short: an emom's exercises, done in turn.
    private static func shortestCycle(_ steps: [StepList.Step]) -> [StepList.Step] {
        for length in 1...steps.count {
            if steps.indices.allSatisfy({ steps[$0] == steps[$0 % length] }) { return Array(steps.prefix(length)) }
        }
        return steps
    }

    /// A for-time block from rounds of `count` reps steps: reps the same every round stay the
    /// exercise's, reps that change become the block's ladder; `nil` when no block says so.
    private static func forTime(_ group: StepList.Group, exercises count: Int, cap: Int?) -> Program.Block? {
        let steps = group.steps
        guard count > 0, steps.count % count == 0,
            steps.allSatisfy({ ($0.reps != nil || $0.quantity != nil) && $0.rest == 0 })
        else {
            return nil
        }
        let rounds = stride(from: 0, to: steps.count, by: count).map { Array(steps[$0..<$0 + count]) }
        // Each exercise's quantity round by round: reps that change are the block's ladder, a
        // distance or calories the same every round.
        var columns: [[Quantity]] = []
        for column in 0..<count {
            guard rounds.allSatisfy({ $0[column].exercise == steps[column].exercise }) else { return nil }
            columns.append(rounds.compactMap { $0[column].quantity ?? $0[column].reps.map(Quantity.reps) })
        }
        let changing = columns.filter { Set($0).count > 1 }
        guard Set(changing).count <= 1, changing.allSatisfy({ $0.allSatisfy { $0.reps != nil } }) else { return nil }
        let ladder =
            changing.first.map { Array(repeating: $0.compactMap(\.reps), count: group.rounds).flatMap { $0 } } ?? []
        let entries = (0..<count).map { column in
            var entry = entry(steps[column], reps: nil)
            entry.quantity = Set(columns[column]).count > 1 ? nil : columns[column].first
            return entry
        }
        return Program.Block(
            rounds: ladder.isEmpty ? rounds.count * group.rounds : ladder.count, exercises: entries,
            format: .forTime, cap: cap, ladder: Program.Ladder(reps: ladder))
    }
}
