import Foundation
import Testing

/// Issue 45: Fight Gone Bad in a real terminal at `--speed 10`, as an athlete runs it: each
/// station's reps answered while the next station's clock runs, the last at the prompt; the
/// finished view, the events file and `history --json` carry the block's score, the reps of
/// every station added up.
@Suite(.serialized)
struct FightGoneBadEndToEndTests {
    /// Two rounds of two 1-minute stations of max reps, no rest between: each question runs
    /// over the station after it.
    static let program = """
        id: fgb-small
        title: {en: Fight Gone Bad, de: Fight Gone Bad}
        getReady: 0
        blocks:
          - title: {en: Fight Gone Bad, de: Fight Gone Bad}
            rounds: 2
            exercises:
              - {exercise: wall-balls, work: 60, max: true}
              - {exercise: box-jumps, work: 60, max: true}
        """

    @Test func everyStationAnsweredAddsUpToTheScore() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let folder = tmux.home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.program.write(to: folder.appendingPathComponent("fgb-small.yaml"), atomically: true, encoding: .utf8)
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run fgb-small --speed 10 --log --events "
                + TmuxSession.quoted(events.path))
        for (question, reps) in [
            ("How many Wall-ball shots in round 1?", "20"), ("How many Box jumps in round 1?", "15"),
            ("How many Wall-ball shots in round 2?", "18"), ("How many Box jumps in round 2?", "12"),
        ] {
            try tmux.waitFor(question, timeout: .seconds(20))
            try tmux.answer(reps)
        }
        let summary = try tmux.waitFor("Saved to the history", timeout: .seconds(20))
        #expect(summary.contains("Fight Gone Bad  65 reps"), "\(summary)")
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map(String.init)
        let answers = lines.filter { $0.hasPrefix("{\"event\":\"answer\"") }
        #expect(answers.count == 4, "\(answers)")
        let score = try #require(lines.first { $0.hasPrefix("{\"event\":\"score\"") })
        #expect(score.contains("\"format\":\"intervals\""), "\(score)")
        #expect(score.contains("\"totalReps\":65"), "\(score)")
        #expect(score.contains("\"answers\":[20,15,18,12]"), "\(score)")
        let (status, json) = try TaktProcess.run(["history", "--json"], home: tmux.home)
        #expect(status == 0)
        #expect(json.contains("\"text\" : \"65 reps\""), "\(json)")
    }
}
