import Foundation
import Testing

/// `run --hr` against the BlueZ mock (SPEC section 18): the live view shows bpm and zone, "–"
/// when the strap goes silent and the bpm again when it is back, the events file gets `hr`
/// lines, and a session without BlueZ runs without heart rate and says why.
@Suite(.serialized) struct HeartRateSessionEndToEndTests {
    /// 8 × 20 s work / 10 s rest after 10 s get ready: long enough at --speed 2 for every step.
    static let program = "8x20/10"

    /// A tmux session pointed at `mock`, with zones set (hr-max 190, hr-rest 60).
    static func terminal(_ mock: BlueZMock) throws -> TmuxSession {
        let tmux = try TmuxSession(columns: 80, rows: 24, environment: mock.environment)
        for (key, value) in [("hr-max", "190"), ("hr-rest", "60")] {
            let (status, text) = try TaktProcess.run(["set", key, value], home: tmux.home)
            #expect(status == 0, "\(text)")
        }
        try tmux.waitFor(TmuxSession.shellPrompt)
        return tmux
    }

    static func events(_ tmux: TmuxSession) throws -> [String] {
        try String(contentsOf: tmux.home.appendingPathComponent("events.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// 160 bpm: (160 − 60) / (190 − 60) = 77 % of the reserve, zone 3. The strap killed, the
    /// view shows "–" within a few seconds and the session goes on to its phases.
    @Test func theViewShowsBpmAndZoneThenADashWhenTheStrapIsGone() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "160"])
        defer { mock.stop() }
        let tmux = try Self.terminal(mock)
        let events = tmux.home.appendingPathComponent("events.jsonl").path
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run \(Self.program) --speed 2 --no-log --hr --events \(TmuxSession.quoted(events))")
        try tmux.waitFor("Heart rate 160 bpm · zone 3", timeout: .seconds(30))
        mock.killStrap()
        let lost = try tmux.waitFor("Heart rate –", timeout: .seconds(15))
        #expect(!lost.contains("160 bpm"), "\(lost)")
        try tmux.press("q")
        try tmux.waitFor("STOPPED")
        let lines = try Self.events(tmux)
        let beats = lines.filter { $0.hasPrefix(#"{"event":"hr","bpm":160,"t":"#) }
        #expect(!beats.isEmpty, "\(lines)")
        #expect(lines.filter { $0.hasPrefix(#"{"event":"hr","bpm":null,"t":"#) }.count == 1, "\(lines)")
        // At most one line a second of program time, four notifications a second notwithstanding.
        let seconds = beats.compactMap { line in
            line.split(separator: ":").last.flatMap { Double($0.dropLast()) }.map { Int($0) }
        }
        #expect(Set(seconds).count == seconds.count, "\(beats)")
        #expect(lines.first?.hasPrefix(#"{"event":"phase","order":1"#) == true, "\(lines)")
        #expect(lines.last?.hasPrefix(#"{"event":"end","reason":"stopped""#) == true, "\(lines)")
    }

    /// A strap that falls silent (frozen: connected, no notifications) is "–", and its bpm comes
    /// back by itself when it sends again; in German.
    @Test func aSilentStrapIsADashAndComesBackByItself() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "120"])
        defer {
            mock.wakeStrap()
            mock.stop()
        }
        let tmux = try Self.terminal(mock)
        try tmux.type(
            "LANG=de_DE.UTF-8 " + TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run \(Self.program) --speed 2 --no-log --hr")
        // 120 bpm: 46 % of the reserve, below zone 1.
        try tmux.waitFor("Puls 120 S/min", timeout: .seconds(30))
        mock.silenceStrap()
        try tmux.waitFor("Puls –", timeout: .seconds(15))
        mock.wakeStrap()
        try tmux.waitFor("Puls 120 S/min", timeout: .seconds(30))
        try tmux.press("q")
        try tmux.waitFor("GESTOPPT")
    }

