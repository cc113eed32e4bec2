/// The running session as a pure state machine: phases, pauses, skips, backs and the one end.
///
/// `handle(_:at:)` takes the program time of the event (seconds since the session began,
/// multiplied by the speed) and returns what the driver must do. The machine reads no clock,
/// prints nothing and never sleeps, so tests replay any session at any instants they choose.
///
/// Deadlines are absolute: a phase that ends on time ends at its deadline, not when the driver
/// noticed, and the next phase is due from that deadline. Phase k therefore starts at exactly
/// the session start plus the planned lengths before it, plus paused time and whatever skips
/// and backs changed; no drift accumulates however late the driver wakes.
///
/// Decisions where the product contract leaves room:
/// - Skip, back and Enter while paused move to the new phase and stay paused, showing its
///   full time: a paused person decides when the clock runs again. The bell still marks the
///   new phase.
/// - Back restarts the current phase; pressed again within ``backWindow`` of the previous back
///   it goes to the previous phase, and every further quick press one more phase back. At the
///   first phase it restarts it. The window is 2 *real* seconds (a double press does not get
///   faster with `--speed`): 2 s × ``speed`` in program time.
/// - Any event handled after the last deadline has passed finds the session already finished:
///   the machine first catches up with every deadline up to `now`.
/// - Performed time counts every visit of a phase, a restarted one included: the person did
///   that work. A phase counts as done when it ran to its deadline or was marked done.
/// - Two Enters within ``doubleTapWindow`` (0.3 real seconds) are one tap, wherever they land.
///
/// The events it takes and the effects it returns are in `SessionMachine+Events.swift`; the
/// cues a phase plans in `SessionMachine+Cues.swift`; the how-to toggle in
/// `SessionMachine+HowTo.swift`. What the views read (the snapshot, when the shown seconds
/// change) is in `SessionMachine+View.swift`. The scored formats' rules are in `SessionMachine+Windows.swift`
/// (the windows and how they end), `SessionMachine+Graces.swift` (a late finger, reopening),
/// `SessionMachine+Scores.swift` (the score a block ends with) and `SessionMachine+Prompt.swift`
/// (the reps prompt at a cap).
public struct SessionMachine: Sendable {
    /// Where the session is. Only running and paused have a phase visit, with its deadline,
    /// pauses, cues and how-to; paused also when it paused. So a pause cannot lack its start,
    /// a running session cannot carry one, and a machine that is ready or finished holds no
    /// deadline to go stale. A state a later format needs (waiting for a score at a cap) is
    /// another case holding its visit.
    public enum State: Sendable, Hashable {
        /// Built, not yet started.
        case ready
        case running(Visit)
        case paused(Visit, since: Duration)
        /// A scored window ended short of its last task and the reps in progress are asked for.
        case asking(RepsQuestion)
        /// The last window ended the program; a key may still change how it ended until the
        /// grace runs out, and then the session finishes.
        case closing(Closing)
        /// Ended as `reason`; `lastPhase` is the index of the phase it ended in (0 when it ended
        /// before it started), which its last snapshot shows.
        case finished(EndReason, lastPhase: Int)
    }

    /// How the athlete scores (docs/formats.md).
    public struct Scoring: Sendable, Hashable {
        /// Whether someone can press keys: stdin is a terminal, or a phone holds the control
        /// link. Without, a scored block's result is "not entered": no period is judged
        /// missed, no prompt is put up.
        public var hasKeyboard: Bool
        /// `set score-by round`: one Enter marks a whole amrap or for-time round, and the
        /// prompt at the cap asks for the reps of the round in progress as a whole.
        public var byRound: Bool

        public init(hasKeyboard: Bool = true, byRound: Bool = false) {
            self.hasKeyboard = hasKeyboard
            self.byRound = byRound
        }
    }

    /// Program time within which a second back goes to the previous phase.
    public static func backWindow(speed: Double) -> Duration { .seconds(2 * speed) }

    public var backWindow: Duration { Self.backWindow(speed: speed) }

    /// Program time within which a second Enter is the same tap: 0.3 real seconds.
    var doubleTapWindow: Duration { .seconds(0.3 * speed) }

