/// The scored windows (docs/formats.md): Enter, `u` and `n` in periodic windows (emom,
/// death-by) and task windows (amrap, for time), how each window ends, the graces after it, and
/// the score each block ends with.
///
/// Decisions where the contract leaves room:
/// - A late finger: a period that ends without Enter leaves a grace of one real second (at
///   most a quarter of what follows) in which an Enter counts for it, at its end, whatever
///   phase follows; only then is the miss final, its `missed` event written and a death-by
///   block ended. `n` misses a period at once: it is no late finger.
/// - `u` takes back Enters of the current window only, and reopens a for-time block within
///   3 real seconds of the Enter that finished it.
/// - Enter while paused marks the task at the time the pause began.
/// - A session stopped inside a scored block keeps what was done, marked stopped.
/// - Without a keyboard no period is judged: every periodic block runs all its periods, and
///   every score is "not entered".
extension SessionMachine {
    /// Real seconds after a period's end in which a late Enter still counts for it.
    static let lateEnterSeconds = 1.0
    /// Real seconds after a for-time's last Enter in which `u` reopens it.
    static let reopenSeconds = 3.0

    /// Tasks in one round of a scored window: a for-time window lists every round's.
    static func roundSize(of phase: Phase) -> Int {
        phase.kind == .forTime ? max(1, phase.tasks.count / max(phase.rounds, 1)) : max(1, phase.tasks.count)
    }

    /// The task the Enter at `position` (0-based, counting every Enter of the window) marks: an
    /// amrap's round after round, with a climbing ladder's reps for that round; a for-time's in
    /// order. `nil` past a for-time's last task.
    static func task(of phase: Phase, at position: Int) -> Phase.Task? {
        guard !phase.tasks.isEmpty, position >= 0 else { return nil }
        if phase.kind != .amrap { return position < phase.tasks.count ? phase.tasks[position] : nil }
        let size = phase.tasks.count
        var task = phase.tasks[position % size]
        if task.climbs, let climb = phase.climb { task.quantity = .reps(climb.reps(round: position / size + 1)) }
        return task
    }

    /// The reps of the tasks from `position` to the end of its round: what the prompt at a cap
    /// may take with `score-by round`.
    static func repsLeftInRound(of phase: Phase, from position: Int) -> Int {
        let size = roundSize(of: phase)
        let end = (position / size + 1) * size
        return (position..<end).reduce(0) { $0 + (task(of: phase, at: $1)?.reps ?? 0) }
    }

    /// When the clock ends the timed task in progress of `visit` (a hold or a station, `1:00
    /// plank`): its time after the Enter before it, or after the window's start. `nil` when the
    /// task in progress is no timed one (or a whole round is marked at once).
    func taskDeadline(of visit: Visit) -> Duration? {
        let phase = timeline.phases[visit.index]
        guard let format = phase.kind.scoredFormat else { return nil }
        let task: Phase.Task?
        if format.isPeriodic {
            task = visit.marks.isEmpty && phase.tasks.count == 1 ? phase.tasks.first : nil
        } else {
            task = scoring.byRound ? nil : Self.task(of: phase, at: visit.marks.count)
        }
        guard let task, case .time(let seconds) = task.quantity else { return nil }
        return visit.due + visit.paused + (visit.marks.last ?? .zero) + .seconds(seconds)
    }

    /// The index of the first period of the periodic block that `index` belongs to, or `index`
    /// itself for any other phase.
    func firstWindow(of index: Int) -> Int {
        let phase = timeline.phases[index]
        guard phase.kind.isPeriodic else { return index }
        return max(0, index - (phase.round - 1))
    }

    /// The index after the last period of the periodic block that `index` belongs to.
    func blockEnd(of index: Int) -> Int {
        min(firstWindow(of: index) + max(timeline.phases[index].rounds, 1), timeline.phases.count)
    }

    /// The run a visit of period `target` carries: `run` (or the current visit's) up to it.
    func periodicRun(for target: Int, carrying run: PeriodicRun?) -> PeriodicRun {
        let first = firstWindow(of: target)
        guard let carried = run ?? visit?.run, carried.first == first else { return PeriodicRun(first: first) }
        return carried.before(target)
    }

    /// Whether an Enter at `now` is a new tap, not the second half of a double tap.
    mutating func isNewTap(at now: Duration) -> Bool {
        if let last = recent.enter, now - last < doubleTapWindow, now >= last { return false }
        recent.enter = now
        return true
    }

    // MARK: - Keys

