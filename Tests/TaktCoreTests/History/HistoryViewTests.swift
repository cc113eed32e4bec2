import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// `history`, `stats` and `export` rendered whole, in English and German.
@Suite struct HistoryViewTests {
    typealias F = HistoryFixtures

    static let records = [
        F.session(
            F.date("2027-01-01 09:05"), seconds: 1830, active: 1000, paused: 120, kcal: 150.4, title: "Classic Tabata",
            reason: .finished, language: "de", mass: 72.5, isDefaultMass: false, id: F.id(2)),
        F.session(
            F.date("2026-12-31 23:30"), seconds: 95, active: 40, kcal: 7.6, title: "Burpees, \"hard\" & fast\nday",
            reason: .interrupted, id: F.id(1)),
    ]

    static let newYearStats = Stats(
        records: StatsTests.aroundNewYear, now: StatsTests.newYear, timeZone: F.berlin, weeklyGoal: 4)

    @Test func historyTableInEnglish() {
        let screen = HistoryTableView.render(
            Self.records, timeZone: F.berlin, strings: Languages.bundled.strings(for: "en"), width: 140)
        #expect(
            screen == """
                ID        Date              Program                     Duration    Active  kcal  End          Phases  Lang
                ───────────────────────────────────────────────────────────────────────────────────────────────────────────
                00000000  2027-01-01 09:05  Classic Tabata                 30:30  16.6 min   150  finished     16/16   de
                00000000  2026-12-31 23:30  Burpees, "hard" & fast day      1:35   0.6 min    8*  interrupted  5/16    en

                * kcal with 70 kg (default body mass); 'set weight' uses yours
                """)
    }

    /// Active minutes are rounded down: a session of 119.7 active seconds, which does not count
    /// for stats, never reads "2.0 min".
    @Test(arguments: [(119.7, "1.9"), (120.0, "2.0"), (59.99, "0.9"), (0.0, "0.0")])
    func activeMinutesNeverClaimWhatTheCountingRuleDenies(active: Double, shown: String) {
        let record = F.session(
            F.date("2027-01-01 09:05"), seconds: 300, active: active, kcal: 10, title: "T", reason: .finished,
            id: F.id(3))
        #expect(HistoryTableView.activeMinutes(record, Languages.bundled.strings(for: "en")) == shown)
        #expect(record.counts == (active >= CountingRule.minimumActiveSeconds))
    }

    @Test func historyTableInGermanInAnotherTimeZone() {
        let screen = HistoryTableView.render(
            Self.records, timeZone: F.utc, strings: Languages.bundled.strings(for: "de"), width: 140)
        #expect(
            screen == """
                ID        Datum             Programm                    Dauer     Aktiv  kcal  Ende         Phasen  Sprache
                ───────────────────────────────────────────────────────────────────────────────────────────────────────────
                00000000  01.01.2027 08:05  Classic Tabata              30:30  16,6 min   150  geschafft    16/16   de
                00000000  31.12.2026 22:30  Burpees, "hard" & fast day   1:35   0,6 min    8*  abgebrochen  5/16    en

                * kcal mit 70 kg (Standard-Körpergewicht); „set weight“ nimmt deins
                """)
    }

    @Test func historyTableWithoutDefaultMassHasNoNoteAndLongTitlesAreCut() {
        let record = F.session(
            F.date("2026-05-04 07:00"), seconds: 3_725, active: 2_000, kcal: 300,
            title: "A very long program title that goes on\u{1B}[31m and on", isDefaultMass: false, id: F.id(3))
        let screen = HistoryTableView.render(
            [record], timeZone: F.berlin, strings: Languages.bundled.strings(for: "en"), width: 140)
        #expect(
            screen == """
                ID        Date              Program                       Duration    Active  kcal  End       Phases  Lang
                ──────────────────────────────────────────────────────────────────────────────────────────────────────────
                00000000  2026-05-04 07:00  A very long program title t…   1:02:05  33.3 min   300  finished  16/16   en
                """)
    }

    @Test func wideTitlesKeepTheColumnsAligned() {
        let records = [
            F.session(F.date("2026-05-04 07:00"), kcal: 50, title: "日本のタバタ 💪", isDefaultMass: false, id: F.id(4)),
            F.session(F.date("2026-05-03 07:00"), kcal: 50, title: "Tabata", isDefaultMass: false, id: F.id(5)),
            F.session(
                F.date("2026-05-02 07:00"), kcal: 50, title: "とても長いプログラムのタイトルです本当に長い",
                isDefaultMass: false, id: F.id(6)),
        ]
        let screen = HistoryTableView.render(
            records, timeZone: F.utc, strings: Languages.bundled.strings(for: "en"), width: 140)
        // Wide characters take two columns each: the title is cut at 28 columns, not characters.
        #expect(
            screen == """
                ID        Date              Program                      Duration   Active  kcal  End       Phases  Lang
                ────────────────────────────────────────────────────────────────────────────────────────────────────────
                00000000  2026-05-04 05:00  日本のタバタ 💪                 10:00  5.0 min    50  finished  16/16   en
                00000000  2026-05-03 05:00  Tabata                          10:00  5.0 min    50  finished  16/16   en
                00000000  2026-05-02 05:00  とても長いプログラムのタイ…     10:00  5.0 min    50  finished  16/16   en
                """)
    }

    @Test(arguments: [("en", "No sessions logged yet."), ("de", "Noch keine Einheiten gespeichert.")])
    func emptyHistory(language: String, expected: String) {
        #expect(
            HistoryTableView.render([], timeZone: F.berlin, strings: Languages.bundled.strings(for: language))
                == expected)
    }

    @Test func statsInEnglish() {
        #expect(
            StatsView.render(Self.newYearStats, strings: Languages.bundled.strings(for: "en")).plain == """
                Your training
                            Sessions  Active min  kcal
                This week          5          43   385
                This month         1          17   150
                All time           7          58   505

                Streak: 6 days
                Weekly goal: 5 of 4 sessions ●●●●
                Weekly goal reached.
                """)
    }

    @Test func statsInGermanWithOneDayAndGoalOfOne() {
        let stats = Stats(
            records: [F.session(F.date("2026-12-31 18:00"), active: 130, kcal: 20.5)], now: StatsTests.newYear,
            timeZone: F.berlin, weeklyGoal: 1)
        #expect(
            StatsView.render(stats, strings: Languages.bundled.strings(for: "de")).plain == """
                Dein Training
                              Einheiten  Aktive Min.  kcal
                Diese Woche           1            2    21
                Dieser Monat          0            0     0
                Insgesamt             1            2    21

                Serie: 1 Tag
                Wochenziel: 1 von 1 Einheit ●
                Wochenziel erreicht.
                """)
    }

    @Test func statsWithNothingYet() {
        let stats = Stats(records: [], now: StatsTests.newYear, timeZone: F.berlin)
        #expect(
            StatsView.render(stats, strings: Languages.bundled.strings(for: "en")).plain == """
                Your training
                            Sessions  Active min  kcal
                This week          0           0     0
                This month         0           0     0
                All time           0           0     0

                Streak: none yet (a day counts from 2 active minutes)
                Weekly goal: 0 of 3 sessions ○○○
                """)
    }

    @Test func historyJSONHasTheDocumentedKeysAndValues() throws {
        let json = HistoryJSON.render(Self.records)
        let list = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(list.count == 2)
        #expect(
            Set(list[0].keys) == [
                "id", "programId", "programTitle", "startedAt", "endedAt", "pausedSeconds", "activeSeconds",
                "phasesDone", "phasesTotal", "endReason", "kcal", "kcalLow", "kcalHigh", "language", "bodyMassKg",
                "bodyMassIsDefault", "speed", "phasesSkipped", "planId", "planWeek", "planDay", "scores",
                "workoutScore",
                "division", "note", "source", "edited", "sets", "heartRate", "kind", "programFile",
            ])
        #expect(list[0]["id"] as? String == "00000000-0000-4000-8000-000000000002")
        #expect(list[0]["startedAt"] as? String == "2027-01-01T08:05:00Z")
        #expect(list[0]["endedAt"] as? String == "2027-01-01T08:35:30Z")
        #expect(list[0]["kcal"] as? Double == 150.4)
        #expect(list[0]["kcalLow"] as? Double == 105.3)
        #expect(list[0]["kcalHigh"] as? Double == 195.5)
        #expect(list[0]["bodyMassKg"] as? Double == 72.5)
        #expect(list[0]["bodyMassIsDefault"] as? Bool == false)
        #expect(list[0]["pausedSeconds"] as? Double == 120)
        #expect(list[1]["programTitle"] as? String == "Burpees, \"hard\" & fast\nday")
        #expect(list[1]["endReason"] as? String == "interrupted")
        #expect(list[1]["phasesDone"] as? Int == 5)
        #expect(HistoryJSON.render([]) == "[\n\n]" || HistoryJSON.render([]) == "[]")
    }

    @Test func csvQuotesCommasQuotesAndNewlines() {
        #expect(
            HistoryCSV.render(Self.records) == """
                id,programId,programTitle,startedAt,endedAt,pausedSeconds,activeSeconds,phasesDone,phasesTotal,\
                endReason,kcal,kcalLow,kcalHigh,language,bodyMassKg,bodyMassIsDefault,speed,phasesSkipped,planId,\
                planWeek,planDay,score,stopped,division,source,edited,note,workoutScore\r
                00000000-0000-4000-8000-000000000002,tabata-classic,Classic Tabata,2027-01-01T08:05:00Z,\
                2027-01-01T08:35:30Z,120,1000,16,16,finished,150.4,105.3,195.5,de,72.5,false,1,0,,,,,,rx,timer,false,,\r
                00000000-0000-4000-8000-000000000001,tabata-classic,"Burpees, ""hard"" & fast
                day",2026-12-31T22:30:00Z,2026-12-31T22:31:35Z,0,40,5,16,interrupted,7.6,5.3,9.9,en,70,true,1,0,,,,,,rx,\
                timer,false,,\r

                """)
    }

    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        ("cr\r\nlf", "\"cr\r\nlf\""), ("", ""), ("\"", "\"\"\"\""),
    ])
    func csvField(text: String, expected: String) {
        #expect(HistoryCSV.field(text) == expected)
    }

    @Test func statsJSON() throws {
        let json = StatsJSON.render(Self.newYearStats)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "week", "month", "allTime", "streakDays", "weeklyGoal", "records", "lifts", "rewards", "coveredDays",
                "mindful",
            ])
        let week = try #require(object["week"] as? [String: Any])
        #expect(week["sessions"] as? Int == 5)
        #expect(week["minutes"] as? Double == 77)
        #expect(week["activeMinutes"] as? Double == 43.3)
        #expect(week["kcal"] as? Double == 385)
        #expect(week["start"] as? String == "2026-12-27T23:00:00Z")
        #expect((object["allTime"] as? [String: Any])?["start"] == nil)
        #expect(object["streakDays"] as? Int == 6)
        let goal = try #require(object["weeklyGoal"] as? [String: Any])
        #expect(goal["goal"] as? Int == 4)
        #expect(goal["done"] as? Int == 5)
        #expect(goal["met"] as? Bool == true)
    }

    @Test func exportFormats() throws {
        // A wrong name is argument-parser's error now (ParseErrorTests); the formats render the history.
        #expect(ExportFormat.json.render(Self.records) == HistoryJSON.render(Self.records) + "\n")
        #expect(ExportFormat.csv.render(Self.records) == HistoryCSV.render(Self.records))
    }
}

