import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Totals by ISO week and calendar month, the streak and the weekly goal, in the user's time zone.
@Suite struct StatsTests {
    typealias F = HistoryFixtures

    /// Friday 1 January 2027, noon in Berlin: the ISO week began on Monday 28 December 2026.
    static let newYear = F.date("2027-01-01 12:00")

    /// Sunday 27 Dec to Friday 1 Jan, one session a day; 26 Dec has none.
    static let aroundNewYear = [
        F.session(F.date("2026-12-25 18:00"), seconds: 900, active: 600, kcal: 80),
        F.session(F.date("2026-12-27 18:00"), seconds: 600, active: 300, kcal: 40),
        F.session(F.date("2026-12-28 08:00"), seconds: 1200, active: 700, paused: 60, kcal: 100),
        F.session(F.date("2026-12-29 07:00"), seconds: 600, active: 300, kcal: 45),
        F.session(F.date("2026-12-30 20:00"), seconds: 600, active: 300, kcal: 45),
        F.session(F.date("2026-12-31 23:30"), seconds: 600, active: 300, kcal: 45),
        F.session(F.date("2027-01-01 09:00"), seconds: 1800, active: 1000, paused: 120, kcal: 150),
    ]

    @Test func weekMonthAndAllTimeAcrossTheYearBoundary() {
        let stats = Stats(records: Self.aroundNewYear.shuffled(), now: Self.newYear, timeZone: F.berlin, weeklyGoal: 4)
        #expect(stats.weekStart == F.date("2026-12-28 00:00"))
        #expect(stats.monthStart == F.date("2027-01-01 00:00"))
        #expect(stats.week == Stats.Totals(sessions: 5, seconds: 4620, activeSeconds: 2600, kcal: 385))
        #expect(stats.month == Stats.Totals(sessions: 1, seconds: 1680, activeSeconds: 1000, kcal: 150))
        #expect(stats.allTime.sessions == 7)
        #expect(stats.allTime.kcal == 505)
        #expect(stats.streakDays == 6)
        #expect(stats.sessionsThisWeek == 5)
        #expect(stats.isWeeklyGoalMet)
    }

    @Test func sundayLateIsLastWeekAndMondayMidnightIsThisWeek() {
        let monday = F.date("2026-11-23 10:00")
        let records = [F.session(F.date("2026-11-22 23:59")), F.session(F.date("2026-11-23 00:00"))]
        let stats = Stats(records: records, now: monday, timeZone: F.berlin)
        #expect(stats.week.sessions == 1)
        #expect(stats.weeklyGoal == 3)
        #expect(!stats.isWeeklyGoalMet)
    }

    @Test func theMonthStartsOnTheFirstInTheUsersZone() {
        // 1 Dec 00:30 in Berlin is still 30 Nov in UTC.
        let records = [F.session(F.date("2026-12-01 00:30"))]
        let now = F.date("2026-12-01 12:00")
        #expect(Stats(records: records, now: now, timeZone: F.berlin).month.sessions == 1)
        #expect(Stats(records: records, now: now, timeZone: F.utc).month.sessions == 0)
    }

    @Test func aLateSessionIsItsOwnDayInBerlinButNotInUTC() {
        // 23:30 on the 20th and 00:30 on the 21st in Berlin are both on the 20th in UTC.
        let records = [
            F.session(F.date("2026-11-20 23:30"), active: 150), F.session(F.date("2026-11-21 00:30"), active: 150),
        ]
        let now = F.date("2026-11-21 20:00")
        #expect(Stats(records: records, now: now, timeZone: F.berlin).streakDays == 2)
        #expect(Stats(records: records, now: now, timeZone: F.utc).streakDays == 1)
    }

    /// One rule (CountingRule): a day needs a session that counts; two that do not, do not add up.
    @Test func aDayNeedsACountingSession() {
        let now = F.date("2026-11-21 20:00")
        let twoShort = [
            F.session(F.date("2026-11-21 08:00"), active: 70), F.session(F.date("2026-11-21 18:00"), active: 70),
        ]
        #expect(Stats(records: twoShort, now: now, timeZone: F.berlin).streakDays == 0)
        let oneShort = [F.session(F.date("2026-11-21 08:00"), active: 119)]
        #expect(Stats(records: oneShort, now: now, timeZone: F.berlin).streakDays == 0)
        let exactlyTwoMinutes = [F.session(F.date("2026-11-21 08:00"), active: 120)]
        #expect(Stats(records: exactlyTwoMinutes, now: now, timeZone: F.berlin).streakDays == 1)
    }

    @Test(arguments: [
        // (sessions as days before today, expected streak)
        ([0, 1, 2], 3),
        ([1, 2, 3], 3),  // nothing yet today: the streak still stands
        ([2, 3, 4], 0),  // yesterday missed: broken
        ([0, 2, 3], 1),
        ([0], 1),
        ([], 0),
    ])
    func theStreakEndsTodayOrYesterday(daysAgo: [Int], expected: Int) {
        let now = F.date("2026-03-02 21:00")
        let records = daysAgo.map { F.session(now.addingTimeInterval(Double(-$0) * 86_400 - 3_600)) }
        #expect(Stats(records: records, now: now, timeZone: F.berlin).streakDays == expected)
    }