    /// Enter in a scored window: a period done, or the next task of an amrap or for-time.
    mutating func markScored(at now: Duration, into effects: inout [Effect]) {
        guard var visit else { return }
        let phase = timeline.phases[visit.index]
        guard !phase.tasks.isEmpty, let format = phase.kind.scoredFormat else { return }
        let elapsed = currentElapsed(at: now)
        let block = phase.block + 1
        if format.isPeriodic {
            guard visit.marks.isEmpty else { return }
            visit.marks.append(elapsed)
            update(visit)
            for task in phase.tasks {
                effects.append(.note(moment(.done(ScoredMark(block: block, round: phase.round, task: task)), at: now)))
            }
            return
        }
        let size = Self.roundSize(of: phase)
        let position = visit.marks.count
        guard Self.task(of: phase, at: position) != nil else { return }
        // One Enter marks a task, or with `score-by round` every task left in the round.
        let through = scoring.byRound ? (position / size + 1) * size : position + 1
        for marked in position..<through {
            guard let task = Self.task(of: phase, at: marked) else { break }
            visit.marks.append(elapsed)
            effects.append(
                .note(moment(.done(ScoredMark(block: block, round: marked / size + 1, task: task)), at: now)))
        }
        update(visit)
        let progress = Self.progress(of: phase, marks: visit.marks)
        if visit.marks.count % size == 0, let split = progress.lastSplit {
            effects.append(.note(moment(.roundDone(block: block, round: progress.roundsDone, split: split), at: now)))
        }
        if format == .forTime, visit.marks.count == phase.tasks.count {
            // The last rep stops the clock and ends the block; `u` may still reopen it.
            let before = tally
            commit(
                Self.windowScore(phase, marks: visit.marks, elapsed: elapsed, finished: true, stopped: false),
                first: visit.index, at: now, into: &effects)
            leave(at: now, done: true)
            let reopen = Reopen(window: visit, tally: before, length: .seconds(Self.reopenSeconds * speed))
            proceed(
                to: visit.index + 1, due: now, now: now, byClock: false, finishing: .finished,
                grace: scoring.hasKeyboard ? .reopen(reopen) : nil, into: &effects)
        } else if visit.marks.count % size == 0 {
            effects.append(.cue(.round(progress.round)))
        }
    }

    /// u: takes back the last Enter of the current scored window (with `score-by round`, its
    /// whole round).
    mutating func undoScored(at now: Duration, into effects: inout [Effect]) {
        guard var visit, timeline.phases[visit.index].kind.isScored, !visit.marks.isEmpty else { return }
        let size = Self.roundSize(of: timeline.phases[visit.index])
        let byRound = scoring.byRound && timeline.phases[visit.index].kind.scoredFormat?.isPeriodic == false
        visit.marks.removeLast(byRound ? visit.marks.count - (visit.marks.count - 1) / size * size : 1)
        update(visit)
        effects.append(.note(moment(.undone(block: timeline.phases[visit.index].block + 1), at: now)))
    }

    // MARK: - A window ends

    /// The current scored window ends at `end` (handled at `now`): by its deadline when
    /// `byClock`, else by n.
    mutating func closeWindow(at end: Duration, now: Duration, byClock: Bool, into effects: inout [Effect]) {
        guard let visit, let format = timeline.phases[visit.index].kind.scoredFormat else { return }
        if format.isPeriodic {
            closePeriod(visit, at: end, now: now, byClock: byClock, into: &effects)
            return
        }
        // amrap and for time: the cap, or n, ends the block and asks for the reps in progress.
        let phase = timeline.phases[visit.index]
        leave(at: end, done: byClock, skipped: !byClock)
        if byClock {
            effects.append(.cue(.capReached))
        } else {
            tally.skipped.insert(visit.index)
        }
        let score = Self.windowScore(
            phase, marks: visit.marks, elapsed: visit.elapsed(at: end), finished: false, stopped: !byClock)
        let position = visit.marks.count
        let limit =
            scoring.byRound
            ? Self.repsLeftInRound(of: phase, from: position) : Self.task(of: phase, at: position)?.reps ?? 0
        ask(
            score, about: scoring.byRound ? .round : .task, limit: limit, then: visit.index + 1, visit: visit, at: end,
            now: now, into: &effects)
    }

