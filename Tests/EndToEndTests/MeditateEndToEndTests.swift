import Foundation
import Testing

/// `takt meditate` on the real binary (SPEC section 19): a sitting at speed in a terminal, its
/// gongs handed to a stand-in `pw-play`, its phases in the events file, a guide played beside
/// it; bad input told in the user's language with exit 2, a missing guide with exit 1.
@Suite(.serialized) struct MeditateEndToEndTests {
    static func kinds(_ events: URL) -> [String] {
        CalmSoundEndToEndTests.lines(events).compactMap { line -> String? in
            guard line.hasPrefix("{\"event\":\"phase\"") else { return nil }
            return line.components(separatedBy: "\"kind\":\"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }

    /// Waits up to 10 s for the stand-in player to have been called `count` times.
    static func calls(_ file: URL, count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, CalmSoundEndToEndTests.lines(file).count < count {
            Thread.sleep(forTimeInterval: 0.05)
        }
        return CalmSoundEndToEndTests.lines(file)
    }

    /// `meditate 3 --reflect 1 --gong-every 1` at speed 60: three seconds; a gong at the start
    /// and at 1 minute, three at 2 (the change), one at the end.
    @Test(arguments: [("en", "Reflection"), ("de", "Reflexion")])
    func aSittingRingsItsGongsAndShowsItsView(language: String, reflection: String) throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (bin, calls) = try CalmSoundEndToEndTests.standInPlayer(in: tmux.home)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            "PATH=" + TmuxSession.quoted(bin.path) + ":$PATH " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " meditate 3 --reflect 1 --gong-every 1 --speed 20 --lang \(language) --events "
                + TmuxSession.quoted(events.path))
        let view = try tmux.waitFor(reflection, timeout: .seconds(20))
        #expect(!view.contains("Phase"), "the view is minimal: \(view)")
        _ = try tmux.waitFor(language == "en" ? "Not saved" : "Nicht gespeichert", timeout: .seconds(20))
        #expect(Self.kinds(events) == ["meditation", "meditation", "reflection"])
        #expect(
            Self.calls(calls, count: 4).sorted() == ["gong.wav", "gong.wav", "gong.wav", "threeGongs.wav"],
            "start, 1 minute, end; three at the change")
    }

