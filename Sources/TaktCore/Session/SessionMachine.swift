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
///   faster with `--speed`), so the driver passes 2 s × speed in program time.
/// - Any event handled after the last deadline has passed finds the session already finished:
///   the machine first catches up with every deadline up to `now`.
/// - Performed time counts every visit of a phase, a restarted one included: the person did
///   that work. A phase counts as done when it ran to its deadline or was marked done.
public struct SessionMachine: Sendable {
    /// Where the session is. Running and paused carry the phase kind (the views differ) and
    /// whether the how-to is up; paused also when it paused, so a pause cannot lack its start
    /// and a running session cannot carry one.
    public enum State: Sendable, Hashable {
        /// Built, not yet started.
        case ready
        case running(Phase.Kind, howTo: Bool = false)
        case paused(Phase.Kind, since: Duration, howTo: Bool = false)
        case finished(EndReason)
    }

    public enum Event: Sendable, Hashable {
        case start
        case key(SessionKey)
        /// A deadline (phase end or cue) was reached.
        case tick
        /// A signal or the terminal closing ended the session.
        case interrupted
    }

    /// Something that happened, for the display's note and the events file.
    public struct Moment: Sendable, Hashable {
        public var note: SessionNote
        /// Program time at which the driver handled it (`t` in the events file).
        public var time: Duration
        /// For a phase start: when the phase was due (`planned` in the events file).
        public var planned: Duration?
        /// The session as it was right after the happening.
        public var snapshot: SessionSnapshot
    }

    public enum Effect: Sendable, Hashable {
        case note(Moment)
        case cue(SessionCue)
        /// Show the how-to of this phase's exercise.
        case showHowTo(Phase)
        /// Take the how-to off the screen again (the i key pressed a second time).
        case hideHowTo
        case switchLanguage
        /// The session ended; emitted exactly once.
        case end(SessionEnding)
    }

    /// Program time within which a second back goes to the previous phase.
    public static func backWindow(speed: Double) -> Duration { .seconds(2 * speed) }

    public let timeline: Timeline
    public let programTitle: LocalizedText
    public let profile: BodyProfile
    public let backWindow: Duration

    public private(set) var state: State = .ready
    /// Index of the current phase (the last one once finished).
    public private(set) var index = 0
    public private(set) var startedAt: Duration = .zero
    /// When the current phase ends while running; `nil` for an open set.
    public private(set) var deadline: Duration?
    /// When the current visit of the phase began.
    private var phaseBegan: Duration = .zero
    /// Paused time within the current visit.
    private var pausedInPhase: Duration = .zero
    /// When the pause still running began; `nil` while running.
    private var pausedAt: Duration? {
        if case .paused(_, let since, _) = state { return since }
        return nil
    }
    private var pausedBefore: Duration = .zero
    /// When the current visit was due, when the driver began it, and whether the clock did.
    private var visitPlanned: Duration = .zero
    private var visitBegan: Duration = .zero
    private var visitByClock = false
    private var pauses = 0
    private var performed: [SessionEnding.Performed] = []
    /// Running totals of `performed`, so a snapshot costs the same at the last phase as at the
    /// first: summing the list on every tick made a 10,000-phase session quadratic.
    private var performedTime: Duration = .zero
    private var performedMETMinutes = 0.0
    /// The timeline's planned length, summed once.
    private let plannedTotal: Duration
    /// Planned seconds after each phase (``Timeline/plannedSeconds(after:)``), summed once from the end.
    private let plannedAfter: [Int]
    private var done: Set<Int> = []
    /// Phases left with the skip key; those never completed later count as skipped.
    private var skipped: Set<Int> = []
    private var lastBack: Duration?
    private var cues: [PlannedCue] = []
    private var cuesFired = 0
    /// Whether the how-to is on screen; each phase starts without it.
    public var showsHowTo: Bool {
        switch state {
        case .running(_, let howTo), .paused(_, _, let howTo): howTo
        case .ready, .finished: false
        }
    }

    /// `i` toggles: a second press takes the how-to away.
    private mutating func toggleHowTo(into effects: inout [Effect]) {
        if showsHowTo {
            setHowTo(false)
            effects.append(.hideHowTo)
        } else if let phase = howToPhase {
            setHowTo(true)
            effects.append(.showHowTo(phase))
        }
    }

