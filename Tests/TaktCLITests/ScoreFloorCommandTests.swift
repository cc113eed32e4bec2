import Foundation
import TaktCore
import TaktHistory
import TaktPlatform
import Testing

@testable import TaktCLI

/// `log` and `history edit` refuse a score no one could have done in time (SPEC 13, "A score
/// must be possible in time too"): the limit named in the athlete's language, exit 1, nothing
/// written.
@MainActor
@Suite struct ScoreFloorCommandTests {
    @Test func logRefusesFranInOneSecond() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let refused = await run(["log", "fran", "0:01"], home: home, environment: ScorebookCommandTests.now)
        #expect(refused.0 == 1)
        #expect(
            refused.2 == "error: Fran: '0:01' is faster than anyone could do it: at least 1:07.5 for these 90 reps\n")
        let german = await run(
            ["--lang", "de", "log", "fran", "0:59,9"], home: home, environment: ScorebookCommandTests.now)
        #expect(german.0 == 1)
        #expect(
            german.2
                == "Fehler: Fran: „0:59,9“ ist schneller, als es irgendwer schafft: mindestens 1:07,5 für diese 90 Wdh.\n"
        )
        let cindy = await run(["log", "cindy", "81+0"], home: home, environment: ScorebookCommandTests.now)
        #expect(cindy.0 == 1)
        #expect(cindy.2 == "error: Cindy: '81+0' is more than anyone could do: at most 2400 reps fit in 20:00\n")
        #expect(try ScorebookCommandTests.rows(home).isEmpty)
        // A score written wrong beside it is a usage error, as before.
        let mixed = await run(["log", "cindy", "x"], home: home, environment: ScorebookCommandTests.now)
        #expect(mixed.0 == 2)
    }

    @Test func historyEditRefusesAnImpossibleTimeAndKeepsTheRow() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let logged = await run(
            ["log", "fran", "4:21.7", "--on", "2026-11-20"], home: home, environment: ScorebookCommandTests.now)
        #expect(logged.0 == 0, "\(logged.2)")
        let id = String(try #require(try ScorebookCommandTests.rows(home).first).id.uuidString.lowercased().prefix(8))
        let edit = await run(
            ["history", "edit", id, "--score", "fran=0:02.9"], home: home, environment: ScorebookCommandTests.now)
        #expect(edit.0 == 1)
        #expect(
            edit.2 == "error: Fran: '0:02.9' is faster than anyone could do it: at least 1:07.5 for these 90 reps\n")
        let row = try #require(try ScorebookCommandTests.rows(home).first)
        #expect(!row.edited && row.scores.first?.text == "4:21.7")
    }

    /// Six Enters 0.5 s apart on Fran finish it in 0:02.9: the run keeps the score, marked
    /// implausible, never last, best or a record, and says so in the finished view.
    @Test func aRunFasterThanPossibleIsKeptAsImplausible() throws {
        let catalog = ProgramLibrary(files: LocalFileSystem()).catalog
        let fran = try TextForm.load("for time: 21-15-9 thrusters, pull-ups", id: "driver", catalog: catalog).get()
        var options = SessionOptions()
        options.floors = ScoreFloors(timeline: fran.timeline, paces: catalog.fastestPaces)
        func ending(_ seconds: Double) -> SessionEnding {
            var ending = DriverFixtures.ending()
            ending.scores = [
                BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: seconds, capped: false)))
            ]
            return ending
        }
        var earlier = ending(240).record(of: EndOfSessionTests.session, language: "en")
        earlier.id = UUID()
        earlier.startedAt = EndOfSessionTests.start.addingTimeInterval(-86_400)
        let log = ScoreComparisonAtTheEndTests.ScoredLog(earlier: [earlier])
        let end = EndOfSessionTests.path(options, log: log)
        let ended = try #require(end.end(ending(2.9), strings: EndOfSessionTests.strings))
        let score = try #require(ended.record.scores.first)
        #expect(score.implausible && !score.counts)
        #expect(score.text == "0:02.9 (too fast to count)")
        #expect(log.appended.first?.scores.first?.implausible == true)
        let comparison = try #require(ended.summary.comparisons.first)
        #expect(!comparison.isNewBest && comparison.last == nil && comparison.best == nil)
        #expect(ScoreText.compared(comparison, EndOfSessionTests.strings) == "0:02.9 (too fast to count)")
        // The next real run compares with the 4:00 before, never with the impossible one.
        let next = EndOfSessionTests.path(options, log: log)
        let real = try #require(next.end(ending(200), strings: EndOfSessionTests.strings))
        #expect(real.summary.comparisons.first?.last?.score.text == "4:00.0")
        #expect(real.summary.comparisons.first?.isNewBest == true)
    }

    /// `history edit` of a time moves the session's active time with it, and its kcal in
    /// proportion (issue 45).
    @Test func historyEditOfATimeMovesActiveTimeAndKcal() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(
            ["log", "fran", "4:21.7", "--on", "2026-11-20"], home: home, environment: ScorebookCommandTests.now)
        let before = try #require(try ScorebookCommandTests.rows(home).first)
        #expect(abs(before.activeSeconds - 261.7) < 0.001)
        let id = String(before.id.uuidString.lowercased().prefix(8))
        let edit = await run(
            ["history", "edit", id, "--score", "1=3:46.8"], home: home, environment: ScorebookCommandTests.now)
        #expect(edit.0 == 0, "\(edit.2)")
        let after = try #require(try ScorebookCommandTests.rows(home).first)
        #expect(abs(after.activeSeconds - 226.8) < 0.001)
        #expect(abs(after.kcal - before.kcal * 226.8 / 261.7) < 0.001)
        // A note alone keeps the time.
        _ = await run(["history", "edit", id, "--note", "ok"], home: home, environment: ScorebookCommandTests.now)
        #expect(try ScorebookCommandTests.rows(home).first?.activeSeconds == after.activeSeconds)
    }
}
