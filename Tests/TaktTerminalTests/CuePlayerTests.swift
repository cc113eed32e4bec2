import TaktCore
import TaktTestSupport
import Testing

@testable import TaktTerminal

/// Records what would have been spoken.
final class RecordedSpeaker: Speaker {
    private(set) var spoken: [(text: String, voice: String)] = []
    private(set) var stops = 0
    private(set) var settles = 0

    func speak(_ text: String, voice: String) { spoken.append((text, voice)) }
    func stop() { stops += 1 }
    func settle() { settles += 1 }
}

@Suite struct CuePlayerTests {
    static let work = DisplayFixtures.phase(4, .work, DisplayFixtures.burpees)
    static let cues: [SessionCue] = [.phaseStart(work, next: DisplayFixtures.rest), .countdown(2), .halfway]

    @Test func bellRingsForEveryCue() {
        let output = RecordedOutput()
        let player = CuePlayer(mode: .bell, output: output, speaker: RecordedSpeaker())
        for cue in Self.cues { player.play(cue, strings: Languages.bundled.strings(for: "en")) }
        #expect(output.writes == ["\u{7}", "\u{7}", "\u{7}"])
    }

    @Test func voiceSpeaksInTheSessionLanguageAndRingsNoBell() {
        let output = RecordedOutput()
        let speaker = RecordedSpeaker()
        let player = CuePlayer(mode: .voice, output: output, speaker: speaker)
        for cue in Self.cues { player.play(cue, strings: Languages.bundled.strings(for: "de")) }
        #expect(speaker.spoken.map(\.text) == ["Burpees. Los geht's!", "2", "Halbzeit"])
        #expect(speaker.spoken.map(\.voice) == ["de", "de", "de"])
        #expect(output.writes.isEmpty)
    }

    @Test func voiceWithoutEspeakFallsBackToTheBell() {
        let output = RecordedOutput()
        let player = CuePlayer(mode: .voice, output: output, speaker: nil)
        player.play(.halfway, strings: Languages.bundled.strings(for: "en"))
        #expect(output.writes == ["\u{7}"])
    }

    @Test func theBellDoesNotRingForTheEnd() {
        let output = RecordedOutput()
        CuePlayer(mode: .bell, output: output, speaker: nil)
            .play(.workoutComplete, strings: Languages.bundled.strings(for: "en"))
        #expect(output.writes.isEmpty)
    }

    @Test func theEndOfASessionCutsOffAStaleCueButNotTheClosingWords() {
        let speaker = RecordedSpeaker()
        let player = CuePlayer(mode: .voice, output: RecordedOutput(), speaker: speaker)
        player.play(.countdown(2), strings: Languages.bundled.strings(for: "en"))
        player.stop()
        #expect(speaker.stops == 1)
        player.play(.workoutComplete, strings: Languages.bundled.strings(for: "en"))
        player.stop()
        #expect(speaker.stops == 1)
        #expect(speaker.settles == 1)
        #expect(speaker.spoken.map(\.text) == ["2", "Workout complete"])
    }

    @Test func voiceIsMissingOnlyWhenVoiceWasAskedForWithoutASpeaker() {
        #expect(CuePlayer(mode: .voice, output: RecordedOutput(), speaker: nil).voiceIsMissing)
        #expect(!CuePlayer(mode: .voice, output: RecordedOutput(), speaker: RecordedSpeaker()).voiceIsMissing)
        #expect(!CuePlayer(mode: .bell, output: RecordedOutput(), speaker: nil).voiceIsMissing)
    }

    @Test func offIsSilent() {
        let output = RecordedOutput()
        let speaker = RecordedSpeaker()
        let player = CuePlayer(mode: .off, output: output, speaker: speaker)
        for cue in Self.cues { player.play(cue, strings: Languages.bundled.strings(for: "en")) }
        #expect(output.writes.isEmpty)
        #expect(speaker.spoken.isEmpty)
    }

    @Test func aZeroLengthPhaseMakesNoSound() {
        let output = RecordedOutput()
        var rest = DisplayFixtures.rest
        rest.seconds = 0
        CuePlayer(mode: .bell, output: output, speaker: nil)
            .play(.phaseStart(rest, next: nil), strings: Languages.bundled.strings(for: "en"))
        #expect(output.writes.isEmpty)
    }

    @Test func espeakIsFoundOnPathOnlyWhenPresent() throws {
        #expect(EspeakSpeaker.find(environment: ["PATH": "/nonexistent:relative/bin"]) == nil)
        #expect(EspeakSpeaker.arguments(for: "-rf", voice: "de") == ["-v", "de", " -rf"])
        #expect(EspeakSpeaker.arguments(for: "Burpees", voice: "en") == ["-v", "en", "Burpees"])
    }

    @Test func theLiveDisplayPassesCuesOnUntilClosed() {
        let output = RecordedOutput()
        let bell = RecordedOutput()
        let display = LiveDisplay(
            output: output, colour: false, windowSize: { nil }, cues: CuePlayer(mode: .bell, output: bell, speaker: nil)
        )
        display.cue(.halfway, strings: Languages.bundled.strings(for: "en"))
        display.close()
        display.cue(.halfway, strings: Languages.bundled.strings(for: "en"))
        #expect(bell.writes == ["\u{7}"])
    }
}