    /// A guided meditation: the WAV's length (90 s, so 2 minutes) is the sitting's, and the
    /// player is given the guide's file beside the gongs.
    @Test func aGuideIsPlayedBesideTheTimerAndSetsItsLength() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (bin, calls) = try CalmSoundEndToEndTests.standInPlayer(in: tmux.home)
        let guide = tmux.home.appendingPathComponent("guide.wav")
        try Data(Self.silentWave(seconds: 90)).write(to: guide)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            "PATH=" + TmuxSession.quoted(bin.path) + ":$PATH " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " meditate --guide " + TmuxSession.quoted(guide.path) + " --speed 60 --events "
                + TmuxSession.quoted(events.path))
        _ = try tmux.waitFor("Not saved", timeout: .seconds(20))
        let phases = CalmSoundEndToEndTests.lines(events).filter { $0.hasPrefix("{\"event\":\"phase\"") }
        #expect(phases.count == 1 && phases[0].contains("\"kind\":\"meditation\""), "\(phases)")
        let end = try #require(CalmSoundEndToEndTests.lines(events).last { $0.hasPrefix("{\"event\":\"end\"") })
        #expect(end.contains("\"t\":120"), "a 90 s guide makes a sitting of 2 minutes: \(end)")
        #expect(Self.calls(calls, count: 3).sorted() == ["gong.wav", "gong.wav", "guide.wav"])
    }

    /// `format: meditation` closing a workout in a program file (`run FILE`), at speed 20: the
    /// sitting's phases after the work, its gongs as `meditate` rings them (the start, the
    /// interval at 1 minute, three at the change, one at the end), the sitting's view, and a
    /// bad block refused with its place, in German.
    @Test func aMeditationBlockInAProgramRunsAsASitting() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (bin, calls) = try CalmSoundEndToEndTests.standInPlayer(in: tmux.home)
        let program = tmux.home.appendingPathComponent("sit.yaml")
        try Data(
            """
            title: Work and sit
            getReady: 0
            blocks:
              - exercises: [{exercise: burpees, work: 10}]
              - format: meditation
                minutes: 3
                reflect: 1
                gongEvery: 1
            """.utf8
        ).write(to: program)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            "PATH=" + TmuxSession.quoted(bin.path) + ":$PATH " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run " + TmuxSession.quoted(program.path) + " --speed 20 --events " + TmuxSession.quoted(events.path)
        )
        let view = try tmux.waitFor("Reflection", timeout: .seconds(20))
        #expect(!view.contains("Phase"), "the sitting's view is minimal: \(view)")
        _ = try tmux.waitFor("Not saved", timeout: .seconds(20))
        #expect(Self.kinds(events) == ["work", "meditation", "meditation", "reflection"])
        #expect(
            Self.calls(calls, count: 4).sorted() == ["gong.wav", "gong.wav", "gong.wav", "threeGongs.wav"],
            "the sitting's start, 1 minute, the end; three at the change")
        try Data(
            """
            title: Bad sit
            blocks:
              - format: meditation
                minutes: 5
                reflect: 5
            """.utf8
        ).write(to: program)
        let (status, output) = try TaktProcess.run(["run", program.path], home: tmux.home, language: "de_DE.UTF-8")
        #expect(status != 0)
        #expect(output.contains("sit.yaml:5:14") && output.contains("kürzer als die Sitzung (5 min)"), "\(output)")
    }

    /// A WAV file of `seconds` of silence, 8 kHz mono.
    static func silentWave(seconds: Int) -> [UInt8] {
        let size = UInt32(seconds * 16_000)
        func word(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        return Array("RIFF".utf8) + word(36 + size) + Array("WAVEfmt ".utf8) + word(16) + [1, 0, 1, 0]
            + word(8_000) + word(16_000) + [2, 0, 16, 0] + Array("data".utf8) + word(size)
            + [UInt8](repeating: 0, count: Int(size))
    }

    @Test(arguments: [
        (["meditate", "0"], "en_US.UTF-8", Int32(2), "'0' is no length for a sitting"),
        (["meditate", "-5"], "en_US.UTF-8", 2, "'-5'"),
        (["meditate", "zwanzig"], "de_DE.UTF-8", 2, "„zwanzig“ ist keine Länge für eine Sitzung"),
        (["meditate", "5", "--reflect", "6"], "en_US.UTF-8", 2, "shorter than the sitting (5 min), found '6'"),
        (["meditate", "5", "--reflect", "5"], "de_DE.UTF-8", 2, "kürzer als die Sitzung (5 min) sein, gefunden „5“"),
        (["meditate", "5", "--gong-every", "0"], "en_US.UTF-8", 2, "--gong-every must be a whole number"),
        (
            ["meditate", "5", "--guide", "/nonexistent/talk.ogg"], "en_US.UTF-8", 1,
            "cannot read '/nonexistent/talk.ogg'"
        ),
        (
            ["meditate", "5", "--guide", "/nonexistent/talk.ogg"], "de_DE.UTF-8", 1,
            "„/nonexistent/talk.ogg“ lässt sich nicht lesen"
        ),
        (["meditate", "5", "--speed", "0"], "en_US.UTF-8", 2, "--speed must be a number above 0"),
    ])
    func badInputIsToldAndRefused(arguments: [String], language: String, status: Int32, message: String) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (code, output) = try TaktProcess.run(arguments, home: home, language: language)
        #expect(code == status, "\(output)")
        #expect(output.contains(message), "\(output)")
        #expect(!output.contains("Fatal error"))
    }

    @Test func helpTellsWhatToInstall() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try TaktProcess.run(["help", "meditate"], home: home)
        #expect(status == 0)
        #expect(output.contains("takt meditate [MINUTES] [OPTIONS]"), "\(output)")
        #expect(output.contains("sudo apt install pipewire-bin"), "\(output)")
    }
}
