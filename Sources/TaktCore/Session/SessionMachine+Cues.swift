// The cues a phase plans when it is entered: the bell, halfway, one minute left, 3-2-1, and
// which bell starts a block's last round.
extension SessionMachine {
    /// Whether phase `target` is the first work phase of its block's last round, in a block of
    /// two rounds or more: the work before it belongs to another round or block, or there is none.
    func startsLastRound(_ target: Int) -> Bool {
        let phase = timeline.phases[target]
        guard phase.kind == .work, phase.rounds > 1, phase.round == phase.rounds else { return false }
        guard let previous = timeline.phases[..<target].last(where: { $0.kind == .work }) else { return true }
        return previous.block != phase.block || previous.round != phase.round
    }

    /// Bell at the start (sent by `enter`), halfway in work of 20 s or more, 3-2-1 before work;
    /// in a scored window "one minute left" when it is longer, and 3-2-1 before its end.
    static func cues(for phase: Phase, next: Phase?) -> [PlannedCue] {
        guard let seconds = phase.seconds, seconds > 0 else { return [] }
        var planned: [PlannedCue] = []
        if phase.kind == .work, seconds >= 20 {
            planned.append(PlannedCue(remaining: .seconds(seconds) / 2, cue: .halfway))
        }
        if phase.kind.isScored, seconds > 60 {
            planned.append(PlannedCue(remaining: .seconds(60), cue: .oneMinuteLeft))
        }
        if next?.kind.isEffort == true || phase.kind.isScored {
            for count in [3, 2, 1] where count < seconds {
                planned.append(PlannedCue(remaining: .seconds(count), cue: .countdown(count)))
            }
        }
        return planned.sorted { $0.remaining > $1.remaining }
    }
}
