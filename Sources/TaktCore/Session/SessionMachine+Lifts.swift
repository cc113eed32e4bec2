/// A lift's set in the running session (SPEC section 17): Enter ends the set and starts the
/// rest at once, with the set's answer line under it (``AnswerLine/SetAsked``); the answer, or
/// that the set was as planned, is kept when that phase ends.
extension SessionMachine {
    /// The open set of a lift that Enter just ended: its answer line comes up over the phase
    /// after it. Returns whether it took the session on; the program's last set has nothing to
    /// run over and is asked with the prompt that holds the session, as the last period of max
    /// reps is (without a keyboard it is kept as planned).
    mutating func askSet(at now: Duration, into effects: inout [Effect]) -> Bool {
        let phase = timeline.phases[index]
        guard let planned = phase.lift else { return false }
        let asked = AnswerLine.SetAsked(
            activity: phase.activity, set: phase.set, sets: phase.sets, round: phase.round, block: phase.block + 1,
            planned: planned)
        var line = AnswerLine(subject: .liftSet(asked), about: index, since: now, limit: LiftAnswer.mostReps)
        // As planned until answered: a record it sets is said at once.
        let record = markRecord(on: &line, answer: nil)
        guard index + 1 < timeline.phases.count else {
            guard scoring.hasKeyboard, let visit else { return false }
            line.keepsOnEnter = true
            var question = RepsQuestion(
                visit: visit, since: now, about: .liftSet, pending: .set(asked), then: index + 1,
                limit: LiftAnswer.mostReps)
            question.line = line
            putUp(question, into: &effects)
            say(record, at: now, into: &effects)
            return true
        }
        let following = timeline.phases[index + 1]
        // Over a rest, Enter with nothing typed keeps the set; over another open set it ends that one.
        line.keepsOnEnter = !following.isOpen && !following.kind.isScored
        proceed(
            to: index + 1, due: now, now: now, byClock: false, finishing: .finished,
            line: OpenLine(line: line, marked: true), into: &effects)
        say(record, at: now, into: &effects)
        return true
    }

    /// A key at the prompt asking for the program's last set: its answer line takes it; Enter
    /// (or the answer given) keeps the set and the session ends; q and Ctrl-C keep what the
    /// line shows and end it too.
    mutating func answerSet(
        _ key: SessionKey, to question: RepsQuestion, _ asked: AnswerLine.SetAsked, at now: Duration,
        into effects: inout [Effect]
    ) {
        guard var line = question.line else { return }
        var question = question
        switch key {
        case .stop:
            stopAsking(question, .stopped, at: now, into: &effects)
            return
        case .interrupt:
            stopAsking(question, .interrupted, at: now, into: &effects)
            return
        case .switchLanguage:
            effects.append(.switchLanguage)
            return
        case .markDone where line.typed.isEmpty && now - question.since < doubleTapWindow:
            // The set's own Enter, doubled: not an answer.
            return
        default:
            break
        }
        switch line.take(key) {
        case .notMine:
            line.typed = ""
            line.liftRefusal = .notAnAnswer
        case .changed:
            break
        case .answered:
            keepSet(asked, line.givenSet, about: line.about, said: line.newRecord, at: now, into: &effects)
            proceed(to: question.then, due: now, now: now, byClock: false, finishing: .finished, into: &effects)
            return
        }
        question.line = line
        question.typed = line.typed
        question.refusal = line.liftRefusal.map { _ in .notANumber }
        state = .asking(question)
        effects.append(.redraw)
    }

    /// The set's line closed at `now` with `answer` (`nil`: as planned): kept, and said, with a
    /// record it sets that the line did not say (`said`).
    mutating func keepSet(
        _ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?, about: Int, said: NewLiftRecord?, at now: Duration,
        into effects: inout [Effect]
    ) {
        tally.lifted[about] = answer
        effects.append(.note(moment(.setKept(asked, answer), at: now)))
        keepRecord(asked, answer, said: said, at: now, into: &effects)
    }

    /// The sets Enter ended, in the order lifted (a set lifted again after `b` once, its last
    /// time), each as answered or as planned; a set left with `n` is kept as skipped (no reps).
    var setsDone: [LiftSetDone] {
        var sets: [Int: LiftSetDone] = [:]
        var order: [Int] = []
        for visit in tally.performed {
            guard let planned = visit.phase.lift else { continue }
            let done = tally.done.contains(visit.phaseIndex)
            // A set the session stopped in, unfinished, is not kept.
            guard done || visit.skipped else { continue }
            if sets[visit.phaseIndex] == nil { order.append(visit.phaseIndex) }
            let at = visit.began + visit.time + visit.paused
            if done {
                sets[visit.phaseIndex] = LiftSetDone(
                    planned, of: visit.phase, answer: tally.lifted[visit.phaseIndex], at: at)
            } else if sets[visit.phaseIndex] == nil || sets[visit.phaseIndex]?.skipped == true {
                sets[visit.phaseIndex] = LiftSetDone(skipped: planned, of: visit.phase, at: at)
            }
        }
        return order.compactMap { sets[$0] }
    }
}
