import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// `log MOVEMENT SET…` and `stats [MOVEMENT]` on the command line (SPEC section 17): lifts done
/// on paper become a history row with their sets as typed, the records they set are said at once,
/// `stats` and `stats --json` list every movement's records, and bad sets are refused where they
/// stand with nothing written.
@MainActor
@Suite struct LiftLogCommandTests {
    static let english = ["LANG": "en_US.UTF-8", "COLUMNS": "80"]
    static let german = ["LANG": "de_DE.UTF-8", "COLUMNS": "80"]

    @Test func loggedSetsAreKeptAsTypedAndSetRecords() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = await run(
            ["log", "back-squat", "5x100kg", "5x100", "5x102.5", "--on", "2026-11-10", "--warmup", "1"], home: home,
            environment: Self.english)
        #expect(first.0 == 0, "\(first.2)")
        let lines = first.1.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Logged Back squats on ") == true, "\(first.1)")
        #expect(lines.first?.hasSuffix(": 5×100 (warm-up), 5×100, 5×102.5 kg") == true, "\(first.1)")
        #expect(
            Array(lines.dropFirst()) == [
                "  New 1RM: 102.5 kg", "  New 2RM: 102.5 kg", "  New 3RM: 102.5 kg",
                "  New 5RM: 102.5 kg", "  New e1RM (estimated): 119.6 kg",
            ])
        let pounds = await run(
            ["log", "bench press", "5x225lb", "3x235", "--on", "2026-11-11"], home: home, environment: Self.german)
        #expect(pounds.0 == 0, "\(pounds.2)")
        #expect(pounds.1.contains(": 5×225, 3×235 lb\n"), "\(pounds.1)")
        #expect(pounds.1.contains("  Neues 3RM: 235 lb\n"), "\(pounds.1)")
        // Lighter: no record.
        let lighter = await run(
            ["log", "back-squats", "5x90", "--on", "2026-11-12"], home: home, environment: Self.english)
        #expect(lighter.1.split(separator: "\n").count == 1, "\(lighter.1)")

        let stats = await run(["stats"], home: home, environment: Self.english)
        #expect(stats.1.contains("Lifts: records"), "\(stats.1)")
        #expect(stats.1.contains("Back squats"), "\(stats.1)")
        #expect(stats.1.contains("235 lb"), "\(stats.1)")
        let json = await run(["stats", "--json"], home: home, environment: Self.english)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.1.utf8)) as? [String: Any])
        let lifts = try #require(object["lifts"] as? [[String: Any]])
        #expect(lifts.map { $0["movement"] as? String } == ["back-squats", "bench-press"])
        let movement = await run(["stats", "back squat"], home: home, environment: Self.german)
        #expect(movement.0 == 0, "\(movement.2)")
        #expect(movement.1.hasPrefix("Nackenkniebeugen\n1RM 102,5 kg"), "\(movement.1)")
        #expect(movement.1.contains("● schwerster Satz"), "\(movement.1)")
        let history = await run(["history", "--json"], home: home, environment: Self.english)
        #expect(history.1.contains("\"lb\" : 235"), "\(history.1)")
    }

    /// Columns count from `log back-squat 5x100 ` (21 characters): the bad set starts at 22, and a
    /// missing or wrong load is pointed at after the `x`.
    @Test(arguments: [
        ("5x", 24, "expected a set as reps x load"), ("x100", 22, "expected a set as reps x load"),
        ("5x100zz", 27, "expected a set as reps x load"), ("0x0", 22, "a set has 1 to 100 reps"),
        ("101x100", 22, "a set has 1 to 100 reps"), ("5x1001kg", 24, "at most 1000 kg"),
        ("5x-100", 24, "above 0"), ("5xnan", 24, "expected a set as reps x load"),
    ])
    func aBadSetIsLocatedAndNothingIsWritten(set: String, column: Int, message: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(
            ["log", "back-squat", "5x100", set], home: home, environment: Self.english)
        #expect(status == 1, "\(err)")
        #expect(out.isEmpty)
        #expect(err.contains(message), "\(err)")
        #expect(err.contains("column \(column)"), "\(err)")
        let history = await run(["history", "--json"], home: home, environment: Self.english)
        #expect(history.1.filter { !$0.isWhitespace } == "[]", "\(history.1)")
    }

    @Test func anUnknownMovementForStatsIsRefusedWithASuggestion() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(["stats", "back-squot"], home: home, environment: Self.english)
        #expect(status == 1)
        #expect(err.contains("did you mean 'back-squats'?"), "\(err)")
        let german = await run(["log", "back-squat", "5x100", "--warmup", "3"], home: home, environment: Self.german)
        #expect(german.0 == 1)
        #expect(german.2.contains("--warmup ist 0 bis zu den 1"), "\(german.2)")
    }

    /// SPEC section 17: `log` refuses an unknown movement with suggestions. A name that is no
    /// program, followed by sets, was meant as a movement; a score after it stays a program's.
    @Test func anUnknownMovementForLogIsRefusedWithASuggestion() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(
            ["log", "back-sqat", "5x100kg", "5x100"], home: home, environment: Self.english)
        #expect(status == 1 && out.isEmpty)
        #expect(err.contains("no movement 'back-sqat' in the exercise catalog; did you mean 'back-squats'?"), "\(err)")
        let german = await run(["log", "bakc-squat", "5x100kg"], home: home, environment: Self.german)
        #expect(german.0 == 1)
        #expect(german.2.contains("meintest du „back-squats“?"), "\(german.2)")
        let score = await run(["log", "frna", "4:21.7"], home: home, environment: Self.english)
        #expect(score.0 != 0 && score.2.contains("no program 'frna'"), "\(score.2)")
        let history = await run(["history", "--json"], home: home, environment: Self.english)
        #expect(history.1.filter { !$0.isWhitespace } == "[]", "\(history.1)")
    }
}
