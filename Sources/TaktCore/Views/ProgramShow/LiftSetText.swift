/// A lift's set as `show` writes it (SPEC section 17): "5 × 102,5 kg · 75 % of 1RM 140 kg,
/// rounded from 101,3 kg · bar + 25 + 15 + 1,25 each side".
public struct LiftSetText: Sendable {
    public let strings: Strings

    public init(strings: Strings) {
        self.strings = strings
    }

    /// Everything said of one set: reps × load, warm-up, RPE, where the load came from and its
    /// rounding, and the plates on each side.
    public func details(_ set: PlannedSet) -> String {
        var parts = [load(of: set)]
        if set.warmup { parts.append(strings(.liftShowWarmup)) }
        if let rpe = set.rpe { parts.append(strings(.liftShowRpe, ["rpe": .text(number(rpe))])) }
        var origin: [String] = []
        if let source = source(of: set) { origin.append(source) }
        if set.isRounded, let exact = set.exact {
            origin.append(strings(.liftShowRounded, ["exact": .text(weight(exact, set.unit))]))
        }
        if !origin.isEmpty { parts.append(origin.joined(separator: ", ")) }
        if let plates = plates(of: set) { parts.append(plates) }
        return parts.joined(separator: " · ")
    }

    /// Where a load came from, when not written: "75 % of 1RM 140 kg", "last time 100 kg,
    /// all made, +2.5 kg"; `nil` for a written or open load.
    public func source(of set: PlannedSet) -> String? {
        switch set.source {
        case .written, .open:
            return nil
        case .percent(let percent, let max):
            let weight = self.weight(max.weight.amount, max.weight.unit)
            return strings(
                max.basis == .estimated ? .liftShowPercentEstimated : .liftShowPercent,
                ["percent": .text(number(percent)), "max": .text(weight)])
        case .lastTime(let last, let allMade):
            return strings(
                allMade ? .liftShowLastTime : .liftShowLastMissed, ["load": .text(weight(last.amount, last.unit))])
        case .progression(let last, let progress):
            return strings(
                .liftShowProgression,
                [
                    "load": .text(weight(last.amount, last.unit)),
                    "progress": .text(weight(progress.amount, progress.unit)),
                ])
        }
    }

    /// "5 × 100 kg", or "5 × load as lifted" when the program gives no load.
    public func load(of set: PlannedSet) -> String {
        guard let amount = set.amount else { return strings(.liftShowOpen, ["reps": .int(set.reps)]) }
        return strings(.liftShowSet, ["reps": .int(set.reps), "load": .text(weight(amount, set.unit))])
    }

    /// "bar + 25 + 15 each side", "empty bar"; `nil` for a load not on a bar (pood).
    public func plates(of set: PlannedSet) -> String? {
        guard set.amount != nil, set.unit == .kg || set.unit == .lb else { return nil }
        guard !set.perSide.isEmpty else { return strings(.liftShowBar) }
        return strings(.liftShowPlates, ["plates": .text(set.perSide.map(number).joined(separator: " + "))])
    }

    /// "102,5 kg", "225 lb".
    public func weight(_ amount: Double, _ unit: Load.Unit) -> String {
        number(amount) + " " + strings(StringKey(.unit, unit.rawValue))
    }

    /// At most two decimals, none when whole, in the language's way: "100", "102,5", "1,25".
    public func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let digits =
            hundredths.truncatingRemainder(dividingBy: 100) == 0
            ? 0 : hundredths.truncatingRemainder(dividingBy: 10) == 0 ? 1 : 2
        return strings.number(hundredths / 100, fractionDigits: digits)
    }

    /// A max-load block: "up to a 1RM: sets until you stop".
    public func maxLoad(reps: Int) -> String {
        strings(.liftShowMaxLoad, ["reps": .int(reps)])
    }

    /// The refusal of a percentage without a 1RM, naming the command that gives one: "no 1RM
    /// for Back squats yet: takt set max back-squats 140kg" (315lb for an athlete in pounds).
    public func problem(_ problem: LiftPlan.Problem, catalog: ExerciseCatalog, unit: Load.Unit = .kg) -> String {
        switch problem {
        case .noOneRepMax(let key):
            let name = catalog[key]?.name.resolved(for: strings.language) ?? key
            let example = unit == .lb ? "315lb" : "140kg"
            return strings(
                .liftErrorNoOneRepMax, ["movement": .text(name), "key": .text(key), "example": .text(example)])
        }
    }
}
