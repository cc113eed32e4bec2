/// A key that controls a running session.
public enum SessionKey: Sendable, Hashable, CaseIterable {
    /// Space or p.
    case pauseResume
    /// n: the next phase; in a scored block, the end of the period or of the block.
    case skip
    /// b: restart the phase; again within 2 s, the previous one.
    case back
    /// Enter: marks an open (reps) set or a scored block's task done, or answers the reps prompt.
    case markDone
    /// u: takes back the last Enter of the current scored block.
    case undo
    /// A digit 0–9, for the reps prompt at a cap; nothing anywhere else.
    case digit(Int)
    /// Backspace: takes back the last digit typed at the reps prompt.
    case erase
    /// Any other printable character: at the reps prompt it is no number, elsewhere nothing.
    case other
    /// i: the current exercise's how-to.
    case howTo
    /// l: switches the language.
    case switchLanguage
    /// q: ends the session early, reason "stopped".
    case stop
    /// Ctrl-C: ends the session early, reason "interrupted".
    case interrupt
    /// A whole reps answer from the remote page's number pad: at the reps prompt the same as
    /// typing its digits and Enter; nothing anywhere else.
    case answer(Int)

    public static var allCases: [SessionKey] {
        [.pauseResume, .skip, .back, .markDone, .undo] + (0...9).map(SessionKey.digit)
            + [.erase, .other, .howTo, .switchLanguage, .stop, .interrupt, .answer(7)]
    }
}

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
    /// The reps prompt is up: a cap was reached, a death-by period missed, or a block ended early.
    case repsAsked
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

    public init(block: Int, round: Int, task: Phase.Task) {
        self.block = block
        self.round = round
        self.task = task
    }
}

/// A sound made during a session.
public enum SessionCue: Sendable, Hashable {
    /// A phase begins; voice mode speaks the phase (exercise name, "rest", "next up …").
    case phaseStart(Phase, next: Phase?)
    /// 3, 2, 1 before a work phase.
    case countdown(Int)
    /// Halfway through a work phase of 20 s or more.
    case halfway
    /// The first work phase of a block's last round (blocks of 2 rounds or more): voice mode
    /// says "last round" where it would name the exercise; the bell rings as for any phase.
    case lastRound(Phase)
    /// The last phase ran to its end: voice mode says so; the bell stays quiet.
    case workoutComplete
    /// Round N of an amrap or for-time block begins (N ≥ 2).
    case round(Int)
    /// One minute is left before a cap or the end of a long period.
    case oneMinuteLeft
    /// The cap of an amrap or for-time block was reached: a cue unlike a phase's bell.
    case capReached
}

/// Where a running session shows itself: the live terminal views, or plain lines.
///
/// The session driver calls these on every change; implementations decide what to draw
/// (the live display redraws only when the rendered screen differs from the last one).
public protocol SessionDisplay: AnyObject {
    /// Draws the current state.
    func show(_ snapshot: SessionSnapshot, strings: Strings)
    /// Announces a happening; plain mode prints one line per note.
    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings)
    /// The how-to was asked for: `snapshot.howTo` holds it. Live views draw the snapshot as
    /// always; plain mode prints the text once.
    func showHowTo(snapshot: SessionSnapshot, strings: Strings)
    /// Plays a cue (bell, or speech in voice mode), in the session's language.
    func cue(_ cue: SessionCue, strings: Strings)
    /// Leaves the screen in a clean state; called exactly once, on every way out.
    func close()
}
