import Foundation
import Testing

/// Issue 45 in a real terminal: the reps of a period of max reps are asked over the next
/// period, whose clock runs on; `7` Enter typed the moment the question appears keeps 7; a
/// question left unanswered is "not entered" in the events file and in `history --json`.
@Suite(.serialized)
struct AnswerLineEndToEndTests {
    /// The events file's lines of kind `event`, as objects.
    static func events(_ file: URL, _ event: String) throws -> [[String: Any]] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("{\"event\":\"\(event)\"") }
            .compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    @Test func maxPeriodsAskedOverTheRunningClockOneLeftUnanswered() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run 'emom 3: max burpees' --speed 20 --log --events "
                + TmuxSession.quoted(events.path))
        // 7 and Enter typed the moment the question appears, as fast fingers do.
        try tmux.waitFor("How many Burpees in period 1?")
        try tmux.type("7")
        let kept = try tmux.waitFor("7 kept")
        #expect(kept.contains("Period 2/3"), "\(kept)")
        // Period 2's question is left unanswered; period 3 runs on the minute under it.
        try tmux.waitFor("How many Burpees in period 2?")
        // The last period has no phase after it: its question holds the end.
        try tmux.waitFor("PERIOD 3", timeout: .seconds(15))
        try tmux.answer("5")
        let summary = try tmux.waitFor("WORKOUT COMPLETE")
        #expect(summary.contains("EMOM         2/3"), "\(summary)")

        let answers = try Self.events(events, "answer")
        #expect(answers.map { $0["round"] as? Int } == [1, 2])
        #expect(answers.first?["reps"] as? Int == 7)
        #expect(answers.last?["reps"] is NSNull)
        // The question never held the clock: each period began when it was due.
        let periods = try Self.events(events, "phase").filter { $0["kind"] as? String == "emom" }
        #expect(periods.count == 3)
        for period in periods {
            let late = ((period["t"] as? Double) ?? 0) - ((period["planned"] as? Double) ?? 0)
            #expect(late < 2, "\(period)")
        }
        #expect(periods.map { $0["planned"] as? Double } == [10, 70, 130])

        let (status, history) = try TaktProcess.run(["history", "--json"], home: tmux.home)
        #expect(status == 0, "\(history)")
        let flat = history.filter { !$0.isWhitespace }
        #expect(flat.contains("\"answers\":[7,null,5]"), "\(history)")
        #expect(flat.contains("\"totalReps\":null"), "\(history)")
    }

    /// `n` in the last period ends the last block: the session is stopped, never complete.
    @Test func skippingTheLastBlockStops() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run 'amrap 1: 5 burpees' --speed 5 --no-log")
        try tmux.waitFor("Round 1 · 0 rounds done")
        try tmux.press("n")
        try tmux.waitFor("TIME!")
        try tmux.answer("3")
        let summary = try tmux.waitFor("STOPPED")
        #expect(!summary.contains("WORKOUT COMPLETE"), "\(summary)")
    }
}
