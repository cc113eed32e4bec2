import Foundation
import Testing

@testable import TaktCore

/// Personal records (docs/formats.md): picked by the one rule of better, listed by `stats`,
/// carried by `stats --json`, and shown by the report with a chart of one program's scores.
@Suite struct PersonalRecordsTests {
    typealias F = HistoryFixtures
    typealias R = ScoreRuleTests

    static let en = Languages.bundled.strings(for: "en")
    static let de = Languages.bundled.strings(for: "de")

    /// A session of `program` on `day` of November 2026, 08:00 UTC.
    static func session(
        _ day: Int, _ program: (id: String, title: String), _ scores: [BlockScore], speed: Double = 1,
        active: Double = 600
    ) -> SessionRecord {
        var record = F.session(
            F.date("2026-11-\(day) 08:00", in: F.utc), active: active, title: program.title, id: F.id(100 + day))
        record.programID = program.id
        record.scores = scores
        record.speed = speed
        return record
    }

    static let fran = (id: "fran", title: "Fran, the long version with thrusters and pull-ups")
    static let burner = (id: "burner", title: "Burner")

    static func emom(_ done: Int) -> BlockScore {
        BlockScore(block: 2, .emom(.init(periods: 10, periodsDone: done, periodsMissed: 10 - done, totalReps: 0)))
    }

    /// Fran: four sessions of one for-time block (and a faster preview); Burner: three of an
    /// amrap block 1 and an emom block 2, the last one 30 seconds short.
    static var history: [SessionRecord] {
        [
            session(2, fran, [R.forTime(400)]), session(9, fran, [R.forTime(380)]),
            session(12, fran, [R.capped(95)]), session(13, fran, [R.forTime(300)], speed: 2),
            session(16, fran, [R.forTime(380)]),
            session(3, burner, [R.amrap(7, 5), emom(8)]), session(10, burner, [R.amrap(8, 3), emom(7)]),
            session(17, burner, [R.amrap(7, 12), emom(10)], active: 30),
        ].shuffled()
    }

    // MARK: - The rule

    @Test func recordsArePickedByTheOneRuleOfBetter() throws {
        let records = PersonalRecords(Self.history).records
        #expect(records.map(\.programID) == ["burner", "burner", "fran"])
        // Burner: the best amrap is 8+3, not the later 7+12; the emom's best is the short session's 10/10.
        #expect(records[0].score == R.amrap(8, 3) && records[0].date == F.date("2026-11-10 08:00", in: F.utc))
        #expect(records[1].score == Self.emom(10) && records[1].date == F.date("2026-11-17 08:00", in: F.utc))
        // Fran: the preview's 5:00.0 never counts; the tie at 6:20 keeps the day it was first set.
        #expect(records[2].score == R.forTime(380) && records[2].date == F.date("2026-11-09 08:00", in: F.utc))
        #expect(records[2].programTitle == Self.fran.title)
        #expect(PersonalRecords(Self.history).hasSeveralBlocks("burner"))
        #expect(!PersonalRecords(Self.history).hasSeveralBlocks("fran"))
    }

    @Test func anotherBlockOrFormatIsAnotherRecord() {
        let sessions = [
            Self.session(2, Self.burner, [R.amrap(5, 0)]),
            // Block 2 of the same program, and an emom where block 1 was an amrap: neither is block 1's amrap.
            Self.session(
                3, Self.burner, [BlockScore(block: 2, .amrap(.init(rounds: 20, reps: 0, totalReps: 0, seconds: 0)))]),
            Self.session(
                4, Self.burner,
                [BlockScore(block: 1, .emom(.init(periods: 10, periodsDone: 10, periodsMissed: 0, totalReps: 0)))]),
            // Another program's block 1 neither.
            Self.session(5, Self.fran, [R.amrap(30, 0)]),
        ]
        let records = PersonalRecords(sessions).records
        let burnerBlock1 = records.first {
            $0.programID == "burner" && $0.score.block == 1 && $0.score.format == .amrap
        }
        #expect(burnerBlock1?.score == R.amrap(5, 0))
        #expect(records.count == 4)
    }

