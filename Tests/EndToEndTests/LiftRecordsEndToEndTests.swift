import Foundation
import Testing

/// Issue 44's records through the real binary: lifts logged on the command line set records
/// that `log` says at once, `stats MOVEMENT` charts them in a terminal of 60 columns without
/// colour, and a deleted session's records go with it and come back with it.
@Suite(.serialized) struct LiftRecordsEndToEndTests {
    @Test func loggedLiftsAreChartedInATerminalWithoutColour() throws {
        let tmux = try TmuxSession(columns: 60, rows: 40, environment: ["NO_COLOR": "1"])
        try tmux.waitFor(TmuxSession.shellPrompt)
        let takt = TmuxSession.quoted(TmuxSession.taktBinary.path)
        try tmux.type(takt + " log back-squat 5x100kg 5x100 --on 2026-11-18")
        _ = try tmux.waitFor("New 5RM: 100 kg")
        try tmux.type(takt + " log back-squat 5x102.5 3x110 --on 2026-11-20")
        _ = try tmux.waitFor("New 3RM: 110 kg")
        try tmux.type("clear; " + takt + " stats back-squat")
        let screen = try tmux.waitFor("● top set  ○ e1RM (estimated)  ◉ both")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains("1RM 110 kg (Nov 20, 2026) · 2RM 110 kg (Nov 20, 2026)"), "\(screen)")
        #expect(lines.contains("e1RM (estimated) 121 kg (Nov 20, 2026)"), "\(screen)")
        #expect(lines.contains("Top set and estimated 1RM per session (the last 2 of 2)"), "\(screen)")
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(try !tmux.colouredScreen().contains("\u{1B}[3"), "NO_COLOR")
    }

    @Test func aDeletedSessionTakesItsRecordsAndARestoreBringsThemBack() throws {
        let home = try TaktProcess.home()
        let (logged, said) = try TaktProcess.run(
            ["log", "deadlift", "3x140", "1x160", "--on", "2026-11-20"], home: home)
        #expect(logged == 0, "\(said)")
        #expect(said.contains("New 1RM: 160 kg"), "\(said)")
        let (_, history) = try TaktProcess.run(["history", "--json"], home: home)
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [[String: Any]])
        let id = try #require(sessions.first?["id"] as? String)
        func oneRepMax() throws -> Double? {
            let (_, json) = try TaktProcess.run(["stats", "deadlifts", "--json"], home: home)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let records = object["records"] as? [String: Any]
            return ((records?["rm"] as? [String: Any])?["1"] as? [String: Any])?["kg"] as? Double
        }
        #expect(try oneRepMax() == 160)
        let (deleted, _) = try TaktProcess.run(["history", "delete", id, "--yes"], home: home)
        #expect(deleted == 0)
        #expect(try oneRepMax() == nil)
        let (restored, _) = try TaktProcess.run(["history", "restore", id], home: home)
        #expect(restored == 0)
        #expect(try oneRepMax() == 160)
    }
}
