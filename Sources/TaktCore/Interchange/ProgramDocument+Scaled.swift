/// A program's scaled version written back as the `scaled:` overrides it was read from: the
/// fields where the scaled block or exercise differs from the prescribed one.
enum ScaledOverrides {
    typealias Value = ProgramDocument.Value

    /// A block's overrides: rounds, cap, reps, every, start, step, and the whole exercise list
    /// when an exercise's change cannot be said on the exercise itself.
    static func block(_ block: Program.Block, scaled: Program.Block) -> [(String, Value)] {
        var pairs: [(String, Value)] = []
        if block.rounds != scaled.rounds, scaled.ladder.reps.isEmpty {
            pairs.append(("rounds", .int(scaled.rounds)))
        }
        if block.cap != scaled.cap, let cap = scaled.cap { pairs.append(("cap", .int(cap))) }
        if (block.reps, block.ladder.reps, block.climb) != (scaled.reps, scaled.ladder.reps, scaled.climb),
            let reps = ProgramDocument.repsValue(scaled)
        {
            pairs.append(("reps", reps))
        }
        if block.every != scaled.every, let every = scaled.every { pairs.append(("every", .int(every))) }
        if block.start != scaled.start, let start = scaled.start { pairs.append(("start", .int(start))) }
        if block.step != scaled.step, let step = scaled.step { pairs.append(("step", .int(step))) }
        let sayable =
            block.exercises.count == scaled.exercises.count
            && zip(block.exercises, scaled.exercises).allSatisfy { canSay($0, scaled: $1) }
        if !sayable {
            pairs.append(("exercises", .list(scaled.exercises.map { ProgramDocument.exercise($0) })))
        }
        return pairs
    }

    /// An exercise's overrides: its movement when that changed, its quantity and its load.
    static func entry(_ entry: Program.ExerciseEntry, scaled: Program.ExerciseEntry) -> [(String, Value)] {
        guard entry != scaled, canSay(entry, scaled: scaled) else { return [] }
        var pairs: [(String, Value)] = []
        let movementChanged =
            (entry.key, entry.name, entry.met, entry.together) != (scaled.key, scaled.name, scaled.met, scaled.together)
        if movementChanged {
            // A new movement replaces the prescribed one whole, its quantity and load stay.
            pairs += ProgramDocument.movement(
                Program.ExerciseEntry(key: scaled.key, name: scaled.name, met: scaled.met, together: scaled.together))
        }
        if entry.quantity != scaled.quantity, let quantity = scaled.quantity {
            pairs.append(ProgramDocument.quantityPair(quantity))
        }
        if entry.load != scaled.load, let load = scaled.load, scaled.together.isEmpty {
            pairs.append(("load", .string(TextForm.loadText(load))))
        }
        if entry.height != scaled.height, let height = scaled.height, scaled.together.isEmpty {
            pairs.append(("height", .string(TextForm.heightValueText(height))))
        }
        return pairs
    }

    /// Whether the scaled exercise is the prescribed one with overrides an exercise can carry:
    /// nothing an override cannot take away (a quantity or load) is gone, and the rest is the same.
    private static func canSay(_ entry: Program.ExerciseEntry, scaled: Program.ExerciseEntry) -> Bool {
        let movementChanged =
            (entry.key, entry.name, entry.met, entry.together) != (scaled.key, scaled.name, scaled.met, scaled.together)
        // A new together drops the quantity and the load; any other override keeps them
        // unless it gives its own.
        let becameTogether = !scaled.together.isEmpty && movementChanged
        let quantityKept = scaled.quantity != nil || entry.quantity == nil || becameTogether
        let loadKept = scaled.load != nil || entry.load == nil || becameTogether
        let heightKept = scaled.height != nil || entry.height == nil || becameTogether
        return quantityKept && loadKept && heightKept && entry.timing == scaled.timing && entry.sets == scaled.sets
    }
}
