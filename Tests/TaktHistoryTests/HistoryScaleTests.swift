import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A history of 100,000 sessions stays quick to read: stats are summed by SQLite and the streak
/// reads only as far back as it reaches.
@Suite struct HistoryScaleTests {
    @Test func statsOverAHundredThousandSessions() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let clock = ContinuousClock()
        var start = clock.now
        #expect(try store.fillSynthetic(count: 100_000, endingAt: now) == 100_000)
        let fill = clock.now - start
        start = clock.now
        let stats = try store.stats(now: now, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt)
        let statsTime = clock.now - start
        start = clock.now
        let progress = try store.progress(
            now: now, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, weeklyGoal: 3,
            currentStreak: stats.streakDays)
        let progressTime = clock.now - start
        start = clock.now
        _ = try store.progress(
            now: now, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, weeklyGoal: 3,
            currentStreak: stats.streakDays, details: false)
        let picturesTime = clock.now - start
        #expect(progress.programs.map(\.sessions).reduce(0, +) == stats.allTime.sessions)
        start = clock.now
        #expect(try store.recent(limit: 20).count == 20)
        let recentTime = clock.now - start
        start = clock.now
        let all = try store.all()
        let allTime = clock.now - start
        start = clock.now
        let csv = ExportFormat.csv.render(all)
        let csvTime = clock.now - start
        start = clock.now
        let json = ExportFormat.json.render(all)
        let jsonTime = clock.now - start
        #expect(all.count == 100_000)
        #expect(csv.split(separator: "\r\n").count >= 100_001)
        #expect(json.hasPrefix("["))
        print("100,000 sessions: all() \(allTime), csv \(csvTime), json \(jsonTime)")
        // Sessions under two active minutes count nowhere (one rule, CountingRule).
        let counting = SyntheticSessions.records(count: 100_000, endingAt: now).filter(\.counts).count
        #expect(stats.allTime.sessions == counting)
        #expect(counting > 90_000)
        // The target is 100 ms in a release build; a debug build under test gets ten times that.
        #expect(statsTime < .seconds(1), "stats took \(statsTime)")
        #expect(recentTime < .milliseconds(200), "recent took \(recentTime)")
        // The pictures read every session once (the longest streak needs them all), from the index.
        // No time budget here: a debug build over a synthetic history of 137 years (120 daylight-saving
        // stretches) under the other tests' load says little; Benchmarks/startup.py times the release binary.
        print("100,000 sessions: progress with details \(progressTime), pictures only \(picturesTime)")
        print("100,000 sessions: fill \(fill), stats \(statsTime), recent(20) \(recentTime)")
    }
}
