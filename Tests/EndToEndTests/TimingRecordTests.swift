import Foundation
import Testing

/// A real session stores how punctual it was: the summary says so, `history ID` shows every
/// phase, and the numbers agree with the events file.
@Suite(.serialized) struct TimingRecordTests {
    @Test func aLoggedSessionKeepsItsPhasesAndLateness() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let events = home.appendingPathComponent("events.jsonl")
        let (status, output) = try TaktProcess.run(
            ["run", "tabata-classic", "--plain", "--speed", "60", "--log", "--events", events.path], home: home)
        #expect(status == 0, "\(output)")
        #expect(output.contains("timing: 16 phases, max "), "\(output)")
        let (_, json) = try TaktProcess.run(["history", "--json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let timing = try #require(rows.first?["timing"] as? [String: Any])
        #expect(timing["phaseCount"] as? Int == 16)
        #expect(timing["speed"] as? Double == 60)
        // The largest lateness stored is the largest t - planned of the events file, in real
        // milliseconds: the events file counts program time, 60 times faster.
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n")
        let phases = try lines.compactMap { line -> [String: Any]? in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["event"] as? String == "phase" ? object : nil
        }
        #expect(phases.count == 16)
        let eventsMax =
            phases.compactMap { phase -> Double? in
                guard let t = phase["t"] as? Double, let planned = phase["planned"] as? Double else { return nil }
                return (t - planned) * 1000 / 60
            }.max() ?? 0
        let stored = try #require(timing["maxLatenessMilliseconds"] as? Double)
        // The events file rounds times to 0.1 ms.
        #expect(abs(stored - eventsMax) < 0.2, "stored \(stored), events \(eventsMax)")
        let id = try #require(rows.first?["id"] as? String)
        let (detailStatus, detail) = try TaktProcess.run(["history", String(id.prefix(6))], home: home)
        #expect(detailStatus == 0, "\(detail)")
        #expect(detail.hasPrefix("Session          \(id)\n"), "\(detail)")
        let phaseLines = detail.split(separator: "\n").filter {
            $0.split(separator: " ").first.flatMap { Int($0) } != nil
        }
        #expect(phaseLines.count == 16, "\(detail)")
        #expect(detail.contains("\n16  Burpees"), "\(detail)")
    }
}
