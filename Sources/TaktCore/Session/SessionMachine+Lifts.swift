/// A lift's set in the running session (SPEC section 17): Enter ends the set and starts the
/// rest at once, with the set's answer line under it (``AnswerLine/SetAsked``); the answer, or
/// that the set was as planned, is kept when that phase ends.
extension SessionMachine {
    /// The open set of a lift that Enter just ended: its answer line comes up over the phase
    /// after it. Returns whether it took the session on; the program's last set has nothing to
    /// run over and is kept as planned.
    mutating func askSet(at now: Duration, into effects: inout [Effect]) -> Bool {
        let phase = timeline.phases[index]
        guard let planned = phase.lift, index + 1 < timeline.phases.count else { return false }
        let following = timeline.phases[index + 1]
        let asked = AnswerLine.SetAsked(
            activity: phase.activity, set: phase.set, sets: phase.sets, round: phase.round, block: phase.block + 1,
            planned: planned)
        var line = AnswerLine(subject: .liftSet(asked), about: index, since: now, limit: LiftAnswer.mostReps)
        // Over a rest, Enter with nothing typed keeps the set; over another open set it ends that one.
        line.keepsOnEnter = !following.isOpen && !following.kind.isScored
        proceed(
            to: index + 1, due: now, now: now, byClock: false, finishing: .finished,
            line: OpenLine(line: line, marked: true), into: &effects)
        return true
    }

    /// The set's line closed at `now` with `answer` (`nil`: as planned): kept, and said.
    mutating func keepSet(
        _ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?, about: Int, at now: Duration,
        into effects: inout [Effect]
    ) {
        tally.lifted[about] = answer
        effects.append(.note(moment(.setKept(asked, answer), at: now)))
    }

    /// The sets Enter ended, in the order lifted (a set lifted again after `b` once, its last
    /// time), each as answered or as planned.
    var setsDone: [LiftSetDone] {
        var sets: [Int: LiftSetDone] = [:]
        var order: [Int] = []
        for visit in tally.performed where !visit.skipped && tally.done.contains(visit.phaseIndex) {
            guard let planned = visit.phase.lift else { continue }
            if sets[visit.phaseIndex] == nil { order.append(visit.phaseIndex) }
            sets[visit.phaseIndex] = LiftSetDone(
                planned, of: visit.phase, answer: tally.lifted[visit.phaseIndex],
                at: visit.began + visit.time + visit.paused)
        }
        return order.compactMap { sets[$0] }
    }
}
