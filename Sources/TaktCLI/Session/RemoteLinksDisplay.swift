import TaktCore
import TaktRemote

/// The session's display with the remote's links in front of it when asked: the control and
/// view links, where they can be reached from, and a QR code of the control link.
///
/// In the live views the panel takes the screen from the start until the first key or the end
/// of get-ready (time to scan the code), and again while `r` keeps it up: the session runs on
/// behind it and the live view comes back whole, drawn afresh. In plain mode the panel is lines
/// among the others, printed at the start and at each `r`.
final class RemoteLinksDisplay: SessionDisplay {
    /// The panel in a language, lines and their colours.
    typealias Panel = (Strings) -> TerminalString

    private var inner: any SessionDisplay
    /// A new live display to draw the view afresh after the panel; `nil` in plain mode.
    private let freshLive: (() -> any SessionDisplay)?
    private let write: (TerminalString) -> Void
    private let panel: Panel
    /// Whether the panel is on the live screen now.
    private(set) var showing = false
    private var last: (snapshot: SessionSnapshot, strings: Strings)?
    private var closed = false

    /// - Parameters:
    ///   - inner: the live or plain display.
    ///   - freshLive: for the live views, how to make a display that draws a whole new frame.
    ///   - write: where the panel goes: the terminal, or plain mode's output.
    init(
        inner: any SessionDisplay, freshLive: (() -> any SessionDisplay)?, write: @escaping (TerminalString) -> Void,
        panel: @escaping Panel
    ) {
        self.inner = inner
        self.freshLive = freshLive
        self.write = write
        self.panel = panel
    }

    /// Puts the panel up (the live view's screen is cleared first) or, when it is up, takes it down.
    func toggleLinks(strings: Strings) {
        if showing {
            hideLinks()
            return
        }
        if freshLive != nil {
            showing = true
            var screen = TerminalString(.resetLook)
            screen.append(.clearScreen)
            screen.append(panel(strings))
            write(screen)
        } else {
            write(panel(strings))
        }
    }

    /// Adds to the panel at the start that get-ready waits for the control page or Enter.
    func sayWaiting(strings: Strings) {
        guard showing else { return }
        write(TerminalString("\n" + strings(.remoteLinksWaiting) + "\n", lineBreaks: .keep))
    }

    /// Takes the panel down and draws the live view again, whole.
    func hideLinks() {
        guard showing, let freshLive else { return }
        showing = false
        inner = freshLive()
        if let last { inner.show(last.snapshot, strings: last.strings) }
    }

    func show(_ snapshot: SessionSnapshot, strings: Strings) {
        last = (snapshot, strings)
        // The end of the session always shows: the summary is what everybody waits for.
        if showing, snapshot.summary != nil { hideLinks() }
        guard !showing else { return }
        inner.show(snapshot, strings: strings)
    }

    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {
        // The panel shown at the start gives way when get-ready is over.
        if note == .phaseStarted, snapshot.phaseIndex > 0, snapshot.phase.kind != .getReady { hideLinks() }
        inner.note(note, snapshot: snapshot, strings: strings)
    }

    func showHowTo(snapshot: SessionSnapshot, strings: Strings) {
        hideLinks()
        inner.showHowTo(snapshot: snapshot, strings: strings)
    }

    func cue(_ cue: SessionCue, strings: Strings) {
        inner.cue(cue, strings: strings)
    }

    func close() {
        guard !closed else { return }
        closed = true
        hideLinks()
        inner.close()
    }
}
