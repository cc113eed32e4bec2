extension TextForm {
    /// A top-level lift block as the line writes it (`back-squats warmup 3, 5x5 @100kg rest 2m
    /// progress +2.5kg`, `1RM deadlifts`); `nil` when the block is no single lift or the lift
    /// has what a line cannot say (sets with and without loads, mixed units or RPEs, a set
    /// marked warm-up by itself): it is then written as its steps.
    static func liftText(_ block: Program.Block) -> String? {
        guard block.rounds == 1, block.blocks.isEmpty, block.exercises.count == 1, let key = block.exercises[0].key,
            let lift = block.exercises[0].lift
        else { return nil }
        let rest = lift.rest.map { " rest " + duration($0) } ?? ""
        if let reps = lift.maxLoad { return "\(reps)RM \(key)" + rest }
        guard !lift.sets.isEmpty, !lift.sets.contains(where: \.warmup) else { return nil }
        let reps = lift.sets.map(\.reps)
        var text = key + (lift.warmups > 0 ? " warmup \(lift.warmups)," : "") + " "
        text +=
            Set(reps).count == 1 && reps.count > 1
            ? "\(reps.count)x\(reps[0])" : reps.map(String.init).joined(separator: "-")
        guard let loads = liftLoads(lift.sets.map(\.load)) else { return nil }
        text += loads
        let rpes = Set(lift.sets.map(\.rpe))
        guard rpes.count == 1 else { return nil }
        if let rpe = lift.sets[0].rpe { text += " @RPE" + liftNumber(rpe) }
        text += rest
        if let progress = lift.progress { text += " progress +" + liftNumber(progress.amount) + progress.unit.rawValue }
        return text
    }

    /// ` @100kg`, ` @100-110kg`, ` @75%-85%`, or nothing; `nil` when the loads cannot be written.
    private static func liftLoads(_ loads: [LiftLoad?]) -> String? {
        let written = loads.compactMap { $0 }
        if written.isEmpty { return "" }
        guard written.count == loads.count else { return nil }
        let each = Set(written).count == 1 ? [written[0]] : written
        var percents: [String] = []
        var weights: [String] = []
        var units: Set<Load.Unit> = []
        for load in each {
            switch load {
            case .percent(let value): percents.append(liftNumber(value) + "%")
            case .weight(let weight):
                weights.append(liftNumber(weight.amount))
                units.insert(weight.unit)
            }
        }
        if percents.count == each.count { return " @" + percents.joined(separator: "-") }
        guard weights.count == each.count, units.count == 1, let unit = units.first else { return nil }
        return " @" + weights.joined(separator: "-") + unit.rawValue
    }

    /// `100`, `102.5`, `1.25`: as a line is read, never localized.
    private static func liftNumber(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
