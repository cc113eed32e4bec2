import TaktCore

/// Plays session cues: the terminal bell, speech, or nothing, as `set sound` chose.
public final class CuePlayer {
    /// The `set sound` setting: bell, voice or off.
    public typealias Mode = Settings.Sound

    public let mode: Mode
    let output: TerminalOutput
    private let speaker: Speaker?
    /// Plays gongs and breath tones; when `nil` (no system player) they fall back to the bell.
    public let sounds: SoundPlayer?
    /// Set once a gong or breath tone rang the bell for want of a player: the end says what to install.
    public internal(set) var soundFellBack = false
    /// Set once "workout complete" is being said: the session's end must not cut it off.
    private var sayingClosingWords = false
    /// The kind of the phase that began last: where the calm part of a session begins and ends.
    private var previousKind: Phase.Kind?

    /// - Parameters:
    ///   - mode: bell, voice or off.
    ///   - output: where the bell character goes.
    ///   - speaker: speaks in voice mode; when `nil` (espeak-ng missing) voice falls back to the bell.
    ///   - sounds: plays takt's own sounds (gongs, breath tones).
    public init(
        mode: Mode, output: TerminalOutput, speaker: Speaker? = EspeakSpeaker.find(), sounds: SoundPlayer? = nil
    ) {
        self.mode = mode
        self.output = output
        self.speaker = mode == .voice ? speaker : nil
        self.sounds = mode == .off ? nil : sounds
    }

    /// Whether `set sound voice` asked for speech that cannot be made: espeak-ng is missing.
    public var voiceIsMissing: Bool { mode == .voice && speaker == nil }

    public func play(_ cue: SessionCue, strings: Strings) {
        guard mode != .off, !SpokenCue.isSilent(cue) else { return }
        // Gongs and, without a voice, breath tones: they stand for the bell of their phase.
        let calm = CalmCue.sounds(for: cue, after: previousKind, tones: speaker == nil)
        if case .phaseStart(let phase, _) = cue { previousKind = phase.kind }
        for sound in calm { ring(sound) }
        if let speaker, let words = SpokenCue.words(for: cue, strings: strings), !words.isEmpty {
            speaker.speak(words, voice: SpokenCue.voice(for: strings))
            sayingClosingWords = cue == .workoutComplete
        } else if cue == .capReached {
            // The cap rings unlike any phase: three bells.
            var bells = TerminalString(.bell)
            bells.append(.bell)
            bells.append(.bell)
            output.write(bells)
        } else if !SpokenCue.isSpokenOnly(cue) && calm.isEmpty {
            output.write(TerminalString(.bell))
        }
    }

    /// Silences a cue still being spoken when the session ends early; "workout complete" is
    /// let finish (its process outlives takt if need be, and is reaped by whoever inherits it).
    public func stop() {
        sounds?.settle()
        if sayingClosingWords {
            // Started before takt may exit: the words are not lost to a queue that never ran.
            speaker?.settle()
        } else {
            speaker?.stop()
        }
    }
}