    /// `b` restarts the phase; pressed again within ``backWindow``, it goes to the one before.
    private mutating func back(at now: Duration, into effects: inout [Effect]) {
        let quick = lastBack.map { now - $0 < backWindow } ?? false
        effects.append(.note(moment(.back, at: now)))
        leave(at: now, done: false)
        lastBack = now
        enter(
            quick ? max(index - 1, 0) : index, at: now, planned: now, now: now, paused: pausedAt != nil, into: &effects)
    }

    /// Shows or hides the how-to in the running or paused state.
    private mutating func setHowTo(_ shown: Bool) {
        switch state {
        case .running(let kind, _): state = .running(kind, howTo: shown)
        case .paused(let kind, let since, _): state = .paused(kind, since: since, howTo: shown)
        case .ready, .finished: break
        }
    }

    /// A cue due when the phase has `remaining` left.
    private struct PlannedCue: Sendable, Hashable {
        var remaining: Duration
        var cue: SessionCue
    }

    public init(
        timeline: Timeline, programTitle: LocalizedText, profile: BodyProfile, backWindow: Duration = .seconds(2)
    ) {
        self.timeline = timeline
        self.programTitle = programTitle
        self.profile = profile
        self.backWindow = backWindow
        self.plannedTotal = .seconds(timeline.totalSeconds)
        var after = [Int](repeating: 0, count: max(timeline.phases.count, 1))
        for index in timeline.phases.indices.dropLast().reversed() {
            after[index] = after[index + 1] + (timeline.phases[index + 1].seconds ?? 0)
        }
        self.plannedAfter = after
    }

    public var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// The next instant at which `tick` has something to do: a cue or the phase's end.
    public var nextDeadline: Duration? {
        guard case .running = state, let deadline else { return nil }
        if cuesFired < cues.count {
            return deadline - cues[cuesFired].remaining
        }
        return deadline
    }

    public mutating func handle(_ event: Event, at now: Duration) -> [Effect] {
        var effects: [Effect] = []
        if isFinished { return effects }
        catchUp(to: now, into: &effects)
        if isFinished { return effects }
        switch (event, state) {
        case (.start, .ready):
            startedAt = now
            if timeline.phases.isEmpty {
                finish(.finished, at: now, into: &effects)
            } else {
                enter(0, at: now, planned: now, now: now, paused: false, into: &effects)
            }
        case (.start, _), (.tick, _):
            break
        case (.interrupted, _), (.key(.interrupt), _):
            stop(.interrupted, at: now, into: &effects)
        case (.key(.stop), _):
            stop(.stopped, at: now, into: &effects)
        case (.key(.switchLanguage), _):
            effects.append(.switchLanguage)
        case (.key(.howTo), _):
            toggleHowTo(into: &effects)
        case (.key, .ready):
            break
        case (.key(.pauseResume), .running(let kind, let howTo)):
            pauses += 1
            state = .paused(kind, since: now, howTo: howTo)
            effects.append(.note(moment(.paused, at: now)))
        case (.key(.pauseResume), .paused(let kind, _, let howTo)):
            resume(at: now)
            state = .running(kind, howTo: howTo)
            effects.append(.note(moment(.resumed, at: now)))
        case (.key(.skip), _):
            effects.append(.note(moment(.skipped, at: now)))
            skipped.insert(index)
            leave(at: now, done: false, skipped: true)
            // `finished` means the last phase ran out; skipping past it is stopping early.
            next(at: now, endingAs: .stopped, into: &effects)
        case (.key(.markDone), _):
            guard timeline.phases[index].isOpen else { break }
            leave(at: now, done: true)
            next(at: now, endingAs: .finished, into: &effects)
        case (.key(.back), _):
            back(at: now, into: &effects)
        case (.key, .finished):
            break
        }
        return effects
    }

    /// The session as a view should draw it at `now`.
    public func snapshot(at now: Duration) -> SessionSnapshot {
        let phaseIndex = min(index, max(timeline.phases.count - 1, 0))
        let phase = timeline.phases.isEmpty ? Self.emptyPhase : timeline.phases[phaseIndex]
        let elapsed = currentElapsed(at: now)
        var remaining: Duration? = nil
        if let seconds = phase.seconds {
            remaining = isFinished ? .zero : max(.seconds(seconds) - elapsed, .zero)
        }
        var sessionElapsed = performedTime
        var metMinutes = performedMETMinutes
        if isVisiting, !timeline.phases.isEmpty {
            sessionElapsed += elapsed
            metMinutes += Self.metMinutes(of: phase, time: elapsed)
        }
        return SessionSnapshot(
            programTitle: programTitle, phaseIndex: phaseIndex, phase: phase,
            nextWork: timeline.nextWork(after: phaseIndex), isPaused: pausedAt != nil, remaining: remaining,
            phaseElapsed: elapsed, sessionElapsed: sessionElapsed, plannedTotal: plannedTotal,
            phaseCount: timeline.phases.count, kcal: metMinutes * profile.kcalPerMETMinute,
            plannedAfter: .seconds(isFinished ? 0 : plannedAfter[phaseIndex]),
            howTo: showsHowTo ? howToPhase?.activity : nil)
    }

