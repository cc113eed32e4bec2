import Foundation
import Testing

/// The whiteboard's language in a real terminal: a climbing ladder, movements done together,
/// and one Enter a round, each run at `--speed` with Enter pressed as the screen asks.
@Suite(.serialized)
struct WhiteboardEndToEndTests {
    @Test func aClimbingLadderShowsEachRoundsRepsAndCountsWhatWasDone() throws {
        let (tmux, events) = try ScoredFormatEndToEndTests.start("amrap 2: 3-6-9-… squats, push-ups", speed: 10)
        // The task to do is drawn large; the line under it names the next one, round 2's
        // climbing by three.
        try tmux.waitFor("Next: 3 Push-ups")
        try tmux.waitFor("Round 1 · 0 rounds done")
        try tmux.tap()
        try tmux.waitFor("Next: 6 Squats")
        try tmux.tap()
        try tmux.waitFor("Next: 6 Push-ups")
        try tmux.waitFor("Round 2 · 1 round done")
        try tmux.waitFor("TIME!", timeout: .seconds(30))
        try tmux.answer("4")
        try tmux.waitFor("WORKOUT COMPLETE")
        let score = try #require(try ScoredFormatEndToEndTests.lines(events, "score").first)
        // One round of 3 + 3, then 4 of the second round's 6 squats: 10 reps truly done.
        #expect(score.contains("\"rounds\":1,\"reps\":4,\"totalReps\":10"), "\(score)")
    }

    @Test func movementsDoneTogetherAreOneEnterAPeriod() throws {
        let (tmux, events) = try ScoredFormatEndToEndTests.start("emom 2: 5 pull-ups + 10 push-ups", speed: 10)
        try tmux.waitFor("Period 1/2")
        try tmux.waitFor("after a second") { $0.contains("Period 1/2") && $0.contains("1:5") }
        try tmux.tap()
        try tmux.waitFor("Next up")
        let summary = try tmux.waitFor("WORKOUT COMPLETE", timeout: .seconds(30))
        #expect(summary.contains("EMOM         1/2"), "\(summary)")
        // One Enter marked the first period's task: both movements, 15 reps.
        let done = try ScoredFormatEndToEndTests.lines(events, "done")
        #expect(
            done.count == 1 && done.allSatisfy { $0.contains("\"round\":1,") && $0.contains("\"reps\":15") }, "\(done)")
    }

    @Test func scoreByRoundMarksAWholeRoundAndAsksForTheRoundAtTheCap() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (status, output) = try TaktProcess.run(["set", "score-by", "round"], home: tmux.home)
        #expect(status == 0, "\(output)")
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run "
                + TmuxSession.quoted("amrap 1: 5 burpees, 10 squats")
                + " --speed 10 --no-log --events " + TmuxSession.quoted(events.path))
        try tmux.waitFor("Round 1 · 0 rounds done")
        try tmux.tap()
        try tmux.waitFor("Round 2 · 1 round done")
        try tmux.waitFor("TIME!")
        try tmux.answer("12")
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("AMRAP        1+12"), "\(summary)")
        #expect(try ScoredFormatEndToEndTests.lines(events, "done").count == 2)
    }

    /// Issue 45: a box's height on the work view, in a real terminal. An emom period of
    /// `24/20in box jumps` shows the task with its height (both values, no sex set) and names the
    /// next period's task, one rep in the singular; an interval station
    /// written with its height first shows it too.
    @Test func aBoxsHeightIsOnTheWorkView() throws {
        let (tmux, _) = try ScoredFormatEndToEndTests.start("emom 2: 10 24/20in box jumps, 1 burpee", speed: 10)
        let work = try tmux.waitFor("Box jumps to 24/20 in")
        #expect(work.contains("Period 1/2"), "\(work)")
        try tmux.waitFor("after a second") { $0.contains("Period 1/2") && $0.contains("1:5") }
        try tmux.waitFor("Next: 1 Burpee")
        try tmux.tap()
        try tmux.waitFor("Next up")
        try tmux.waitFor("WORKOUT COMPLETE", timeout: .seconds(30))

        let (station, _) = try ScoredFormatEndToEndTests.start("2x(20s 24/20in box jumps / 10s)", speed: 5)
        let screen = try station.waitFor("Box jumps to 24/20 in", timeout: .seconds(20))
        #expect(screen.contains("Round 1/2") || screen.contains("1/2"), "\(screen)")
    }
}
