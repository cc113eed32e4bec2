import Foundation
import Testing

@testable import TaktCore

/// `export --format csv` carries each score's `stopped` as JSON does (SPEC 15): a column after
/// `score`, one `true`/`false` per score in the same order, empty for a session without scores.
@Suite struct HistoryCSVStoppedTests {
    @Test func eachScoreSaysWhetherItWasStopped() throws {
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 08:00"), id: HistoryFixtures.id(1))
        record.scores = [
            BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 82, seconds: 300)), stopped: true),
            BlockScore(block: 2, .forTime(.init(rounds: 3, totalReps: 90, seconds: 226.8, capped: false))),
        ]
        let csv = HistoryCSV.render([record])
        let rows = csv.components(separatedBy: "\r\n")
        let header = rows[0].components(separatedBy: ",")
        let stopped = try #require(header.firstIndex(of: "stopped"))
        #expect(header[stopped - 1] == "score")
        #expect(csv.contains(",\"stopped at 5:00, 7+12; 3:46.8\",true; false,rx,timer,false,\r\n"), "\(csv)")
        let json = HistoryJSON.render([record])
        #expect(json.contains("\"stopped\" : true") && json.contains("\"stopped\" : false"))
    }
}
