import Foundation
import TaktCore
import TaktHistory
import Testing

@testable import TaktCLI

/// `log`, `history edit`, `history delete`, `history trash` and `history restore` through the
/// dispatcher: what a person reads, the exit status, and what reached the history.
@MainActor
@Suite struct ScorebookCommandTests {
    static let now = ["TAKT_NOW": "2026-11-26T18:00:00Z", "TZ": "Europe/Berlin"]

    static func rows(_ home: URL) throws -> [SessionRecord] {
        try HistoryStore.open(at: AppPaths(environment: ["TAKT_HOME": home.path]).historyDatabase).store.readAll()
            .records
    }

    @Test func aLoggedScoreIsARowComparedWithTheLastAndBest() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = await run(["log", "cindy", "20+3", "--on", "2026-11-20"], home: home, environment: Self.now)
        #expect(first.0 == 0)
        #expect(first.1 == "Logged Cindy (Rx) on 2026-11-20 12:00:\n  Cindy  20+3\n")
        let second = await run(
            ["log", "cindy", "137", "--on", "2026-11-25T07:30", "--note", "kipping"], home: home, environment: Self.now)
        #expect(second.1 == "Logged Cindy (Rx) on 2026-11-25 07:30:\n  Cindy  4+17 · last 20+3 · best 20+3, Nov 20\n")
        // Scaled is compared with scaled only.
        let scaled = await run(["log", "cindy", "18+7", "--scaled"], home: home, environment: Self.now)
        // Without --on it is done now: its 20 minutes end now.
        #expect(scaled.1 == "Logged Cindy (scaled) on 2026-11-26 18:40:\n  Cindy  18+7\n")
        let rows = try Self.rows(home)
        #expect(rows.map(\.source) == [.log, .log, .log])
        #expect(rows.map(\.division) == [.scaled, .rx, .rx])
        #expect(rows[1].note == "kipping")
        #expect(rows[2].activeSeconds == 1_200 && rows[2].phasesTotal == 0 && rows[2].kcal > 0)
        let german = await run(
            ["--lang", "de", "log", "cindy", "19", "--on", "2026-11-21"], home: home, environment: Self.now)
        #expect(
            german.1
                == "Eingetragen: Cindy (Rx) am 21.11.2026 12:00:\n  Cindy  0+19 · zuletzt 20+3 · Bestwert 20+3 am 20. Nov\n"
        )
    }

    /// `--on` today in the morning: noon has not come yet, so the workout is logged now. It was
    /// refused as "in the future" (found trying takt at 02:17 on the day).
    @Test func todayBeforeNoonIsLoggedNowNotRefused() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let morning = ["TAKT_NOW": "2026-11-27T06:17:00Z", "TZ": "Europe/Berlin"]
        let logged = await run(["log", "fran", "4:21.7", "--on", "2026-11-27"], home: home, environment: morning)
        #expect(logged.0 == 0, "\(logged.2)")
        // Done now: it began its 4:21.7 ago, and ends now, not in the future.
        #expect(logged.1 == "Logged Fran (Rx) on 2026-11-27 07:12:\n  Fran  4:21.7\n")
        let row = try #require(try Self.rows(home).first)
        #expect(row.endedAt == Date(timeIntervalSince1970: 1_795_760_220))
        let later = await run(["log", "fran", "4:21.7", "--on", "2026-11-27T09:00"], home: home, environment: morning)
        #expect(later.0 == 2)
        #expect(later.2 == "error: --on 2026-11-27T09:00 is in the future; a workout is logged once it is done\n")
    }

    @Test(arguments: [
        (
            ["log", "cindy", "7:30"],
            "error: Cindy: '7:30' is no AMRAP score: write rounds+reps (7+12) or all reps (137)\n"
        ),
        (
            ["log", "cindy", "7+30"],
            "error: Cindy: '7+30' has more reps in the unfinished round than a round has (30); write them as a round\n"
        ),
        (
            ["log", "cindy", "1000000000000"],
            "error: Cindy: '1000000000000' is no AMRAP score: write rounds+reps (7+12) or all reps (137)\n"
        ),
        (["log", "cindy", ""], "error: Cindy: '' is no AMRAP score: write rounds+reps (7+12) or all reps (137)\n"),
        (["log", "cindy"], "error: 'Cindy' has 1 scored block: give one score for it (0 given)\n"),
        (
            ["log", "tabata-classic", "3"],
            "error: 'Classic Tabata' has no scored block (AMRAP, for time, EMOM, death by, max stations):"
                + " there is no score to log\n"
        ),
        (
            ["log", "cindy", "7+3", "--on", "2026-12-01"],
            "error: --on 2026-12-01 is in the future; a workout is logged once it is done\n"
        ),
        (
            ["log", "cindy", "7+3", "--on", "yesterday"],
            "error: --on 'yesterday' is no date: write 2026-11-20 or 2026-11-20T18:30\n"
        ),
        (
            ["log", "cindy", "7+3", "--note", "bell\u{7}"],
            "error: the note 'bell\\u0007' cannot be kept: at most 1,000 characters, no control characters\n"
        ),
        (["log", "death-by-burpees", "31"], "error: Death by burpees: '31' does not fit the block's 30 periods\n"),
    ])
    func aScoreTheProgramCannotGiveIsRefusedAndNothingIsWritten(words: [String], message: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(words, home: home, environment: Self.now)
        #expect(status == 2)
        #expect(out == "")
        #expect(err == message)
        #expect(try Self.rows(home).isEmpty)
    }

    @Test func editDeleteTrashAndRestore() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["log", "cindy", "20+3", "--on", "2026-11-20"], home: home, environment: Self.now)
        let id = String(try #require(try Self.rows(home).first).id.uuidString.lowercased().prefix(8))
        let edit = await run(
            ["history", "edit", id, "--score", "cindy=21+4", "--scaled", "--note", "bands"], home: home,
            environment: Self.now)
        #expect(edit.0 == 0)
        #expect(edit.1 == "Edited Cindy of 2026-11-20 12:00 (\(id)).\n")
        let edited = try #require(try Self.rows(home).first)
        #expect(edited.edited && edited.division == .scaled && edited.note == "bands")
        #expect(edited.scores.first?.text == "21+4")
        let detail = await run(["history", id], home: home, environment: Self.now)
        #expect(detail.1.contains("\nRecorded     logged afterwards, edited\nNote         bands\n"))
        #expect(detail.1.hasSuffix("Cindy: 21+4 scaled\n"))
        // Without a terminal, delete asks for --yes and deletes nothing.
        let refused = await run(["history", "delete", id], home: home, environment: Self.now)
        #expect(refused.0 == 2 && refused.2.contains("add --yes"))
        let deleted = await run(["history", "delete", id, "--yes"], home: home, environment: Self.now)
        #expect(deleted.0 == 0)
        #expect(try Self.rows(home).isEmpty)
        let again = await run(["history", "delete", id, "--yes"], home: home, environment: Self.now)
        #expect(again.0 == 1 && again.2.contains("no session"))
        let trash = await run(["history", "trash"], home: home, environment: Self.now)
        #expect(trash.1.hasPrefix("1 session in the trash, the last deleted first"))
        #expect(trash.1.contains("21+4 scaled"))
        let restored = await run(["history", "restore", id], home: home, environment: Self.now)
        #expect(restored.1 == "Restored Cindy of 2026-11-20 12:00 (\(id)).\n")
        #expect(try Self.rows(home).map(\.id) == [edited.id])
        let empty = await run(["history", "trash"], home: home, environment: Self.now)
        #expect(empty.1 == "The trash is empty.\n")
        let bad = await run(["history", "edit", id, "--score", "2=7+3"], home: home, environment: Self.now)
        #expect(bad.0 == 2 && bad.2 == "error: the session has no scored block '2' (its blocks: Cindy)\n")
    }
}
