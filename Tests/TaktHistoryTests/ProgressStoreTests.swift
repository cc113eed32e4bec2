import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The database builds the same pictures as the records do: `stats`, `stats --json` and the
/// report agree whichever way the numbers were read.
@Suite struct ProgressStoreTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    @Test(arguments: [0, 1, 40, 200])
    func storeAndRecordsGiveTheSameSeries(count: Int) throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        var records = SyntheticSessions.records(count: count, endingAt: now)
        // Some measured sessions, for the timing series.
        for index in records.indices where index % 3 == 0 {
            records[index].timing = SessionTiming(
                phases: [], phaseCount: 10 + index % 7, medianLatenessMilliseconds: Double(index % 5) / 10,
                maxLatenessMilliseconds: Double(index % 9) / 4, pauses: index % 2, speed: 1)
        }
        try store.append(contentsOf: records)
        let (stats, fromStore) = try store.statistics(now: now, timeZone: Self.berlin, weeklyGoal: 4)
        let streak = Stats(records: records, now: now, timeZone: Self.berlin, weeklyGoal: 4).streakDays
        #expect(stats.streakDays == streak)
        let fromRecords = ProgressSeries(
            records: records, now: now, timeZone: Self.berlin, weeklyGoal: 4, currentStreak: streak)
        // Sums of the same numbers in another order may differ in the last bit.
        func rounded(_ series: ProgressSeries) -> [String] {
            series.days.map { "\($0.number) \($0.sessions) \(($0.activeSeconds * 1000).rounded()) \($0.isFuture)" }
        }
        #expect(rounded(fromStore) == rounded(fromRecords))
        #expect(fromStore.longestStreak == fromRecords.longestStreak)
        #expect(fromStore.programs.map(\.programID) == fromRecords.programs.map(\.programID))
        #expect(fromStore.timing == fromRecords.timing)
        // The JSON, rounded to 0.1, is exactly the same.
        #expect(
            StatsJSON.render(stats, progress: fromStore) == StatsJSON.render(stats, progress: fromRecords))
    }

    /// A clock once set to 1969 gives negative times: their days still round down, not toward zero.
    @Test func sessionsBefore1970CountOnTheirDays() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        // Three days in a row at 23:30 local time in late December 1969, and one in 1970.
        var records = SyntheticSessions.records(count: 4, endingAt: now)
        for (index, offset) in [-3.0, -2.0, -1.0, 0.0].enumerated() {
            records[index].startedAt = Date(timeIntervalSince1970: offset * 86_400 + 7.5 * 3_600 - 1_800)
            records[index].activeSeconds = 300
        }
        try store.append(contentsOf: records)
        let (stats, fromStore) = try store.statistics(now: now, timeZone: zone, weeklyGoal: 3)
        let fromRecords = ProgressSeries(
            records: records, now: now, timeZone: zone, weeklyGoal: 3, currentStreak: stats.streakDays)
        #expect(fromRecords.longestStreak == 4)
        #expect(fromStore.longestStreak == fromRecords.longestStreak)
    }
}
