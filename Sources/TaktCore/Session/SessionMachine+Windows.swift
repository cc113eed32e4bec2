/// The scored windows (docs/formats.md): Enter, `u` and `n` in periodic windows (emom,
/// death-by) and task windows (amrap, for time), and how each window ends. The graces after a
/// window are in `SessionMachine+Graces.swift`, the score a block ends with in
/// `SessionMachine+Scores.swift`, the reps prompt at a cap in `SessionMachine+Prompt.swift`.
///
/// Decisions where the contract leaves room:
/// - `u` takes back Enters of the current window only.
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
    /// over the phase that follows (or, the program's last, with the prompt); a miss by the
    /// clock leaves a grace for a late Enter; a miss by n is final at once.
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
            guard visit.index + 1 < timeline.phases.count else {
                ask(maxPeriod: visit, run: run, byClock: byClock, at: end, into: &effects)
                return
            }
            endPeriod(
                visit, run: run, at: end, now: now, byClock: byClock, line: maxLine(for: visit, at: end),
                into: &effects)
            return
        }
        endPeriod(visit, run: run, at: end, now: now, byClock: byClock, into: &effects)
    }

    /// What follows a period that ended with `run`'s last result: a grace for a late finger,
    /// its miss, the end of a death-by block, the block's score after its last period, the next phase.
    /// With `line` (a question over the next phase) the period is judged, and its block scored,
    /// when that question closes.
    mutating func endPeriod(
        _ visit: Visit, run: PeriodicRun, at end: Duration, now: Duration, byClock: Bool, line: OpenLine? = nil,
        into effects: inout [Effect]
    ) {
        let phase = timeline.phases[visit.index]
        let after = blockEnd(of: visit.index)
        if var line {
            if visit.index + 1 >= after { line.scoresBlock = run }
            proceed(
                to: visit.index + 1, due: end, now: now, byClock: byClock, finishing: byClock ? .finished : .stopped,
                run: run, line: line, into: &effects)
            return
        }
        let missed = run.results.last == .missed
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
            // A question about the period before, asked over this one, is answered first.
            closeLine(at: end, into: &effects)
            commit(periodScore(phase, run: run, stopped: false), first: run.first, at: end, into: &effects)
        }
        // `n` that ends the last period ends the program early: stopped, never complete.
        let reason: EndReason = byClock ? .finished : .stopped
        proceed(to: visit.index + 1, due: end, now: now, byClock: byClock, finishing: reason, run: run, into: &effects)
    }

    /// Replaces the running or paused visit.
    mutating func update(_ visit: Visit) {
        switch state {
        case .running: state = .running(visit)
        case .paused(_, let since): state = .paused(visit, since: since)
        case .ready, .finished, .asking, .closing: break
        }
    }
}

extension Phase.Task {
    /// Max reps, alone or as a part of a together task: asked for when its period ends.
    var asksMax: Bool { quantity == .max || parts.contains { $0.asksMax } }
}
