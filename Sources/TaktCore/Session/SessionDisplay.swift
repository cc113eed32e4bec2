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
