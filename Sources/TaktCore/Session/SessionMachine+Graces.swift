/// The graces after a scored window (docs/formats.md): a late finger's Enter counts for the
/// period it was meant for, and `u` reopens a for-time block just finished.
///
/// A period that ends without Enter leaves a grace of one real second (at most a quarter of what
/// follows) in which an Enter counts for it, at its end, whatever phase follows; only then is the
/// miss final, its `missed` event written and a death-by block ended. `n` misses a period at
/// once: it is no late finger. `u` reopens a for-time block within 3 real seconds of the Enter
/// that finished it.
extension SessionMachine {
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
    mutating func settleMiss(_ late: LateEnter, at end: Duration, asking: Bool, into effects: inout [Effect]) {
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
