import TaktCore
import TaktPlatform

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
    private(set) var lastFrame: [TerminalString]?
    private var lastSize: TerminalDevice.Size?
    private var closed = false

    /// Used when the size cannot be read (not a terminal): a common default.
    public static let fallbackSize = TerminalDevice.Size(columns: 80, rows: 24)

    /// - Parameters:
    ///   - output: where escape codes and text go.
    ///   - colour: ANSI colours and bold; off for `NO_COLOR` (the caller decides).
    ///   - windowSize: read before every frame; defaults to the size of standard output.
    ///   - cues: plays bells or speech; `nil` is silent.
    public init(
        output: TerminalOutput, colour: Bool,
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
        draw(snapshot, strings: strings)
    }

    /// Live views show state, not happenings: notes are for plain mode and the events file.
    public func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {}

    /// The snapshot carries the how-to: drawing it is all there is to do.
    public func showHowTo(snapshot: SessionSnapshot, strings: Strings) {
        show(snapshot, strings: strings)
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
        var bytes = TerminalString(.resetLook)
        if frame.count < rows {
            bytes.append(.moveTo(row: frame.count + 1, column: 1))
        } else {
            bytes.append(.moveTo(row: rows, column: 1))
            bytes.append("\n", lineBreaks: .keep)
        }
        bytes.append(.showCursor)
        output.write(bytes)
    }

    private func draw(_ snapshot: SessionSnapshot, strings: Strings) {
        let size = windowSize() ?? Self.fallbackSize
        let screen = SessionScreen(strings: strings, width: size.columns, height: size.rows, colour: colour)
        // The views fill the window's height; a taller frame would scroll: the top is kept.
        let frame = Array(
            screen.frame(snapshot, columns: size.columns).prefix(max(1, size.rows)))
        guard frame != lastFrame || size != lastSize else { return }
        // A tinted line already fills the width. Other lines are erased whole before they are
        // written, never after: a line as wide as the window leaves the cursor on its last
        // column, and xterm's erase-to-end would take that column's character with it.
        let erases = !(colour && snapshot.summary == nil)
        var bytes = TerminalString()
        let cleared = lastFrame == nil || size != lastSize
        if cleared {
            // First frame, or a resize: start from a clean screen with the cursor hidden.
            bytes.append(.hideCursor)
            bytes.append(.clearScreen)
        }
        for (index, line) in frame.enumerated() where cleared || line != lastFrame?[safe: index] {
            bytes.append(.moveTo(row: index + 1, column: 1))
            if erases && !cleared { bytes.append(.eraseLine) }
            bytes.append(line)
        }
        // Only a shorter frame in the same window leaves old lines below it. After a clear there
        // are none, and a frame as tall as the window has no row below it: the terminal would
        // hold the cursor on the last row and the erase would wipe the keys drawn there.
        if !cleared, let previous = lastFrame, previous.count > frame.count, frame.count < size.rows {
            bytes.append(.moveTo(row: frame.count + 1, column: 1))
            bytes.append(.eraseBelow)
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
