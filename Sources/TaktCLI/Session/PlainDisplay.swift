import TaktCore
import TaktTerminal

/// Plain mode: one line per phase start, pause, resume, skip, back and end, no escape codes.
///
/// Used with `--plain` or whenever stdout is not a terminal (`takt run … | tee log`). Each
/// line starts with the trained time (pauses excluded) and the phase's place in the timeline:
///
///     [00:10] 2/16 Burpees · round 1/8 · 20 s
public final class PlainDisplay: SessionDisplay {
    private let write: (String) -> Void
    private let cues: CuePlayer?

    /// - Parameters:
    ///   - write: receives each line with its newline; stdout, unbuffered, by default.
    ///   - cues: plays the session's cues; `nil` for silence. The caller lets the bell ring only
    ///     on a terminal: in files and pipes a BEL byte is noise.
    public init(
        write: @escaping (String) -> Void = { Console.standard.write($0) },
        cues: CuePlayer? = nil
    ) {
        self.write = write
        self.cues = cues
    }

    /// Plain mode draws no frames: the lines say everything.
    public func show(_ snapshot: SessionSnapshot, strings: Strings) {}

    public func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {
        write(PlainLines.line(for: note, snapshot: snapshot, strings: strings) + "\n")
    }

    public func showHowTo(snapshot: SessionSnapshot, strings: Strings) {
        guard let activity = snapshot.howTo else { return }
        write(PlainLines.howTo(activity, snapshot: snapshot, strings: strings) + "\n")
    }

    public func cue(_ cue: SessionCue, strings: Strings) {
        cues?.play(cue, strings: strings)
    }

    public func close() {
        cues?.stop()
    }
}
