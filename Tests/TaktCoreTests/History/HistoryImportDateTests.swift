import Foundation
import Testing

@testable import TaktCore

/// Dates an import accepts are dates the export writes back unchanged.
@Suite struct HistoryImportDateTests {
    static func entry(startedAt: String, endedAt: String) -> String {
        """
        [{"id": "6F9619FF-8B86-D011-B42D-00C04FC964F1", "programId": "p", "programTitle": "P",
          "startedAt": "\(startedAt)", "endedAt": "\(endedAt)", "pausedSeconds": 0, "activeSeconds": 300,
          "phasesDone": 3, "phasesTotal": 3, "endReason": "finished", "kcal": 42, "kcalLow": 30,
          "kcalHigh": 55, "language": "en", "bodyMassKg": 70, "bodyMassIsDefault": true}]
        """
    }

    /// Found by fuzzing (FuzzTesting/Corpus/history-import/finding-year-1013.json): a session
    /// ending in 1013 was read as a Julian date and exported as another day. It is refused, by key.
    @Test(arguments: [("1013-01-15T08:10:00Z", "endedAt"), ("0576-01-15T08:10:00Z", "endedAt")])
    func aDateBeforeTheGregorianReformIsRefusedByItsKey(date: String, key: String) throws {
        let reading = try HistoryImport.read(Data(Self.entry(startedAt: "2027-01-15T08:00:00Z", endedAt: date).utf8))
        #expect(reading.records.isEmpty)
        #expect(reading.problems == [HistoryImport.Problem(position: 1, key: key)])
        let message = reading.problems[0].message(path: "h.json", strings: ProgramFixtures.de)
        #expect(message.contains("endedAt"))
    }

    @Test func aModernDateSurvivesExportAndImport() throws {
        let reading = try HistoryImport.read(
            Data(Self.entry(startedAt: "1583-01-01T00:00:00Z", endedAt: "2027-01-15T08:10:00Z").utf8))
        let back = try HistoryImport.read(Data(HistoryJSON.render(reading.records).utf8))
        #expect(back.records == reading.records)
        #expect(back.records.count == 1)
    }
}
