import Foundation
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktTerminal

/// A breathing session's cues as the cue player turns them into sounds (SPEC section 19): a
/// gong at the start and the end, a soft tone at each change of breath in bell mode, through
/// the system's player; the bell where there is none.
@Suite(.serialized) struct BreathSoundTests {
    static let english = Languages.bundled.strings(for: "en")

    /// The phase-start cues of `line`'s timeline, in order, then the end.
    static func cues(_ line: String) throws -> [SessionCue] {
        let phases = try TextForm.load(line, id: "t", catalog: ExerciseCatalog([])).get().timeline.phases
        let starts = phases.indices.map { SessionCue.phaseStart(phases[$0], next: phases.dropFirst($0 + 1).first) }
        return starts + [.workoutComplete]
    }

    @Test func bellModePlaysTheGongsAndTonesAndRingsNoBell() throws {
        let output = RecordedOutput()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .bell, output: output, speaker: nil, sounds: sounds)
        for cue in try Self.cues("ready 0, breathe box 1") { player.play(cue, strings: Self.english) }
        #expect(sounds.played == [.gong, .inhale, .hold, .exhale, .hold, .gong])
        #expect(output.writes.isEmpty)
        #expect(!player.soundFellBack)
    }

    /// A workout closing with a breath: the work's bells as ever, the breath's gong and tones.
    @Test func aCoolDownKeepsTheWorkoutsBells() throws {
        let output = RecordedOutput()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .bell, output: output, speaker: nil, sounds: sounds)
        for cue in try Self.cues("ready 3, 20s squats, breathe calm 1") { player.play(cue, strings: Self.english) }
        #expect(sounds.played == [.gong, .inhale, .exhale, .gong])
        #expect(output.writes == ["\u{7}", "\u{7}"], "get ready and squats ring the bell")
    }

    /// Voice mode says the words; the gongs still ring, the tones do not.
    @Test func voiceModeSaysTheWordsBetweenTheGongs() throws {
        let speaker = RecordedSpeaker()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .voice, output: RecordedOutput(), speaker: speaker, sounds: sounds)
        let german = Languages.bundled.strings(for: "de")
        for cue in try Self.cues("ready 0, breathe 4-7-8 x1") { player.play(cue, strings: german) }
        #expect(sounds.played == [.gong, .gong])
        #expect(speaker.spoken.map(\.text).prefix(3) == ["einatmen", "halten", "ausatmen"])
    }

    /// No player: each sound is the bell (two at the start: the gong and the first tone), and
    /// the player remembers it for the hint said after the session.
    @Test func withoutAPlayerEachSoundIsTheBell() throws {
        let output = RecordedOutput()
        let player = CuePlayer(mode: .bell, output: output, speaker: nil, sounds: nil)
        for cue in try Self.cues("ready 0, breathe calm 1") { player.play(cue, strings: Self.english) }
        #expect(output.writes == ["\u{7}", "\u{7}", "\u{7}", "\u{7}"])
        #expect(player.soundFellBack)
    }

    @Test func soundOffIsSilent() throws {
        let output = RecordedOutput()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .off, output: output, speaker: nil, sounds: sounds)
        for cue in try Self.cues("ready 0, breathe box 1") { player.play(cue, strings: Self.english) }
        #expect(sounds.played.isEmpty && output.writes.isEmpty)
    }

    /// The whole path: a stand-in `pw-play` on a `PATH` the test makes is handed each sound's
    /// WAV file, and the files are takt's sounds.
    @Test func aStandInPlayerOnPathIsHandedEverySoundsFile() throws {
        try SoundPlayerTests.inFolder { folder in
            let calls = folder.appendingPathComponent("calls")
            let bin = try SoundPlayerTests.standIns(["pw-play"], in: folder, calls: calls)
            let sounds = folder.appendingPathComponent("sounds")
            let system = try #require(SystemSoundPlayer.find(environment: ["PATH": bin.path], folder: sounds))
            let output = RecordedOutput()
            let player = CuePlayer(mode: .bell, output: output, speaker: nil, sounds: system)
            let started = ContinuousClock.now
            for cue in try Self.cues("ready 0, breathe box 1") { player.play(cue, strings: Self.english) }
            #expect(ContinuousClock.now - started < .milliseconds(200), "no cue waits for a player")
            player.stop()
            EspeakSpeechTests.waitFor { SoundPlayerTests.lines(calls).count == 6 }
            let files = SoundPlayerTests.lines(calls).map {
                $0.replacingOccurrences(of: "pw-play \(sounds.path)/", with: "")
            }
            #expect(files.sorted() == ["exhale.wav", "gong.wav", "gong.wav", "hold.wav", "hold.wav", "inhale.wav"])
            for sound in [CalmSound.gong, .inhale, .hold, .exhale] {
                let copied = try Data(contentsOf: folder.appendingPathComponent("pw-play-\(sound.rawValue).wav"))
                #expect([UInt8](copied) == sound.wave)
            }
            #expect(output.writes.isEmpty)
        }
    }
}
