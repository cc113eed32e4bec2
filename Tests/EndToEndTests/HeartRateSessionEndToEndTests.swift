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

    /// A session of `program` (`options` beside `--speed 2 --hr --events`) in a terminal beside
    /// a strap sending 160 bpm: once the view shows it (zone 3: (160 − 60) / (190 − 60) = 77 % of
    /// the reserve) the strap is killed, and the view shows "–" within a few seconds. Returns the
    /// mock (the caller stops it), the terminal and the screen with the dash.
    static func sessionThatLosesItsStrap(_ program: String, _ options: String) throws -> (
        BlueZMock, TmuxSession, String
    ) {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "160"])
        let tmux = try terminal(mock)
        let events = tmux.home.appendingPathComponent("events.jsonl").path
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run '\(program)' --speed 2 \(options) --hr --events \(TmuxSession.quoted(events))")
        try tmux.waitFor("Heart rate 160 bpm · zone 3", timeout: .seconds(30))
        mock.killStrap()
        let lost = try tmux.waitFor("Heart rate –", timeout: .seconds(15))
        return (mock, tmux, lost)
    }

    static func events(_ tmux: TmuxSession) throws -> [String] {
        try String(contentsOf: tmux.home.appendingPathComponent("events.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// 160 bpm is zone 3; the strap killed, the view shows "–" within a few seconds and the
    /// session goes on to its phases.
    @Test func theViewShowsBpmAndZoneThenADashWhenTheStrapIsGone() throws {
        let (mock, tmux, lost) = try Self.sessionThatLosesItsStrap(Self.program, "--no-log")
        defer { mock.stop() }
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

    /// The strap's server killed mid-session (out of range: its process gone, nothing said to
    /// BlueZ) is "–" on the view; started again (a new process, now sending 140) it is read
    /// again by itself, and the session runs to its end and is logged as usual, its samples
    /// 160 before the gap, none in it, 140 after.
    @Test func aStrapGoneAndBackIsReadAgainAndTheSessionKeepsBothSides() throws {
        // 10 s get ready and 4 × 25 s / 5 s: 65 real seconds at double speed, time for a scan,
        // the 10 s of silence after which the link is made again, and the strap's return.
        let (mock, tmux, _) = try Self.sessionThatLosesItsStrap("ready 10s, 4x25/5", "--log")
        defer { mock.stop() }
        try mock.startStrap(bpm: "140")
        // 140 bpm: (140 − 60) / (190 − 60) = 62 % of the reserve, zone 2.
        try tmux.waitFor("Heart rate 140 bpm · zone 2", timeout: .seconds(40))
        try tmux.waitFor("WORKOUT COMPLETE", timeout: .seconds(60))
        let hr = try Self.events(tmux).filter { $0.hasPrefix(#"{"event":"hr","#) }.map { line in
            line.split(separator: ",")[1]
        }
        // Each change once: 160, lost, 140, whatever came before the first reading.
        var changes: [Substring] = []
        for bpm in hr.drop(while: { $0 != #""bpm":160"# }) where changes.last != bpm { changes.append(bpm) }
        #expect(changes == [#""bpm":160"#, #""bpm":null"#, #""bpm":140"#], "\(hr)")
        let (exported, full) = try TaktProcess.run(["export", "--format", "json", "--samples"], home: tmux.home)
        #expect(exported == 0, "\(full)")
        let session = try #require(
            (try JSONSerialization.jsonObject(with: Data(full.utf8)) as? [[String: Any]])?.first, "\(full)")
        #expect(session["endReason"] as? String == "finished", "\(session)")
        let heart = try #require(session["heartRate"] as? [String: Any], "\(session)")
        #expect(heart["max"] as? Int == 160, "\(heart)")
        let bpm = try #require(heart["bpm"] as? [Any]).map { $0 as? Int }
        var runs: [Int?] = []
        for value in bpm.drop(while: { $0 == nil }) where runs.last != .some(value) { runs.append(value) }
        #expect(runs == [160, nil, 140], "\(bpm)")
        #expect(heart["samples"] as? Int == bpm.compactMap { $0 }.count, "\(heart)")
    }

    /// Malformed notifications between good ones (a short packet, 0 bpm, 300 bpm, a flag for RR
    /// intervals that are not there) change nothing: no "–", no sample but the strap's 90, in the
    /// events file, the history and the samples.
    @Test func malformedNotificationsChangeNothingInASession() throws {
        let strap = try StrapFixture(
            environment: ["HR_STRAP_BPM": "90", "HR_STRAP_MALFORMED": "1"],
            settings: [("hr-max", "190"), ("hr-rest", "60")])
        defer { strap.stop() }
        let (status, text, hr) = try strap.session("4x10/5", ["--log"])
        #expect(status == 0, "\(text)")
        #expect(!text.contains("warning"), "\(text)")
        #expect(!hr.isEmpty)
        #expect(hr.allSatisfy { $0.hasPrefix(#"{"event":"hr","bpm":90,"t":"#) }, "\(hr)")
        let (exported, full) = try TaktProcess.run(["export", "--format", "json", "--samples"], home: strap.home)
        #expect(exported == 0, "\(full)")
        let heart = try #require(
            (try JSONSerialization.jsonObject(with: Data(full.utf8)) as? [[String: Any]])?.first?["heartRate"]
                as? [String: Any], "\(full)")
        #expect(heart["avg"] as? Int == 90 && heart["max"] as? Int == 90, "\(heart)")
        let bpm = try #require(heart["bpm"] as? [Any]).map { $0 as? Int }
        // Nothing before the strap's first reading; from then on 90 every second to the end.
        #expect(bpm.drop(while: { $0 == nil }).allSatisfy { $0 == 90 }, "\(bpm)")
        #expect(heart["samples"] as? Int == bpm.compactMap { $0 }.count, "\(heart)")
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

    /// A device that advertises the Heart Rate service but has no measurement to read: the
    /// session runs to its end and says afterwards why it had no heart rate, where it looked
    /// for the strap in silence before.
    @Test func aStrapThatCannotBeReadIsSaidAfterTheSession() throws {
        let strap = try StrapFixture(environment: ["HR_STRAP_NO_MEASUREMENT": "1"])
        defer { strap.stop() }
        // 10 s get ready and 2 × 10 s / 5 s at double speed: 17.5 real seconds, time for the
        // scan and the connection.
        let (status, text) = try strap.run([
            "run", "ready 10s, 2x10/5", "--speed", "2", "--plain", "--no-log", "--hr",
        ])
        #expect(status == 0, "\(text)")
        #expect(text.contains("Finished"), "\(text)")
        #expect(
            text.hasSuffix(
                "warning: the session ran without heart rate: \(BlueZMock.strapName) sends no heart rate "
                    + "(it has no heart-rate measurement, 0x2A37)\n"), "\(text)")
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
