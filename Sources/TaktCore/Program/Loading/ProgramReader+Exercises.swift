import Yams

/// The exercises of a block: a movement with its quantity and load, a `together` task, and
/// the sets of an intervals exercise.
extension ProgramReader {
    mutating func readExercise(
        _ original: Node, place: ExercisePlace
    ) throws(NodeReader.Exhausted) -> Program.ExerciseEntry? {
        let node = try applyingScaled(original, overrides: Self.entryScaledKeys, movement: true)
        if !place.isPart {
            marks.exercises[place.path, default: []].append(node)
            marks.sets[place.path, default: []].append([])
        }
        guard
            var entries = try reader.mapping(
                node, allowed: place.isPart ? Self.partKeys : Self.exerciseKeys,
                name: place.isPart ? "together" : "exercises", entry: true)
        else {
            return nil
        }
        let listed = reportLists(&entries)
        if let together = entries["together"] {
            return try readTogether(together, entries: entries, place: place)
        }
        var entry = Program.ExerciseEntry()
        entry.name =
            try entries["name"].map { item throws(NodeReader.Exhausted) in
                try reader.localized(item.value, key: "name")
            } ?? nil
        if let name = entry.name, let item = entries["name"] {
            checkShareable(name, at: item.value)
        }
        if let value = entries["met"]?.value {
            entry.met = try reader.positiveNumber(value, key: "met", maximum: Self.maximumMET)
        }
        entry.key = try readExerciseKey(entries, node: node)
        if Self.writesLift(entries) { return try readLift(entries, key: entry.key, node: node, format: place.format) }
        if entry.key == nil, entries["name"] != nil, entries["met"] == nil {
            reader.report(node, .validateMissingMET)
        }
        entry.timing = try readTiming(entries)
        entry.quantity = try readQuantity(entries)
        if let value = entries["load"]?.value { entry.load = try readLoad(value) }
        if let value = entries["height"]?.value { entry.height = try parsed(value, key: "height", QuantityText.height) }
        if let value = entries["sets"]?.value, let items = try reader.list(value, key: "sets", nonEmpty: true) {
            entry.sets = try readSets(items, path: place.path)
        }
        if entries["work"] != nil, entries["reps"] != nil, let reps = entries["reps"] {
            reader.report(reps.key, .validateWorkAndReps)
        }
        checkMovementQuantity(entry, entries: entries, place: place)
        if place.format.isScored || place.format == .tabata {
            if !listed { checkFormatExercise(entry, entries: entries, node: node, place: place) }
            return entry
        }
        // Sets that were given but could not be read have their own reports.
        if listed || (entry.sets.isEmpty && entries["sets"] != nil) { return entry }
        if checkStation(entry, entries: entries, place: place) {
            checkWorkOrReps(entry, node: node, place: place)
        }
        return entry
    }

    /// A name `share` cannot write between quotes and read back (a mark that joins onto the
    /// quote beside it) is refused here, as the line reader refuses it (found by fuzzing,
    /// program-text).
    private mutating func checkShareable(_ name: LocalizedText, at node: Node) {
        for text in name.values.values.sorted() where !TextForm.canQuote(text) {
            let scalar = TextForm.firstJoinedCharacter("\"" + text + "\"")?.scalar
            reader.report(
                node, .validateNameJoined, ["character": .text(scalar.map(TextForm.codePoint) ?? "")])
            return
        }
    }

    /// A list is reported once and left out; "no reps" or "no work" after it would only repeat
    /// that. True when there was one.
    private mutating func reportLists(_ entries: inout NodeReader.Entries) -> Bool {
        var listed = false
        for key in ["work", "rest", "reps"] where entries[key]?.value.sequence != nil {
            if let entry = entries[key] { reader.report(entry.value, .validateLadderExercise, ["key": .text(key)]) }
            entries[key] = nil
            listed = true
        }
        return listed
    }

