import Yams

/// A block's format and the amounts it gives its exercises: one value, a list per round, or
/// an amrap's climbing ladder; and the keys a format does not take.
extension ProgramReader {
    mutating func readFormat(_ node: Node) throws(NodeReader.Exhausted) -> Program.Format? {
        guard let text = try reader.scalar(node, key: "format") else { return nil }
        if let format = Program.Format(rawValue: text.trimmingWhitespace()) { return format }
        let names = Program.Format.allCases.map(\.rawValue)
        if let suggestion = Suggestion.closest(to: text, among: names) {
            reader.report(node, .validateFormatSuggest, ["value": .quoted(text), "suggestion": .text(suggestion)])
        } else {
            reader.report(node, .validateFormat, ["value": .quoted(text)])
        }
        return nil
    }

    /// A block's `work`, `rest` and `reps`: one value, or a list of one per round.
    mutating func readAmounts(
        _ entries: NodeReader.Entries, into block: inout Program.Block
    ) throws(NodeReader.Exhausted) {
        let keys: [(String, ClosedRange<Int>, Bool)] = [
            ("work", Self.workRange, true), ("rest", Self.restRange, true), ("reps", Self.repsRange, false),
        ]
        for (key, range, isDuration) in keys {
            guard let node = entries[key]?.value else { continue }
            // A bad value stands in as the smallest valid one, as in exercises.
            let amount = try readAmount(node, key: key, range: range, isDuration: isDuration) ?? .one(range.lowerBound)
            switch (key, amount) {
            case ("work", .one(let value)): block.timing.work = value
            case ("work", .list(let values)): block.ladder.work = values
            case ("rest", .one(let value)): block.timing.rest = value
            case ("rest", .list(let values)): block.ladder.rest = values
            case (_, .one(let value)): block.reps = value
            case (_, .list(let values)): block.ladder.reps = values
            case (_, .climb(let climb)): block.climb = climb
            }
        }
        if entries["work"] != nil, let reps = entries["reps"] {
            reader.report(reps.key, .validateWorkAndReps)
        }
    }

    mutating func readAmount(
        _ node: Node, key: String, range: ClosedRange<Int>, isDuration: Bool
    ) throws(NodeReader.Exhausted) -> Amount? {
        if key == "reps", case .mapping = node {
            return try readClimb(node).map(Amount.climb)
        }
        guard case .sequence = node else {
            let value =
                isDuration
                ? try reader.duration(node, key: key, range: range) : try reader.integer(node, key: key, range: range)
            return value.map(Amount.one)
        }
        guard let items = try reader.list(node, key: key, nonEmpty: true), !items.isEmpty else { return nil }
        // Refused before reading a value: a list longer than any block's rounds is a mistake.
        guard items.count <= Self.roundsRange.upperBound else {
            reader.report(
                node, .validateLadderLong,
                ["key": .text(key), "count": .int(items.count), "max": .int(Self.roundsRange.upperBound)])
            return nil
        }
        var values: [Int] = []
        for item in items {
            let value =
                isDuration
                ? try reader.duration(item, key: key, range: range) : try reader.integer(item, key: key, range: range)
            values.append(value ?? range.lowerBound)
        }
        return .list(values)
    }

    /// `rounds`, else the length of the block's lists, else the format's default; a list of
    /// another length than `rounds` or than another list is reported.
    mutating func readRounds(
        _ entries: NodeReader.Entries, into block: inout Program.Block
    ) throws(NodeReader.Exhausted) {
        let ladders = [("reps", block.ladder.reps), ("work", block.ladder.work), ("rest", block.ladder.rest)]
            .filter { !$0.1.isEmpty }
        if let first = ladders.first {
            for other in ladders.dropFirst() where other.1.count != first.1.count {
                if let node = entries[other.0]?.value {
                    reader.report(
                        node, .validateLadderLengths,
                        [
                            "key": .text(other.0), "count": .int(other.1.count), "other": .text(first.0),
                            "otherCount": .int(first.1.count),
                        ])
                }
            }
        }
        guard let value = entries["rounds"]?.value else {
            block.rounds = ladders.first?.1.count ?? block.format.defaultRounds
            return
        }
        let rounds = try reader.integer(value, key: "rounds", range: Self.roundsRange)
        block.rounds = rounds ?? 1
        if let rounds, let first = ladders.first, first.1.count != rounds {
            reader.report(
                value, .validateLadderRounds,
                ["rounds": .int(rounds), "count": .int(first.1.count), "key": .text(first.0)])
        }
    }

