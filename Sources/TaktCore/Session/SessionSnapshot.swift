/// Everything a view needs to draw one frame of a running or finished session.
///
/// The session engine produces snapshots; the views render them. A snapshot holds no clock:
/// times in it are program time, already computed for the frame's instant.
public struct SessionSnapshot: Sendable, Hashable {
    public var programTitle: LocalizedText
    /// Index into the timeline's phases of the current phase.
    public var phaseIndex: Int
    public var phase: Phase
    /// The next work phase, the "Next: …" / "Next up" of the views; `nil` at the end.
    public var nextWork: Phase?
    public var isPaused: Bool
    /// Time left in a timed phase; `nil` for an open (reps) set.
    public var remaining: Duration?
    /// Time spent in the current phase so far (an open set counts this up).
    public var phaseElapsed: Duration
    /// Program time performed so far, pauses excluded.
    public var sessionElapsed: Duration
    /// Planned length of the whole timeline.
    public var plannedTotal: Duration
    /// Planned length of the timed phases after the current one (open sets count nothing).
    public var plannedAfter: Duration
    public var phaseCount: Int
    /// Calories of what was performed so far.
    public var kcal: Double
    /// Set once the session has ended.
    public var summary: SessionSummary?
    /// The exercise whose how-to is on screen (the i key), until the phase changes.
    public var howTo: Phase.Activity?
    /// Where a scored window stands; `nil` for other phases.
    public var scored: ScoredProgress?
    /// The question asked over this phase, while it is up: the answer line under the view.
    public var answerLine: AnswerLine?
    /// The strap's reading or state; `nil` in a session without heart rate.
    public var heartRate: HeartRateStatus?

    public init(
        programTitle: LocalizedText, phaseIndex: Int, phase: Phase, nextWork: Phase?, isPaused: Bool,
        remaining: Duration?, phaseElapsed: Duration, sessionElapsed: Duration, plannedTotal: Duration,
        phaseCount: Int, kcal: Double, summary: SessionSummary? = nil, plannedAfter: Duration = .zero,
        howTo: Phase.Activity? = nil, scored: ScoredProgress? = nil
    ) {
        self.scored = scored
        self.programTitle = programTitle
        self.phaseIndex = phaseIndex
        self.phase = phase
        self.nextWork = nextWork
        self.isPaused = isPaused
        self.remaining = remaining
        self.phaseElapsed = phaseElapsed
        self.sessionElapsed = sessionElapsed
        self.plannedTotal = plannedTotal
        self.plannedAfter = plannedAfter
        self.phaseCount = phaseCount
        self.kcal = kcal
        self.summary = summary
        self.howTo = howTo
    }

    /// Time left in the whole workout: the rest of this phase and every timed phase after it.
    public var workoutRemaining: Duration { (remaining ?? .zero) + plannedAfter }
}

/// Where a scored window (docs/formats.md) stands, for the views.
public struct ScoredProgress: Sendable, Hashable {
    /// The task to do now; `nil` once an emom or death-by period is done, or every task of a
    /// for-time block is.
    public var task: Phase.Task?
    /// The round (amrap, for-time) or period (emom, death-by) in progress, from 1.
    public var round: Int
    /// Rounds complete (amrap, for-time).
    public var roundsDone: Int
    /// Tasks marked done in the window.
    public var marked: Int
    /// How long the last complete round took.
    public var lastSplit: Duration?
    /// An emom or death-by period marked done: the rest of it is rest.
    public var isDone: Bool
    /// The reps prompt, while it is up.
    public var question: SessionMachine.RepsQuestion?
    /// The period before, which an Enter just after its end counted for.
    public var countedLate: Int?
    /// `b` just said that a second press restarts the block and loses its marks.
    public var backWarning = false

    public init(
        task: Phase.Task?, round: Int, roundsDone: Int = 0, marked: Int = 0, lastSplit: Duration? = nil,
        isDone: Bool = false, question: SessionMachine.RepsQuestion? = nil
    ) {
        self.marked = marked
        self.task = task
        self.round = round
        self.roundsDone = roundsDone
        self.lastSplit = lastSplit
        self.isDone = isDone
        self.question = question
    }
}