    /// `together: [...]`: movements done as one task of an emom or death-by period.
    private mutating func readTogether(
        _ together: (key: Node, value: Node), entries: NodeReader.Entries, place: ExercisePlace
    ) throws(NodeReader.Exhausted) -> Program.ExerciseEntry? {
        guard !place.isPart else {
            reader.report(together.key, .validateTogetherNested)
            return nil
        }
        if !place.format.isPeriodic {
            reader.report(together.key, .validateTogetherFormat, ["format": .text(place.format.rawValue)])
        }
        let own = ["exercise", "name", "met", "work", "rest", "load", "height", "sets"] + Self.quantityKeys
        for key in own {
            if let entry = entries[key] { reader.report(entry.key, .validateTogetherOwn, ["key": .text(key)]) }
        }
        guard let items = try reader.list(together.value, key: "together", nonEmpty: true) else { return nil }
        if items.count == 1 { reader.report(together.value, .validateTogetherOne) }
        var part = place
        part.isPart = true
        var parts: [Program.ExerciseEntry] = []
        for item in items {
            if let entry = try readExercise(item, place: part) { parts.append(entry) }
        }
        return Program.ExerciseEntry(together: parts)
    }

    /// The catalog key of an exercise; an unknown one is reported unless the exercise names itself.
    mutating func readExerciseKey(
        _ entries: NodeReader.Entries, node: Node
    ) throws(NodeReader.Exhausted) -> String? {
        guard let value = entries["exercise"]?.value else {
            if entries["name"] == nil { reader.report(node, .validateMissingExercise) }
            return nil
        }
        guard let key = try reader.scalar(value, key: "exercise") else { return nil }
        if catalog[key] != nil { return key }
        // A lift finds its movement however a lifter writes it (`back squat`, `back-squat`).
        if Self.writesLift(entries), let found = MovementLookup.key(for: key, in: catalog) { return found }
        if entries["name"] == nil {
            if let suggestion = Suggestion.closest(to: key, among: catalog.keys) {
                reader.report(
                    value, .validateUnknownExerciseSuggest, ["key": .quoted(key), "suggestion": .text(suggestion)])
            } else {
                reader.report(value, .validateUnknownExercise, ["key": .quoted(key)])
            }
        }
        return nil
    }

    /// A task of a scored block is counted or measured: its quantity from itself or its
    /// block (death-by counts reps itself), no time of its own; `max` only in a periodic
    /// block. A tabata exercise is timed.
    private mutating func checkFormatExercise(
        _ entry: Program.ExerciseEntry, entries: NodeReader.Entries, node: Node, place: ExercisePlace
    ) {
        let name = StringArgument.text(place.format.rawValue)
        switch place.format {
        case .tabata:
            if let reps = entries["reps"] { reader.report(reps.key, .validateFormatTimed) }
            checkTimedQuantity(entries)
            return
        case .deathBy:
            for key in Self.quantityKeys where key != "max" {
                guard let found = entries[key] else { continue }
                reader.report(
                    found.key, key == "reps" ? .validateFormatDeathByReps : .validateFormatDeathByQuantity,
                    ["key": .text(key)])
            }
        case .emom, .amrap, .forTime:
            let misspelt = Self.quantityKeys.contains { reader.wasSuggested($0, in: node) }
            if entry.quantity == nil, !place.above.reps, !misspelt {
                reader.report(node, .validateFormatRepsMissing, ["format": name])
            }
            if let found = entries["max"], entry.quantity == .max, !place.format.isPeriodic {
                reader.report(found.key, .validateMaxFormat, ["format": name])
            }
            if case .time(let seconds) = entry.quantity, place.format == .emom, seconds > place.period,
                let found = entries["time"]
            {
                reader.report(
                    found.value, .validateTimePeriod,
                    [
                        "time": .text(ClockText.format(seconds: seconds)),
                        "period": .text(ClockText.format(seconds: place.period)),
                    ])
            }
        case .intervals, .breathing, .meditation:
            return
        }
        for key in ["work", "rest", "sets"] {
            if let found = entries[key] {
                reader.report(found.key, .validateFormatCounted, ["format": name, "key": .text(key)])
            }
        }
    }

