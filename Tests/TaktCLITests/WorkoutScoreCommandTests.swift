import Foundation
import TaktCore
import TaktHistory
import Testing

@testable import TaktCLI

/// `log` of a program scored as one workout (SPEC 14, `score:`): `log barbara 28:30` takes the
/// workout's one score, which `history ID`, `history --json`, `stats` and `stats --json` name
/// as SPEC 14 says, and which is compared and kept as the record.
@MainActor
@Suite struct WorkoutScoreCommandTests {
    static let now = ScorebookCommandTests.now

    @Test func barbaraIsLoggedByHerOneScore() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = await run(["log", "barbara", "28:30", "--on", "2026-11-20"], home: home, environment: Self.now)
        #expect(first.0 == 0, "\(first.2)")
        #expect(first.1 == "Logged Barbara (Rx) on 2026-11-20 12:00:\n  Barbara (sum of times)  28:30.0\n")
        let second = await run(["log", "barbara", "27:05,5", "--on", "2026-11-24"], home: home, environment: Self.now)
        #expect(
            second.1
                == "Logged Barbara (Rx) on 2026-11-24 12:00:\n  Barbara (sum of times)  27:05.5 · last 28:30.0 · new personal best\n"
        )
        let rows = try ScorebookCommandTests.rows(home)
        let newest = try #require(rows.first)
        #expect(newest.workoutScore?.kind == .sum && newest.workoutScore?.text == "27:05.5")
        #expect(newest.scores.isEmpty && newest.activeSeconds == 1_625.5)
        // history --json: `workoutScore` with `block` null and `format` its kind.
        let json = await run(["history", "--json"], home: home, environment: Self.now)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.1.utf8)) as? [[String: Any]])
        let workout = try #require(list.first?["workoutScore"] as? [String: Any])
        #expect(workout["block"] is NSNull && workout["format"] as? String == "sum")
        #expect(workout["seconds"] as? Double == 1_625.5 && workout["text"] as? String == "27:05.5")
        // stats --json: the record is the workout's, named by its kind.
        let stats = await run(["stats", "--json"], home: home, environment: Self.now)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.1.utf8)) as? [String: Any])
        let records = try #require(object["records"] as? [[String: Any]])
        let record = try #require(records.first { $0["programId"] as? String == "barbara" })
        #expect(record["block"] is NSNull && record["format"] as? String == "sum")
        #expect((record["score"] as? [String: Any])?["text"] as? String == "27:05.5")
        // history ID names it; German writes its decimal comma.
        let id = String(newest.id.uuidString.lowercased().prefix(8))
        let detail = await run(["history", id], home: home, environment: Self.now)
        #expect(detail.1.contains("Barbara (sum of times): 27:05.5 Rx"), "\(detail.1)")
        let german = await run(["--lang", "de", "history", id], home: home, environment: Self.now)
        #expect(german.1.contains("Barbara (Summe der Zeiten): 27:05,5 Rx"), "\(german.1)")
        // An export imported elsewhere keeps it.
        let exported = await run(["export", "--format", "json"], home: home, environment: Self.now)
        let other = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: other) }
        let file = other.appendingPathComponent("export.json")
        try Data(exported.1.utf8).write(to: file)
        let imported = await run(["import", file.path], home: other, environment: Self.now)
        #expect(imported.0 == 0, "\(imported.2)")
        #expect(try ScorebookCommandTests.rows(other).first?.workoutScore == newest.workoutScore)
    }

    @Test func anImpossibleOrWrongWorkoutScoreIsRefusedAndNothingWritten() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let fast = await run(["log", "barbara", "3:00"], home: home, environment: Self.now)
        #expect(fast.0 == 1)
        #expect(fast.2.hasPrefix("error: Barbara (sum of times): '3:00' is faster than anyone could do it: at least "))
        let wrong = await run(["log", "barbara", "7+3"], home: home, environment: Self.now)
        #expect(wrong.0 == 2)
        let two = await run(["log", "barbara", "5:00", "5:00"], home: home, environment: Self.now)
        #expect(two.0 == 2)
        #expect(
            two.2
                == "error: 'Barbara' is scored as one workout (sum of times): give its score, or one for each of its 5 scored blocks (2 given)\n"
        )
        #expect(try ScorebookCommandTests.rows(home).isEmpty)
    }

    @Test func fiveRoundsLoggedMakeTheWorkoutScoreToo() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let logged = await run(
            ["log", "barbara", "5:10", "5:20", "5:30", "5:40", "5:50"], home: home, environment: Self.now)
        #expect(logged.0 == 0, "\(logged.2)")
        #expect(logged.1.contains("  Barbara (sum of times)  27:30.0\n"), "\(logged.1)")
        let row = try #require(try ScorebookCommandTests.rows(home).first)
        #expect(row.scores.count == 5 && row.workoutScore?.text == "27:30.0")
        // An edited round moves the workout's score with it.
        let id = String(row.id.uuidString.lowercased().prefix(8))
        let edit = await run(["history", "edit", id, "--score", "1=4:10"], home: home, environment: Self.now)
        #expect(edit.0 == 0, "\(edit.2)")
        #expect(try ScorebookCommandTests.rows(home).first?.workoutScore?.text == "26:30.0")
    }
}

extension WorkoutScoreCommandTests {
    /// A tabata scored by its lowest round has one block whose own score (its total) is not
    /// the workout's: one score logged is the lowest round, never a total of 14 for eight
    /// rounds; a number past what a round can hold is refused naming the workout.
    @Test func aTabataLoggedByItsLowestRound() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        id: tabata-squats
        title: Tabata squats
        score: lowest
        blocks:
          - format: tabata
            exercises: [{exercise: squats, max: true}]
        """.write(to: folder.appendingPathComponent("tabata-squats.yaml"), atomically: true, encoding: .utf8)
        let logged = await run(["log", "tabata-squats", "14"], home: home, environment: Self.now)
        #expect(logged.0 == 0, "\(logged.2)")
        #expect(logged.1.hasSuffix(":\n  Tabata squats (lowest round)  14 reps\n"), "\(logged.1)")
        let row = try #require(try ScorebookCommandTests.rows(home).first)
        #expect(row.scores.isEmpty && row.workoutScore?.kind == .lowest && row.workoutScore?.text == "14 reps")
        let refused = await run(["log", "tabata-squats", "99999"], home: home, environment: Self.now)
        #expect(refused.0 != 0)
        #expect(refused.2.contains("Tabata squats (lowest round)"), "\(refused.2)")
        #expect(try ScorebookCommandTests.rows(home).count == 1)
    }
}