/// `--limit` and `export -o`.
@Suite struct HistoryCommandPartsTests {
    @Test(arguments: [("1", 1), ("20", 20), ("1000000", 1_000_000)])
    func validLimits(text: String, expected: Int) throws {
        #expect(try HistoryLimit.parse(text) == expected)
    }

    @Test(arguments: ["0", "-3", "1000001", "ten", "", "2.5"])
    func invalidLimits(text: String) throws {
        let error = try #require(throws: HistoryLimit.Invalid.self) { try HistoryLimit.parse(text) }
        #expect(
            error.message(Languages.bundled.strings(for: "en"))
                == "--limit must be a whole number from 1 to 1000000, found '\(text)'")
    }

    @Test func exportWritesTheFileAndConfirms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.csv")
        let text = ExportFormat.csv.render(HistoryViewTests.records)
        try ExportFile.write(text, to: file, files: LocalFileSystem())
        #expect(try Data(contentsOf: file) == Data(text.utf8))
        #expect(
            ExportFile.confirmation(count: 2, path: "history.csv", strings: Languages.bundled.strings(for: "de"))
                == "2 Einheiten nach history.csv geschrieben")
        #expect(
            ExportFile.confirmation(count: 1, path: "h.json", strings: Languages.bundled.strings(for: "en"))
                == "1 session written to h.json")
        let missing = folder.appendingPathComponent("no/such/dir/history.csv")
        let failure = try #require(throws: ExportFile.Failure.self) {
            try ExportFile.write(text, to: missing, files: LocalFileSystem())
        }
        // Foundation's own text here is English, and claims a missing permission.
        #expect(
            failure.message(Languages.bundled.strings(for: "de"))
                == "\(missing.path) lässt sich nicht schreiben: Datei oder Ordner gibt es nicht")
    }
}

