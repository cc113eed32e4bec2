extension ProgramShowView {
    /// A lift's set as `show` lists it, with the rest after it: "5 × 100 kg · bar + 25 + 15
    /// each side · 2:00 rest"; `nil` for a phase of no lift.
    static func liftDetails(
        _ phase: Phase, rest: Int?, lifts: [LiftPlan.Place: LiftPlan.Planned], strings: Strings
    ) -> String? {
        guard let key = phase.activity?.key, let planned = lifts[LiftPlan.Place(block: phase.block, key: key)] else {
            return nil
        }
        let text = LiftSetText(strings: strings)
        var parts: [String]
        if let reps = planned.lift.maxLoad {
            parts = [text.maxLoad(reps: reps)]
        } else {
            guard planned.sets.indices.contains(phase.set - 1) else { return nil }
            parts = [text.details(planned.sets[phase.set - 1])]
        }
        if let rest, rest > 0 {
            parts.append(strings(.showPartRest, ["time": .text(ClockText.format(seconds: rest))]))
        }
        return parts.joined(separator: " · ")
    }
}
