/// The reps prompt: at an amrap's or for-time's cap (or `n`), and after a death-by period that
/// failed, the athlete types the reps of the task in progress (docs/formats.md).
///
/// - It asks only for what is possible: at most the task in progress's reps (one less than the
///   failed death-by period asked for); anything else is asked again, saying the limit. Where
///   nothing can be asked (a limit of 0, or no keyboard) there is no prompt.
/// - An Enter within the double-tap window of the prompt's appearing was meant for the task
///   the cap cut short, not as an answer of 0.
/// - While it is up the clock stands still, and the time is neither paused nor active: the
///   next phase is due when the answer comes.
/// - q and Ctrl-C end the session keeping a valid answer typed so far; l switches the language;
///   any other key is no number, and the prompt asks again.
extension SessionMachine {
    /// Puts up the prompt for the window of `visit`, which ended at `end` with `pending`, or,
    /// where nothing can be asked, keeps `pending` as it is and goes on to `then`.
    mutating func ask(
        _ pending: BlockScore, about: RepsQuestion.About, limit: Int, then: Int, visit: Visit, at end: Duration,
        now: Duration, into effects: inout [Effect]
    ) {
        guard scoring.hasKeyboard, limit > 0 else {
            commit(pending, first: firstWindow(of: visit.index), at: end, into: &effects)
            // `n` that ended the last block stopped the session.
            proceed(
                to: then, due: end, now: now, byClock: false, finishing: pending.stopped ? .stopped : .finished,
                into: &effects)
            return
        }
        putUp(
            RepsQuestion(visit: visit, since: end, about: about, pending: .block(pending), then: then, limit: limit),
            into: &effects)
    }

    /// The prompt of a death-by block whose period `failed` was missed, its block's periods in `run`.
    mutating func ask(
        failed: Visit, run: PeriodicRun, then: Int, at end: Duration, now: Duration, into effects: inout [Effect]
    ) {
        let phase = timeline.phases[failed.index]
        let asked = phase.tasks.reduce(0) { $0 + $1.reps }
        ask(
            periodScore(phase, run: run, stopped: false), about: .failedPeriod, limit: asked - 1, then: then,
            visit: failed, at: end, now: now, into: &effects)
    }

    /// The prompt after a period of max reps, `run` holding it last.
    mutating func ask(
        maxPeriod visit: Visit, run: PeriodicRun, byClock: Bool, at end: Duration, into effects: inout [Effect]
    ) {
        var question = RepsQuestion(
            visit: visit, since: end, about: .maxPeriod, pending: .period(run, byClock: byClock),
            then: visit.index + 1, limit: RepsQuestion.maximum,
            task: timeline.phases[visit.index].tasks.first(where: \.asksMax))
        question.typed = visit.typedAhead
        putUp(question, into: &effects)
    }

    mutating func putUp(_ question: RepsQuestion, into effects: inout [Effect]) {
        // The phase a question ran over ended with this window.
        closeLine(at: question.since, into: &effects)
        // A pause still running when the window ended belongs to the time before the prompt.
        if let since = pausedSince { tally.paused += max(question.since - since, .zero) }
        state = .asking(question)
        effects.append(.note(moment(.repsAsked, at: question.since)))
    }

    /// A key at the reps prompt: digits build the answer, Enter gives it.
    mutating func answer(_ key: SessionKey, to question: RepsQuestion, at now: Duration, into effects: inout [Effect]) {
        if case .set(let asked) = question.pending {
            answerSet(key, to: question, asked, at: now, into: &effects)
            return
        }
        var question = question
        switch key {
        case .digit(let digit):
            // Six digits already say more than the most an answer may be.
            guard question.typed.count < 6 else { return }
            question.typed += String(digit)
            question.refusal = nil
            state = .asking(question)
            effects.append(.redraw)
        case .erase:
            guard !question.typed.isEmpty else { return }
            question.typed.removeLast()
            question.refusal = nil
            state = .asking(question)
            effects.append(.redraw)
        case .markDone:
            // An Enter just after the prompt came up with nothing typed was meant for the task
            // the window cut short; after digits it gives exactly the digits shown.
            guard now - question.since >= doubleTapWindow || !question.typed.isEmpty else { return }
            guard let reps = question.answer else {
                ask(again: question, .tooMany, at: now, into: &effects)
                return
            }
            settle(question, reps: reps, at: now, into: &effects)
        case .answer(let reps):
            guard (0...question.limit).contains(reps) else {
                ask(again: question, .tooMany, at: now, into: &effects)
                return
            }
            settle(question, reps: reps, at: now, into: &effects)
        case .stop:
            stopAsking(question, .stopped, at: now, into: &effects)
        case .interrupt:
            stopAsking(question, .interrupted, at: now, into: &effects)
        case .switchLanguage:
            effects.append(.switchLanguage)
        case .pauseResume, .skip, .back, .undo, .other, .sign, .howTo:
            ask(again: question, .notANumber, at: now, into: &effects)
        }
    }

