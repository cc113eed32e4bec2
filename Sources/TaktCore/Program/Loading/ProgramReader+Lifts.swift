import Yams

/// Lifts in a program file (SPEC section 17), read by the same rules as the text form's
/// (``LiftText``): `{exercise: back-squats, sets: 5x5, load: 100kg, rest: 2m}`, a `sets:` list
/// with `reps` and `load` (or `load: 75%`) per `order`, `rpe: 8`, `warmup: 3` (or `warmup:
/// true` on a set) and `progress: +2.5kg`.
extension ProgramReader {
    /// Keys only a lift takes, on the exercise and on one of its sets.
    static let liftKeys = ["warmup", "progress", "rpe"]
    static let liftSetKeys = ["load", "rpe", "warmup"]

    /// True when an exercise's entries write a lift rather than a station: sets written as
    /// `5x5`, a set with a load, RPE or warm-up, a lift's own key, or a load in percent.
    static func writesLift(_ entries: NodeReader.Entries) -> Bool {
        if liftKeys.contains(where: { entries[$0] != nil }) { return true }
        if let load = entries["load"]?.value.scalar?.string, load.trimmingWhitespace().hasSuffix("%") { return true }
        guard let sets = entries["sets"]?.value else { return false }
        if sets.scalar != nil { return true }
        return (sets.sequence.map(Array.init) ?? []).contains { item in
            (item.mapping ?? [:]).contains { liftSetKeys.contains($0.key.scalar?.string ?? "") }
        }
    }

    /// The lift an exercise writes, made into its entry (one open set per set lifted); `nil`
    /// when a problem was reported.
    mutating func readLift(
        _ entries: NodeReader.Entries, key: String?, node: Node, format: Program.Format
    ) throws(NodeReader.Exhausted) -> Program.ExerciseEntry? {
        var lift = Lift(sets: [])
        var rpe: Double?
        var clean = try readLiftOptions(entries, into: &lift, rpe: &rpe)
        for found in ["work", "distance", "calories", "time", "max"] {
            if let item = entries[found] {
                reader.report(item.key, .validateFormatCounted, ["format": .text("lift"), "key": .text(found)])
            }
        }
        var loads: [LiftLoad] = []
        if let value = entries["load"]?.value {
            if let read = try parsed(value, key: "load", LiftText.loads) { loads = read } else { clean = false }
        }
        if let value = entries["sets"]?.value, value.scalar != nil {
            guard let reps = try parsed(value, key: "sets", LiftText.scheme) else { return nil }
            if entries["reps"] != nil, let item = entries["reps"] {
                reader.report(item.key, .validateFormatCounted, ["format": .text("lift"), "key": .text("reps")])
            }
            guard let sets = try parsed(value, key: "sets", { _ in LiftText.sets(reps: reps, loads: loads, at: 0) })
            else { return nil }
            lift.sets = sets
        } else if let value = entries["sets"]?.value {
            if loads.count > 1, let item = entries["load"] {
                reader.report(item.value, .liftErrorLoadCount, ["sets": .int(1), "loads": .int(loads.count)])
                return nil
            }
            guard let items = try reader.list(value, key: "sets", nonEmpty: true),
                let sets = try readLiftSets(items, loads: loads, rpe: rpe)
            else { return nil }
            lift.sets = sets
        } else {
            guard let reps = entries["reps"]?.value else {
                reader.report(node, .liftErrorExpectedSets)
                return nil
            }
            guard let count = try reader.integer(reps, key: "reps", range: LiftRules.repsRange),
                let sets = Lift.sets(reps: [count], loads: loads)
            else { return nil }
            lift.sets = sets
        }
        for index in lift.sets.indices where lift.sets[index].rpe == nil { lift.sets[index].rpe = rpe }
        guard clean, let key else { return nil }
        guard format == .intervals else {
            reader.report(node, .liftErrorFormat, ["format": .text(format.rawValue)])
            return nil
        }
        return lift.entry(key: key)
    }

    /// A lift's `rest`, `warmup`, `progress` and `rpe`; false when one was reported.
    private mutating func readLiftOptions(
        _ entries: NodeReader.Entries, into lift: inout Lift, rpe: inout Double?
    ) throws(NodeReader.Exhausted) -> Bool {
        var clean = true
        if let value = entries["rest"]?.value {
            lift.rest = try reader.duration(value, key: "rest", range: Self.restRange)
        }
        if let value = entries["warmup"]?.value {
            if let count = try parsed(value, key: "warmup", LiftText.warmups) {
                lift.warmups = count
            } else {
                clean = false
            }
        }
        if let value = entries["progress"]?.value {
            if let weight = try parsed(value, key: "progress", LiftText.progress) {
                lift.progress = weight
            } else {
                clean = false
            }
        }
        if let value = entries["rpe"]?.value {
            rpe = try parsed(value, key: "rpe", LiftText.rpe)
            if rpe == nil { clean = false }
        }
        return clean
    }

    /// A `sets:` list of a lift: each set's `order`, `reps` and perhaps `load`, `rpe` and
    /// `warmup: true`, lifted in ascending `order`; a set without a load takes the exercise's.
    private mutating func readLiftSets(
        _ items: [Node], loads: [LiftLoad], rpe: Double?
    ) throws(NodeReader.Exhausted) -> [LiftSet]? {
        var ordered: [(order: Int, set: LiftSet)] = []
        var clean = true
        for item in items {
            guard
                let entries = try reader.mapping(
                    item, allowed: Self.setKeys + Self.liftSetKeys, name: "sets", entry: true),
                let orderNode = reader.require("order", in: entries, of: item),
                let order = try reader.integer(orderNode, key: "order", range: Self.orderRange)
            else {
                clean = false
                continue
            }
            if ordered.contains(where: { $0.order == order }) {
                reader.report(orderNode, .validateOrderDuplicate, ["order": .int(order)])
                clean = false
                continue
            }
            guard let repsNode = reader.require("reps", in: entries, of: item),
                let reps = try reader.integer(repsNode, key: "reps", range: LiftRules.repsRange)
            else {
                clean = false
                continue
            }
            var set = LiftSet(reps: reps, load: loads.count == 1 ? loads[0] : nil, rpe: rpe)
            if let value = entries["load"]?.value {
                guard let read = try parsed(value, key: "load", LiftText.loads) else {
                    clean = false
                    continue
                }
                guard read.count == 1 else {
                    reader.report(value, .liftErrorLoadCount, ["sets": .int(1), "loads": .int(read.count)])
                    clean = false
                    continue
                }
                set.load = read[0]
            }
            if let value = entries["rpe"]?.value {
                set.rpe = try parsed(value, key: "rpe", LiftText.rpe)
            }
            if let value = entries["warmup"]?.value, let text = try reader.scalar(value, key: "warmup") {
                switch text.lowercased() {
                case "true": set.warmup = true
                case "false": set.warmup = false
                default:
                    reader.report(value, .liftErrorWarmupFlag, ["found": .quoted(text)])
                    clean = false
                }
            }
            ordered.append((order, set))
        }
        guard clean else { return nil }
        return ordered.sorted { $0.order < $1.order }.map(\.set)
    }
}
