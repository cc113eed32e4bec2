import TaktCore

/// Plays session cues: the terminal bell, speech, or nothing, as `set sound` chose.
public final class CuePlayer {
    /// The `set sound` setting: bell, voice or off.
    public typealias Mode = Settings.Sound

    public let mode: Mode
    private let output: TerminalOutput
    private let speaker: Speaker?

    /// - Parameters:
    ///   - mode: bell, voice or off.
    ///   - output: where the bell character goes.
    ///   - speaker: speaks in voice mode; when `nil` (espeak-ng missing) voice falls back to the bell.
    public init(mode: Mode, output: TerminalOutput = StandardOutput(), speaker: Speaker? = EspeakSpeaker.find()) {
        self.mode = mode
        self.output = output
        self.speaker = mode == .voice ? speaker : nil
    }

    public func play(_ cue: SessionCue, strings: Strings) {
        guard mode != .off, !SpokenCue.isSilent(cue) else { return }
        if let speaker, let words = SpokenCue.words(for: cue, strings: strings), !words.isEmpty {
            speaker.speak(words, language: strings.language)
        } else {
            output.write(TerminalString(.bell))
        }
    }

    /// Silences speech still running; called when the session ends.
    public func stop() {
        speaker?.stop()
    }
}