    @Test func previewsAloneMakeNoRecordAndNothingIsListed() {
        let previews = [Self.session(2, Self.fran, [R.forTime(100)], speed: 0.5)]
        #expect(PersonalRecords(previews).isEmpty)
        #expect(ScoreProgress(previews) == nil)
        let text = StatsView.render(ProgressFixtures.stats([]), records: PersonalRecords(previews), strings: Self.en)
        #expect(!text.plain.contains("Personal records"))
    }

    // MARK: - stats

    static func recordLines(_ strings: Strings, width: Int) -> String {
        StatsView.recordLines(PersonalRecords(history), strings: strings, width: width, timeZone: F.berlin)
            .joined(separator: "\n")
    }

    /// The table at 60 and 80 columns: the program's title gives up room, every other column stays.
    static let goldens: [String: String] = [
        "en-60": """
        Personal records
        Program              Block           Best       Date
        ────────────────────────────────────────────────────────────
        Burner               AMRAP, block 1  8+3 Rx     Nov 10, 2026
        Burner               EMOM, block 2   10/10 Rx   Nov 17, 2026
        Fran, the long ver…  FOR TIME        6:20.0 Rx  Nov 9, 2026
        """,
        "en-80": """
        Personal records
        Program                                 Block           Best       Date
        ───────────────────────────────────────────────────────────────────────────────
        Burner                                  AMRAP, block 1  8+3 Rx     Nov 10, 2026
        Burner                                  EMOM, block 2   10/10 Rx   Nov 17, 2026
        Fran, the long version with thrusters…  FOR TIME        6:20.0 Rx  Nov 9, 2026
        """,
        "de-60": """
        Persönliche Bestwerte
        Programm             Block           Bestwert   Datum
        ────────────────────────────────────────────────────────────
        Burner               AMRAP, Block 1  8+3 Rx     10. Nov 2026
        Burner               EMOM, Block 2   10/10 Rx   17. Nov 2026
        Fran, the long ver…  AUF ZEIT        6:20,0 Rx  9. Nov 2026
        """,
        "de-80": """
        Persönliche Bestwerte
        Programm                                Block           Bestwert   Datum
        ───────────────────────────────────────────────────────────────────────────────
        Burner                                  AMRAP, Block 1  8+3 Rx     10. Nov 2026
        Burner                                  EMOM, Block 2   10/10 Rx   17. Nov 2026
        Fran, the long version with thrusters…  AUF ZEIT        6:20,0 Rx  9. Nov 2026
        """,
    ]

    @Test(arguments: ["en", "de"], [60, 80])
    func statsListsTheRecordsFittedToTheWidth(language: String, width: Int) throws {
        let strings = language == "en" ? Self.en : Self.de
        let lines = Self.recordLines(strings, width: width)
        #expect(lines == Self.goldens["\(language)-\(width)"], "\n\(lines)")
        #expect(lines.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
        // Below everything `stats` showed before: the numbers, the pictures, the streaks.
        let screen = StatsView.render(
            ProgressFixtures.stats(), progress: ProgressFixtures.series(), records: PersonalRecords(Self.history),
            strings: strings, width: width, timeZone: F.berlin
        ).plain
        #expect(screen.hasSuffix("\n\n" + lines))
        let before = StatsView.render(
            ProgressFixtures.stats(), progress: ProgressFixtures.series(), strings: strings, width: width)
        #expect(screen.hasPrefix(before.plain))
    }

    // MARK: - stats --json