    public let timeline: Timeline
    public let programTitle: LocalizedText
    public let profile: BodyProfile
    /// How many times faster than real time the driver runs the program clock (1 but for a
    /// preview); the ending carries it, so the history row and the summary can tell real time.
    public let speed: Double
    /// How the athlete scores the scored blocks: whether anyone can press keys, and whether an
    /// Enter marks a task or a whole round.
    public let scoring: Scoring
    public internal(set) var state: State = .ready
    var tally = Tally()
    var recent = RecentKeys()

    public init(
        timeline: Timeline, programTitle: LocalizedText, profile: BodyProfile, speed: Double = 1,
        scoring: Scoring = Scoring()
    ) {
        self.timeline = timeline
        self.programTitle = programTitle
        self.profile = profile
        self.speed = SessionSpeed.valid(speed)
        self.scoring = scoring
        // One visit a phase, most sessions: no doubling that holds two copies of the list at once.
        tally.performed.reserveCapacity(timeline.phases.count)
    }

    // MARK: - Read from the state

    /// The current visit, running or paused.
    public var visit: Visit? {
        switch state {
        case .running(let visit), .paused(let visit, _): visit
        case .ready, .finished, .asking, .closing: nil
        }
    }

    /// Index of the current phase: the first before the start, the one it ended in once finished.
    public var index: Int {
        switch state {
        case .ready: 0
        case .running(let visit), .paused(let visit, _): visit.index
        case .asking(let question): question.visit.index
        case .closing(let closing): closing.lastPhase
        case .finished(_, let lastPhase): lastPhase
        }
    }

    /// When the current phase ends if it keeps running; `nil` for an open set and when no
    /// phase is visited.
    public var deadline: Duration? { visit?.deadline }

    /// Whether the how-to is on screen; each phase starts without it.
    public var showsHowTo: Bool { visit?.showsHowTo ?? false }

    public var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// When the pause still running began; `nil` unless paused.
    var pausedSince: Duration? {
        // Every case spelled out: with `if case .paused`, Swift 6.3.1's optimizer crashes on
        // the callers in a release build (CopyPropagation, "Found outside of lifetime use").
        switch state {
        case .paused(_, let since): since
        case .ready, .running, .finished, .asking, .closing: nil
        }
    }

    /// The next instant at which `tick` has something to do: a cue or the phase's end.
    public var nextDeadline: Duration? {
        if case .closing(let closing) = state { return closing.until }
        guard case .running(let visit) = state else { return nil }
        var due: Duration?
        if let deadline = visit.deadline { due = visit.nextCue.map { deadline - $0.remaining } ?? deadline }
        for other in [visit.graceDeadline, taskDeadline(of: visit)].compactMap({ $0 }) {
            due = due.map { min($0, other) } ?? other
        }
        return due
    }

    public mutating func handle(_ event: Event, at now: Duration) -> [Effect] {
        var effects: [Effect] = []
        if isFinished { return effects }
        catchUp(to: now, into: &effects)
        if isFinished { return effects }
        switch event {
        case .start:
            guard case .ready = state else { break }
            tally.startedAt = now
            if timeline.phases.isEmpty {
                finish(.finished, at: now, into: &effects)
            } else {
                enter(0, at: now, now: now, into: &effects)
            }
        case .tick:
            break
        case .interrupted:
            stop(.interrupted, at: now, into: &effects)
        case .heartRate(let status):
            hear(status, at: now, into: &effects)
        case .key(let key):
            if case .asking(let question) = state {
                answer(key, to: question, at: now, into: &effects)
            } else if !lineTakes(key, at: now, into: &effects) {
                press(key, at: now, into: &effects)
            }
        }
        return effects
    }