    /// When the whole seconds a view shows next change: the countdown of a timed phase, the
    /// count-up of an open set. `nil` while nothing moves (ready, paused, finished).
    public func nextDisplayChange(after now: Duration) -> Duration? {
        guard case .running = state else { return nil }
        if let deadline {
            let remaining = deadline - now
            guard remaining > .zero else { return deadline }
            let shown = Self.wholeSecondsRoundedUp(remaining)
            return deadline - .seconds(shown - 1)
        }
        let elapsed = currentElapsed(at: now)
        return now + .seconds(Self.wholeSecondsRoundedUp(elapsed + .nanoseconds(1))) - elapsed
    }

    // MARK: - Transitions

    private var isVisiting: Bool {
        switch state {
        case .running, .paused: true
        case .ready, .finished: false
        }
    }

    /// Fires due cues and ends every phase whose deadline has passed by `now`.
    private mutating func catchUp(to now: Duration, into effects: inout [Effect]) {
        while case .running = state, let deadline {
            if now < deadline {
                while cuesFired < cues.count, deadline - cues[cuesFired].remaining <= now {
                    effects.append(.cue(cues[cuesFired].cue))
                    cuesFired += 1
                }
                return
            }
            // The phase ran to its deadline: the next one is due exactly then.
            leave(at: deadline, done: true)
            if index + 1 < timeline.phases.count {
                enter(
                    index + 1, at: deadline, planned: deadline, now: now, paused: false, byClock: true,
                    into: &effects)
            } else {
                finish(.finished, at: deadline, into: &effects)
            }
        }
    }

    /// Records the current visit as performed.
    private mutating func leave(at now: Duration, done completed: Bool, skipped: Bool = false) {
        // A pause still running belongs to the phase being left.
        let paused = pausedInPhase + (pausedAt.map { max(now - $0, .zero) } ?? .zero)
        let phase = timeline.phases[index]
        let time = currentElapsed(at: now)
        performed.append(
            SessionEnding.Performed(
                phaseIndex: index, phase: phase, time: time, planned: visitPlanned, began: visitBegan,
                startedByClock: visitByClock, paused: paused, skipped: skipped))
        performedTime += time
        performedMETMinutes += Self.metMinutes(of: phase, time: time)
        if completed { done.insert(index) }
    }

    /// Goes to the phase after the current one, or ends as `reason` after the last.
    private mutating func next(at now: Duration, endingAs reason: EndReason, into effects: inout [Effect]) {
        if index + 1 < timeline.phases.count {
            enter(index + 1, at: now, planned: now, now: now, paused: pausedAt != nil, into: &effects)
        } else {
            finish(reason, at: now, into: &effects)
        }
    }

    /// Starts a visit of phase `target` at `begin`; while paused, the new phase starts paused.
    private mutating func enter(
        _ target: Int, at begin: Duration, planned: Duration, now: Duration, paused: Bool, byClock: Bool = false,
        into effects: inout [Effect]
    ) {
        if let pausedAt {
            // The pause so far belongs to the phase being left.
            pausedBefore += begin - pausedAt
        }
        index = target
        // Three values a visit, stored with it when it is left: measuring costs O(1) per phase.
        visitPlanned = planned
        visitBegan = now
        visitByClock = byClock
        let phase = timeline.phases[target]
        phaseBegan = begin
        pausedInPhase = .zero
        deadline = phase.seconds.map { begin + .seconds($0) }
        // A new phase starts without the how-to; while paused, it starts paused.
        state = paused ? .paused(phase.kind, since: begin) : .running(phase.kind)
        cues = Self.cues(for: phase, next: target + 1 < timeline.phases.count ? timeline.phases[target + 1] : nil)
        cuesFired = 0
        effects.append(.note(Moment(note: .phaseStarted, time: now, planned: planned, snapshot: snapshot(at: begin))))
        // A phase that is already over (a late wake) or has no length makes no sound.
        let audible = phase.seconds.map { $0 > 0 && begin + .seconds($0) > now } ?? true
        if audible {
            let cue: SessionCue =
                startsLastRound(target) ? .lastRound(phase) : .phaseStart(phase, next: timeline.nextWork(after: target))
            effects.append(.cue(cue))
        } else {
            cuesFired = cues.count
        }
    }

