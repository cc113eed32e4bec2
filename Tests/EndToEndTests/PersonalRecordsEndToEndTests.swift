import Foundation
import Testing

/// Personal records through the real binary and the real history: imported scored sessions
/// come back as `records` in `stats --json`, as a table under `stats`, and in the report.
@Suite(.serialized) struct PersonalRecordsEndToEndTests {
    /// The screens' fixture history with scores added: two amraps of one program (the second
    /// one better), and a better one that was a preview.
    static func home() throws -> URL {
        let home = try TaktProcess.home()
        let fixture = CommandScreenTests.screens.appendingPathComponent("history.json")
        var sessions = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [[String: Any]])
        try #require(sessions.count >= 3)
        for (index, rounds) in [7, 8, 12].enumerated() {
            sessions[index]["programId"] = "burner"
            sessions[index]["programTitle"] = "Burner"
            sessions[index]["speed"] = index == 2 ? 4 : 1
            sessions[index]["scores"] = [
                [
                    "block": 1, "format": "amrap", "rounds": rounds, "reps": 3, "totalReps": rounds * 30 + 3,
                    "seconds": 720, "capped": NSNull(), "periodsDone": NSNull(), "periodsMissed": NSNull(),
                    "splits": [], "text": "\(rounds)+3",
                ]
            ]
        }
        let file = home.appendingPathComponent("scored.json")
        try JSONSerialization.data(withJSONObject: sessions).write(to: file)
        let (status, output) = try TaktProcess.run(["import", file.path], home: home)
        #expect(status == 0, "\(output)")
        return home
    }

    @Test func statsAndTheReportShowTheRecord() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, json) = try TaktProcess.run(["stats", "--json"], home: home)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let records = try #require(object["records"] as? [[String: Any]], "\(json)")
        #expect(records.count == 1)
        #expect(records.first?["programId"] as? String == "burner")
        #expect((records.first?["score"] as? [String: Any])?["text"] as? String == "8+3")
        let (_, text) = try TaktProcess.run(["stats"], home: home)
        #expect(text.contains("Personal records"), "\(text)")
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("Burner") && $0.contains("AMRAP  8+3") }, "\(text)")
        let (_, german) = try TaktProcess.run(["stats"], home: home, language: "de_DE.UTF-8")
        #expect(german.contains("Persönliche Bestwerte"), "\(german)")
        let page = home.appendingPathComponent("report.html")
        let (status, output) = try TaktProcess.run(["report", "-o", page.path], home: home)
        #expect(status == 0, "\(output)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<section id=\"records\">") && html.contains("<data value=\"8+3\""))
        // The preview's 12+3 is listed with the recent sessions, never in the chart of scores.
        let chart = try #require(html.components(separatedBy: "<section id=\"scores\">").dropFirst().first)
        #expect(!(chart.components(separatedBy: "</section>").first ?? "").contains("12+3"))
        #expect(html.contains("<data value=\"12+3\""))
    }
}