    /// An intervals exercise is timed by `work` or counted in `reps`; `max` asks for the reps
    /// of a timed station. False when that was reported, so "no work" does not repeat it.
    private mutating func checkStation(
        _ entry: Program.ExerciseEntry, entries: NodeReader.Entries, place: ExercisePlace
    ) -> Bool {
        guard checkTimedQuantity(entries) else { return false }
        if entry.quantity == .max, entry.timing.work == nil, !place.above.work, !hasDefaultWork,
            let found = entries["max"]
        {
            reader.report(found.key, .validateMaxStation)
            return false
        }
        return true
    }

    /// Distance, calories and time belong to a scored block's tasks; false when one was given.
    @discardableResult
    private mutating func checkTimedQuantity(_ entries: NodeReader.Entries) -> Bool {
        var clean = true
        for key in ["distance", "calories", "time"] {
            guard let found = entries[key] else { continue }
            reader.report(found.key, .validateQuantityIntervals, ["key": .text(key)])
            clean = false
        }
        return clean
    }

    /// The sets of one exercise; a repeated `order` is reported and its set left out. Their
    /// nodes are marked in `order` order, the order they run in.
    mutating func readSets(_ items: [Node], path: [Int]) throws(NodeReader.Exhausted) -> [Program.SetSpec] {
        var seen: Set<Int> = []
        var sets: [Program.SetSpec] = []
        var ordered: [(order: Int, node: Node)] = []
        for item in items {
            guard let set = try readSet(item) else { continue }
            if let orderNode = setOrderNode(item), !seen.insert(set.order).inserted {
                reader.report(orderNode, .validateOrderDuplicate, ["order": .int(set.order)])
                continue
            }
            sets.append(set)
            ordered.append((set.order, item))
        }
        let sorted = ordered.sorted { $0.order < $1.order }.map(\.node)
        if var sets = marks.sets[path], !sets.isEmpty {
            sets[sets.count - 1] = sorted
            marks.sets[path] = sets
        }
        return sets
    }

    private func setOrderNode(_ node: Node) -> Node? {
        node.mapping?.first { $0.key.scalar?.string == "order" }?.value
    }

    private mutating func readSet(_ node: Node) throws(NodeReader.Exhausted) -> Program.SetSpec? {
        guard let entries = try reader.mapping(node, allowed: Self.setKeys, name: "sets", entry: true) else {
            return nil
        }
        let timing = try readTiming(entries)
        if entries["work"] != nil, let repsEntry = entries["reps"] {
            reader.report(repsEntry.key, .validateWorkAndReps)
        }
        var reps: Int?
        if let value = entries["reps"]?.value {
            reps = try reader.integer(value, key: "reps", range: Self.repsRange) ?? Self.repsRange.lowerBound
        }
        guard let orderNode = reader.require("order", in: entries, of: node),
            let order = try reader.integer(orderNode, key: "order", range: Self.orderRange)
        else { return nil }
        return Program.SetSpec(order: order, timing: timing, reps: reps)
    }

    /// Rule 2: every set needs `work` or `reps` from itself or a level above; report each that has neither.
    ///
    /// A key already reported as a misspelling of `work`, `reps` or `sets` at any of those
    /// levels stands in for the missing one: "no work" would only repeat that report.
    mutating func checkWorkOrReps(_ entry: Program.ExerciseEntry, node: Node, place: ExercisePlace) {
        let misspelt = ["work", "reps", "sets"].contains { key in
            reader.wasSuggested(key, in: node) || reader.wasSuggested(key, in: place.blockNode)
        }
        let inherited = entry.timing.work != nil || entry.quantity != nil || place.above.gives || misspelt
        if entry.sets.isEmpty {
            if !inherited && !hasDefaultWork { reader.report(node, .validateMissingWork) }
            return
        }
        let setNodes = marks.sets[place.path]?.last ?? []
        for (set, setNode) in zip(entry.sets.sorted { $0.order < $1.order }, setNodes)
        where set.timing.work == nil && set.reps == nil && !inherited && !hasDefaultWork
            && !reader.wasSuggested("work", in: setNode) && !reader.wasSuggested("reps", in: setNode)
        {
            reader.report(setNode, .validateMissingWork)
        }
    }
}