/// Dates in files: ISO 8601 UTC computed by arithmetic, checked against Foundation's formatter.
@Suite struct HistoryDatesTests {
    @Test(arguments: [
        0.0, -1, 59.999, 86_399.5, 951_782_400, 951_868_800, 1_709_164_800, 4_107_542_400, 1_795_000_000.75,
        -2_208_988_800, 253_402_300_799,
    ])
    func iso8601MatchesFoundation(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        let whole = Date(timeIntervalSince1970: seconds.rounded(.down))
        #expect(HistoryDates.iso8601(date) == formatter.string(from: whole))
    }

    @Test func everyDayOfSomeYearsMatchesFoundation() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        // 1999-12-31 to 2101-01-03 in steps of 25 hours and 7 seconds: leap years, centuries, every hour.
        var seconds = 946_598_400.0
        while seconds < 4_134_067_200 {
            let date = Date(timeIntervalSince1970: seconds)
            if HistoryDates.iso8601(date) != formatter.string(from: date) {
                Issue.record("\(seconds): \(HistoryDates.iso8601(date)) != \(formatter.string(from: date))")
                return
            }
            seconds += 90_007
        }
    }
}

/// CSV carries what JSON carries since the preview and plan columns were added.
@Suite struct HistoryCSVColumnsTests {
    @Test func previewAndPlanColumnsAreFilled() {
        var record = HistoryViewTests.records[0]
        record.speed = 10
        record.phasesSkipped = 3
        record.planID = "tabata-four-weeks"
        record.planWeek = 2
        record.planDay = 1
        let csv = HistoryCSV.render([record])
        #expect(csv.hasSuffix(",false,10,3,tabata-four-weeks,2,1,,,rx,timer,false,,\r\n"), "\(csv)")
    }
}
