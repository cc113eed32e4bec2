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
    /// `x`, `.` or `,`: the signs of a lift's answer (`4x97.5`) while its line is up; anywhere
    /// else `.` is pause and resume (a presenter's blank-screen key) and the others are ``other``.
    case sign(Character)
    /// i: the current exercise's how-to.
    case howTo
    /// l: switches the language.
    case switchLanguage
    /// q: ends the session early, reason "stopped".
    case stop
    /// Ctrl-C: ends the session early, reason "interrupted".
    case interrupt
    /// A whole answer to the reps prompt at once (the remote's number pad): the same as typing
    /// its digits and Enter.
    case answer(Int)

    public static var allCases: [SessionKey] {
        [.pauseResume, .skip, .back, .markDone, .undo] + (0...9).map(SessionKey.digit)
            + [.erase, .other, .sign("x"), .sign("."), .howTo, .switchLanguage, .stop, .interrupt, .answer(0)]
    }
}
