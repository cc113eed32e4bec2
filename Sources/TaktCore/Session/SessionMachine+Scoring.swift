/// The scored formats of SPEC section 13: Enter, `u`, `n` and the reps prompt in emom,
/// death-by, amrap and for-time windows, and the score each block ends with.
///
/// Decisions where the contract leaves room:
/// - An Enter within the first real second of a period the clock started is taken as a late
///   press for the period before, which stays missed: at a boundary the clock wins, and the
///   new period is not marked done at 0:00 by a finger that was a moment late. `u` takes back
///   a wrong Enter.
/// - `u` takes back Enters of the current window only: a period that ended stays as it ended.
/// - Enter while paused marks the task at the time the pause began.
/// - While the reps prompt is up the clock stands still (counted as paused time); q and
///   Ctrl-C end the session keeping the digits typed, l switches the language, and every
///   other key is no number: the prompt asks again.
/// - A session stopped inside a scored block keeps the score it reached: an amrap's rounds and
///   the tasks marked, a for-time as capped with its reps, an emom's periods so far.
extension SessionMachine {
    /// Program time into a period the clock started within which Enter belongs to the period before.
    var lateEnterWindow: Duration { .seconds(speed) }

    /// Tasks in one round of a scored window: a for-time window lists every round's.
    static func roundSize(of phase: Phase) -> Int {
        phase.kind == .forTime ? max(1, phase.tasks.count / max(phase.rounds, 1)) : max(1, phase.tasks.count)
    }

    /// The index of the first period of the emom or death-by run that `index` belongs to, or
    /// `index` itself for an amrap or for-time window.
    func firstWindow(of index: Int) -> Int {
        let phase = timeline.phases[index]
        guard phase.kind.isPeriodic else { return index }
        return max(0, index - (phase.round - 1))
    }

    // MARK: - Keys

    /// Enter in a scored window: a period done, or the next task of an amrap or for-time.
    mutating func markScored(at now: Duration, into effects: inout [Effect]) {
        guard var visit else { return }
        let phase = timeline.phases[visit.index]
        guard !phase.tasks.isEmpty else { return }
        let elapsed = currentElapsed(at: now)
        let block = phase.block + 1
        if phase.kind.isPeriodic {
            guard visit.marks.isEmpty, !(visit.byClock && elapsed < lateEnterWindow) else { return }
            visit.marks.append(elapsed)
            update(visit)
            for task in phase.tasks {
                effects.append(.note(moment(.done(ScoredMark(block: block, round: phase.round, task: task)), at: now)))
            }
            return
        }
        let size = Self.roundSize(of: phase)
        let position = visit.marks.count
        guard phase.kind == .amrap || position < phase.tasks.count else { return }
        let task = phase.tasks[phase.kind == .forTime ? position : position % size]
        visit.marks.append(elapsed)
        update(visit)
        effects.append(.note(moment(.done(ScoredMark(block: block, round: position / size + 1, task: task)), at: now)))
        let progress = Self.progress(of: phase, marks: visit.marks)
        if visit.marks.count % size == 0, let split = progress.lastSplit {
            effects.append(.note(moment(.roundDone(block: block, round: progress.roundsDone, split: split), at: now)))
        }
        if phase.kind == .forTime, visit.marks.count == phase.tasks.count {
            // The last rep stops the clock and ends the block.
            commit(
                Self.windowScore(phase, marks: visit.marks, elapsed: elapsed, finished: true), first: visit.index,
                at: now, into: &effects)
            leave(at: now, done: true)
            next(at: now, endingAs: .finished, into: &effects)
        } else if visit.marks.count % size == 0 {
            effects.append(.cue(.round(progress.round)))
        }
    }

    /// u: takes back the last Enter of the current scored window.
    mutating func undoScored(at now: Duration, into effects: inout [Effect]) {
        guard var visit, timeline.phases[visit.index].kind.isScored, !visit.marks.isEmpty else { return }
        visit.marks.removeLast()
        update(visit)
        effects.append(.note(moment(.undone(block: timeline.phases[visit.index].block + 1), at: now)))
    }

