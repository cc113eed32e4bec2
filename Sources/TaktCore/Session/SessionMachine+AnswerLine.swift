/// The answer line (``AnswerLine``): a question asked over the phase that follows the window it
/// asks about, whose clock runs on (docs/formats.md, "A question never stops a running clock").
///
/// - It comes up when a period of max reps ends and another phase follows; the last phase of
///   the program has nothing to run on, and asks with the prompt that holds the session.
/// - It closes when the phase it runs over ends (its deadline, `n`, `b`, a cap's prompt, the
///   session's end): its answer is kept, or "not entered" (`nil`, never 0). Its `answer` event
///   is written then.
/// - While it is up, digits, Backspace, Enter after digits and a whole answer are its; every
///   other key is the phase's, as if no question were asked.
/// - A periodic block whose last period asked is scored when that question closes, so the
///   score holds the answer.
extension SessionMachine {
    /// The answer line that is up, with what its answer completes.
    struct OpenLine: Sendable, Hashable {
        var line: AnswerLine
        /// Whether the period was marked done by Enter.
        let marked: Bool
        /// The run of the periodic block whose last period it asks about: the block is scored
        /// once the answer is in.
        var scoresBlock: PeriodicRun?
    }

    /// The line asking for the max reps of the period `visit`, which ended at `end`.
    func maxLine(for visit: Visit, at end: Duration) -> OpenLine {
        let phase = timeline.phases[visit.index]
        let subject = AnswerLine.Subject.maxPeriod(
            task: phase.tasks.first(where: \.asksMax), round: phase.round, block: phase.block + 1)
        return OpenLine(
            line: AnswerLine(
                subject: subject, about: visit.index, since: end, limit: RepsQuestion.maximum,
                typed: visit.typedAhead),
            marked: !visit.marks.isEmpty)
    }

    /// A key while the line is up: returns whether the line took it.
    mutating func lineTakes(_ key: SessionKey, at now: Duration, into effects: inout [Effect]) -> Bool {
        guard var open = openLine, visit != nil else { return false }
        switch open.line.take(key) {
        case .notMine:
            return false
        case .changed:
            openLine = open
        case .answered(let reps):
            openLine = open
            tally.answers[open.line.about] = reps
            // The Enter that gave the answer is a tap: a second one at once is the same tap,
            // not the phase's.
            recent.enter = now
        }
        effects.append(.redraw)
        return true
    }

    /// The phase the line ran over ended at `now`: the answer (or that none came) is final.
    mutating func closeLine(at now: Duration, into effects: inout [Effect]) {
        guard let open = openLine else { return }
        openLine = nil
        let answer = open.line.final
        tally.answers[open.line.about] = answer
        let phase = timeline.phases[open.line.about]
        let block = phase.block + 1
        effects.append(.note(moment(.answered(block: block, round: phase.round, reps: answer), at: now)))
        if answer == 0, !open.marked {
            effects.append(.note(moment(.missed(block: block, round: phase.round), at: now)))
        }
        if let run = open.scoresBlock {
            commit(periodScore(phase, run: run, stopped: false), first: run.first, at: now, into: &effects)
        }
    }

    /// A digit typed in a period of max reps, before its question is up: kept for it.
    mutating func typeAhead(_ key: SessionKey) {
        guard var visit, timeline.phases[visit.index].kind.isPeriodic,
            timeline.phases[visit.index].tasks.contains(where: \.asksMax)
        else { return }
        switch key {
        case .digit(let digit) where visit.typedAhead.count < AnswerLine.mostDigits:
            visit.typedAhead += String(digit)
        case .erase where !visit.typedAhead.isEmpty:
            visit.typedAhead.removeLast()
        default:
            return
        }
        update(visit)
    }

    /// The answer a period of max reps has, by its place `offset` in `run`: typed at the prompt
    /// that held the session, or over the phase after it; `nil` while none is known.
    func maxAnswer(_ run: PeriodicRun, offset: Int) -> Int? {
        if let typed = run.answered[offset] { return typed }
        return tally.answers[run.first + offset] ?? nil
    }
}
