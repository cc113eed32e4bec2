/// A lift's set in the session's views (SPEC section 17): the work view says the set big
/// ("SET 2/5 · 5 × 100 KG"), the rest view the next set with its plates per side ("next: 5 ×
/// 102.5 kg · bar + 25 + 15 + 1.25 each side").
extension SessionScreen {
    /// "SET 2/5 · 5 × 100 KG · WARM-UP · Enter when done", in place of an open set's reps.
    func liftSet(_ phase: Phase, _ set: PlannedSet) -> ScreenLine {
        let text = LiftSetText(strings: strings)
        var parts = [
            strings(.liftRunSet, ["set": .int(phase.set), "sets": .int(phase.sets), "load": .text(text.load(of: set))])
                .uppercased()
        ]
        if set.warmup { parts.append(strings(.liftShowWarmup).uppercased()) }
        parts.append(strings(.runViewEnterWhenDone))
        return ScreenLine(parts.joined(separator: " · "), .bold)
    }

    /// "next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side", under the next exercise's name.
    func liftNext(_ set: PlannedSet) -> ScreenLine {
        let text = LiftSetText(strings: strings)
        var parts = [text.load(of: set)]
        if set.warmup { parts.append(strings(.liftShowWarmup)) }
        if let plates = text.plates(of: set) { parts.append(plates) }
        return ScreenLine(strings(.liftRunNext, ["set": .text(parts.joined(separator: " · "))]))
    }
}
