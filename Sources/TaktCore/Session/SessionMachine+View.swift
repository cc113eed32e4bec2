/// What the views read of the machine: the snapshot a frame is drawn from, and when the seconds
/// it shows change next.
extension SessionMachine {
    /// The session as a view should draw it at `now`.
    public func snapshot(at now: Duration) -> SessionSnapshot {
        let phaseIndex = min(index, max(timeline.phases.count - 1, 0))
        let phase = timeline.phases.isEmpty ? Self.emptyPhase : timeline.phases[phaseIndex]
        let elapsed = currentElapsed(at: now)
        var remaining: Duration? = nil
        if let length = phase.length {
            remaining = isFinished ? .zero : max(length - elapsed, .zero)
        }
        var sessionElapsed = tally.performedTime
        var metMinutes = tally.performedMETMinutes
        if let visit, !visit.left, !timeline.phases.isEmpty {
            sessionElapsed += elapsed
            metMinutes += Self.metMinutes(of: phase, time: elapsed, doneAt: visit.marks.first)
        }
        var snapshot = SessionSnapshot(
            programTitle: programTitle, phaseIndex: phaseIndex, phase: phase,
            nextWork: timeline.nextWork(after: phaseIndex), isPaused: pausedSince != nil, remaining: remaining,
            phaseElapsed: elapsed, sessionElapsed: sessionElapsed, plannedTotal: .seconds(timeline.totalSeconds),
            phaseCount: timeline.phases.count, kcal: metMinutes * profile.kcalPerMETMinute,
            plannedAfter: .seconds(isFinished ? 0 : timeline.plannedSeconds(after: phaseIndex)),
            howTo: showsHowTo ? howToActivity : nil, scored: scoredProgress(of: phase, at: now))
        snapshot.answerLine = visit?.line?.line
        snapshot.heartRate = tally.heartRate.status
        return snapshot
    }

    /// The question asked over the running phase, while it is up (``SessionSnapshot/answerLine``):
    /// a remote's reps answer it then.
    public var openAnswerLine: AnswerLine? { visit?.line?.line }

    /// When the whole seconds a view shows next change: the countdown of a timed phase, the
    /// count-up of an open set. `nil` while nothing moves (ready, paused, finished).
    public func nextDisplayChange(after now: Duration) -> Duration? {
        guard case .running(let visit) = state else { return nil }
        if let deadline = visit.deadline {
            let remaining = deadline - now
            guard remaining > .zero else { return deadline }
            let shown = Self.wholeSecondsRoundedUp(remaining)
            let second = deadline - .seconds(shown - 1)
            // A breath's bar fills and empties at the breath's pace: eight steps a phase at least.
            guard let length = visit.length, timeline.phases[visit.index].breath != nil else { return second }
            return min(second, now + max(length / 8, .milliseconds(250)))
        }
        let elapsed = visit.elapsed(at: now)
        return now + .seconds(Self.wholeSecondsRoundedUp(elapsed + .nanoseconds(1))) - elapsed
    }

    /// Time performed in the current visit, pauses excluded.
    func currentElapsed(at now: Duration) -> Duration {
        // At the reps prompt the window's clock stopped when it ended.
        if case .asking(let question) = state { return question.visit.elapsed(at: question.since) }
        if case .closing = state { return .zero }
        return visit?.elapsed(at: pausedSince ?? now) ?? .zero
    }

    func moment(_ note: SessionNote, at now: Duration) -> Moment {
        Moment(note: note, time: now, planned: nil, snapshot: snapshot(at: now))
    }

    /// The exercise the how-to explains: the current work or the task to do now in a scored
    /// window, else the next one.
    var howToActivity: Phase.Activity? {
        guard !timeline.phases.isEmpty else { return nil }
        let phase = timeline.phases[index]
        if phase.kind.isScored {
            return Self.progress(of: phase, marks: visit?.marks ?? []).task?.activity ?? phase.activity
        }
        return phase.kind == .work ? phase.activity : timeline.nextWork(after: index)?.activity
    }

    private static func wholeSecondsRoundedUp(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds + 1 : seconds
    }

    private static let emptyPhase = Phase(
        order: 0, kind: .getReady, activity: nil, block: 0, blockTitle: nil, round: 1, rounds: 1, set: 1, sets: 1,
        seconds: 0, reps: nil, isRestAfter: false, billedMET: 0)
}
