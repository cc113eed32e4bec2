import Foundation
import Testing

/// Issue 44 in a real terminal: a lifter ends each set with Enter and answers it under the
/// rest that follows, whose clock runs on: `4` for set 1, `4x97.5` for set 2, nothing for set 3
/// (as planned); set 4, the last, is as planned. The events file keeps each set's answer.
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
        try tmux.waitFor("WORKOUT COMPLETE")

        let answers = try AnswerLineEndToEndTests.events(events, "answer")
        #expect(answers.map { $0["set"] as? Int } == [1, 2, 3])
        #expect(answers.map { $0["reps"] as? Int } == [4, 4, 5])
        #expect(answers.map { $0["load"] as? Double } == [100, 97.5, 100])
        #expect(answers.map { $0["asPlanned"] as? Bool } == [false, false, true])
        // The answer never held the clock: each rest ended when it was due.
        let rests = try AnswerLineEndToEndTests.events(events, "phase").filter { $0["kind"] as? String == "rest" }
        #expect(rests.count == 3)
        let sets = try AnswerLineEndToEndTests.events(events, "phase").filter { $0["kind"] as? String == "work" }
        for (rest, next) in zip(rests, sets.dropFirst()) {
            let due = ((rest["t"] as? Double) ?? 0) + 60
            #expect(abs(((next["t"] as? Double) ?? 0) - due) < 2, "\(rest) \(next)")
        }
    }
}