    /// A period ends: done with its Enter, missed without. A period of max reps asks for them
    /// first; a miss by the clock leaves a grace for a late Enter; a miss by n is final at once.
    private mutating func closePeriod(
        _ visit: Visit, at end: Duration, now: Duration, byClock: Bool, into effects: inout [Effect]
    ) {
        let phase = timeline.phases[visit.index]
        let doneAt = visit.marks.first
        var run = visit.run ?? PeriodicRun(first: firstWindow(of: visit.index))
        run.results.append(doneAt.map(PeriodResult.done) ?? (scoring.hasKeyboard ? .missed : .unknown))
        leave(at: end, done: byClock || doneAt != nil, skipped: !byClock && doneAt == nil)
        if !byClock, doneAt == nil { tally.skipped.insert(visit.index) }
        if scoring.hasKeyboard, phase.tasks.contains(where: \.asksMax) {
            ask(maxPeriod: visit, run: run, byClock: byClock, at: end, into: &effects)
            return
        }
        endPeriod(visit, run: run, at: end, now: now, byClock: byClock, into: &effects)
    }

    /// What follows a period that ended with `run`'s last result: a grace for a late finger,
    /// its miss, the end of a death-by block, the block's score after its last period, the next phase.
    mutating func endPeriod(
        _ visit: Visit, run: PeriodicRun, at end: Duration, now: Duration, byClock: Bool,
        into effects: inout [Effect]
    ) {
        let phase = timeline.phases[visit.index]
        let missed = run.results.last == .missed
        let after = blockEnd(of: visit.index)
        let lastPeriod = visit.index + 1 >= after
        if missed, byClock, !phase.tasks.contains(where: \.asksMax) {
            let late = LateEnter(
                period: visit, run: run, endsBlock: lastPeriod, length: .seconds(Self.lateEnterSeconds * speed))
            proceed(
                to: visit.index + 1, due: end, now: now, byClock: true, finishing: .finished, run: run,
                grace: .lateEnter(late), into: &effects)
            return
        }
        if missed {
            effects.append(.note(moment(.missed(block: phase.block + 1, round: phase.round), at: end)))
            if phase.kind.scoredFormat?.window == .periodic(endsAtFirstMiss: true) {
                ask(failed: visit, run: run, then: after, at: end, now: now, into: &effects)
                return
            }
        }
        if lastPeriod {
            commit(periodScore(phase, run: run, stopped: false), first: run.first, at: end, into: &effects)
        }
        let reason: EndReason = byClock || !missed ? .finished : .stopped
        proceed(to: visit.index + 1, due: end, now: now, byClock: byClock, finishing: reason, run: run, into: &effects)
    }

    // MARK: - Graces

    /// A key the grace of the window before waits for: Enter counts for a missed period, `u`
    /// reopens a for-time block. Returns whether the key was taken.
    mutating func claimGrace(by key: SessionKey, at now: Duration, into effects: inout [Effect]) -> Bool {
        guard var visit, let grace = visit.grace else { return false }
        switch (key, grace) {
        case (.markDone, .lateEnter(let late)):
            visit.grace = nil
            visit.countedLate = timeline.phases[late.period.index].round
            let run = countLate(late, at: now, into: &effects)
            if visit.run?.first == run.first { visit.run = run }
            update(visit)
            return true
        case (.undo, .reopen(let reopen)):
            reopenWindow(reopen, at: now, into: &effects)
            return true
        default:
            return false
        }
    }

    /// Enter while the session closes: a late Enter for the last period ends it at once.
    mutating func enterInGrace(_ closing: Closing, at now: Duration, into effects: inout [Effect]) {
        guard isNewTap(at: now), case .lateEnter(let late) = closing.grace else { return }
        _ = countLate(late, at: now, into: &effects)
        finish(.finished, at: now, into: &effects)
    }

    /// `u` while the session closes: reopens the for-time block that ended it.
    mutating func undoInGrace(_ closing: Closing, at now: Duration, into effects: inout [Effect]) {
        guard case .reopen(let reopen) = closing.grace else { return }
        reopenWindow(reopen, at: now, into: &effects)
    }

    /// The period `late` waited for is done, at its end; its block's score, if it ended there.
    private mutating func countLate(_ late: LateEnter, at now: Duration, into effects: inout [Effect]) -> PeriodicRun {
        var run = late.run
        let phase = timeline.phases[late.period.index]
        run.results[run.results.count - 1] = .done(late.period.length ?? .zero)
        for task in phase.tasks {
            let mark = ScoredMark(block: phase.block + 1, round: phase.round, task: task, countedLate: true)
            effects.append(.note(moment(.done(mark), at: now)))
        }
        if late.endsBlock {
            commit(periodScore(phase, run: run, stopped: false), first: run.first, at: now, into: &effects)
        }
        return run
    }

