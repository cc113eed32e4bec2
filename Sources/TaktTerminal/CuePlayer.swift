import TaktCore

/// Plays session cues: the terminal bell, speech, or nothing, as `set sound` chose.
public final class CuePlayer {
    /// The `set sound` setting: bell, voice or off.
    public typealias Mode = Settings.Sound

    public let mode: Mode
    private let output: TerminalOutput
    private let speaker: Speaker?
    /// Set once "workout complete" is being said: the session's end must not cut it off.
    private var sayingClosingWords = false

    /// - Parameters:
    ///   - mode: bell, voice or off.
    ///   - output: where the bell character goes.
    ///   - speaker: speaks in voice mode; when `nil` (espeak-ng missing) voice falls back to the bell.
    public init(mode: Mode, output: TerminalOutput, speaker: Speaker? = EspeakSpeaker.find()) {
        self.mode = mode
        self.output = output
        self.speaker = mode == .voice ? speaker : nil
    }

    /// Whether `set sound voice` asked for speech that cannot be made: espeak-ng is missing.
    public var voiceIsMissing: Bool { mode == .voice && speaker == nil }

    public func play(_ cue: SessionCue, strings: Strings) {
        guard mode != .off, !SpokenCue.isSilent(cue) else { return }
        if let speaker, let words = SpokenCue.words(for: cue, strings: strings), !words.isEmpty {
            speaker.speak(words, voice: SpokenCue.voice(for: strings))
            sayingClosingWords = cue == .workoutComplete
        } else if cue == .capReached {
            // The cap rings unlike any phase: three bells.
            var bells = TerminalString(.bell)
            bells.append(.bell)
            bells.append(.bell)
            output.write(bells)
        } else if !SpokenCue.isSpokenOnly(cue) {
            output.write(TerminalString(.bell))
        }
    }

    /// Silences a cue still being spoken when the session ends early; "workout complete" is
    /// let finish (its process outlives takt if need be, and is reaped by whoever inherits it).
    public func stop() {
        if sayingClosingWords {
            // Started before takt may exit: the words are not lost to a queue that never ran.
            speaker?.settle()
        } else {
            speaker?.stop()
        }
    }
}
