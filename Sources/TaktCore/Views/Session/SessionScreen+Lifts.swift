/// A lift's set in the session's views (SPEC section 17): the work view says the set big
/// ("SET 2/5 · 5 × 100 KG", with "5×100" in the large digits where a timed phase has its
/// clock: a set is open, no clock runs it), the rest view the next set with its plates per
/// side ("next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side"), and where a load not written
/// came from over the set ("last time 100 kg, all made, +2.5 kg").
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

    /// The set in the large digits: "5×102.5" ("5×102,5" in German), the reps alone when the
    /// athlete says the load.
    func liftBig(_ set: PlannedSet) -> String {
        guard let amount = set.amount else { return String(set.reps) }
        return String(set.reps) + "×" + LiftSetText(strings: strings).number(amount)
    }

    /// The rounds of a set in a repeated block ("Round 2/3 · Outer round 1/2"); `nil` when it is
    /// done once: the set and its count are already in the set's line.
    func liftRounds(_ phase: Phase) -> ScreenLine? {
        let outer = phase.outerRounds.reversed().map {
            strings(.runViewOuterRound, ["round": .int($0.round), "rounds": .int($0.rounds)])
        }
        let own =
            phase.rounds > 1
            ? [strings(.runViewRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)])] : []
        guard !(own + outer).isEmpty else { return nil }
        return ScreenLine((own + outer).joined(separator: " · "))
    }

    /// Over a set's digits: its rounds, and where a load not written came from ("last time
    /// 100 kg, all made, +2.5 kg", "75 % of 1RM 140 kg"), as `show` says it; `nil` when neither.
    func liftPosition(_ phase: Phase) -> ScreenLine? {
        let source = phase.lift.flatMap { LiftSetText(strings: strings).source(of: $0) }
        let parts = [liftRounds(phase)?.runs.map(\.text).joined(), source].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        return ScreenLine(DisplayWidth.truncate(parts.joined(separator: " · "), to: width))
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
