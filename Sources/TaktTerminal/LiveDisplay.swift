import TaktCore

/// The live session views on a terminal, redrawn in place and only when they change.
///
/// Each frame is drawn line by line at absolute positions with "erase to end of line", so a
/// redraw never flashes a cleared screen. The window size is read again on every `show`: a
/// resized terminal gets a full clear and a frame laid out for the new width.
public final class LiveDisplay: SessionDisplay {
    private let output: TerminalOutput
    private let colour: Bool
    private let windowSize: () -> TerminalDevice.Size?
    private let cues: CuePlayer?

    /// The last frame written, compared with the next to skip identical redraws.
    private(set) var lastFrame: [String]?
    private var lastSize: TerminalDevice.Size?
    /// The how-to overlay stays up until the phase changes.
    private var howTo: (text: String, phaseIndex: Int)?
    private var closed = false

    /// Used when the size cannot be read (not a terminal): a common default.
    public static let fallbackSize = TerminalDevice.Size(columns: 80, rows: 24)

    /// - Parameters:
    ///   - output: where escape codes and text go.
    ///   - colour: ANSI colours and bold; off for `NO_COLOR` (the caller decides).
    ///   - windowSize: read before every frame; defaults to the size of standard output.
    ///   - cues: plays bells or speech; `nil` is silent.
    public init(
        output: TerminalOutput = StandardOutput(), colour: Bool,
        windowSize: @escaping () -> TerminalDevice.Size? = { TerminalDevice.size() },
        cues: CuePlayer? = nil
    ) {
        self.output = output
        self.colour = colour
        self.windowSize = windowSize
        self.cues = cues
    }

    public func show(_ snapshot: SessionSnapshot, strings: Strings) {
        guard !closed else { return }
        if let overlay = howTo, overlay.phaseIndex != snapshot.phaseIndex || snapshot.summary != nil {
            howTo = nil
        }
        draw(snapshot, strings: strings)
    }

    /// Live views show state, not happenings: notes are for plain mode and the events file.
    public func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {}

    public func showHowTo(_ text: String, snapshot: SessionSnapshot, strings: Strings) {
        guard !closed else { return }
        howTo = (TerminalText.sanitize(text), snapshot.phaseIndex)
        draw(snapshot, strings: strings)
    }

    public func hideHowTo(snapshot: SessionSnapshot, strings: Strings) {
        guard !closed else { return }
        howTo = nil
        draw(snapshot, strings: strings)
    }

    public func cue(_ cue: SessionCue, strings: Strings) {
        guard !closed else { return }
        cues?.play(cue, strings: strings)
    }

    /// Leaves the cursor below the last frame and visible again; only the first call acts.
    public func close() {
        guard !closed else { return }
        closed = true
        cues?.stop()
        guard let frame = lastFrame else { return }
        // Below the last frame; a frame that fills the window scrolls it up one line instead.
        let rows = lastSize?.rows ?? Self.fallbackSize.rows
        let below = frame.count < rows ? "\u{1B}[\(frame.count + 1);1H" : "\u{1B}[\(rows);1H\n"
        output.write("\u{1B}[0m" + below + "\u{1B}[?25h")
    }

    private func draw(_ snapshot: SessionSnapshot, strings: Strings) {
        let size = windowSize() ?? Self.fallbackSize
        let screen = SessionScreen(strings: strings, width: size.columns, height: size.rows, colour: colour)
        // The views fill the window's height; a taller frame would scroll: the top is kept.
        let frame = Array(
            screen.render(snapshot, howTo: howTo?.text, columns: size.columns).prefix(max(1, size.rows)))
        guard frame != lastFrame || size != lastSize else { return }
        // A tinted line already fills the width; erasing after one in the last column would
        // erase that column's character on terminals that hold the cursor there.
        let erase = colour && snapshot.summary == nil ? "" : "\u{1B}[K"
        var bytes = ""
        if lastFrame == nil || size != lastSize {
            // First frame, or a resize: start from a clean screen with the cursor hidden.
            bytes += "\u{1B}[?25l\u{1B}[H\u{1B}[2J"
        }
        for (index, line) in frame.enumerated() where line != lastFrame?[safe: index] || size != lastSize {
            bytes += "\u{1B}[\(index + 1);1H" + line + erase
        }
        if let previous = lastFrame, previous.count > frame.count {
            bytes += "\u{1B}[\(frame.count + 1);1H\u{1B}[J"
        }
        lastFrame = frame
        lastSize = size
        output.write(bytes)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
