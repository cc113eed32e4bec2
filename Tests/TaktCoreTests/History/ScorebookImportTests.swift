import Foundation
import Testing

@testable import TaktCore

/// The scorebook's fields in every export and back: division, note, source, edited, each
/// checked on import like every other value.
@Suite struct ScorebookImportTests {
    static func record() -> SessionRecord {
        var record = HistoryViewTests.records[0]
        record.division = .scaled
        record.note = "ring rows, \"light\" band"
        record.source = .log
        record.edited = true
        return record
    }

    @Test func theFieldsGoOutAndComeBack() throws {
        let json = HistoryJSON.render([Self.record()])
        #expect(json.contains("\"division\" : \"scaled\""))
        #expect(json.contains("\"source\" : \"log\""))
        #expect(json.contains("\"edited\" : true"))
        let reading = try HistoryImport.read(Data(json.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records == [Self.record()])
        let csv = HistoryCSV.render([Self.record()])
        #expect(csv.hasSuffix(",scaled,log,true,\"ring rows, \"\"light\"\" band\",\r\n"), "\(csv)")
        // A session of before: Rx, no note, the timer, never edited.
        let plain = HistoryJSON.render([HistoryViewTests.records[0]])
        #expect(plain.contains("\"note\" : null"))
        #expect(plain.contains("\"division\" : \"rx\""))
    }

    /// The CSV says of each score whether it was stopped, in the scores' order.
    @Test func theCSVSaysWhichScoresWereStopped() {
        var record = Self.record()
        record.scores = [
            BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 12, totalReps: 222, seconds: 720))),
            BlockScore(block: 2, .amrap(.init(rounds: 2, reps: 7, totalReps: 67, seconds: 372)), stopped: true),
        ]
        let lines = HistoryCSV.render([record]).components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let stopped = header.firstIndex(of: "stopped")
        #expect(stopped == header.firstIndex(of: "score").map { $0 + 1 })
        #expect(lines[1].contains(",\"7+12; stopped at 6:12, 2+7\",false; true,scaled,"), "\(lines[1])")
        #expect(HistoryCSV.render([Self.record()]).contains(",,,scaled,log,"))
    }

    /// An export written before the scorebook (no such keys) imports as it was.
    @Test func anOlderExportImportsUnchanged() throws {
        var json = HistoryJSON.render([HistoryViewTests.records[0]])
        for key in ["division", "note", "source", "edited"] {
            json = json.replacing(try Regex("\\n *\"\(key)\" : [^\\n]*,"), with: "")
        }
        #expect(!json.contains("division"))
        let reading = try HistoryImport.read(Data(json.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records == [HistoryViewTests.records[0]])
    }

    @Test(arguments: [
        ("\"division\" : \"scaled\"", "\"division\" : \"RX+\"", "division"),
        ("\"source\" : \"log\"", "\"source\" : \"paper\"", "source"),
        ("\"note\" : \"ring rows, \\\"light\\\" band\"", "\"note\" : \"bell\\u0007\"", "note"),
        ("\"note\" : \"ring rows, \\\"light\\\" band\"", "\"note\" : \"\"", "note"),
        ("\"edited\" : true", "\"edited\" : \"yes\"", "edited"),
    ])
    func aBadValueIsRefusedWithItsKey(good: String, bad: String, key: String) throws {
        let json = HistoryJSON.render([Self.record()])
        #expect(json.contains(good))
        let reading = try HistoryImport.read(Data(json.replacingOccurrences(of: good, with: bad).utf8))
        #expect(reading.records.isEmpty)
        #expect(reading.problems == [HistoryImport.Problem(position: 1, key: key)])
    }
}