    /// A key at the reps prompt: digits build the answer, Enter gives it.
    mutating func answer(_ key: SessionKey, to question: RepsQuestion, at now: Duration, into effects: inout [Effect]) {
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
            guard let reps = question.answer else {
                ask(again: question, .tooMany, at: now, into: &effects)
                return
            }
            settle(question, reps: reps, at: now, into: &effects)
            proceed(to: question.then, due: now, now: now, byClock: false, finishing: .finished, into: &effects)
        case .stop:
            stopAsking(question, .stopped, at: now, into: &effects)
        case .interrupt:
            stopAsking(question, .interrupted, at: now, into: &effects)
        case .switchLanguage:
            effects.append(.switchLanguage)
        case .answer(let reps):
            // The remote's number pad: its digits in place of whatever was typed, then Enter.
            guard reps >= 0 else {
                ask(again: question, .notANumber, at: now, into: &effects)
                return
            }
            question.typed = String(reps)
            question.refusal = nil
            state = .asking(question)
            answer(.markDone, to: question, at: now, into: &effects)
        case .pauseResume, .skip, .back, .undo, .other, .howTo:
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

    mutating func stopAsking(
        _ question: RepsQuestion, _ reason: EndReason, at now: Duration, into effects: inout [Effect]
    ) {
        settle(question, reps: question.answer ?? 0, at: now, into: &effects)
        finish(reason, at: now, into: &effects)
    }

    // MARK: - A window ends

    /// The current scored window ends at `end` (handled at `now`): by its deadline when
    /// `byClock`, else by n. A period is done or missed; a missed death-by period, an amrap
    /// and an unfinished for-time ask for the reps in progress.
    mutating func closeWindow(at end: Duration, now: Duration, byClock: Bool, into effects: inout [Effect]) {
        guard let visit else { return }
        let phase = timeline.phases[visit.index]
        let block = phase.block + 1
        switch phase.kind {
        case .emom, .deathBy:
            let doneAt = visit.marks.first
            if doneAt == nil { effects.append(.note(moment(.missed(block: block, round: phase.round), at: end))) }
            tally.periods[visit.index] = doneAt.map(PeriodResult.done) ?? .missed
            let first = firstWindow(of: visit.index)
            let after = min(first + max(phase.rounds, 1), timeline.phases.count)
            let failed = phase.kind == .deathBy && doneAt == nil
            // Scored while the visit is still the current one, so its note counts the period once.
            if !failed, visit.index + 1 >= after {
                commit(periodScore(phase, first: first), first: first, at: end, into: &effects)
            }
            leave(at: end, done: byClock || doneAt != nil)
            if failed {
                // The first missed period ends the block; the reps done in it are asked for.
                ask(periodScore(phase, first: first), then: after, visit: visit, at: end, into: &effects)
                return
            }
            let reason: EndReason = byClock || doneAt != nil ? .finished : .stopped
            proceed(to: visit.index + 1, due: end, now: now, byClock: byClock, finishing: reason, into: &effects)
        case .amrap, .forTime:
            leave(at: end, done: byClock)
            if byClock { effects.append(.cue(.capReached)) }
            let score = Self.windowScore(phase, marks: visit.marks, elapsed: visit.elapsed(at: end), finished: false)
            ask(score, then: visit.index + 1, visit: visit, at: end, into: &effects)
        case .getReady, .work, .rest:
            break
        }
    }

    /// Puts up the reps prompt for the window of `visit`, which ended at `end`.
    private mutating func ask(
        _ pending: BlockScore, then: Int, visit: Visit, at end: Duration, into effects: inout [Effect]
    ) {
        // A pause still running when the window ended belongs to the time before the prompt.
        if let since = pausedSince { tally.paused += max(end - since, .zero) }
        state = .asking(RepsQuestion(visit: visit, since: end, pending: pending, then: then))
        effects.append(.note(moment(.repsAsked, at: end)))
    }

    /// The answer given: the prompt's time counts as paused, and the block's score is kept.
    private mutating func settle(_ question: RepsQuestion, reps: Int, at now: Duration, into effects: inout [Effect]) {
        tally.paused += max(now - question.since, .zero)
        commit(
            question.pending.adding(reps: reps), first: firstWindow(of: question.visit.index), at: now, into: &effects)
    }

    /// A stop inside a scored block keeps the score it reached.
    mutating func scoreUnfinished(at now: Duration, into effects: inout [Effect]) {
        guard let visit else { return }
        let phase = timeline.phases[visit.index]
        switch phase.kind {
        case .amrap, .forTime:
            let score = Self.windowScore(phase, marks: visit.marks, elapsed: currentElapsed(at: now), finished: false)
            commit(score, first: visit.index, at: now, into: &effects)
        case .emom, .deathBy:
            if let doneAt = visit.marks.first { tally.periods[visit.index] = .done(doneAt) }
            let first = firstWindow(of: visit.index)
            commit(periodScore(phase, first: first), first: first, at: now, into: &effects)
        case .getReady, .work, .rest:
            break
        }
    }

    /// Keeps a block's score (in place of an earlier one of the same block, after back).
    private mutating func commit(_ score: BlockScore, first: Int, at now: Duration, into effects: inout [Effect]) {
        tally.scores[first] = score
        effects.append(.note(moment(.scored(score), at: now)))
    }

    /// Enters phase `target`, or ends the session as `reason` when there is none.
    private mutating func proceed(
        to target: Int, due: Duration, now: Duration, byClock: Bool, finishing reason: EndReason,
        into effects: inout [Effect]
    ) {
        if target < timeline.phases.count {
            enter(target, at: due, now: now, byClock: byClock, into: &effects)
        } else {
            finish(reason, at: due, into: &effects)
        }
    }

    /// Replaces the running or paused visit.
    mutating func update(_ visit: Visit) {
        switch state {
        case .running: state = .running(visit)
        case .paused(_, let since): state = .paused(visit, since: since)
        case .ready, .finished, .asking: break
        }
    }

    // MARK: - Scores and progress

    /// The score of the emom or death-by block whose first period is `first`, from the periods
    /// that ended so far.
    func periodScore(_ phase: Phase, first: Int) -> BlockScore {
        let indices = first..<min(first + max(phase.rounds, 1), timeline.phases.count)
        var splits: [Double?] = []
        var reps = 0
        for index in indices {
            switch tally.periods[index] {
            case .done(let time):
                splits.append(BlockScore.tenths(time))
                reps += timeline.phases[index].tasks.reduce(0) { $0 + $1.reps }
            case .missed:
                splits.append(nil)
            case nil:
                break
            }
        }
        let done = splits.count { $0 != nil }
        let missed = splits.count - done
        if phase.kind == .deathBy {
            return BlockScore(
                block: phase.block + 1,
                .deathBy(.init(periodsDone: done, periodsMissed: missed, reps: 0, totalReps: reps, splits: splits)))
        }
        return BlockScore(
            block: phase.block + 1,
            .emom(
                .init(periods: phase.rounds, periodsDone: done, periodsMissed: missed, totalReps: reps, splits: splits))
        )
    }

    /// The score of an amrap or for-time window whose tasks were marked at `marks`.
    static func windowScore(_ phase: Phase, marks: [Duration], elapsed: Duration, finished: Bool) -> BlockScore {
        let size = roundSize(of: phase)
        let rounds = marks.count / size
        var total = 0
        var inRounds = 0
        for position in marks.indices {
            let reps = phase.tasks[phase.kind == .forTime ? position : position % size].reps
            total += reps
            if position < rounds * size { inRounds += reps }
        }
        let splits: [Double] = (0..<rounds).map { round in
            let end = marks[(round + 1) * size - 1]
            let start = round == 0 ? Duration.zero : marks[round * size - 1]
            return BlockScore.tenths(end - start)
        }
        if phase.kind == .forTime {
            return BlockScore(
                block: phase.block + 1,
                .forTime(
                    .init(
                        rounds: rounds, totalReps: total, seconds: BlockScore.tenths(elapsed), capped: !finished,
                        splits: splits)))
        }
        return BlockScore(
            block: phase.block + 1,
            .amrap(
                .init(
                    rounds: rounds, reps: total - inRounds, totalReps: total, seconds: BlockScore.tenths(elapsed),
                    splits: splits)))
    }

    /// Where the scored window `phase` stands after the Enters at `marks`.
    static func progress(of phase: Phase, marks: [Duration]) -> ScoredProgress {
        if phase.kind.isPeriodic {
            return ScoredProgress(
                task: marks.isEmpty ? phase.tasks.first : nil, round: phase.round, marked: marks.count,
                isDone: !marks.isEmpty)
        }
        let size = roundSize(of: phase)
        let count = marks.count
        let allDone = phase.kind == .forTime && count >= phase.tasks.count
        let task = allDone || phase.tasks.isEmpty ? nil : phase.tasks[phase.kind == .forTime ? count : count % size]
        let done = count / size
        var split: Duration?
        if done > 0 { split = marks[done * size - 1] - (done > 1 ? marks[(done - 1) * size - 1] : .zero) }
        let round = phase.kind == .forTime ? min(done + 1, max(phase.rounds, 1)) : done + 1
        return ScoredProgress(task: task, round: round, roundsDone: done, marked: count, lastSplit: split)
    }

    /// The snapshot's view of the current scored window; `nil` for other phases.
    func scoredProgress(of phase: Phase, at now: Duration) -> ScoredProgress? {
        guard phase.kind.isScored, !phase.tasks.isEmpty else { return nil }
        switch state {
        case .running(let visit), .paused(let visit, _):
            return Self.progress(of: phase, marks: visit.marks)
        case .asking(let question):
            var progress = Self.progress(of: phase, marks: question.visit.marks)
            progress.question = question
            return progress
        case .ready, .finished:
            return nil
        }
    }
}

extension SessionMachine.RepsQuestion {
    /// The reps the digits typed say: 0 for none; `nil` above ``maximum``.
    public var answer: Int? {
        guard !typed.isEmpty else { return 0 }
        return Int(typed).flatMap { $0 <= Self.maximum ? $0 : nil }
    }

    /// What the question is about: an amrap's or a capped for-time's round in progress, or a
    /// failed death-by period.
    public var format: ScoredFormat { pending.format }
}
