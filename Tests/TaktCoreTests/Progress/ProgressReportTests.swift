import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What an XML parser sees of the report: its elements, the numbers it shows and the pictures.
final class ReportReading: NSObject, XMLParserDelegate {
    struct Number {
        var key: String
        var value: String
        var text: String
    }

    var numbers: [Number] = []
    var elements: [String: Int] = [:]
    var language: String?
    /// Each `<svg>`: the names of its first two children and whether both have text.
    var pictures: [(first: String?, second: String?, role: String?)] = []
    /// Text of numeric table cells (`td class="n"`) outside `<data>` and `<time>`.
    var looseCellText: [String] = []
    private var inNumericCell = false
    var error: (any Error)?

    private var stack: [String] = []
    private var pendingNumber: Number?
    private var svgChildren: [String] = []
    private var svgRole: String?

    init(_ html: String) {
        super.init()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements[name, default: 0] += 1
        if name == "html" { language = attributes["lang"] }
        if stack.last == "svg" { svgChildren.append(name) }
        if name == "svg" {
            svgChildren = []
            svgRole = attributes["role"]
        }
        if name == "td" { inNumericCell = attributes["class"] == "n" }
        if name == "data" {
            pendingNumber = Number(key: attributes["data-key"] ?? "", value: attributes["value"] ?? "", text: "")
        }
        stack.append(name)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if name == "data", let number = pendingNumber {
            numbers.append(number)
            pendingNumber = nil
        }
        if name == "svg" {
            pictures.append((svgChildren.first, svgChildren.dropFirst().first, svgRole))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if pendingNumber != nil {
            pendingNumber?.text += string
        } else if stack.last == "td", inNumericCell {
            looseCellText.append(string)
        }
    }
}

/// The HTML report: well-formed, self-contained, accessible, and its numbers are those of `stats --json`.
@Suite struct ProgressReportTests {
    typealias P = ProgressFixtures

    static func report(_ records: [SessionRecord] = P.records, language: String) -> ProgressReport {
        let newest = records.sorted { $0.startedAt > $1.startedAt }
        return ProgressReport(
            stats: P.stats(records), series: P.series(records),
            recent: Array(newest.prefix(ProgressReport.recentCount)),
            generatedAt: P.now, timeZone: HistoryFixtures.berlin, strings: Languages.bundled.strings(for: language))
    }

    /// The value at a dotted path (`charts.weeks.3.kcal`) of parsed JSON.
    static func value(at path: String, in json: Any) -> Any? {
        var current: Any? = json
        for part in path.split(separator: ".").map(String.init) {
            if let index = Int(part), let list = current as? [Any] {
                current = index < list.count ? list[index] : nil
            } else {
                current = (current as? [String: Any])?[part]
            }
        }
        return current
    }

    @Test(arguments: ["en", "de"])
    func everyNumberOnThePageIsTheNumberOfStatsJSON(language: String) throws {
        let report = Self.report(language: language)
        let reading = ReportReading(report.html())
        #expect(reading.error == nil)
        let stats = try JSONSerialization.jsonObject(
            with: Data(StatsJSON.render(report.stats, progress: report.series).utf8))
        let history = try JSONSerialization.jsonObject(with: Data(HistoryJSON.render(report.recent).utf8))
        #expect(reading.numbers.count > 100)
        let separator = Languages.bundled.strings(for: language).table.decimalSeparator
        for number in reading.numbers {
            // `recent.N.…` are numbers of `history --json` for the recent sessions, the rest of `stats --json`.
            let source = number.key.hasPrefix("recent.") ? history : stats
            let path = number.key.hasPrefix("recent.") ? String(number.key.dropFirst(7)) : number.key
            let expected = try #require(Self.value(at: path, in: source) as? NSNumber, "\(number.key)")
            // Equal as numbers; parsing JSON may differ from printing in the last bit.
            let value = try #require(Double(number.value))
            #expect(abs(value - expected.doubleValue) <= 1e-12 * max(1, abs(value)), "\(number.key)")
            // What the reader sees is that number, in the language's notation, to a tenth.
            let shown = try #require(
                Double(number.text.replacingOccurrences(of: separator, with: ".")), "\(number.text)")
            #expect(abs(shown - expected.doubleValue) <= 0.05 + 1e-9, "\(number.key): \(number.text)")
        }
        // No number in a table cell escapes the check: the only loose text is words and signs.
        #expect(reading.looseCellText.allSatisfy { !$0.contains(where: \.isNumber) }, "\(reading.looseCellText)")
        // Every period total, both streaks and every week are on the page.
        let keys = Set(reading.numbers.map(\.key))
        for key in ["week.sessions", "month.kcal", "allTime.minutes", "streakDays", "longestStreakDays"] {
            #expect(keys.contains(key))
        }
        #expect((0..<12).allSatisfy { keys.contains("charts.weeks.\($0).activeMinutes") })
    }

    @Test(arguments: ["en", "de"])
    func thePageIsWellFormedSelfContainedAndAccessible(language: String) throws {
        let html = Self.report(language: language).html()
        try InterchangeFixtures.writeArtifact(
            Data(html.utf8), name: "report-\(language).html", folder: "html")
        let reading = ReportReading(html)
        #expect(reading.error == nil)
        #expect(reading.language == language)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language)\">"))
        for outside in ["http:", "https:", "src=", "href=", "@import", "url(", "<script", "<link", "@font-face"] {
            #expect(!html.contains(outside), "\(outside)")
        }
        #expect(reading.elements["style"] == 1)
        #expect(html.contains("@media print"))
        #expect(html.contains("prefers-color-scheme: dark"))
        // Heatmap, minutes, kcal, programs, timing: each an image with a title and a description first.
        #expect(reading.pictures.count == 5)
        for picture in reading.pictures {
            #expect(picture.first == "title" && picture.second == "desc" && picture.role == "img")
        }
        // Each chart section has its table.
        #expect(reading.elements["details"] == 4)
        #expect(reading.elements["table"] == 5)
    }

