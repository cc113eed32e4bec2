import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// `stats` reads the quarter hours of the heatmap's half year and what it kept of the years
/// before (``StreakHorizon``); whatever happens to the rows, it shows what the rows say.
@Suite struct StreakHorizonTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let zones = ["Europe/Berlin", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham", "UTC"]

    /// 700 days of history: a run of days up to today, longer than the heatmap's half year, so the
    /// streaks cross its first day, after a day 400 days ago and another 650 days ago that have
    /// only short sessions (which count for nothing); several sessions on some days.
    static func records(in zone: TimeZone = .gmt) -> [SessionRecord] {
        var records = SyntheticSessions.records(count: 900, endingAt: now)
        let today = TrainingCalendar(timeZone: zone).dayNumber(of: now)
        for index in records.indices {
            let daysAgo = index < 700 ? index : (index - 700) * 3
            // Between 00:20 and 07:20 local time: never after `now`, never on the day before.
            let local = Double(today - daysAgo) * 86_400 + Double(1_200 + index % 7 * 3_600)
            let start = Date(
                timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local))))
            records[index].startedAt = start
            records[index].endedAt = start.addingTimeInterval(900)
            records[index].pausedSeconds = 0
            records[index].activeSeconds = daysAgo == 400 || daysAgo == 650 ? 60 : 300
        }
        return records
    }

    /// Everything `stats --json` shows, from the store, beside the same from the records.
    static func both(_ store: HistoryStore, _ records: [SessionRecord], zone: TimeZone) throws -> (String, String) {
        let (stats, series) = try store.statistics(now: now, timeZone: zone, weeklyGoal: 3)
        let counted = Stats(records: records, now: now, timeZone: zone, weeklyGoal: 3)
        let recounted = ProgressSeries(
            records: records, now: now, timeZone: zone, weeklyGoal: 3, currentStreak: counted.streakDays)
        return (StatsJSON.render(stats, progress: series), StatsJSON.render(counted, progress: recounted))
    }

    static func keptRows(_ folder: TemporaryFolder) throws -> Int {
        let queue = try DatabaseQueue(path: folder.database.path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stats_streak") ?? 0 }
    }

    @Test(arguments: zones)
    func theKeptStreaksGiveWhatTheRowsSay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var records = Self.records(in: zone)
        try store.append(contentsOf: records)

        // The first pass reads every quarter hour and keeps the summary; the next reads it.
        let (first, expected) = try Self.both(store, records, zone: zone)
        #expect(first == expected)
        #expect(try Self.keptRows(folder) == 1)
        let (second, _) = try Self.both(store, records, zone: zone)
        #expect(second == expected)
        let (_, series) = try store.statistics(now: Self.now, timeZone: zone)
        #expect(series.longestStreak == 400)
        #expect(series.currentStreak == series.longestStreak)

        // A session today keeps the summary, and counts.
        var today = HistoryStoreTests.record(5_000)
        today.startedAt = Self.now.addingTimeInterval(-600)
        today.endedAt = Self.now.addingTimeInterval(-60)
        today.activeSeconds = 400
        _ = try store.append(today)
        records.append(today)
        #expect(try Self.keptRows(folder) == 1)
        let (afterToday, expectedToday) = try Self.both(store, records, zone: zone)
        #expect(afterToday == expectedToday)

        // The short day 400 days ago made long behind takt's back: the summary is forgotten,
        // and the next pass gives the streak that now runs on to 649 days ago.
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            try db.execute(
                sql: "UPDATE session SET activeSeconds = 300 WHERE id = ?",
                arguments: [records[400].id.uuidString.lowercased()])
            #expect(db.changesCount == 1)
        }
        try queue.close()
        records[400].activeSeconds = 300
        #expect(try Self.keptRows(folder) == 0)
        let (afterEdit, expectedEdit) = try Self.both(store, records, zone: zone)
        #expect(afterEdit == expectedEdit)
        #expect(afterEdit != afterToday)
        #expect(try Self.keptRows(folder) == 1)
        let (_, longer) = try store.statistics(now: Self.now, timeZone: zone)
        #expect(longer.longestStreak == 650)
        #expect(longer.currentStreak == longer.longestStreak)
    }

    /// Kept in one zone, read in another: the other zone's days are read whole, then kept instead.
    @Test func anotherTimeZoneIsNotGivenTheFirstOnesDays() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = Self.records()
        try store.append(contentsOf: records)
        for name in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Pacific/Kiritimati"] {
            let zone = try #require(TimeZone(identifier: name))
            let (fromStore, expected) = try Self.both(store, records, zone: zone)
            #expect(fromStore == expected, "\(name)")
        }
    }

    /// A summary from too long ago, or one another tool damaged, is not used.
    @Test(arguments: [
        "UPDATE stats_streak SET day = day - 400, bucket = bucket - 400 * 96",
        "UPDATE stats_streak SET bucket = bucket + 1",
        "UPDATE stats_streak SET longest = 'lots'",
        "UPDATE stats_streak SET trailing = -5",
        "UPDATE stats_streak SET day = day + 1000",
    ])
    func aSummaryThatCannotBeTrustedIsReadAgain(damage: String) throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = Self.records()
        try store.append(contentsOf: records)
        _ = try store.statistics(now: Self.now, timeZone: zone)
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in try db.execute(sql: damage) }
        try queue.close()
        let (fromStore, expected) = try Self.both(store, records, zone: zone)
        #expect(fromStore == expected)
    }

    /// The first quarter hour of a day is the first that `stats` counts on it, in zones a
    /// quarter or half hour off UTC and across daylight saving switches.
    @Test(arguments: zones + ["America/Santiago", "Australia/Lord_Howe"])
    func theHorizonIsTheFirstQuarterHourOfItsDay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let calendar = TrainingCalendar(timeZone: zone)
        let today = calendar.dayNumber(of: Self.now)
        for day in stride(from: today - 400, through: today, by: 1) {
            let bucket = StreakHorizon.firstBucket(of: day, in: zone)
            let start = Date(timeIntervalSince1970: StatsAggregates.start(of: bucket))
            #expect(calendar.dayNumber(of: start) == day)
            #expect(calendar.dayNumber(of: start.addingTimeInterval(-900)) == day - 1)
        }
    }
}
