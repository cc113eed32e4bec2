import Yams

/// A task's quantity (`reps`, `distance`, `calories`, `time` or `max`: one of them) and load,
/// and whether its movement takes that quantity (the catalog's `quantities:`).
extension ProgramReader {
    /// The task's own quantity; a second one is reported. A value that cannot be read is
    /// reported and stands in as the smallest of its kind, so "this task has no reps" does not
    /// follow it.
    mutating func readQuantity(_ entries: NodeReader.Entries) throws(NodeReader.Exhausted) -> Quantity? {
        let given = Self.quantityKeys.filter { entries[$0] != nil }
        guard let first = given.first, let node = entries[first]?.value else { return nil }
        for other in given.dropFirst() {
            if let entry = entries[other] {
                reader.report(entry.key, .validateQuantityTwice, ["key": .text(first), "other": .text(other)])
            }
        }
        switch first {
        case "reps":
            return .reps(try reader.integer(node, key: "reps", range: Self.repsRange) ?? Self.repsRange.lowerBound)
        case "distance":
            return .distance(try parsed(node, key: "distance", QuantityText.distance) ?? Distance(1, .m))
        case "calories":
            return .calories(try parsed(node, key: "calories", QuantityText.calories) ?? .same(1))
        case "time":
            return .time(try reader.holdTime(node, key: "time", range: Self.workRange) ?? Self.workRange.lowerBound)
        default:
            return try reader.boolean(node, key: "max") == false ? nil : .max
        }
    }

    /// `load: 43kg`, `95/65lb`, `1.5pood`.
    mutating func readLoad(_ node: Node) throws(NodeReader.Exhausted) -> Load? {
        try parsed(node, key: "load", QuantityText.load)
    }

    /// A value read by `parse`; a problem is reported at the word it is about.
    mutating func parsed<Value>(
        _ node: Node, key: String, _ parse: (String) -> Result<Value, QuantityText.Problem>
    ) throws(NodeReader.Exhausted) -> Value? {
        guard let text = try reader.scalar(node, key: key) else { return nil }
        switch parse(text) {
        case .success(let value):
            return value
        case .failure(let problem):
            var position = SourcePosition(node.mark)
            // The caret goes to the word: the scalar's first column, past an opening quote.
            let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
            position.column += problem.offset + (quoted ? 1 : 0)
            reader.report(at: position, problem.message.key, problem.message.arguments)
            return nil
        }
    }

    /// A catalog movement takes only the quantities its `quantities:` list names: "'pull-ups'
    /// takes reps, a time or max, not a distance". A task's quantity is its own, else the reps
    /// of a level above (scored blocks), else its `work` or `reps` (intervals).
    mutating func checkMovementQuantity(
        _ entry: Program.ExerciseEntry, entries: NodeReader.Entries, place: ExercisePlace
    ) {
        guard let key = entry.key, let exercise = catalog[key] else { return }
        let kind: Quantity.Kind?
        let at: Node?
        if let quantity = entry.quantity {
            kind = quantity.kind
            at = entries[quantity.kind.rawValue]?.key
        } else if place.format.isScored {
            kind = .reps
            at = entries["exercise"]?.value
        } else if place.format == .tabata || entries["work"] != nil {
            kind = .time
            at = entries["work"]?.key ?? entries["exercise"]?.value
        } else {
            kind = entry.sets.contains { $0.reps != nil } || place.above.reps ? .reps : nil
            at = entries["exercise"]?.value
        }
        guard let kind, !exercise.quantities.contains(kind), let at else { return }
        reader.report(
            at, .validateQuantity,
            [
                "exercise": .quoted(key), "takes": .phrases(exercise.quantities.map(Self.phrase)),
                "found": .phrases([Self.phrase(kind)]),
            ])
    }

    /// "reps", "a distance", …: how a message names a kind of quantity.
    static func phrase(_ kind: Quantity.Kind) -> StringKey {
        switch kind {
        case .reps: .quantityKindReps
        case .distance: .quantityKindDistance
        case .calories: .quantityKindCalories
        case .time: .quantityKindTime
        case .max: .quantityKindMax
        }
    }
}

extension NodeReader {
    /// `true` or `false` (YAML's other spellings of them are not a program's).
    mutating func boolean(_ node: Node, key: String) throws(Exhausted) -> Bool? {
        guard let text = try scalar(node, key: key) else { return nil }
        switch text.trimmingWhitespace() {
        case "true": return true
        case "false": return false
        default:
            report(node, .validateBoolean, ["key": .text(key), "value": .quoted(text)])
            return nil
        }
    }
}
