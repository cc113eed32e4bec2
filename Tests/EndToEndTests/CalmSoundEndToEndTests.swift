import Foundation
import Testing

/// A breathing session in a real terminal at `--speed 20` (SPEC section 19): the breathing
/// view, the phases in the events file, and takt's own sounds handed to a stand-in `pw-play`
/// on the session's `PATH` — a gong at the start and the end, a tone at each change of breath —
/// in English and German.
@Suite(.serialized) struct CalmSoundEndToEndTests {
    /// A `pw-play` that writes down the file it was given, in `home`'s `bin`.
    static func standInPlayer(in home: URL) throws -> (bin: URL, calls: URL) {
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let calls = home.appendingPathComponent("calls")
        let script = bin.appendingPathComponent("pw-play")
        try Data("#!/bin/sh\nfor last in \"$@\"; do :; done\nbasename \"$last\" >> '\(calls.path)'\n".utf8)
            .write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (bin, calls)
    }

    static func lines(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("en", "WORKOUT COMPLETE", "Not saved: a preview"),
        ("de", "TRAINING GESCHAFFT", "Nicht gespeichert: Vorschau"),
    ])
    func boxBreathingRingsItsSoundsThroughThePlayer(language: String, finished: String, notSaved: String) throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (bin, calls) = try Self.standInPlayer(in: tmux.home)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            "PATH=" + TmuxSession.quoted(bin.path) + ":$PATH " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'breathe box 2' --speed 20 --lang \(language) --events " + TmuxSession.quoted(events.path))
        let during = try tmux.waitFor("the breathing view") { $0.contains("breathe box 2") && $0.contains("/2") }
        #expect(during.contains("█"), "the word is drawn big: \(during)")
        let end = try tmux.waitFor(notSaved, timeout: .seconds(20))
        #expect(end.contains(finished), "\(end)")
        #expect(!end.contains("sudo apt install"), "a player was found: no hint\n\(end)")
        let kinds = Self.lines(events).compactMap { line -> String? in
            guard line.hasPrefix("{\"event\":\"phase\"") else { return nil }
            return line.components(separatedBy: "\"kind\":\"").dropFirst().first?.components(separatedBy: "\"").first
        }
        #expect(
            kinds.filter { $0 != "getReady" } == [
                "inhale", "hold", "exhale", "hold", "inhale", "hold", "exhale", "hold",
            ])
        // Each player writes its line as it starts; the last gong may still be starting as takt exits.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, Self.lines(calls).count < 10 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(
            Self.lines(calls).sorted() == [
                "exhale.wav", "exhale.wav", "gong.wav", "gong.wav", "hold.wav", "hold.wav", "hold.wav", "hold.wav",
                "inhale.wav", "inhale.wav",
            ])
    }

    /// With no player on `PATH` the sounds ring the bell, and the end says once what to install.
    @Test func withoutAPlayerTheEndSaysWhatToInstall() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            "PATH=/nonexistent " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'breathe calm 1' --speed 20 --lang de")
        let end = try tmux.waitFor("Nicht gespeichert", timeout: .seconds(20))
        let joined = try tmux.joinedScreen()
        #expect(joined.components(separatedBy: "sudo apt install pipewire-bin").count == 2, "\(joined)\n\(end)")
    }
}
