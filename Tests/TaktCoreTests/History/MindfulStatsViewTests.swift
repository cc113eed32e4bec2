import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Mindful minutes and streak rewards as `stats`, `stats --json` and the report show them
/// (SPEC section 19), from made-up histories: whole screens in en and de.
@Suite struct MindfulStatsViewTests {
    typealias F = HistoryFixtures

    /// Friday 1 January 2027, noon in Berlin.
    static let now = F.date("2027-01-01 12:00")

    /// Workouts on the 11 days to today but 29 December (covered by the first week's reward);
    /// meditation of 20 minutes on the last 3 days, and a breath of a minute today that never counts.
    static var history: [SessionRecord] {
        var records: [SessionRecord] = []
        for daysAgo in 0..<11 where daysAgo != 3 {
            records.append(
                F.session(now.addingTimeInterval(Double(-daysAgo) * 86_400 - 7_200), seconds: 900, active: 600))
        }
        for daysAgo in 0..<3 {
            var sitting = F.session(
                now.addingTimeInterval(Double(-daysAgo) * 86_400 - 3_600), seconds: 1_230, active: 1_200, kcal: 20)
            sitting.kind = .meditation
            records.append(sitting)
        }
        var breath = F.session(now.addingTimeInterval(-600), seconds: 70, active: 60, kcal: 1)
        breath.kind = .breathing
        records.append(breath)
        return records
    }

    static let stats = Stats(records: history, now: now, timeZone: F.berlin, weeklyGoal: 4)

    @Test func theStatsCountMindfulMinutesApart() {
        let today = TrainingCalendar(timeZone: F.berlin).dayNumber(of: Self.now)
        #expect(Self.stats.allTime.sessions == 10)
        #expect(Self.stats.allTime.activeSeconds == 10 * 600)
        #expect(Self.stats.streakDays == 3)
        #expect(Self.stats.rewards == StreakRewards(days: 11, rewards: 0, coveredDays: [today - 3]))
        #expect(Self.stats.mindful.allTime == Stats.Totals(sessions: 3, activeSeconds: 3_600))
        #expect(Self.stats.mindful.week == Stats.Totals(sessions: 3, activeSeconds: 3_600))
        #expect(Self.stats.mindful.month == Stats.Totals(sessions: 1, activeSeconds: 1_200))
        #expect(Self.stats.mindful.streakDays == 3)
        #expect(Self.stats.mindful.rewards == StreakRewards(days: 3, rewards: 0))
    }

    /// The workout streak is 3 days, 11 with the covered day; the minute of breath never counts.
    @Test func statsInEnglish() {
        #expect(
            StatsView.render(Self.stats, strings: Languages.bundled.strings(for: "en")).plain == """
                Your training
                            Sessions  Active min  kcal
                This week          4          40   200
                This month         1          10    50
                All time          10         100   500

                Streak: 3 days
                Streak rewards: 0 of 3
                Covered: Dec 29 (a streak of 11 days with them)
                Weekly goal: 4 of 4 sessions ●●●●
                Weekly goal reached.

                Mindful minutes
                            Sessions  Minutes
                This week          3       60
                This month         1       20
                All time           3       60

                Mindful streak: 3 days
                """)
    }

    @Test func statsInGerman() {
        #expect(
            StatsView.render(Self.stats, strings: Languages.bundled.strings(for: "de")).plain == """
                Dein Training
                              Einheiten  Aktive Min.  kcal
                Diese Woche           4           40   200
                Dieser Monat          1           10    50
                Insgesamt            10          100   500

                Serie: 3 Tage
                Serienbelohnungen: 0 von 3
                Überbrückt: 29. Dez (mit ihnen eine Serie von 11 Tagen)
                Wochenziel: 4 von 4 Einheiten ●●●●
                Wochenziel erreicht.

                Achtsame Minuten
                              Einheiten  Minuten
                Diese Woche           3       60
                Dieser Monat          1       20
                Insgesamt             3       60

                Achtsamkeitsserie: 3 Tage
                """)
    }

    /// A history of workouts alone, without rewards or covered days, reads as it did before.
    @Test func workoutsAloneShowNoCalmLines() {
        let workouts = Self.history.filter {
            $0.kind == .workout && $0.startedAt > Self.now.addingTimeInterval(-3 * 86_400)
        }
        let text = StatsView.render(
            Stats(records: workouts, now: Self.now, timeZone: F.berlin), strings: Languages.bundled.strings(for: "en")
        ).plain
        #expect(!text.contains("Mindful") && !text.contains("rewards") && !text.contains("Covered"))
    }

    @Test func statsJSONHasTheRewardsAndTheMindfulMinutes() throws {
        let json = StatsJSON.render(Self.stats)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["rewards"] as? Int == 0)
        #expect(object["coveredDays"] as? [String] == ["2026-12-29"])
        let mindful = try #require(object["mindful"] as? [String: Any])
        #expect(Set(mindful.keys) == ["week", "month", "allTime", "streakDays", "rewards", "coveredDays"])
        #expect(mindful["streakDays"] as? Int == 3)
        #expect(mindful["rewards"] as? Int == 0)
        #expect(mindful["coveredDays"] as? [String] == [])
        let week = try #require(mindful["week"] as? [String: Any])
        #expect(week["sessions"] as? Int == 3)
        #expect(week["minutes"] as? Double == 60)
        #expect(week["start"] as? String == "2026-12-27T23:00:00Z")
        let all = try #require(mindful["allTime"] as? [String: Any])
        #expect(Set(all.keys) == ["sessions", "minutes"])
    }
}

/// The report's mindful card and rewards: its numbers are those of `stats --json`.
@Suite struct MindfulReportTests {
    static func report(language: String) -> ProgressReport {
        let records = MindfulStatsViewTests.history
        let stats = MindfulStatsViewTests.stats
        return ProgressReport(
            stats: stats,
            series: ProgressSeries(
                records: records, now: MindfulStatsViewTests.now, timeZone: HistoryFixtures.berlin, weeklyGoal: 4,
                currentStreak: stats.streakDays),
            recent: [], generatedAt: MindfulStatsViewTests.now, timeZone: HistoryFixtures.berlin,
            strings: Languages.bundled.strings(for: language))
    }

    @Test(arguments: ["en", "de"])
    func theMindfulCardShowsTheNumbersOfStatsJSON(language: String) throws {
        let report = Self.report(language: language)
        let html = report.html()
        let reading = ReportReading(html)
        #expect(reading.error == nil)
        let json = try JSONSerialization.jsonObject(
            with: Data(StatsJSON.render(report.stats, progress: report.series).utf8))
        let keys = Set(reading.numbers.map(\.key))
        for key in ["rewards", "mindful.allTime.minutes", "mindful.week.minutes", "mindful.streakDays"] {
            #expect(keys.contains(key), "\(key)")
        }
        for number in reading.numbers where keys.contains(number.key) {
            let expected = try #require(ProgressReportTests.value(at: number.key, in: json) as? NSNumber)
            #expect(Double(number.value) == expected.doubleValue, "\(number.key)")
        }
        #expect(ProgressReportTests.value(at: "mindful.allTime.minutes", in: json) as? Double == 60)
        // The covered day, as a date the page can be read by.
        #expect(html.contains("<time datetime=\"2026-12-29\">"))
        #expect(html.contains(Languages.bundled.strings(for: language)(.reportMindful)))
    }
}