    /// A key while the session runs, is paused, or has not started.
    private mutating func press(_ key: SessionKey, at now: Duration, into effects: inout [Effect]) {
        // No lift's answer took the sign: `.` is a presenter's pause key, the others any letter.
        if case .sign(let sign) = key {
            press(sign == "." ? .pauseResume : .other, at: now, into: &effects)
            return
        }
        switch (key, state) {
        case (.interrupt, _):
            stop(.interrupted, at: now, into: &effects)
        case (.stop, _):
            stop(.stopped, at: now, into: &effects)
        case (.switchLanguage, _):
            effects.append(.switchLanguage)
        case (.howTo, _):
            toggleHowTo(at: now, into: &effects)
        case (.markDone, .closing(let closing)):
            enterInGrace(closing, at: now, into: &effects)
        case (.undo, .closing(let closing)):
            undoInGrace(closing, at: now, into: &effects)
        case (_, .ready), (_, .finished), (_, .asking), (_, .closing), (.other, _), (.answer, _), (.sign, _):
            break
        case (.digit, _), (.erase, _):
            typeAhead(key)
        case (.pauseResume, .running(var visit)):
            // A pause ends a for-time's chance to be reopened: the time after it is no longer one tap away.
            if case .reopen = visit.grace { visit.grace = nil }
            tally.pauses += 1
            state = .paused(visit, since: now)
            effects.append(.note(moment(.paused, at: now)))
        case (.pauseResume, .paused(var visit, let since)):
            // The pause moves the deadline on by its length.
            let pause = now - since
            visit.paused += pause
            tally.paused += pause
            state = .running(visit)
            effects.append(.note(moment(.resumed, at: now)))
        case (.skip, _):
            skip(at: now, into: &effects)
        case (.markDone, _):
            guard isNewTap(at: now) else { break }
            if claimGrace(by: .markDone, at: now, into: &effects) { break }
            if timeline.phases[index].kind.isScored {
                markScored(at: now, into: &effects)
            } else if timeline.phases[index].isOpen {
                leave(at: now, done: true)
                if askSet(at: now, into: &effects) { break }
                next(at: now, endingAs: .finished, into: &effects)
            }
        case (.undo, _):
            if claimGrace(by: .undo, at: now, into: &effects) { break }
            undoScored(at: now, into: &effects)
        case (.back, _):
            back(at: now, into: &effects)
        }
    }

    /// n: the next phase; a scored window ends (a period, or an amrap or for-time block).
    private mutating func skip(at now: Duration, into effects: inout [Effect]) {
        effects.append(.note(moment(.skipped, at: now)))
        // A key that leaves the phase settles what the window before may still claim.
        if settleGrace(at: now, into: &effects) { return }
        if timeline.phases[index].kind.isScored {
            closeWindow(at: now, now: now, byClock: false, into: &effects)
            return
        }
        tally.skipped.insert(index)
        leave(at: now, done: false, skipped: true)
        // A station of max reps skipped is still asked, over the phase after it.
        if let visit, index + 1 < timeline.phases.count, askStation(visit, at: now, now: now, into: &effects) { return }
        // `finished` means the last phase ran out; skipping past it is stopping early.
        next(at: now, endingAs: .stopped, into: &effects)
    }

    // MARK: - Transitions

    /// Fires due cues, ends every phase whose deadline has passed by `now`, and settles every
    /// grace that ran out, in the order they fell due.
    private mutating func catchUp(to now: Duration, into effects: inout [Effect]) {
        while true {
            if case .closing(let closing) = state {
                guard now >= closing.until else { return }
                close(closing, at: closing.until, into: &effects)
                continue
            }
            guard case .running(var visit) = state else { return }
            if let graceEnd = visit.graceDeadline, graceEnd <= now, visit.deadline.map({ graceEnd <= $0 }) ?? true {
                expireGrace(at: graceEnd, into: &effects)
                continue
            }
            if let taskEnd = taskDeadline(of: visit), taskEnd <= now, visit.deadline.map({ taskEnd < $0 }) ?? true {
                // A hold or station's time is over: the clock marks it done.
                markScored(at: taskEnd, into: &effects)
                continue
            }
            guard let deadline = visit.deadline else { return }
            if now < deadline {
                while let cue = visit.nextCue, deadline - cue.remaining <= now {
                    effects.append(.cue(cue.cue))
                    visit.cuesFired += 1
                }
                state = .running(visit)
                return
            }
            if timeline.phases[visit.index].kind.isScored {
                closeWindow(at: deadline, now: now, byClock: true, into: &effects)
                continue
            }
            // The phase ran to its deadline: the next one is due exactly then.
            leave(at: deadline, done: true)
            if askStation(visit, at: deadline, now: now, into: &effects) { continue }
            proceed(to: visit.index + 1, due: deadline, now: now, byClock: true, finishing: .finished, into: &effects)
        }
    }

