import Foundation
import Testing

@testable import TaktCore

/// The numbers behind the pictures: days, weeks, streaks, programs, timing, and `stats --json`.
@Suite struct ProgressSeriesTests {
    typealias F = HistoryFixtures
    typealias P = ProgressFixtures

    @Test func daysAreTwentySixWholeWeeksEndingWithThisOne() throws {
        let series = P.series()
        #expect(series.days.count == 182)
        #expect(HistoryDates.day(try #require(series.days.first).number) == "2026-05-25")
        #expect(HistoryDates.day(try #require(series.days.last).number) == "2026-11-22")
        #expect(series.days.filter(\.isFuture).map { HistoryDates.day($0.number) } == ["2026-11-21", "2026-11-22"])
        #expect(series.weeks.map { HistoryDates.day($0.start) }.first == "2026-08-31")
        #expect(series.weeks.map { HistoryDates.day($0.start) }.last == "2026-11-16")
    }

    @Test func theCurrentWeekAgreesWithStats() throws {
        let stats = P.stats()
        let week = try #require(P.series().weeks.last)
        #expect(week.totals.sessions == stats.week.sessions)
        #expect(abs(week.totals.seconds - stats.week.seconds) < 1e-9)
        #expect(abs(week.totals.activeSeconds - stats.week.activeSeconds) < 1e-9)
        #expect(abs(week.totals.kcal - stats.week.kcal) < 1e-9)
    }

    @Test func streaksCurrentAndLongest() {
        let series = P.series()
        #expect(series.currentStreak == 3)
        #expect(series.currentStreak == P.stats().streakDays)
        // 10 to 15 August, Monday to Saturday.
        #expect(series.longestStreak == 6)
    }

    @Test func programsMostSessionsFirst() {
        let programs = P.series().programs
        #expect(Set(programs.map(\.programID)) == ["tabata-classic", "strength-circuit", "seven-minute"])
        #expect(programs.map(\.sessions) == programs.map(\.sessions).sorted(by: >))
        // Only sessions that count (two active minutes) are in any series.
        #expect(programs.map(\.sessions).reduce(0, +) == P.records.filter(\.counts).count)
        #expect(programs.map(\.sessions).reduce(0, +) == P.stats().allTime.sessions)
    }

    @Test func timingOfTheNewestMeasuredSessionsOldestFirst() {
        let timing = P.series().timing
        #expect(timing.count == 8)
        #expect(timing.map(\.startedAt) == timing.map(\.startedAt).sorted())
        #expect(timing.allSatisfy { $0.phases == 16 })
    }

    @Test func anEmptyHistoryDrawsEmptyPicturesWithoutDividingByZero() {
        let series = P.series([])
        #expect(series.days.allSatisfy { $0.activeSeconds == 0 })
        #expect(series.longestStreak == 0)
        #expect(series.programs.isEmpty)
        let text = StatsView.render(
            P.stats([]), progress: series, strings: Languages.bundled.strings(for: "en"), width: 80
        ).plain
        #expect(!text.contains("nan") && !text.contains("inf"))
        #expect(text.hasSuffix("Days in a row: 0 now, longest 0"))
        #expect(StatsChartsView.bar(0, of: 0, width: 40) == "")
    }

    @Test func oneSessionFillsOneDayAndTheLongestBar() throws {
        let one = [F.session(F.date("2026-11-18 07:00"), active: 420, kcal: 60, isDefaultMass: false, id: F.id(1))]
        let series = P.series(one)
        #expect(series.days.filter { $0.sessions > 0 }.map { HistoryDates.day($0.number) } == ["2026-11-18"])
        #expect(series.longestStreak == 1)
        let lines = StatsChartsView(strings: Languages.bundled.strings(for: "en"), width: 80).lines(series).map(\.plain)
        #expect(lines.contains("Wed · · · · · · · · · · · · · · · · · · · · · · · · · ▒"))
        #expect(lines.contains { $0.hasPrefix("  Nov 16  " + String(repeating: "█", count: 58) + "  7 min  1/3") })
    }

    @Test func statsJSONKeepsItsKeysAndAddsTheSeries() throws {
        let json = StatsJSON.render(P.stats(), progress: P.series())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "week", "month", "allTime", "streakDays", "weeklyGoal", "longestStreakDays", "charts", "records",
                "lifts", "rewards", "coveredDays", "mindful",
            ])
        #expect(object["streakDays"] as? Int == 3)
        #expect(object["longestStreakDays"] as? Int == 6)
        let charts = try #require(object["charts"] as? [String: Any])
        #expect(Set(charts.keys) == ["heatmap", "weeks", "programs", "timing"])
        let heatmap = try #require(charts["heatmap"] as? [[String: Any]])
        #expect(heatmap.count == 180)
        #expect(heatmap.last?["date"] as? String == "2026-11-20")
        let weeks = try #require(charts["weeks"] as? [[String: Any]])
        #expect(weeks.count == 12)
        let week = try #require(object["week"] as? [String: Any])
        #expect(weeks.last?["activeMinutes"] as? Double == week["activeMinutes"] as? Double)
        #expect(weeks.last?["sessions"] as? Int == week["sessions"] as? Int)
        // Without a series the object is the totals, the streak, the goal, the records and the lifts' records.
        let plain = try #require(
            try JSONSerialization.jsonObject(with: Data(StatsJSON.render(P.stats()).utf8)) as? [String: Any])
        #expect(
            Set(plain.keys) == [
                "week", "month", "allTime", "streakDays", "weeklyGoal", "records", "lifts", "rewards", "coveredDays",
                "mindful",
            ])
    }
}

/// Days are the user's local days, across daylight-saving switches, however sessions arrive.
@Suite struct ProgressDayTests {
    @Test(arguments: ["Europe/Berlin", "America/Los_Angeles", "Australia/Lord_Howe", "UTC"])
    func everySessionLandsOnItsLocalDay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let calendar = TrainingCalendar(timeZone: zone)
        // Every 37 minutes through both 2026 switches in Europe and America, in time order and shuffled.
        let now = HistoryFixtures.date("2026-11-20 12:00", in: .gmt)
        let starts = stride(from: -250.0 * 86_400, to: 0, by: 37 * 60).map { now.addingTimeInterval($0) }
        for order in [starts, starts.shuffled()] {
            var builder = ProgressSeries.Builder(now: now, calendar: calendar)
            for start in order {
                builder.add(startedAt: start, activeSeconds: 60, trainedSeconds: 60, kcal: 1)
            }
            let series = builder.finish(weeklyGoal: 3, currentStreak: 0)
            var expected: [Int: Int] = [:]
            for start in starts { expected[calendar.dayNumber(of: start), default: 0] += 1 }
            for day in series.days where !day.isFuture {
                #expect(day.sessions == expected[day.number] ?? 0, "\(HistoryDates.day(day.number))")
            }
        }
    }
}
