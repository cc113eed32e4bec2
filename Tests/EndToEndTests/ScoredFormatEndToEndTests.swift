import Foundation
import Testing

/// Every scored format run in a real terminal at `--speed`: Enter pressed on a schedule the
/// screen sets, the reps prompt answered, and what `--events` and the summary then say.
@Suite(.serialized)
struct ScoredFormatEndToEndTests {
    /// Starts `takt run TEXT --speed SPEED --no-log --events FILE` in an 80×24 terminal.
    static func start(_ text: String, speed: Int) throws -> (TmuxSession, URL) {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run " + TmuxSession.quoted(text)
                + " --speed \(speed) --no-log --events " + TmuxSession.quoted(events.path))
        return (tmux, events)
    }

    /// The events file's lines of kind `event`.
    static func lines(_ events: URL, _ event: String) throws -> [String] {
        try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("{\"event\":\"\(event)\"") }
    }

    @Test func amrapRoundsThenTheRepsAtTheCap() throws {
        let (tmux, events) = try Self.start("amrap 1: 5 burpees, 10 squats", speed: 10)
        try tmux.waitFor("5 Burpees")
        try tmux.waitFor("Round 1 · 0 rounds done")
        try tmux.tap()
        try tmux.waitFor("Next: 5 Burpees")
        try tmux.tap()
        try tmux.waitFor("Round 2 · 1 round done")
        try tmux.tap()
        try tmux.waitFor("Next: 5 Burpees")
        try tmux.waitFor("TIME!")
        try tmux.answer("7")
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("AMRAP        1+12"), "\(summary)")
        #expect(try Self.lines(events, "done").count == 3)
        #expect(try Self.lines(events, "round").count == 1)
        let score = try #require(try Self.lines(events, "score").first)
        #expect(score.contains("\"format\":\"amrap\",\"rounds\":1,\"reps\":12,\"totalReps\":27"), "\(score)")
    }

    @Test func emomPeriodsDoneAndMissed() throws {
        let (tmux, events) = try Self.start("emom 3: 10 burpees", speed: 10)
        try tmux.waitFor("Period 1/3")
        // Past the first real second of the period, when an Enter counts for it.
        // (The workout's 3:10 has 2:49 left 11 program seconds, 1.1 real ones, into it.)
        try tmux.waitFor("after a second") { $0.contains("Period 1/3") && $0.contains("2:4") }
        try tmux.tap()
        // The rest of the period is rest: the rest view names the next period's task.
        try tmux.waitFor("Next up")
        let summary = try tmux.waitFor("WORKOUT COMPLETE", timeout: .seconds(30))
        #expect(summary.contains("EMOM         1/3"), "\(summary)")
        #expect(try Self.lines(events, "done").count == 1)
        #expect(
            try Self.lines(events, "missed").map { $0.contains("\"round\":2") || $0.contains("\"round\":3") } == [
                true, true,
            ])
        #expect(try Self.lines(events, "phase").filter { $0.contains("\"kind\":\"emom\"") }.count == 3)
    }

    @Test func forTimeTheLastEnterStopsTheClock() throws {
        let (tmux, events) = try Self.start("for time: 2-1 burpees, squats", speed: 10)
        try tmux.waitFor("2 Burpees")
        try tmux.waitFor("Round 1/2")
        for next in ["Next: 2 Squats", "Next: 1 Burpee", "Next: 1 Squat"] {
            try tmux.waitFor(next)
            try tmux.tap()
        }
        try tmux.waitFor("Last exercise")
        try tmux.tap()
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("FOR TIME     0:"), "\(summary)")
        let score = try #require(try Self.lines(events, "score").first)
        #expect(score.contains("\"format\":\"for-time\",\"rounds\":2,\"reps\":null,\"totalReps\":6"), "\(score)")
        #expect(score.contains("\"capped\":false"))
    }

    /// Six Enters half a second apart finish Fran far faster than anyone could (SPEC 13): the
    /// score is kept, marked implausible in the events file and said so in the summary.
    @Test func aFranFasterThanPossibleIsKeptAsTooFastToCount() throws {
        let (tmux, events) = try Self.start("for time: 21-15-9 thrusters, pull-ups", speed: 10)
        try tmux.waitFor("Round 1/3")
        for _ in 0..<6 {
            Thread.sleep(forTimeInterval: 0.15)
            try tmux.tap()
        }
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("(too fast to count)"), "\(summary)")
        let score = try #require(try Self.lines(events, "score").first)
        #expect(score.contains("\"implausible\":true") && score.contains("(too fast to count)"), "\(score)")
    }

    @Test func deathByEndsOnTheFirstMissAndAsksForItsReps() throws {
        let (tmux, events) = try Self.start("death by burpees", speed: 20)
        try tmux.waitFor("Period 1/30")
        // Past the first real second of the period: at most 29:39 left of the workout's 30:10.
        try tmux.waitFor("after a second") { screen in
            screen.contains("Period 1/30") && ["29:3", "29:2", "29:1"].contains { screen.contains(" " + $0) }
        }
        try tmux.tap()
        try tmux.waitFor("Next up")
        try tmux.waitFor("PERIOD 2 MISSED", timeout: .seconds(15))
        // Letters are no number: asked again, never a crash.
        try tmux.type("x", enter: false)
        try tmux.waitFor("Digits only")
        try tmux.answer("1")
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("DEATH BY     1+1"), "\(summary)")
        #expect(try Self.lines(events, "missed").count == 1)
        let score = try #require(try Self.lines(events, "score").first)
        #expect(score.contains("\"text\":\"1+1\""), "\(score)")
        // The block ended at the miss: the third period ran only the second in which a late
        // finger could still have counted for the second, and none after it was started.
        #expect(try Self.lines(events, "phase").filter { $0.contains("\"kind\":\"deathBy\"") }.count == 3)
    }

    @Test func theReplyIsInGerman() throws {
        let (tmux, _) = try Self.start("amrap 1: 5 burpees", speed: 20)
        try tmux.waitFor("5 Burpees")
        try tmux.press("l")
        try tmux.waitFor("Runde 1 · 0 Runden geschafft")
        try tmux.waitFor("ZEIT!", timeout: .seconds(15))
        try tmux.answer("3")
        let summary = try tmux.waitFor("TRAINING GESCHAFFT")
        #expect(summary.contains("AMRAP ") && summary.contains(" 0+3"), "\(summary)")
    }

    /// `run --json` through a pipe: standard output is the session's row alone, scores included;
    /// the plain lines went to standard error. No keyboard could score the block: its score is
    /// "not entered", never 0.
    @Test func runJSONPrintsTheWholeRowWithItsScores() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (process, output) = TaktProcess.make(
            ["run", "for time cap 1: 3 burpees", "--speed", "100", "--no-log", "--json"], home: home)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.split(separator: "\n").count == 1, "\(text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scores = try #require(object["scores"] as? [[String: Any]])
        #expect(scores.first?["format"] as? String == "for-time")
        #expect(scores.first?.keys.contains("text") == true)
        #expect(scores.first?["text"] is NSNull)
        #expect(scores.first?["totalReps"] is NSNull)
        #expect(object["endReason"] as? String == "finished")
    }

    /// Two real sessions (speed 1) of one AMRAP: both kept with their scores, the second's summary
    /// compares it with the first, and `history --json` carries what the schedule implies. The
    /// cap (16 s) holds a round at the fastest paces (10 s): a round in 8 s would be too many.
    @Test func aSecondRealSessionIsComparedWithTheFirst() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let folder = tmux.home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        id: short-amrap
        title: {en: Short AMRAP, de: Kurzes AMRAP}
        getReady: 0
        blocks:
          - format: amrap
            cap: 16
            exercises:
              - {exercise: burpees, reps: 5}
              - {exercise: squats, reps: 10}
        """.write(to: folder.appendingPathComponent("short-amrap.yaml"), atomically: true, encoding: .utf8)
        let takt = TmuxSession.quoted(TmuxSession.taktBinary.path)
        try tmux.waitFor(TmuxSession.shellPrompt)
        // First: burpees done, then 3 squats typed at the cap: 0+8.
        try tmux.type(takt + " run short-amrap")
        try tmux.waitFor("Next: 10 Squats")
        try tmux.tap()
        try tmux.waitFor("Next: 5 Burpees")
        try tmux.waitFor("TIME!", timeout: .seconds(25))
        try tmux.answer("3")
        let first = try tmux.waitFor("Saved to the history")
        #expect(first.contains("AMRAP        0+8"), "\(first)")
        try tmux.type("clear")
        try tmux.waitFor("cleared") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == TmuxSession.shellPrompt }
        // Second: a whole round, nothing more: 1+0, a new best.
        try tmux.type(takt + " run short-amrap")
        try tmux.waitFor("Next: 10 Squats")
        try tmux.tap()
        try tmux.waitFor("Next: 5 Burpees")
        try tmux.tap()
        try tmux.waitFor("Round 2 · 1 round done")
        try tmux.waitFor("TIME!", timeout: .seconds(25))
        try tmux.answer("")
        let second = try tmux.waitFor("Saved to the history")
        #expect(second.contains("AMRAP        1+0 · last 0+8 · new personal best"), "\(second)")
        let (status, json) = try TaktProcess.run(["history", "--json"], home: tmux.home)
        #expect(status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let texts = rows.compactMap { ($0["scores"] as? [[String: Any]])?.first?["text"] as? String }
        #expect(texts == ["1+0", "0+8"])
    }
}
