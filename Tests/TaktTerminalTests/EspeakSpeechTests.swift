import Foundation
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktTerminal

/// Real speech: espeak-ng (installed by scripts/test) driven through the cue player into WAV files.
@Suite(.serialized) struct EspeakSpeechTests {
    /// 16-bit PCM samples of a WAV file, read chunk by chunk (espeak-ng writes mono 22,050 Hz).
    static func samples(ofWave url: URL) throws -> [Int16] {
        let bytes = [UInt8](try Data(contentsOf: url))
        try #require(bytes.count >= 12 && String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = bytes[offset + 4..<offset + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            let body = offset + 8
            if id == "data" {
                let end = min(body + size, bytes.count)
                return stride(from: body, to: end - 1, by: 2).map {
                    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
                }
            }
            offset = body + size + size % 2
        }
        Issue.record("no data chunk in \(url.path)")
        return []
    }

    static func rootMeanSquare(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    /// An executable script in `folder` that runs `body`.
    static func script(_ name: String, in folder: URL, _ body: String) throws -> URL {
        let script = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// Waits, at most 30 s, until `condition` holds (a stand-in started by an AddressSanitizer
    /// build on a loaded 2-core machine took more than 10 s to write its first line).
    static func waitFor(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !condition() { Thread.sleep(forTimeInterval: 0.02) }
    }

    /// Says `cue` in `language` through a voice-mode cue player whose espeak-ng writes `file`:
    /// the speaker runs a stand-in that passes the player's arguments on to the real espeak-ng
    /// with `-w file`, and marks when it is done.
    static func speak(_ cue: SessionCue, language: String, into file: URL) throws {
        let espeak = try #require(
            EspeakSpeaker.find(), "espeak-ng is not on PATH: sudo apt install espeak-ng (scripts/test installs it)")
        let done = file.appendingPathExtension("done")
        let standIn = try script(
            "espeak-ng-\(language)", in: file.deletingLastPathComponent(),
            "'\(espeak.executableURL.path)' -w '\(file.path)' \"$@\"; touch '\(done.path)'")
        let speaker = EspeakSpeaker(executable: standIn)
        CuePlayer(mode: .voice, output: RecordedOutput(), speaker: speaker)
            .play(cue, strings: Languages.bundled.strings(for: language))
        waitFor { FileManager.default.fileExists(atPath: done.path) }
        try #require(FileManager.default.fileExists(atPath: done.path), "espeak-ng did not finish within 10 s")
    }

    @Test func theCuePlayerSpeaksAudiblyAndEachLanguageSoundsDifferent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-voice-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cue = SessionCue.phaseStart(
            DisplayFixtures.rest, next: DisplayFixtures.phase(4, .work, DisplayFixtures.burpees))
        var waves: [String: [Int16]] = [:]
        for language in ["en", "de"] {
            let file = folder.appendingPathComponent("\(language).wav")
            try Self.speak(cue, language: language, into: file)
            waves[language] = try Self.samples(ofWave: file)
        }
        let english = waves["en"] ?? []
        let german = waves["de"] ?? []
        // "Rest. Next: Burpees" lasts over half a second at 22,050 Hz; silence has an RMS of 0.
        #expect(english.count > 11_000)
        #expect(german.count > 11_000)
        #expect(Self.rootMeanSquare(english) > 300)
        #expect(Self.rootMeanSquare(german) > 300)
        #expect(english != german)
        // The German words ("Pause. Als Nächstes: Burpees") are longer than the English ones.
        #expect(german.count > english.count)
    }

    /// A new cue kills the stale one, the end kills the last, and every process is reaped.
    @Test func staleSpeechIsKilledAndReapedLeavingNoZombie() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-voice-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in that writes down its process id, then talks for a minute: only a kill ends it in time.
        let pids = folder.appendingPathComponent("pids")
        let speaker = EspeakSpeaker(
            executable: try Self.script("espeak-ng", in: folder, "echo $$ >> '\(pids.path)'; exec sleep 60"))
        func written() -> [Int32] {
            ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
        }
        for (count, word) in ["three", "two", "one"].enumerated() {
            speaker.speak(word, voice: "en")
            // Each utterance has written its id before the next one kills it.
            Self.waitFor { written().count == count + 1 }
        }
        let started = written()
        try #require(started.count == 3, "\(started)")
        speaker.stop()
        // Reaped processes leave /proc; a zombie would stay there in state Z.
        Self.waitFor { !started.contains { FileManager.default.fileExists(atPath: "/proc/\($0)") } }
        let left = started.filter { FileManager.default.fileExists(atPath: "/proc/\($0)") }
        #expect(
            left.isEmpty,
            "still there: \(left.map { (try? String(contentsOfFile: "/proc/\($0)/stat", encoding: .utf8)) ?? "" })")
    }
}