    @Test func aShortDayBreaksTheStreak() {
        let now = F.date("2026-03-02 21:00")
        let records = [
            F.session(F.date("2026-03-02 08:00")), F.session(F.date("2026-03-01 08:00"), active: 100),
            F.session(F.date("2026-02-28 08:00")),
        ]
        #expect(Stats(records: records, now: now, timeZone: F.berlin).streakDays == 1)
    }

    @Test func theStreakCrossesMonthsAndTheDaylightSavingSwitch() {
        // Clocks went back on 25 October 2026 in Berlin: that day has 25 hours.
        let now = F.date("2026-11-01 12:00")
        let days = (22...31).map { F.date("2026-10-\($0) 00:30") } + [F.date("2026-11-01 00:30")]
        #expect(Stats(records: days.map { F.session($0) }, now: now, timeZone: F.berlin).streakDays == 11)
        let missingTheLongDay = days.filter { $0 != F.date("2026-10-25 00:30") }
        #expect(Stats(records: missingTheLongDay.map { F.session($0) }, now: now, timeZone: F.berlin).streakDays == 7)
    }

    @Test func theNightBeforeClocksGoForwardIsStillItsOwnDay() {
        // Clocks went forward on 29 March 2026 in Berlin. A session at 23:30 on the 28th must not
        // be taken for the 29th because a session on the 29th was read just before it.
        let now = F.date("2026-03-29 20:00")
        let records = [
            F.session(F.date("2026-03-29 10:00"), active: 60), F.session(F.date("2026-03-28 23:30"), active: 60),
        ]
        let stats = Stats(records: records, now: now, timeZone: F.berlin)
        #expect(stats.streakDays == 0)
        let longer = records.map { record in
            var copy = record
            copy.activeSeconds = 130
            return copy
        }
        #expect(Stats(records: longer, now: now, timeZone: F.berlin).streakDays == 2)
    }

    @Test func aSessionInTheFutureIsNotPartOfTheStreak() {
        let now = F.date("2026-03-02 21:00")
        let records = [F.session(F.date("2026-03-05 08:00")), F.session(F.date("2026-03-02 08:00"))]
        let stats = Stats(records: records, now: now, timeZone: F.berlin)
        #expect(stats.streakDays == 1)
        #expect(stats.allTime.sessions == 2)
    }

    /// The early-stopping ``Streak`` agrees with counting calendar days one by one.
    @Test(arguments: ["Europe/Berlin", "UTC", "America/New_York", "Asia/Kolkata", "Pacific/Auckland"])
    func streakMatchesNaiveCountOnSyntheticHistories(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var streaks: [Int] = []
        for (count, hours) in [(50, 1.0), (400, 5.0), (2_000, 30.0)] {
            let now = F.date("2026-11-21 23:00", in: zone)
            let records = SyntheticSessions.records(
                count: count, endingAt: now.addingTimeInterval(hours * 3_600 - 3_600)
            )
            .filter { $0.startedAt <= now }
            let stats = Stats(records: records, now: now, timeZone: zone)
            #expect(stats.streakDays == Self.naiveStreak(records, now: now, zone: zone), "\(zoneName) \(count)")
            streaks.append(stats.streakDays)
        }
        // The histories must exercise real streaks, not only empty ones.
        #expect(streaks.contains { $0 > 1 }, "\(streaks)")
    }

    /// Irregular histories with gaps of up to two days and short sessions: every way a streak breaks.
    @Test(arguments: 0..<40)
    func streakMatchesNaiveCountOnIrregularHistories(seed: Int) throws {
        let zones = ["Europe/Berlin", "UTC", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham"]
        let zone = try #require(TimeZone(identifier: zones[seed % zones.count]))
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: UInt64) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((state >> 33) % bound)
        }
        let now = F.date("2026-10-26 06:00", in: zone).addingTimeInterval(next(86_400))
        var start = now.addingTimeInterval(-next(30 * 3_600))
        var records: [SessionRecord] = []
        for _ in 0..<60 {
            records.append(F.session(start, active: 30 + next(200)))
            start = start.addingTimeInterval(-(1_800 + next(seed % 2 == 0 ? 30 * 3_600 : 50 * 3_600)))
        }
        let expected = Self.naiveStreak(records, now: now, zone: zone)
        #expect(Stats(records: records.shuffled(), now: now, timeZone: zone).streakDays == expected)
    }

    static func naiveStreak(_ records: [SessionRecord], now: Date, zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var seconds: [DateComponents: Double] = [:]
        for record in records where record.activeSeconds >= 120 {
            seconds[calendar.dateComponents([.year, .month, .day], from: record.startedAt), default: 0] +=
                record.activeSeconds
        }
        func qualifies(_ date: Date) -> Bool {
            (seconds[calendar.dateComponents([.year, .month, .day], from: date)] ?? 0) >= 120
        }
        var day = now
        if !qualifies(day) {
            guard let yesterday = calendar.date(byAdding: .day, value: -1, to: day) else { return 0 }
            day = yesterday
        }
        var count = 0
        while qualifies(day) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }
}
