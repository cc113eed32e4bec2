/// A breathing block's phases in a program's timeline (SPEC section 19).
extension BreathingLine {
    /// The MET a breathing phase is billed at: sitting quietly (Compendium 07021, 1.3).
    public static let breathingMET = 1.3

    /// How many phases the block compiles to; `Int.max` when that overflows.
    public var phaseCount: Int {
        let (count, overflow) = pattern.cycles(for: length).multipliedReportingOverflow(by: pattern.phases.count)
        return overflow ? Int.max : count
    }

    /// One phase per breath phase, kinds `inhale`, `hold` and `exhale`, the breath as the round.
    ///
    /// A breath's phase runs to the tenth of a second (``Phase/length``); its whole ``Phase/seconds``
    /// are the block's running total rounded, less the phases before it, so the totals `show`
    /// and the session add up are the block's length to within half a second (coherent's
    /// 5.5 s phases count 6 s and 5 s in turn, 11 s a breath).
    func timelinePhases(block: Int, title: LocalizedText?, outer: [Phase.Repeat]) -> [Phase] {
        var phases: [Phase] = []
        var tenths = 0
        var seconds = 0
        for step in pattern.steps(for: length) {
            tenths += step.phase.tenths
            let upTo = (tenths + 5) / 10
            var phase = Phase(
                order: 0, kind: step.phase.kind.phaseKind, activity: nil, block: block, blockTitle: title,
                round: step.cycle, rounds: step.cycles, set: 1, sets: 1, seconds: upTo - seconds, reps: nil,
                isRestAfter: false, billedMET: Self.breathingMET)
            seconds = upTo
            phase.breath = step
            phase.outerRounds = outer
            phases.append(phase)
        }
        return phases
    }
}

extension BreathPhase.Kind {
    /// The timeline's kind of a phase of this kind.
    public var phaseKind: Phase.Kind {
        switch self {
        case .inhale: .inhale
        case .hold: .hold
        case .exhale: .exhale
        }
    }
}

extension BreathingLine {
    /// The block as the one-line form writes it, read back to the same block: `breathe box 6`,
    /// `breathe 4-0-6-0 for 5m`.
    public var text: String {
        let count: String
        switch length {
        case .cycles(let cycles): count = String(cycles)
        case .seconds(let seconds): count = "for " + TextForm.duration(seconds)
        }
        return "breathe " + patternText + " " + count
    }
}
