import Foundation
import TaktCore
import Testing

/// takt's own sounds, written as WAV files and read back by Python's `wave` module: what a
/// player other than takt sees.
@Suite struct CalmSoundWaveTests {
    /// What Python reads from a WAV file: its format, its length and the loudness (RMS) of each
    /// tenth of a second.
    struct Reading: Decodable {
        let channels: Int
        let width: Int
        let rate: Int
        let frames: Int
        let windows: [Double]
    }

    static let reader = """
        import array, json, sys, wave
        with wave.open(sys.argv[1], 'rb') as f:
            rate, frames = f.getframerate(), f.getnframes()
            data = array.array('h', f.readframes(frames))
            step = rate // 10
            windows = [(sum(v * v for v in data[i:i + step]) / step) ** 0.5
                       for i in range(0, len(data) - step + 1, step)]
            print(json.dumps({'channels': f.getnchannels(), 'width': f.getsampwidth(), 'rate': rate,
                              'frames': frames, 'windows': windows}))
        """

    /// `sound` written to a file and read by Python.
    static func read(_ sound: CalmSound) throws -> Reading {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-wave-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(sound.rawValue).wav")
        try Data(sound.wave).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", reader, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not read \(sound)")
        return try JSONDecoder().decode(Reading.self, from: output)
    }

    @Test(arguments: CalmSound.allCases) func pythonReadsEverySoundAsMono16BitPCM(_ sound: CalmSound) throws {
        let reading = try Self.read(sound)
        #expect(reading.channels == 1)
        #expect(reading.width == 2)
        #expect(reading.rate == 22_050)
        #expect(reading.frames == Int(sound.seconds * 22_050))
    }

    /// A struck bowl: loud at once, then each second quieter than the one before, nearly silent at the end.
    @Test func theGongDecays() throws {
        let windows = try Self.read(.gong).windows
        try #require(windows.count == 60)
        let seconds = stride(from: 0, to: 60, by: 10).map { windows[$0..<$0 + 10].reduce(0, +) / 10 }
        #expect(windows[0] > 3_000)
        #expect(zip(seconds, seconds.dropFirst()).allSatisfy { $0 > $1 }, "\(seconds)")
        #expect(windows[59] < windows[0] / 10)
    }

    /// Three strikes: the loudness jumps back up at 1.5 s and 3 s, and fades after the last.
    @Test func threeGongsStrikeThreeTimes() throws {
        let windows = try Self.read(.threeGongs).windows
        try #require(windows.count == 90)
        #expect(windows[15] > windows[14] * 1.3 && windows[30] > windows[29] * 1.3, "\(windows[10..<35])")
        #expect(windows[89] < windows[31] / 5)
    }

    /// A breath tone swells and fades: soft at both ends, loudest in the middle, never loud.
    @Test(arguments: [CalmSound.inhale, .hold, .exhale]) func breathTonesSwellAndFade(_ sound: CalmSound) throws {
        let windows = try Self.read(sound).windows
        let middle = windows[windows.count / 2]
        #expect(windows[0] < middle / 3)
        #expect(try #require(windows.last) < middle / 3)
        #expect(middle < 8_000)
    }

    /// Synthesis takes no chances: the same sound is the same bytes every time.
    @Test func soundsAreDeterministic() {
        for sound in CalmSound.allCases { #expect(sound.wave == sound.wave) }
        #expect(CalmSound.inhale.samples != CalmSound.exhale.samples)
    }
}
