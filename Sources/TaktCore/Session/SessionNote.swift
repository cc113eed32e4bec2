/// Something that happened in a session, which plain mode prints as one line and the
/// events file records.
public enum SessionNote: Sendable, Hashable {
    case phaseStarted
    case paused
    case resumed
    case skipped
    case back
    /// Enter marked a task of a scored block done.
    case done(ScoredMark)
    /// A round of an amrap or for-time block is complete: which one, and how long it took.
    case roundDone(block: Int, round: Int, split: Duration)
    /// An emom or death-by period ended without Enter.
    case missed(block: Int, round: Int)
    /// u took back the last Enter of the block.
    case undone(block: Int)
    /// The first b in an amrap or for-time block with marks: a second one restarts the block.
    case backWarned
    /// The reps prompt is up: a cap was reached, a death-by period missed, or a block ended early.
    case repsAsked
    /// A question came up over the running phase (the snapshot's ``SessionSnapshot/answerLine``).
    case asked
    /// The question about `subject` closed with this answer; `nil`: not entered.
    case answered(AnswerLine.Subject, reps: Int?)
    /// A lift's set was kept when its line closed: as answered, or as planned (`nil`).
    case setKept(AnswerLine.SetAsked, LiftAnswer?)
    /// A lift's set beat a record, said at once ("New 5RM: 105 kg").
    case newRecord(NewLiftRecord)
    /// A scored block ended with this score.
    case scored(BlockScore)
    case ended(EndReason)
}

/// One Enter in a scored block: the task marked done.
public struct ScoredMark: Sendable, Hashable {
    /// The block's 1-based place in the program (as `show --json` counts blocks).
    public var block: Int
    /// The round (amrap, for-time) or period (emom, death-by) the task belongs to.
    public var round: Int
    public var task: Phase.Task
    /// A late finger: the Enter came just after the period ended, and counts for it.
    public var countedLate: Bool

    public init(block: Int, round: Int, task: Phase.Task, countedLate: Bool = false) {
        self.block = block
        self.round = round
        self.task = task
        self.countedLate = countedLate
    }
}
