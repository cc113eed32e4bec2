import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The sums the triggers keep are the sums of the rows, however the rows got there or changed.
@Suite struct StatsAggregatesTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let zones = ["Europe/Berlin", "Asia/Kathmandu", "America/St_Johns", "UTC"]

    /// What `stats --json` prints, from the store: every total, streak, series and program.
    static func statsJSON(_ store: HistoryStore, zone: TimeZone) throws -> String {
        let (stats, series) = try store.statistics(now: now, timeZone: zone, weeklyGoal: 3)
        return StatsJSON.render(stats, progress: series) + "\ndamaged \(try store.damagedForStats())"
    }

    /// Seeded sessions with previews, short ones, and sessions either side of local midnight.
    static func records() -> [SessionRecord] {
        var records = SyntheticSessions.records(count: 300, endingAt: now)
        var random = SeededRandom(seed: 7)
        for index in records.indices {
            if index % 11 == 0 { records[index].speed = 10 }
            if index % 13 == 0 { records[index].activeSeconds = 90 }
            if index % 5 == 0 {
                let day = (records[index].startedAt.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
                records[index].startedAt = Date(
                    timeIntervalSince1970: day + Double(Int.random(in: 0..<4, using: &random) * 900))
            }
        }
        return records
    }

    @Test(arguments: zones)
    func theSumsAreThoseOfTheRows(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = Self.records()
        try store.append(contentsOf: records)
        let stats = try store.stats(now: Self.now, timeZone: zone, weeklyGoal: 3)
        let expected = Stats(records: records, now: Self.now, timeZone: zone, weeklyGoal: 3)
        #expect(stats.allTime.sessions == expected.allTime.sessions)
        #expect(stats.week.sessions == expected.week.sessions && stats.month.sessions == expected.month.sessions)
        #expect(abs(stats.allTime.kcal - expected.allTime.kcal) < 1e-6)
        #expect(abs(stats.month.seconds - expected.month.seconds) < 1e-6)
        #expect(stats.streakDays == expected.streakDays)
    }

    /// The streak comes from the days the one pass over the sums collected, by ``Streak``'s rule:
    /// days in a row with a counting session, ending today or yesterday (a short day breaks it).
    @Test(arguments: [
        // (active seconds of the session on each day before today, expected streak)
        ([0: 300, 1: 300, 2: 300], 3),
        ([1: 300, 2: 300, 3: 300], 3),  // nothing yet today: the streak still stands
        ([2: 300, 3: 300, 4: 300], 0),  // yesterday missed: broken
        ([0: 300, 2: 300, 3: 300], 1),
        ([0: 300, 1: 100, 2: 300], 1),  // a day without two active minutes breaks it
        ([0: 100, 1: 300, 2: 300], 2),  // today not yet counting: yesterday's streak stands
        ([:], 0),
    ])
    func theStreakFromTheSumsEndsTodayOrYesterday(activeByDaysAgo: [Int: Double], expected: Int) throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        var records = SyntheticSessions.records(count: activeByDaysAgo.count, endingAt: Self.now)
        for (index, (daysAgo, active)) in activeByDaysAgo.sorted(by: { $0.key < $1.key }).enumerated() {
            let start = Self.now.addingTimeInterval(Double(-daysAgo) * 86_400 - 3_600)
            records[index].startedAt = start
            records[index].endedAt = start.addingTimeInterval(600)
            records[index].pausedSeconds = 0
            records[index].activeSeconds = active
        }
        try store.append(contentsOf: records)
        let (stats, series) = try store.statistics(now: Self.now, timeZone: zone)
        #expect(stats.streakDays == expected)
        #expect(series.currentStreak == expected)
        #expect(Stats(records: records, now: Self.now, timeZone: zone).streakDays == expected)
    }

    /// Rows changed and removed behind takt's back (a damaged value, another speed, another day)
    /// leave the same sums as a history summed afresh from what is left.
    @Test(arguments: zones)
    func updatesAndDeletesKeepTheSumsOfTheRows(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.records())
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE session SET kcal = 'lots' WHERE rowid % 17 = 0")
            try db.execute(sql: "UPDATE session SET activeSeconds = x'00ff' WHERE rowid % 19 = 0")
            try db.execute(sql: "UPDATE session SET speed = 1 WHERE rowid % 22 = 0")
            try db.execute(sql: "UPDATE session SET startedAt = startedAt - 86400 * 3 WHERE rowid % 7 = 0")
            try db.execute(sql: "UPDATE session SET programTitle = 'Renamed' WHERE rowid % 9 = 0")
            try db.execute(sql: "DELETE FROM session WHERE rowid % 23 = 0")
        }
        let kept = try Self.statsJSON(store, zone: zone)
        try queue.write(StatsAggregates.rebuild)
        try queue.close()
        let summedAfresh = try Self.statsJSON(HistoryStore.open(at: folder.database).store, zone: zone)
        #expect(kept == summedAfresh)
        #expect(!kept.hasSuffix("damaged 0"))
    }

    /// Sums another tool set to NULL or text count as nothing; `stats` still answers.
    @Test func aDamagedSumIsNothingNotACrash() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.records())
        let before = try store.stats(now: Self.now, timeZone: .gmt)
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE stats_bucket SET kcal = NULL, dayActive = NULL WHERE bucket % 2 = 0")
            try db.execute(sql: "UPDATE stats_bucket SET sessions = NULL, seconds = 'lots' WHERE bucket % 3 = 0")
            try db.execute(sql: "UPDATE stats_total SET sessions = sessions - 10, kcal = NULL")
            try db.execute(sql: "UPDATE stats_streak SET longest = 'lots', day = NULL")
        }
        try queue.close()
        let after = try store.stats(now: Self.now, timeZone: .gmt)
        #expect(after.allTime.sessions < before.allTime.sessions)
        #expect(after.allTime.kcal < before.allTime.kcal)
        #expect(after.allTime.kcal == 0)
    }

    /// A file whose sums were dropped (another tool, an old copy) gets them back when opened.
    @Test func missingSumsAreMadeAgainFromTheRows() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.records())
        let before = try Self.statsJSON(store, zone: .gmt)
        let queue = try DatabaseQueue(path: folder.database.path)
        try queue.write { db in
            try db.execute(sql: "DROP TRIGGER stats_insert; DROP TABLE stats_bucket")
        }
        try queue.close()
        let reopened = try HistoryStore.open(at: folder.database).store
        #expect(try Self.statsJSON(reopened, zone: .gmt) == before)
        _ = try reopened.append(HistoryStoreTests.record(500))
        #expect(try Self.statsJSON(reopened, zone: .gmt) != before)
    }
}

/// A plan's progress reads its own sessions only.
@Suite struct PlanSessionsTests {
    @Test func onlyThePlansRowsAreRead() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var records = (0..<5).map { HistoryStoreTests.record($0) }
        records[1].planID = "tabata-four-weeks"
        records[1].planWeek = 1
        records[1].planDay = 2
        records[3].planID = "other-plan"
        records[3].planWeek = 1
        records[3].planDay = 1
        _ = try store.append(contentsOf: records)
        #expect(try store.sessions(ofPlan: "tabata-four-weeks").map(\.id) == [records[1].id])
        #expect(try store.sessions(ofPlan: "none").isEmpty)
    }
}
