import Foundation
import Testing

/// Issue 44 in a real terminal: a lifter ends each set with Enter and answers it under the
/// rest that follows, whose clock runs on: `4` for set 1, `4x97.5` for set 2, nothing for set 3
/// (as planned); set 4, the last, is asked with the prompt that holds the end, and Enter keeps
/// it. The events file keeps each set's answer; a logged session keeps its sets in the history.
@Suite(.serialized)
struct LiftAnswerEndToEndTests {
    @Test func fourSetsOneAnsweredOneChangedOneLeft() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'back-squat 4x5 @100kg rest 1:00' --speed 10 --no-log --events "
                + TmuxSession.quoted(events.path))
        let work = try tmux.waitFor("SET 1/4 · 5 × 100 KG")
        #expect(!work.contains("Round 1/1"), "\(work)")
        try tmux.tap()
        try tmux.waitFor("Set 1: 5 × 100 kg —")
        try tmux.answer("4")
        try tmux.waitFor("kept: 4 × 100 kg")
        try tmux.waitFor("SET 2/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        try tmux.waitFor("Set 2: 5 × 100 kg —")
        try tmux.answer("4x97.5")
        try tmux.waitFor("kept: 4 × 97.5 kg")
        try tmux.waitFor("SET 3/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        try tmux.waitFor("Set 3: 5 × 100 kg —")
        try tmux.waitFor("SET 4/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        // The last set has no rest to run over: the prompt asks, and Enter keeps it.
        try tmux.waitFor("Set 4: 5 × 100 kg —")
        try tmux.tap()
        try tmux.waitFor("WORKOUT COMPLETE")

        let answers = try AnswerLineEndToEndTests.events(events, "answer")
        #expect(answers.map { $0["set"] as? Int } == [1, 2, 3, 4])
        #expect(answers.map { $0["reps"] as? Int } == [4, 4, 5, 5])
        #expect(answers.map { $0["load"] as? Double } == [100, 97.5, 100, 100])
        #expect(answers.map { $0["asPlanned"] as? Bool } == [false, false, true, false])
        // The answer never held the clock: each rest ended when it was due.
        let rests = try AnswerLineEndToEndTests.events(events, "phase").filter { $0["kind"] as? String == "rest" }
        #expect(rests.count == 3)
        let sets = try AnswerLineEndToEndTests.events(events, "phase").filter { $0["kind"] as? String == "work" }
        for (rest, next) in zip(rests, sets.dropFirst()) {
            let due = ((rest["t"] as? Double) ?? 0) + 60
            #expect(abs(((next["t"] as? Double) ?? 0) - due) < 2, "\(rest) \(next)")
        }
    }

    /// A logged lift: set 1 answered `4`, set 2 `4x97.5`, set 3 left, set 4 (the last) answered
    /// `3` at the prompt. `history --json` carries the four sets, `history ID` lists them.
    @Test func theSetsAreKeptInTheHistory() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'back-squat 4x5 @100kg rest 0:30' --speed 10 --log")
        try tmux.waitFor("SET 1/4 · 5 × 100 KG")
        try tmux.tap()
        try tmux.waitFor("Set 1: 5 × 100 kg —")
        try tmux.answer("4")
        try tmux.waitFor("SET 2/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        try tmux.waitFor("Set 2: 5 × 100 kg —")
        try tmux.answer("4x97.5")
        try tmux.waitFor("SET 3/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        try tmux.waitFor("SET 4/4 · 5 × 100 KG", timeout: .seconds(15))
        try tmux.tap()
        try tmux.waitFor("Set 4: 5 × 100 kg —")
        try tmux.answer("3")
        try tmux.waitFor("WORKOUT COMPLETE")

        let (status, history) = try TaktProcess.run(["history", "--json"], home: tmux.home)
        #expect(status == 0, "\(history)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [[String: Any]])
        let session = try #require(list.first)
        let sets = try #require(session["sets"] as? [[String: Any]])
        #expect(sets.map { $0["order"] as? Int } == [1, 2, 3, 4])
        #expect(sets.map { $0["movement"] as? String } == Array(repeating: "back-squats", count: 4))
        #expect(sets.map { $0["reps"] as? Int } == [4, 4, 5, 3])
        #expect(sets.map { ($0["load"] as? [String: Any])?["kg"] as? Double } == [100, 97.5, 100, 100])
        #expect(sets.map { $0["plannedReps"] as? Int } == [5, 5, 5, 5])
        #expect(sets.map { $0["warmup"] as? Bool } == [false, false, false, false])

        let id = try #require(session["id"] as? String)
        let (detailStatus, detail) = try TaktProcess.run(["history", String(id.prefix(8))], home: tmux.home)
        #expect(detailStatus == 0, "\(detail)")
        #expect(detail.contains("4×100, 4×97.5, 5×100, 3×100 kg"), "\(detail)")
    }
}