    /// The for-time block runs on from its last visit as if never stopped: the session's tally
    /// goes back to before its last Enter, which is taken back.
    private mutating func reopenWindow(_ reopen: Reopen, at now: Duration, into effects: inout [Effect]) {
        tally = reopen.tally
        var window = reopen.window
        window.marks.removeLast()
        state = .running(window)
        effects.append(.note(moment(.undone(block: timeline.phases[window.index].block + 1), at: now)))
    }

    /// The grace of the current visit ran out at `end`: a late Enter's miss is final.
    mutating func expireGrace(at end: Duration, into effects: inout [Effect]) {
        guard var visit, let grace = visit.grace else { return }
        visit.grace = nil
        update(visit)
        guard case .lateEnter(let late) = grace else { return }
        settleMiss(late, at: end, asking: true, into: &effects)
    }

    /// A key that leaves the current phase (`n`, `b`) settles its grace first. Returns whether
    /// that took the session elsewhere (the prompt of a death-by miss), so the key is spent.
    mutating func settleGrace(at now: Duration, into effects: inout [Effect]) -> Bool {
        guard visit?.grace != nil else { return false }
        expireGrace(at: now, into: &effects)
        return visit == nil
    }

    /// The session closes: the grace ran out, or `q` came first (`asking: false`, no prompt).
    mutating func close(_ closing: Closing, at end: Duration, asking: Bool = true, into effects: inout [Effect]) {
        if case .lateEnter(let late) = closing.grace {
            settleMiss(late, at: end, asking: asking, into: &effects)
            if case .asking = state { return }
        }
        finish(.finished, at: end, into: &effects)
    }

    /// The miss `late` waited on is final at `end`: its event, the block's score, and a
    /// death-by block ends, asking for the reps of the failed period (unless `asking` is off).
    private mutating func settleMiss(_ late: LateEnter, at end: Duration, asking: Bool, into effects: inout [Effect]) {
        let phase = timeline.phases[late.period.index]
        effects.append(.note(moment(.missed(block: phase.block + 1, round: phase.round), at: end)))
        let endsAtFirstMiss = phase.kind.scoredFormat?.window == .periodic(endsAtFirstMiss: true)
        if endsAtFirstMiss {
            let inBlock = !late.endsBlock && visit != nil
            // The period after the miss began only to wait for a late finger: it is not run.
            let then = inBlock ? blockEnd(of: late.period.index) : (visit?.index ?? timeline.phases.count)
            if visit != nil { leave(at: end, done: false) }
            if asking {
                ask(failed: late.period, run: late.run, then: then, at: end, now: end, into: &effects)
            } else {
                commit(
                    periodScore(phase, run: late.run, stopped: false), first: late.run.first, at: end, into: &effects)
            }
            return
        }
        if late.endsBlock {
            commit(periodScore(phase, run: late.run, stopped: false), first: late.run.first, at: end, into: &effects)
        }
    }

    /// A stop (`q`, a signal) inside a scored block keeps what was done, marked stopped.
    mutating func scoreUnfinished(at now: Duration, into effects: inout [Effect]) {
        if visit?.grace != nil {
            if case .lateEnter(let late)? = visit?.grace, timeline.phases[late.period.index].kind == .deathBy,
                !late.endsBlock
            {
                // The miss ended the death-by block before the stop: nothing of it runs now.
                settleMiss(late, at: now, asking: false, into: &effects)
                return
            }
            expireGrace(at: now, into: &effects)
        }
        guard let visit, let format = timeline.phases[visit.index].kind.scoredFormat else { return }
        let phase = timeline.phases[visit.index]
        if format.isPeriodic {
            var run = visit.run ?? PeriodicRun(first: firstWindow(of: visit.index))
            if let doneAt = visit.marks.first { run.results.append(.done(doneAt)) }
            commit(periodScore(phase, run: run, stopped: true), first: run.first, at: now, into: &effects)
        } else {
            let score = Self.windowScore(
                phase, marks: visit.marks, elapsed: currentElapsed(at: now), finished: false, stopped: true)
            commit(score, first: visit.index, at: now, into: &effects)
        }
    }

    /// Keeps a block's score (in place of an earlier one of the same block, after back);
    /// without a keyboard, its result is "not entered".
    mutating func commit(_ score: BlockScore, first: Int, at now: Duration, into effects: inout [Effect]) {
        var score = score
        if !scoring.hasKeyboard { score.result = .notEntered(score.format) }
        tally.scores[first] = score
        effects.append(.note(moment(.scored(score), at: now)))
    }

