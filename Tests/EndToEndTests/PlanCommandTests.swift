import Foundation
import Testing

/// `plan`, `today`, `run today` and `plan export` on the real binary, with the day pinned
/// by TAKT_NOW and the zone by TZ.
@Suite(.serialized) struct PlanCommandTests {
    static func run(
        _ arguments: [String], home: URL, now: String, language: String = "en_US.UTF-8"
    ) throws -> (Int32, String) {
        let (process, output) = TaktProcess.make(arguments, home: home, language: language)
        process.environment?["TAKT_NOW"] = now
        process.environment?["TZ"] = "Europe/Berlin"
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func startTodayRunTodayAndTheHistoryRow() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let monday = "2026-11-23T09:00:00Z"
        var (status, text) = try Self.run(
            ["plan", "start", "tabata-four-weeks", "--on", "2026-11-24"], home: home, now: monday)
        #expect(status == 0)
        #expect(text == "Following Four weeks of Tabata from Tuesday 2026-11-24 on Tue, Thu, Sat.\n")
        (status, text) = try Self.run(["today"], home: home, now: monday)
        #expect(
            text
                == "The plan starts later. First session: Tuesday 2026-11-24 — "
                + "Tabata: burpees and squat jumps, 20/10s ×6 · 6:50.\n")
        // Another plan while one is followed: refused without --replace, nothing changed.
        (status, text) = try Self.run(["plan", "start", "beginner-six-weeks"], home: home, now: monday)
        #expect(status == 1)
        #expect(
            text
                == "error: you are following 'tabata-four-weeks'; 'plan start beginner-six-weeks --replace' "
                + "starts the new plan instead\n")
        let tuesday = "2026-11-24T09:00:00Z"
        (status, text) = try Self.run(["--lang", "de", "today"], home: home, now: tuesday)
        #expect(
            text
                == "Heute (Dienstag): Woche 1 von 4, Tag 1 von 3 — Tabata: Burpees und Sprungkniebeugen, "
                + "20/10 s ×6 · 6:50. „run today“ startet es.\n")
        (status, text) = try Self.run(
            ["run", "today", "--speed", "1000", "--log", "--plain"], home: home, now: tuesday)
        #expect(status == 0)
        (status, text) = try Self.run(["history", "--json"], home: home, now: tuesday)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["planId"] as? String == "tabata-four-weeks")
        #expect(rows.first?["planWeek"] as? Int == 1)
        #expect(rows.first?["planDay"] as? Int == 1)
        #expect(rows.first?["programId"] as? String == "tabata-four-weeks-day-1")
        // stats --json and the report show the plan followed (a preview does not count as done).
        (status, text) = try Self.run(["stats", "--json"], home: home, now: tuesday)
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let plan = try #require(stats["plan"] as? [String: Any])
        #expect(plan["id"] as? String == "tabata-four-weeks")
        #expect(plan["sessionsTotal"] as? Int == 12 && plan["week"] as? Int == 1 && plan["sessionsDone"] as? Int == 0)
        let page = home.appendingPathComponent("report.html")
        (status, _) = try Self.run(["report", "-o", page.path], home: home, now: tuesday)
        #expect(status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<section id=\"plan\">"))
        #expect(html.contains("data-key=\"plan.sessionsTotal\">12</data>"))
    }

    @Test func restDayRunTodayFailsAndExportWritesTheCalendar() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let wednesday = "2026-11-25T09:00:00Z"
        _ = try Self.run(["plan", "start", "tabata-four-weeks", "--on", "2026-11-24"], home: home, now: wednesday)
        var (status, text) = try Self.run(["run", "today", "--speed", "1000"], home: home, now: wednesday)
        #expect(status == 1)
        #expect(
            text
                == "error: nothing is due today\nToday is a rest day. Next: Thursday 2026-11-26, week 1 day 1 — "
                + "Tabata: burpees and squat jumps, 20/10s ×6 · 6:50.\n")
        let file = home.appendingPathComponent("plan.ics")
        (status, text) = try Self.run(["plan", "export", "--ics", file.path], home: home, now: wednesday)
        #expect(status == 0)
        #expect(text == "12 sessions written to \(file.path)\n")
        let ics = try String(contentsOf: file, encoding: .utf8)
        #expect(ics.contains("DTSTART;TZID=Europe/Berlin:20261126T070000\r\n"))
        (status, text) = try Self.run(["plan", "stop"], home: home, now: wednesday)
        #expect(text == "Stopped following Four weeks of Tabata. Your logged sessions stay in the history.\n")
        (status, text) = try Self.run(["plan", "strat"], home: home, now: wednesday)
        #expect(status == 2)
        #expect(text == "error: unknown plan action 'strat'; did you mean 'start'?\n")
    }
}