    @Test func germanDatesAndNumbers() {
        let html = Self.report(language: "de").html()
        #expect(html.contains("<time datetime=\"2026-11-20\">20. Nov 2026</time>"))
        #expect(html.contains(",") && html.contains("<title>takt — Trainingsbericht</title>"))
    }

    @Test(arguments: [0, 1])
    func emptyAndOneSessionHistoriesMakeSensiblePages(count: Int) throws {
        let records = Array(P.records.suffix(count))
        for language in ["en", "de"] {
            let html = Self.report(records, language: language).html()
            let reading = ReportReading(html)
            #expect(reading.error == nil)
            #expect(!html.lowercased().contains("nan") && !html.contains("inf"))
            #expect(reading.pictures.count == 5)
        }
    }
}

/// `scripts/screenshot-report.sh` writes the sample page through this test: the fixed history
/// above, so the picture in README shows the same report the tests check.
@Suite struct SampleReport {
    @Test func writesTheSamplePageWhenAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["TAKT_SAMPLE_REPORT"] else { return }
        let language = ProcessInfo.processInfo.environment["TAKT_SAMPLE_LANGUAGE"] ?? "en"
        var report = ProgressReportTests.report(language: language)
        report.plan = try PlanProgressReportTests.progress()
        try ExportFile.write(report.html(), to: URL(fileURLWithPath: path), files: LocalFileSystem())
        #expect(FileManager.default.fileExists(atPath: path))
    }
}

/// The report's plan section: present only while a plan is followed, its numbers those of `stats --json`.
@Suite struct PlanProgressReportTests {
    /// Two weeks of three sessions; four done (one of them twice), Wednesday of week 2 due.
    static func progress() throws -> PlanProgress {
        let schedule = try PlanScheduleTests.schedule(done: [
            (1, 1, "2026-11-23T08:00:00Z"), (1, 2, "2026-11-25T08:00:00Z"), (1, 2, "2026-11-25T18:00:00Z"),
            (1, 3, "2026-11-27T08:00:00Z"), (2, 1, "2026-11-30T08:00:00Z"),
        ])
        return PlanProgress(schedule, today: PlanScheduleTests.day("2026-12-02"))
    }

    @Test func progressCountsDistinctSessionsAndTheWeekDue() throws {
        let progress = try Self.progress()
        #expect(progress.sessionsDone == 4 && progress.sessionsTotal == 6)
        #expect(progress.week == 2 && progress.weeks == 2)
        #expect(progress.doneByWeek == [3, 1])
    }

    @Test(arguments: ["en", "de"])
    func theSectionShowsThePlanWithTheNumbersOfStatsJSON(language: String) throws {
        var report = ProgressReportTests.report(language: language)
        report.plan = try Self.progress()
        let html = report.html()
        try InterchangeFixtures.writeArtifact(Data(html.utf8), name: "report-plan-\(language).html", folder: "html")
        let reading = ReportReading(html)
        #expect(reading.error == nil)
        let json = try JSONSerialization.jsonObject(
            with: Data(StatsJSON.render(report.stats, progress: report.series, plan: report.plan).utf8))
        let planNumbers = reading.numbers.filter { $0.key.hasPrefix("plan.") }
        #expect(Set(planNumbers.map(\.key)).isSuperset(of: ["plan.week", "plan.weeks", "plan.sessionsDone"]))
        #expect(planNumbers.count == 4 + 2 * 2)
        for number in planNumbers {
            let expected = try #require(ProgressReportTests.value(at: number.key, in: json) as? NSNumber)
            #expect(number.value == expected.stringValue && number.text == expected.stringValue, "\(number.key)")
        }
        // Its chart has a title and a description, and a table beside it, like every other.
        #expect(reading.pictures.count == 6)
        #expect(reading.pictures.allSatisfy { $0.first == "title" && $0.second == "desc" })
        #expect(reading.elements["details"] == 5)
        let heading = language == "en" ? "<h2>Training plan: Test</h2>" : "<h2>Trainingsplan: Test</h2>"
        #expect(html.contains("<section id=\"plan\">") && html.contains(heading))
        let line =
            language == "en"
            ? "Week <data value=\"2\" data-key=\"plan.week\">2</data> of <data value=\"2\" data-key=\"plan.weeks\">2</data>"
            : "Woche <data value=\"2\" data-key=\"plan.week\">2</data> von <data value=\"2\" data-key=\"plan.weeks\">2</data>"
        #expect(html.contains(line))
    }

    @Test func withoutAPlanThereIsNoSectionAndNoPlanInStatsJSON() throws {
        let report = ProgressReportTests.report(language: "en")
        #expect(!report.html().contains("id=\"plan\""))
        #expect(!StatsJSON.render(report.stats, progress: report.series).contains("\"plan\""))
    }

    @Test func anEmptyHistoryWithAPlanJustStartedDrawsEmptyWeeks() throws {
        var report = ProgressReportTests.report([], language: "en")
        report.plan = PlanProgress(try PlanScheduleTests.schedule(), today: PlanScheduleTests.day("2026-11-23"))
        let html = report.html()
        #expect(ReportReading(html).error == nil)
        #expect(html.contains("<data value=\"0\" data-key=\"plan.sessionsDone\">0</data>"))
        #expect(!html.lowercased().contains("nan"))
    }
}
