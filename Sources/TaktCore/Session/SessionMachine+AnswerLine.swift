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
        guard var visit, var open = visit.line else { return false }
        switch open.line.take(key) {
        case .notMine:
            return false
        case .changed:
            visit.line = open
            update(visit)
        case .answered(let reps):
            // A set's answer may set another record than the set as planned, or none.
            let record = markRecord(on: &open.line, answer: open.line.givenSet)
            visit.line = open
            update(visit)
            tally.answers[open.line.about] = reps
            // The Enter that gave the answer is a tap: a second one at once is the same tap,
            // not the phase's.
            recent.enter = now
            say(record, at: now, into: &effects)
        }
        effects.append(.redraw)
        return true
    }

    /// The phase the line ran over ended at `now`: the answer (or that none came) is final.
    mutating func closeLine(at now: Duration, into effects: inout [Effect]) {
        guard var visit, let open = visit.line else { return }
        visit.line = nil
        update(visit)
        if case .liftSet(let asked) = open.line.subject {
            keepSet(
                asked, open.line.finalSet, about: open.line.about, said: open.line.newRecord, at: now, into: &effects)
            return
        }
        let answer = open.line.final
        tally.answers[open.line.about] = answer
        let phase = timeline.phases[open.line.about]
        effects.append(.note(moment(.answered(open.line.subject, reps: answer), at: now)))
        if answer == 0, !open.marked, phase.kind.isPeriodic {
            effects.append(.note(moment(.missed(block: phase.block + 1, round: phase.round), at: now)))
        }
        if let run = open.scoresBlock {
            commit(periodScore(phase, run: run, stopped: false), first: run.first, at: now, into: &effects)
        }
        if case .maxStation = open.line.subject { stationAnswered(open.line.about, at: now, into: &effects) }
    }

    /// The line asking for the reps of the station of max reps `visit`, which ended at `end`.
    func stationLine(for visit: Visit, at end: Duration) -> OpenLine {
        let phase = timeline.phases[visit.index]
        return OpenLine(
            line: AnswerLine(
                subject: .maxStation(activity: phase.activity, round: phase.round, block: phase.block + 1),
                about: visit.index, since: end, limit: RepsQuestion.maximum, typed: visit.typedAhead),
            marked: false)
    }

    /// A timed station of max reps (an intervals or tabata block's) ran out or was skipped at
    /// `end`: its reps are asked over the phase after it, or, the program's last, with the
    /// prompt. Returns whether it took the session on.
    mutating func askStation(_ visit: Visit, at end: Duration, now: Duration, into effects: inout [Effect]) -> Bool {
        guard scoring.hasKeyboard, timeline.phases[visit.index].kind == .work, timeline.phases[visit.index].asksMax
        else { return false }
        guard visit.index + 1 < timeline.phases.count else {
            var question = RepsQuestion(
                visit: visit, since: end, about: .maxStation, pending: .station, then: visit.index + 1,
                limit: RepsQuestion.maximum)
            question.typed = visit.typedAhead
            question.station = timeline.phases[visit.index].activity
            putUp(question, into: &effects)
            return true
        }
        proceed(
            to: visit.index + 1, due: end, now: now, byClock: true, finishing: .finished,
            line: stationLine(for: visit, at: end), into: &effects)
        return true
    }

    /// A digit typed in a period or station of max reps, before its question is up: kept for it.
    mutating func typeAhead(_ key: SessionKey) {
        guard var visit else { return }
        let phase = timeline.phases[visit.index]
        guard (phase.kind.isPeriodic && phase.tasks.contains(where: \.asksMax)) || phase.asksMax else { return }
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