    /// Records the current visit as performed.
    mutating func leave(at now: Duration, done completed: Bool, skipped: Bool = false) {
        guard var visit, !visit.left else { return }
        visit.left = true
        update(visit)
        // A pause still running belongs to the phase being left.
        let paused = visit.paused + (pausedSince.map { max(now - $0, .zero) } ?? .zero)
        let phase = timeline.phases[visit.index]
        let time = currentElapsed(at: now)
        tally.performed.append(
            SessionEnding.Performed(
                phaseIndex: visit.index, phase: phase, time: time, planned: visit.due, began: visit.began,
                startedByClock: visit.byClock, paused: paused, skipped: skipped))
        tally.performedTime += time
        tally.performedMETMinutes += Self.metMinutes(of: phase, time: time, doneAt: visit.marks.first)
        if completed { tally.done.insert(visit.index) }
    }

    /// Goes to the phase after the current one, or ends as `reason` after the last.
    mutating func next(at now: Duration, endingAs reason: EndReason, into effects: inout [Effect]) {
        proceed(to: index + 1, due: now, now: now, byClock: false, finishing: reason, into: &effects)
    }

    /// Enters phase `target`, due at `due` (handled at `now`), or, past the last phase, ends
    /// the session as `reason` — once a `grace` for the window that just ended has run out.
    mutating func proceed(
        to target: Int, due: Duration, now: Duration, byClock: Bool, finishing reason: EndReason,
        run: PeriodicRun? = nil, grace: Grace? = nil, line: OpenLine? = nil, into effects: inout [Effect]
    ) {
        if target < timeline.phases.count {
            enter(target, at: due, now: now, byClock: byClock, run: run, grace: grace, line: line, into: &effects)
        } else if let grace, reason == .finished {
            closeLine(at: due, into: &effects)
            state = .closing(Closing(grace: grace, since: due, lastPhase: timeline.phases.count - 1))
        } else {
            finish(reason, at: due, into: &effects)
        }
    }

    /// `b` restarts the phase; pressed again within ``backWindow``, it goes to the one before.
    /// In an amrap or for-time block with marks the first `b` only warns that a second one
    /// restarts the block and loses them.
    private mutating func back(at now: Duration, into effects: inout [Effect]) {
        let quick = recent.back.map { now - $0 < backWindow } ?? false
        recent.back = now
        let warned = visit?.backWarnedAt.map { now - $0 < backWindow } ?? false
        if !warned, var visit, !visit.marks.isEmpty, timeline.phases[visit.index].kind.scoredFormat?.isPeriodic == false
        {
            visit.backWarnedAt = now
            update(visit)
            effects.append(.note(moment(.backWarned, at: now)))
            return
        }
        effects.append(.note(moment(.back, at: now)))
        if settleGrace(at: now, into: &effects) { return }
        leave(at: now, done: false)
        enter(quick && !warned ? max(index - 1, 0) : index, at: now, now: now, into: &effects)
    }