    /// Without BlueZ the session runs to its end all the same and says afterwards why it had
    /// no heart rate; exit 0.
    @Test func withoutBlueZTheSessionRunsWithoutHeartRateAndSaysWhy() throws {
        let strap = try StrapFixture(["--no-bluez", "--no-strap"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["run", Self.program, "--speed", "100", "--plain", "--no-log", "--hr"])
        #expect(status == 0, "\(text)")
        #expect(text.contains("Finished"), "\(text)")
        #expect(
            text.hasSuffix(
                "warning: the session ran without heart rate: BlueZ is not running (no org.bluez on the system bus): "
                    + "start it with systemctl start bluetooth\n"), "\(text)")
    }

    /// A session logged with a strap keeps its samples (SPEC section 18): `history --json` has
    /// `heartRate` (160 bpm, zone 3 with hr-max 190 and hr-rest 60), `export --samples` every
    /// second, `history ID` the average and the zones, and with age, weight and sex the kcal
    /// come from heart rate, said beside the MET figure.
    @Test func aSessionWithAStrapKeepsItsSamplesInTheHistory() throws {
        let strap = try StrapFixture(
            environment: ["HR_STRAP_BPM": "160"],
            settings: [("hr-max", "190"), ("hr-rest", "60"), ("weight", "75"), ("age", "35"), ("sex", "m")])
        defer { strap.stop() }
        let home = strap.home
        // 10 s get ready and 4 × 10 s / 5 s at double speed: 35 real seconds.
        let (status, text) = try strap.run(["run", "4x10/5", "--speed", "2", "--plain", "--log", "--hr"])
        #expect(status == 0, "\(text)")
        #expect(text.contains(" kcal from heart rate, Keytel 2005; by MET "), "\(text)")
        let (listed, json) = try TaktProcess.run(["history", "--json"], home: home)
        #expect(listed == 0, "\(json)")
        let sessions = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "\(json)")
        let heart = try #require(sessions.first?["heartRate"] as? [String: Any], "\(json)")
        #expect(heart["avg"] as? Int == 160 && heart["max"] as? Int == 160, "\(heart)")
        let samples = try #require(heart["samples"] as? Int)
        // The strap connects within the first seconds and sends to the end.
        #expect((10...36).contains(samples), "\(heart)")
        #expect(heart["zones"] as? [Int] == [0, 0, samples, 0, 0], "\(heart)")
        #expect(heart["kcalByMET"] as? Double != nil, "\(heart)")
        let (exported, full) = try TaktProcess.run(["export", "--format", "json", "--samples"], home: home)
        #expect(exported == 0, "\(full)")
        let bpm = try #require(
            ((try JSONSerialization.jsonObject(with: Data(full.utf8)) as? [[String: Any]])?.first?["heartRate"]
                as? [String: Any])?["bpm"] as? [Any], "\(full)")
        #expect(bpm.compactMap { $0 as? Int }.count == samples)
        #expect(bpm.compactMap { $0 as? Int }.allSatisfy { $0 == 160 })
        let id = try #require(sessions.first?["id"] as? String)
        let (shown, detail) = try TaktProcess.run(["history", id], home: home)
        #expect(shown == 0, "\(detail)")
        #expect(detail.contains("average 160 bpm, maximum 160 bpm"), "\(detail)")
        #expect(detail.contains("Time in zones"), "\(detail)")
    }

    /// Two straps nearby and none named: `hr` lists them and fails (SPEC 18: exit 1 with the list).
    @Test func twoStrapsAndNoneNamedListsThemAndFails() throws {
        let strap = try StrapFixture(["--second", "Wahoo TICKR 5E6F"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr"])
        #expect(status == 1)
        #expect(
            text == """
                error: 2 straps nearby; name one with its name or address:
                  \(BlueZMock.strapName)  \(BlueZMock.strapAddress)
                  Wahoo TICKR 5E6F  \(BlueZMock.secondAddress)
                takt hr NAME|ADDRESS shows the heart rate of one of them

                """)
        // Named, the same scan reads the one asked for.
        let (named, reading) = try strap.run(["hr", "TICKR", "--count", "1"])
        #expect(named == 0, "\(reading)")
        #expect(reading.hasPrefix("Wahoo TICKR 5E6F  \(BlueZMock.secondAddress)\nWahoo TICKR 5E6F: "), "\(reading)")
    }
}
