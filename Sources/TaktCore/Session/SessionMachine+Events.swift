// What goes into the machine (events) and what comes out of it (effects, and the moments the
// display and the events file are told of). How it moves between them is SessionMachine.swift.
extension SessionMachine {
    public enum Event: Sendable, Hashable {
        case start
        case key(SessionKey)
        /// A deadline (phase end or cue) was reached.
        case tick
        /// A signal or the terminal closing ended the session.
        case interrupted
        /// The strap said something: a reading, its silence, or why there is none. Handled as a
        /// key is, on the same path; it never moves a phase.
        case heartRate(HeartRateStatus)
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

    /// The large payloads are boxed (`indirect`): a catch-up over many phases collects their
    /// effects in one list, and inline each would be as large as a whole snapshot.
    public enum Effect: Sendable, Hashable {
        indirect case note(Moment)
        case cue(SessionCue)
        /// Show the how-to: the session at the key press, its `howTo` the exercise to explain.
        indirect case showHowTo(SessionSnapshot)
        /// Take the how-to off the screen again (the i key pressed a second time).
        case hideHowTo
        case switchLanguage
        /// The screen changed without a note (a digit typed at the reps prompt): draw it again.
        case redraw
        /// A reading for the events file (`hr`), at most one each second of program time;
        /// `nil` bpm once when contact is lost.
        case heartRate(bpm: Int?, at: Duration)
        /// The session ended; emitted exactly once.
        indirect case end(SessionEnding)
    }
}