    private mutating func ask(
        again question: RepsQuestion, _ refusal: RepsQuestion.Refusal, at now: Duration,
        into effects: inout [Effect]
    ) {
        var question = question
        question.typed = ""
        question.refusal = refusal
        state = .asking(question)
        effects.append(.note(moment(.repsAsked, at: now)))
    }

    /// q or a signal at the prompt: the score keeps a valid answer typed so far (a periodic
    /// block's so far, stopped), and the session ends.
    mutating func stopAsking(
        _ question: RepsQuestion, _ reason: EndReason, at now: Duration, into effects: inout [Effect]
    ) {
        let reps = question.answer ?? 0
        switch question.pending {
        case .block(let score):
            commit(score.adding(reps: reps), first: firstWindow(of: question.visit.index), at: now, into: &effects)
        case .period(let run, _):
            let phase = timeline.phases[question.visit.index]
            let lastPeriod = question.visit.index + 1 >= blockEnd(of: question.visit.index)
            let counted = Self.counting(reps, in: run, length: question.visit.length)
            commit(periodScore(phase, run: counted, stopped: !lastPeriod), first: run.first, at: now, into: &effects)
        case .station:
            keepStation(question, reps: question.typed.isEmpty ? nil : question.answer, at: now, into: &effects)
        case .set(let asked):
            keepSet(
                asked, question.line?.finalSet, about: question.visit.index, said: question.line?.newRecord, at: now,
                into: &effects)
        }
        finish(reason, at: now, into: &effects)
    }

    /// The answer given: the block's score is kept (or the period of max reps counted) and the
    /// session goes on, due from now.
    private mutating func settle(_ question: RepsQuestion, reps: Int, at now: Duration, into effects: inout [Effect]) {
        switch question.pending {
        case .block(let score):
            commit(score.adding(reps: reps), first: firstWindow(of: question.visit.index), at: now, into: &effects)
            proceed(
                to: question.then, due: now, now: now, byClock: false, finishing: score.stopped ? .stopped : .finished,
                into: &effects)
        case .period(let run, let byClock):
            let counted = Self.counting(reps, in: run, length: question.visit.length)
            endPeriod(question.visit, run: counted, at: now, now: now, byClock: byClock, into: &effects)
        case .station:
            keepStation(question, reps: reps, at: now, into: &effects)
            proceed(to: question.then, due: now, now: now, byClock: false, finishing: .finished, into: &effects)
        case .set(let asked):
            keepSet(
                asked, LiftAnswer(reps: reps), about: question.visit.index, said: question.line?.newRecord, at: now,
                into: &effects)
            proceed(to: question.then, due: now, now: now, byClock: false, finishing: .finished, into: &effects)
        }
    }

    /// The reps of the program's last station of max reps, answered at the prompt.
    private mutating func keepStation(
        _ question: RepsQuestion, reps: Int?, at now: Duration, into effects: inout [Effect]
    ) {
        let phase = timeline.phases[question.visit.index]
        tally.answers[question.visit.index] = reps
        let subject = AnswerLine.Subject.maxStation(
            activity: phase.activity, round: phase.round, block: phase.block + 1)
        effects.append(.note(moment(.answered(subject, reps: reps), at: now)))
        stationAnswered(question.visit.index, at: now, into: &effects)
    }

    /// `run` with `reps` typed for its last period, a period of max reps: done when any were.
    static func counting(_ reps: Int, in run: PeriodicRun, length: Duration?) -> PeriodicRun {
        var run = run
        guard let last = run.results.indices.last else { return run }
        run.answered[last] = reps
        if reps > 0, run.results[last] != .unknown, case .missed = run.results[last] {
            run.results[last] = .done(length ?? .zero)
        }
        return run
    }
}

extension SessionMachine.RepsQuestion {

    /// The reps the digits typed say: 0 for none; `nil` above ``limit``.
    public var answer: Int? {
        guard !typed.isEmpty else { return 0 }
        return Int(typed).flatMap { $0 <= limit ? $0 : nil }
    }
}