    /// Accounts for the pause ending at `now`; the caller sets the running state.
    private mutating func resume(at now: Duration) {
        guard let pausedAt else { return }
        let pause = now - pausedAt
        pausedInPhase += pause
        pausedBefore += pause
        deadline = deadline.map { $0 + pause }
    }

    /// Ends the session early, keeping what the current phase performed so far.
    private mutating func stop(_ reason: EndReason, at now: Duration, into effects: inout [Effect]) {
        if isVisiting { leave(at: now, done: false) }
        finish(reason, at: now, into: &effects)
    }

    /// The one way into the finished state; the caller has already recorded the current visit.
    private mutating func finish(_ reason: EndReason, at end: Duration, into effects: inout [Effect]) {
        let paused = pausedBefore + (pausedAt.map { end - $0 } ?? .zero)
        state = .finished(reason)
        if reason == .finished, !timeline.phases.isEmpty { effects.append(.cue(.workoutComplete)) }
        effects.append(
            .end(
                SessionEnding(
                    reason: reason, startedAt: startedAt, endedAt: end, paused: paused, performed: performed,
                    phasesDone: done.count, phasesSkipped: skipped.subtracting(done).count,
                    phasesTotal: timeline.phases.count,
                    kcal: CalorieEstimate(kcal: performedMETMinutes * profile.kcalPerMETMinute),
                    usesDefaultMass: profile.usesDefaultMass, pauses: pauses)))
    }

    // MARK: - Derived values

    /// Time performed in the current visit, pauses excluded.
    private func currentElapsed(at now: Duration) -> Duration {
        guard isVisiting else { return .zero }
        let until = pausedAt ?? now
        return max(until - phaseBegan - pausedInPhase, .zero)
    }

    private func moment(_ note: SessionNote, at now: Duration) -> Moment {
        Moment(note: note, time: now, planned: nil, snapshot: snapshot(at: now))
    }

    /// The exercise the how-to explains: the current work, else the next one.
    private var howToPhase: Phase? {
        guard !timeline.phases.isEmpty else { return nil }
        let phase = timeline.phases[index]
        return phase.kind == .work ? phase : timeline.nextWork(after: index)
    }

    /// One stretch's share of the calorie estimate, the term ``CalorieEstimate/performed(_:profile:)`` sums.
    private static func metMinutes(of phase: Phase, time: Duration) -> Double {
        CalorieEstimate.metMinutes(phase, seconds: time.secondsValue)
    }

    /// Whether phase `target` is the first work phase of its block's last round, in a block of
    /// two rounds or more: the work before it belongs to another round or block, or there is none.
    private func startsLastRound(_ target: Int) -> Bool {
        let phase = timeline.phases[target]
        guard phase.kind == .work, phase.rounds > 1, phase.round == phase.rounds else { return false }
        guard let previous = timeline.phases[..<target].last(where: { $0.kind == .work }) else { return true }
        return previous.block != phase.block || previous.round != phase.round
    }

    /// Bell at the start (sent by `enter`), halfway in work of 20 s or more, 3-2-1 before work.
    private static func cues(for phase: Phase, next: Phase?) -> [PlannedCue] {
        guard let seconds = phase.seconds, seconds > 0 else { return [] }
        var planned: [PlannedCue] = []
        if phase.kind == .work, seconds >= 20 {
            planned.append(PlannedCue(remaining: .seconds(seconds) / 2, cue: .halfway))
        }
        if next?.kind == .work {
            for count in [3, 2, 1] where count < seconds {
                planned.append(PlannedCue(remaining: .seconds(count), cue: .countdown(count)))
            }
        }
        return planned.sorted { $0.remaining > $1.remaining }
    }

    private static func wholeSecondsRoundedUp(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds + 1 : seconds
    }

    private static let emptyPhase = Phase(
        order: 0, kind: .getReady, activity: nil, block: 0, blockTitle: nil, round: 1, rounds: 1, set: 1, sets: 1,
        seconds: 0, reps: nil, isRestAfter: false, billedMET: 0)
}