    /// The keys a block of inner blocks cannot take: a format and what belongs to one.
    mutating func checkGroupKeys(_ entries: NodeReader.Entries) {
        for key in ["format", "every", "cap", "start", "step"] + Self.breathingKeys + Self.meditationKeys {
            guard let entry = entries[key] else { continue }
            if key == "format", entry.value.scalar?.string.trimmingWhitespace() == Program.Format.intervals.rawValue {
                continue
            }
            reader.report(entry.key, .validateFormatGroup, ["key": .text(key)])
        }
    }

    /// Keys that do not belong to the block's format, and an amrap's missing `cap`.
    mutating func checkFormatKeys(_ entries: NodeReader.Entries, block: Program.Block, node: Node) {
        let format = block.format
        let name = StringArgument.text(format.rawValue)
        refuseBreathingKeys(entries)
        refuseMeditationKeys(entries)
        if let entry = entries["every"], format != .emom, format != .deathBy {
            reader.report(entry.key, .validateFormatEvery, ["format": name])
        }
        if let entry = entries["cap"], format != .amrap, format != .forTime {
            reader.report(entry.key, .validateFormatCap, ["format": name])
        }
        for key in ["start", "step"] where format != .deathBy {
            if let entry = entries[key] { reader.report(entry.key, .validateFormatDeathBy, ["key": .text(key)]) }
        }
        if format.isScored {
            for key in ["work", "rest"] {
                if let entry = entries[key] {
                    reader.report(entry.key, .validateFormatCounted, ["format": name, "key": .text(key)])
                }
            }
        }
        switch format {
        case .amrap:
            if let entry = entries["rounds"] { reader.report(entry.key, .validateFormatAmrapRounds) }
            if entries["reps"]?.value.sequence != nil, let entry = entries["reps"] {
                reader.report(entry.value, .validateFormatAmrapLadder, ["key": .text("reps")])
            }
            if entries["cap"] == nil, !reader.wasSuggested("cap", in: node) {
                reader.report(entries["format"]?.value ?? node, .validateFormatCapMissing)
            }
        case .deathBy:
            if let entry = entries["reps"] { reader.report(entry.key, .validateFormatDeathByReps) }
        case .tabata:
            if let entry = entries["reps"] { reader.report(entry.key, .validateFormatTimed) }
        case .emom:
            // One period is never what an EMOM means; its length must be said (README,
            // "Writing a program"): an error rather than a warning, as a file that runs
            // one minute where ten were meant would be run and logged before anyone looks.
            if entries["rounds"] == nil, block.ladder.isEmpty, !reader.wasSuggested("rounds", in: node) {
                reader.report(entries["format"]?.value ?? node, .validateEmomRounds)
            }
        case .intervals, .forTime, .breathing, .meditation:
            break
        }
    }

    /// `reps: {start: 3, step: 3}`: an amrap's climbing ladder.
    private mutating func readClimb(_ node: Node) throws(NodeReader.Exhausted) -> Climb? {
        guard let entries = try reader.mapping(node, allowed: ["start", "step"], name: "reps") else { return nil }
        let start = try reader.require("start", in: entries, of: node).map { value throws(NodeReader.Exhausted) in
            try reader.integer(value, key: "start", range: Self.repsRange)
        }
        let step = try reader.require("step", in: entries, of: node).map { value throws(NodeReader.Exhausted) in
            try reader.integer(value, key: "step", range: Self.climbStepRange)
        }
        guard let start = start ?? nil, let step = step ?? nil else { return nil }
        return Climb(start: start, step: step)
    }

    /// A climbing ladder belongs to an amrap, and must not climb past what a round may ask
    /// within the cap.
    mutating func checkClimb(_ block: Program.Block, entries: NodeReader.Entries) {
        guard let climb = block.climb, let node = entries["reps"]?.value else { return }
        guard block.format == .amrap else {
            reader.report(node, .validateClimbFormat)
            return
        }
        let climbing = block.exercises.filter { $0.quantity == nil && $0.together.isEmpty }.count
        guard let cap = block.cap, climbing > 0,
            let round = climb.roundPastLimit(cap: cap, movements: climbing)
        else { return }
        reader.report(node, .validateClimbLimit, ["max": .int(Climb.maximumReps), "round": .int(round)])
    }
}
