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
    /// A lift's set beat a record (SPEC section 17): voice mode says it ("New 5RM: 105 kg");
    /// the bell stays quiet.
    case newRecord(NewLiftRecord)
}
