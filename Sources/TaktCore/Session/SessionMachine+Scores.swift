/// The score each scored block ends with (docs/formats.md, "Scores"): a value of its format
/// from the window's marks or the periods' results, kept once per block, "not entered" when
/// nobody could press a key, and the progress the views show while the block runs.
extension SessionMachine {
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

    /// The score of the periodic block of `phase` from the periods of `run`.
    ///
    /// A period of max reps is done when marked or answered with reps, missed when answered
    /// 0 unmarked, and neither while its answer is not entered; its answer is its reps.
    func periodScore(_ phase: Phase, run: PeriodicRun, stopped: Bool) -> BlockScore {
        var splits: [Double?] = []
        var answers: [Int?] = []
        var reps = 0
        var missed = 0
        for (offset, result) in run.results.enumerated() {
            let period = timeline.phases[run.first + offset]
            let asksMax = period.tasks.contains(where: \.asksMax)
            let answer = asksMax ? maxAnswer(run, offset: offset) : nil
            if asksMax { answers.append(answer) }
            var doneAt: Duration?
            if case .done(let time) = result { doneAt = time }
            if doneAt == nil, let answer, answer > 0 { doneAt = period.seconds.map { .seconds($0) } ?? .zero }
            if let doneAt {
                splits.append(BlockScore.tenths(doneAt))
                reps += period.tasks.reduce(0) { $0 + $1.reps } + (answer ?? 0)
            } else {
                splits.append(nil)
                if result == .missed, !asksMax || answer != nil { missed += 1 }
            }
        }
        let done = splits.count { $0 != nil }
        let result: BlockScore.Result =
            phase.kind == .deathBy
            ? .deathBy(.init(periodsDone: done, periodsMissed: missed, reps: 0, totalReps: reps, splits: splits))
            : .emom(
                .init(
                    periods: phase.rounds, periodsDone: done, periodsMissed: missed, totalReps: reps, splits: splits,
                    answers: answers))
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
        if case .asking(let question) = state, question.about == .maxStation || question.about == .liftSet {
            // A station of max reps or a lift's last set is no scored window: its prompt is all it shows.
            return ScoredProgress(task: nil, round: phase.round, question: question)
        }
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
