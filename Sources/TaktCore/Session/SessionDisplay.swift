/// A key that controls a running session.
public enum SessionKey: Sendable, Hashable, CaseIterable {
    /// Space or p.
    case pauseResume
    /// n.
    case skip
    /// b: restart the phase; again within 2 s, the previous one.
    case back
    /// Enter: marks an open (reps) set done.
    case markDone
    /// i: the current exercise's how-to.
    case howTo
    /// l: switches the language.
    case switchLanguage
    /// q: ends the session early, reason "stopped".
    case stop
    /// Ctrl-C: ends the session early, reason "interrupted".
    case interrupt
}

/// Something that happened in a session, which plain mode prints as one line and the
/// events file records.
public enum SessionNote: Sendable, Hashable {
    case phaseStarted
    case paused
    case resumed
    case skipped
    case back
    case ended(EndReason)
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