    /// Replaces the running or paused visit.
    mutating func update(_ visit: Visit) {
        switch state {
        case .running: state = .running(visit)
        case .paused(_, let since): state = .paused(visit, since: since)
        case .ready, .finished, .asking, .closing: break
        }
    }

    // MARK: - Scores and progress

    /// The score of the periodic block of `phase` from the periods of `run`.
    func periodScore(_ phase: Phase, run: PeriodicRun, stopped: Bool) -> BlockScore {
        var splits: [Double?] = []
        var reps = 0
        for (offset, result) in run.results.enumerated() {
            if case .done(let time) = result {
                splits.append(BlockScore.tenths(time))
                reps +=
                    timeline.phases[run.first + offset].tasks.reduce(0) { $0 + $1.reps } + (run.answered[offset] ?? 0)
            } else {
                splits.append(nil)
            }
        }
        let done = splits.count { $0 != nil }
        let missed = splits.count - done
        let result: BlockScore.Result =
            phase.kind == .deathBy
            ? .deathBy(.init(periodsDone: done, periodsMissed: missed, reps: 0, totalReps: reps, splits: splits))
            : .emom(
                .init(periods: phase.rounds, periodsDone: done, periodsMissed: missed, totalReps: reps, splits: splits))
        return BlockScore(block: phase.block + 1, result, stopped: stopped)
    }

    /// The score of an amrap or for-time window whose tasks were marked at `marks`.
    static func windowScore(
        _ phase: Phase, marks: [Duration], elapsed: Duration, finished: Bool, stopped: Bool
    ) -> BlockScore {
        let size = roundSize(of: phase)
        let rounds = marks.count / size
        var total = 0
        var inRounds = 0
        for position in marks.indices {
            let reps = task(of: phase, at: position)?.reps ?? 0
            total += reps
            if position < rounds * size { inRounds += reps }
        }
        let splits: [Double] = (0..<rounds).map { round in
            let end = marks[(round + 1) * size - 1]
            let start = round == 0 ? Duration.zero : marks[round * size - 1]
            return BlockScore.tenths(end - start)
        }
        let seconds = BlockScore.tenths(elapsed)
        let result: BlockScore.Result =
            phase.kind == .forTime
            ? .forTime(
                .init(rounds: rounds, totalReps: total, seconds: seconds, capped: !finished && !stopped, splits: splits)
            )
            : .amrap(.init(rounds: rounds, reps: total - inRounds, totalReps: total, seconds: seconds, splits: splits))
        return BlockScore(block: phase.block + 1, result, stopped: stopped)
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
        let task = task(of: phase, at: count)
        let done = count / size
        var split: Duration?
        if done > 0 { split = marks[done * size - 1] - (done > 1 ? marks[(done - 1) * size - 1] : .zero) }
        let round = phase.kind == .forTime ? min(done + 1, max(phase.rounds, 1)) : done + 1
        return ScoredProgress(task: task, round: round, roundsDone: done, marked: count, lastSplit: split)
    }

    /// The snapshot's view of the current scored window at `now`; `nil` for other phases.
    func scoredProgress(of phase: Phase, at now: Duration) -> ScoredProgress? {
        guard phase.kind.isScored, !phase.tasks.isEmpty else { return nil }
        switch state {
        case .running(let visit), .paused(let visit, _):
            var progress = Self.progress(of: phase, marks: visit.marks)
            progress.countedLate = visit.countedLate
            progress.backWarning = visit.backWarnedAt.map { now - $0 < backWindow } ?? false
            return progress
        case .asking(let question):
            var progress = Self.progress(of: phase, marks: question.visit.marks)
            progress.question = question
            return progress
        case .ready, .finished, .closing:
            return nil
        }
    }
}

extension SessionMachine.Grace {
    /// The grace, no longer than `limit`.
    func limited(to limit: Duration) -> Self {
        switch self {
        case .lateEnter(let late):
            .lateEnter(
                .init(period: late.period, run: late.run, endsBlock: late.endsBlock, length: min(late.length, limit)))
        case .reopen(let reopen):
            .reopen(.init(window: reopen.window, tally: reopen.tally, length: min(reopen.length, limit)))
        }
    }
}

extension Phase.Task {
    /// Max reps, alone or as a part of a together task: asked for when its period ends.
    var asksMax: Bool { quantity == .max || parts.contains { $0.asksMax } }
}
