import Foundation
import Testing

@testable import TaktCore

/// The report's bpm chart (SPEC sections 12 and 18): the newest session with a strap, its bpm
/// over time broken where contact was lost, its work and rest phases shaded, and a table whose
/// numbers are those of `history --json` for that session.
@Suite struct HeartRateReportTests {
    static func session() -> SessionRecord {
        let start = Date(timeIntervalSince1970: 1_763_900_000)
        var record = HistoryFixtures.session(start, seconds: 40, active: 20, paused: 0, kcal: 10)
        let phase = { (order: Int, kind: Phase.Kind, at: Double, seconds: Double) in
            PerformedPhase(
                order: order, kind: kind, exercise: nil, name: "", plannedStart: at, actualStart: at,
                seconds: seconds, pausedSeconds: 0, skipped: false, latenessMilliseconds: 0.2)
        }
        record.timing = SessionTiming(
            phases: [phase(1, .getReady, 0, 10), phase(2, .work, 10, 20), phase(3, .rest, 30, 10)], pauses: 0,
            speed: 1)
        var samples = (0..<40).map { UInt8(100 + $0) }
        samples[20] = 0
        record.heartRate = HeartRateRecord(samples: samples, zoneSeconds: [5, 10, 3, 0, 0])
        return record
    }

    @Test(arguments: ["en", "de"])
    func theChartAndItsTableCarryTheSessionsHeartRate(language: String) throws {
        var report = ProgressReportTests.report(language: language)
        let session = Self.session()
        report.heartRateSession = session
        let html = report.html()
        try InterchangeFixtures.writeArtifact(
            Data(html.utf8), name: "report-heart-rate-\(language).html", folder: "html")
        let reading = ReportReading(html)
        #expect(reading.error == nil)
        #expect(html.contains("<section id=\"heart-rate\">"))
        // Two stretches of contact, a band for the work and one for the rest, none for get ready.
        let chart = try #require(html.components(separatedBy: "<svg").last { $0.contains("class=\"heart-rate\"") })
        #expect(chart.components(separatedBy: "class=\"hr-line\"").count - 1 == 2)
        #expect(chart.components(separatedBy: "class=\"hr-work\"").count - 1 == 1)
        #expect(chart.components(separatedBy: "class=\"hr-rest\"").count - 1 == 1)
        // Each chart an image with a title and a description; the table beside it.
        #expect(reading.pictures.count == 6)
        #expect(reading.elements["details"] == 5)
        let json = try JSONSerialization.jsonObject(with: Data(HistoryJSON.render([session]).utf8))
        let numbers = reading.numbers.filter { $0.key.hasPrefix("heartRate.") }
        #expect(numbers.map(\.key) == ["heartRate.avg", "heartRate.max"] + (0..<5).map { "heartRate.zones.\($0)" })
        for number in numbers {
            let expected = try #require(
                ProgressReportTests.value(at: "0." + number.key, in: json) as? NSNumber, "\(number.key)")
            #expect(Double(number.value) == expected.doubleValue, "\(number.key)")
        }
    }

    @Test func withoutAStrapThereIsNoSection() {
        let html = ProgressReportTests.report(language: "en").html()
        #expect(!html.contains("heart-rate"))
    }
}