    @Test func statsJSONCarriesEachRecordWithItsScoreObject() throws {
        let json = StatsJSON.render(ProgressFixtures.stats(), records: PersonalRecords(Self.history))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let records = try #require(object["records"] as? [[String: Any]])
        #expect(records.count == 3)
        for record in records {
            #expect(Set(record.keys) == ["programId", "programTitle", "block", "format", "division", "score", "date"])
            #expect(record["division"] as? String == "rx")
        }
        let amrap = records[0]
        #expect(amrap["programId"] as? String == "burner" && amrap["programTitle"] as? String == "Burner")
        #expect(amrap["block"] as? Int == 1 && amrap["format"] as? String == "amrap")
        #expect(amrap["date"] as? String == "2026-11-10T08:00:00Z")
        // The score is the object `history --json` writes for it, every key present.
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(R.amrap(8, 3)))
        let score = try #require(amrap["score"] as? NSDictionary)
        #expect(score == encoded as? NSDictionary)
        #expect(score["text"] as? String == "8+3" && score["seconds"] as? Double == 720)
        #expect(records[1]["format"] as? String == "emom" && records[1]["block"] as? Int == 2)
        #expect((records[2]["score"] as? [String: Any])?["text"] as? String == "6:20.0")
    }

    @Test func statsJSONHasAnEmptyListWithoutRecords() throws {
        for records in [nil, PersonalRecords([])] {
            let json = StatsJSON.render(ProgressFixtures.stats(), records: records)
            let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect((object["records"] as? [Any])?.isEmpty == true)
        }
    }

    // MARK: - The report

    static func report(_ sessions: [SessionRecord] = history, language: String) -> ProgressReport {
        var report = ProgressReportTests.report(language: language)
        report.scored = sessions
        return report
    }

    @Test(arguments: ["en", "de"])
    func theReportHasTheRecordsTableAndAChartOfTheBusiestProgram(language: String) throws {
        let report = Self.report(language: language)
        let html = report.html()
        try InterchangeFixtures.writeArtifact(Data(html.utf8), name: "report-records-\(language).html", folder: "html")
        let reading = ReportReading(html)
        #expect(reading.error == nil)
        // The records: a table of its own, three rows under the header.
        let records = try #require(Self.section("records", in: html))
        #expect(records.components(separatedBy: "<tr>").count - 1 == 4)
        let heading = language == "en" ? "<h2>Personal records</h2>" : "<h2>Persönliche Bestwerte</h2>"
        #expect(records.contains(heading))
        // Scores are machine-readable: the history's text as the value, the language's beside it.
        #expect(
            records.contains(
                "<td class=\"score\"><data value=\"8+3\" data-key=\"records.0.score.text\">8+3</data></td>"))
        #expect(
            records.contains(
                "<data value=\"6:20.0\" data-key=\"records.2.score.text\">\(language == "en" ? "6:20.0" : "6:20,0")</data>"
            ))
        #expect(records.contains("<time datetime=\"2026-11-10\">"))
        #expect(records.contains(language == "en" ? "AMRAP, block 1" : "AMRAP, Block 1"))
        #expect(!records.contains("FOR TIME,") && !records.contains("AUF ZEIT,"))
        // The chart: Fran has the most sessions (the preview left out), a for-time block: lower is better.
        let scores = try #require(Self.section("scores", in: html))
        #expect(scores.contains("<svg viewBox=\"0 0 600.0 170.0\" class=\"scores\" role=\"img\""))
        #expect(scores.components(separatedBy: "<circle").count - 1 == 4)
        #expect(scores.components(separatedBy: "class=\"dot-capped\"").count - 1 == 1)
        #expect(scores.contains(language == "en" ? "Lower is better." : "Niedriger ist besser."))
        #expect(
            scores.contains(
                "<td class=\"score\"><data value=\"6:40.0\">\(language == "en" ? "6:40.0" : "6:40,0")</data></td>")
                && !scores.contains("5:00.0") && !scores.contains("5:00,0"))
        // Every chart still has its title and description first, and its table.
        #expect(reading.pictures.count == 6)
        #expect(reading.pictures.allSatisfy { $0.first == "title" && $0.second == "desc" && $0.role == "img" })
        #expect(reading.elements["details"] == 5)
        #expect(reading.elements["table"] == 7)
        // Every number on the page is still the number of `stats --json`, records included.
        let json = try JSONSerialization.jsonObject(
            with: Data(StatsJSON.render(report.stats, progress: report.series, records: report.records).utf8))
        let history = try JSONSerialization.jsonObject(with: Data(HistoryJSON.render(report.recent).utf8))
        for number in reading.numbers where !number.key.isEmpty {
            let recent = number.key.hasPrefix("recent.")
            let value = ProgressReportTests.value(
                at: recent ? String(number.key.dropFirst(7)) : number.key, in: recent ? history : json)
            if number.key.hasSuffix(".text") {
                // A score: its value is the JSON's text of it.
                #expect(value as? String == number.value, "\(number.key)")
            } else {
                #expect(value is NSNumber, "\(number.key)")
            }
        }
        #expect(reading.looseCellText.allSatisfy { !$0.contains(where: \.isNumber) }, "\(reading.looseCellText)")
        #expect(html.contains(language == "en" ? "<th scope=\"col\">Score</th>" : "<th scope=\"col\">Ergebnis</th>"))
    }

    /// A record's block is named by its title in the report too (SPEC 13), as `stats` names it.
    @Test(arguments: ["en", "de"])
    func theReportNamesARecordByItsBlocksTitle(language: String) throws {
        var report = Self.report(language: language)
        report.blockTitles = ["fran": [1: "Fran"]]
        let records = try #require(Self.section("records", in: report.html()))
        #expect(records.contains("pull-ups</td><td>Fran</td>"), "\(records)")
        #expect(!records.contains(language == "en" ? "FOR TIME" : "AUF ZEIT"))
    }

    /// The recent sessions have a Score column: each session's first score, its value the text
    /// of `history --json`; a session without one shows a dash.
    @Test(arguments: ["en", "de"])
    func recentSessionsShowTheirFirstScore(language: String) throws {
        var report = Self.report(language: language)
        report.recent = Array(Self.history.sorted { $0.startedAt > $1.startedAt }.prefix(ProgressReport.recentCount))
        let html = report.html()
        let recent = try #require(Self.section("recent", in: html))
        let history = try JSONSerialization.jsonObject(with: Data(HistoryJSON.render(report.recent).utf8))
        let keys = ReportReading(html).numbers.filter { $0.key.hasPrefix("recent.") && $0.key.hasSuffix(".text") }
        #expect(keys.count == report.recent.filter { $0.scores.first?.text != nil }.count)
        for number in keys {
            let value = ProgressReportTests.value(at: String(number.key.dropFirst(7)), in: history)
            #expect(value as? String == number.value, "\(number.key)")
            #expect(recent.contains("data-key=\"\(number.key)\""))
        }
    }

    @Test func anAmrapIsDrawnAsRoundsAndAPartOfARound() throws {
        let progress = try #require(ScoreProgress(Self.history.filter { $0.programID == "burner" }))
        // Block 1 and block 2 were scored as often: the first block is drawn.
        #expect(progress.block == 1 && progress.format == .amrap)
        let expected: [Double] = [7 + 5.0 / 30, 8 + 3.0 / 30, 7 + 12.0 / 30]
        #expect(progress.points.map(\.value) == expected)
        let emom = try #require(
            ScoreProgress(
                Self.history.filter { $0.programID == "burner" }.map { session in
                    var session = session
                    session.scores.removeFirst()
                    return session
                }))
        #expect(emom.points.map(\.value) == [8, 7, 10])
        let html = Self.report(Self.history.filter { $0.programID == "burner" }, language: "en").html()
        #expect(html.contains("Higher is better.") && !html.contains("Lower is better."))
    }

    @Test func titlesAreEscapedAndAnEmptyHistoryHasNeitherSection() throws {
        let hostile = (id: "x", title: "Fran <script>alert(1)</script> & \"co\"")
        let html = Self.report([Self.session(2, hostile, [R.forTime(100)])], language: "en").html()
        #expect(ReportReading(html).error == nil)
        #expect(
            !html.contains("<script")
                && html.contains("Fran &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;"))
        let empty = Self.report([], language: "en").html()
        #expect(!empty.contains("id=\"records\"") && !empty.contains("id=\"scores\""))
    }

    /// The text of `<section id="…">`.
    static func section(_ id: String, in html: String) -> String? {
        guard let start = html.range(of: "<section id=\"\(id)\">") else { return nil }
        guard let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
