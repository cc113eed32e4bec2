import Foundation
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktTerminal

/// Records what would have been played.
final class RecordedSoundPlayer: SoundPlayer {
    private(set) var played: [CalmSound] = []
    private(set) var stops = 0
    private(set) var settles = 0

    func play(_ sound: CalmSound) { played.append(sound) }
    func stop() { stops += 1 }
    func settle() { settles += 1 }
}

/// The system's player is found on a `PATH` the test makes, of stand-in scripts named as the
/// real players, which write down how they were called and what they were given.
@Suite(.serialized) struct SoundPlayerTests {
    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-sound-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Stand-ins for `names` in a folder of their own in `folder`: each appends its name and
    /// arguments to `calls` and copies the file it was given next to it.
    static func standIns(_ names: [String], in folder: URL, calls: URL) throws -> URL {
        let bin = folder.appendingPathComponent("bin-\(names.joined(separator: "-"))")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in names {
            _ = try EspeakSpeechTests.script(
                name, in: bin,
                """
                for last in "$@"; do :; done
                cp "$last" '\(folder.path)/'"\(name)-$(basename "$last")"
                echo "\(name) $*" >> '\(calls.path)'
                """)
        }
        return bin
    }

    static func lines(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func pipeWireIsPreferredThenPulseAudioThenALSA() throws {
        try Self.inFolder { folder in
            let calls = folder.appendingPathComponent("calls")
            let all = try Self.standIns(["aplay", "paplay", "pw-play"], in: folder, calls: calls)
            let pulse = try Self.standIns(["aplay", "paplay"], in: folder, calls: calls)
            let alsa = try Self.standIns(["aplay"], in: folder, calls: calls)
            let empty = try Self.standIns([], in: folder, calls: calls)
            func found(_ path: String) -> String? {
                SystemSoundPlayer.find(environment: ["PATH": path], folder: folder)?.executableURL.lastPathComponent
            }
            #expect(found(all.path) == "pw-play")
            #expect(found(pulse.path) == "paplay")
            #expect(found(alsa.path) == "aplay")
            // Earlier folders on PATH do not beat a better player later on it.
            #expect(found("\(alsa.path):\(pulse.path)") == "paplay")
            #expect(found(empty.path) == nil)
            #expect(found("relative/bin:\(empty.path)") == nil)
            #expect(found("") == nil)
        }
    }

    /// The player is given the WAV file takt wrote, which is the sound's own bytes; ALSA's quietly.
    @Test(arguments: ["pw-play", "paplay", "aplay"]) func thePlayerIsGivenTheSoundsWaveFile(_ name: String) throws {
        try Self.inFolder { folder in
            let calls = folder.appendingPathComponent("calls")
            let bin = try Self.standIns([name], in: folder, calls: calls)
            let sounds = folder.appendingPathComponent("sounds")
            let player = try #require(SystemSoundPlayer.find(environment: ["PATH": bin.path], folder: sounds))
            player.play(.gong)
            player.play(.inhale)
            EspeakSpeechTests.waitFor { Self.lines(calls).count == 2 }
            let quiet = name == "aplay" ? " -q" : ""
            #expect(
                Set(Self.lines(calls)) == [
                    "\(name)\(quiet) \(sounds.path)/gong.wav", "\(name)\(quiet) \(sounds.path)/inhale.wav",
                ])
            let copied = try Data(contentsOf: folder.appendingPathComponent("\(name)-gong.wav"))
            #expect([UInt8](copied) == CalmSound.gong.wave)
        }
    }

    /// `play` returns at once even when the player takes its time; `stop` kills what still sounds.
    @Test func playingNeverWaitsForThePlayerAndStopKillsIt() throws {
        try Self.inFolder { folder in
            let pids = folder.appendingPathComponent("pids")
            let slow = try EspeakSpeechTests.script("pw-play", in: folder, "echo $$ >> '\(pids.path)'; exec sleep 60")
            let player = SystemSoundPlayer(executable: slow, folder: folder.appendingPathComponent("sounds"))
            let clock = ContinuousClock()
            let took = clock.measure {
                player.play(.gong)
                player.play(.threeGongs)
            }
            #expect(took < .milliseconds(200))
            EspeakSpeechTests.waitFor { Self.lines(pids).count == 2 }
            let started = Self.lines(pids).compactMap { Int32($0) }
            try #require(started.count == 2)
            player.stop()
            EspeakSpeechTests.waitFor { !started.contains { FileManager.default.fileExists(atPath: "/proc/\($0)") } }
            #expect(!started.contains { FileManager.default.fileExists(atPath: "/proc/\($0)") })
        }
    }

    /// A player that fails to start is silence, not a crash.
    @Test func aPlayerThatCannotStartIsSilence() throws {
        try Self.inFolder { folder in
            let player = SystemSoundPlayer(
                executable: folder.appendingPathComponent("missing"), folder: folder.appendingPathComponent("sounds"))
            player.play(.gong)
            player.settle()
            player.stop()
        }
    }

    @Test func theCuePlayerPlaysSoundsThroughThePlayer() {
        let output = RecordedOutput()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .bell, output: output, speaker: nil, sounds: sounds)
        player.ring(.gong)
        player.ring(.exhale)
        #expect(sounds.played == [.gong, .exhale])
        #expect(output.writes.isEmpty)
        #expect(!player.soundFellBack)
        player.stop()
        #expect(sounds.settles == 1)
    }

    /// With no player a sound is the bell — three for three gongs — and the player says so.
    @Test func withoutAPlayerSoundsRingTheBell() {
        let output = RecordedOutput()
        let player = CuePlayer(mode: .voice, output: output, speaker: nil, sounds: nil)
        player.ring(.gong)
        player.ring(.threeGongs)
        #expect(output.writes == ["\u{7}", "\u{7}\u{7}\u{7}"])
        #expect(player.soundFellBack)
    }

    @Test func soundOffPlaysNothing() {
        let output = RecordedOutput()
        let sounds = RecordedSoundPlayer()
        let player = CuePlayer(mode: .off, output: output, speaker: nil, sounds: sounds)
        player.ring(.gong)
        #expect(sounds.played.isEmpty && output.writes.isEmpty && !player.soundFellBack)
    }
}