    /// Starts a visit of phase `target`, due at `due` and handled at `now` (later after a late
    /// wake); while paused, the new phase starts paused, showing its full time.
    ///
    /// A period of a periodic block carries its block's `run` (else the current visit's, up to
    /// this period); `grace` is what the window before may still claim, limited to a quarter
    /// of this phase. A question still up over the phase left closes; `line` comes up over this one.
    mutating func enter(
        _ target: Int, at due: Duration, now: Duration, byClock: Bool = false, run: PeriodicRun? = nil,
        grace: Grace? = nil, line: OpenLine? = nil, into effects: inout [Effect]
    ) {
        closeLine(at: due, into: &effects)
        let phase = timeline.phases[target]
        // A phase that is already over (a late wake) or has no length makes no sound.
        let audible = phase.length.map { $0 > .zero && due + $0 > now } ?? true
        let next = target + 1 < timeline.phases.count ? timeline.phases[target + 1] : nil
        let length = phase.length
        var visit = Visit(
            index: target, due: due, began: now, byClock: byClock, length: length,
            cues: audible ? Self.cues(for: phase, next: next) : [],
            run: phase.kind.isPeriodic ? periodicRun(for: target, carrying: run) : nil,
            grace: grace.map { grace in length.map { grace.limited(to: $0 / 4) } ?? grace })
        visit.line = line
        // A new phase starts without the how-to.
        if let since = pausedSince {
            // The pause so far belongs to the phase being left.
            tally.paused += due - since
            state = .paused(visit, since: due)
        } else {
            state = .running(visit)
        }
        effects.append(.note(Moment(note: .phaseStarted, time: now, planned: due, snapshot: snapshot(at: due))))
        if line != nil { effects.append(.note(moment(.asked, at: due))) }
        if !scoring.hasKeyboard, phase.isUncappedForTime {
            // With no key to finish it, a for-time block without a cap would run for ever: it
            // ends as it starts, skipped, its score not entered.
            leave(at: due, done: false, skipped: true)
            tally.skipped.insert(target)
            commit(
                Self.windowScore(phase, marks: [], elapsed: .zero, finished: false, stopped: false), first: target,
                at: due, into: &effects)
            proceed(to: target + 1, due: due, now: now, byClock: true, finishing: .finished, into: &effects)
            return
        }
        if audible {
            let cue: SessionCue =
                startsLastRound(target) ? .lastRound(phase) : .phaseStart(phase, next: timeline.nextWork(after: target))
            effects.append(.cue(cue))
        }
    }

    /// Ends the session early, keeping what the current phase performed so far and the score
    /// the block in progress reached.
    private mutating func stop(_ reason: EndReason, at now: Duration, into effects: inout [Effect]) {
        if case .asking(let question) = state {
            stopAsking(question, reason, at: now, into: &effects)
            return
        }
        if case .closing(let closing) = state {
            // The program is done; a key that waited for the grace is not coming.
            close(closing, at: now, asking: false, into: &effects)
            return
        }
        closeLine(at: now, into: &effects)
        scoreUnfinished(at: now, into: &effects)
        leave(at: now, done: false)
        finish(reason, at: now, into: &effects)
    }

    /// The one way into the finished state; the caller has already recorded the current visit.
    mutating func finish(_ reason: EndReason, at end: Duration, into effects: inout [Effect]) {
        closeLine(at: end, into: &effects)
        scoreStationsLeft(at: end, into: &effects)
        let paused = tally.paused + (pausedSince.map { end - $0 } ?? .zero)
        state = .finished(reason, lastPhase: index)
        if reason == .finished, !timeline.phases.isEmpty { effects.append(.cue(.workoutComplete)) }
        effects.append(
            .end(
                SessionEnding(
                    reason: reason, startedAt: tally.startedAt, endedAt: end, paused: paused,
                    performed: tally.performed, phasesDone: tally.done.count,
                    phasesSkipped: tally.skipped.subtracting(tally.done).count, phasesTotal: timeline.phases.count,
                    kcal: CalorieEstimate(kcal: tally.performedMETMinutes * profile.kcalPerMETMinute),
                    profile: profile, pauses: tally.pauses, speed: speed,
                    scores: tally.scores.sorted { $0.key < $1.key }.map(\.value), sets: setsDone,
                    heartRate: tally.heartRate.record)))
    }

    // MARK: - Derived values

    /// One stretch's share of the calorie estimate, the term ``CalorieEstimate/performed(_:profile:)`` sums.
    ///
    /// An emom or death-by period marked done at `doneAt` is work up to it and rest after it,
    /// the rest billed by section 7's rule (the work's MET up to 30 s, else resting).
    static func metMinutes(of phase: Phase, time: Duration, doneAt: Duration? = nil) -> Double {
        guard phase.kind.isPeriodic, let doneAt, doneAt < time else {
            return CalorieEstimate.metMinutes(phase, seconds: time.secondsValue)
        }
        var rest = phase
        let restTime = time - doneAt
        rest.billedMET = CalorieEstimate.restMET(seconds: restTime.secondsValue, afterWork: phase.billedMET)
        return CalorieEstimate.metMinutes(phase, seconds: doneAt.secondsValue)
            + CalorieEstimate.metMinutes(rest, seconds: restTime.secondsValue)
    }
}
