import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A history of 100,000 sessions is read whole and right: stats are summed by SQLite and the
/// streak reads only as far back as it reaches. What it costs is measured in instructions by
/// scripts/budget (Benchmarks/budgets), never against a clock here.
@Suite struct HistoryScaleTests {
    @Test func statsOverAHundredThousandSessions() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(try store.fillSynthetic(count: 100_000, endingAt: now) == 100_000)
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let (stats, progress) = try store.statistics(now: now, timeZone: berlin, weeklyGoal: 3)
        let pictures = try store.statistics(now: now, timeZone: berlin, weeklyGoal: 3, details: false).progress
        #expect(progress.programs.map(\.sessions).reduce(0, +) == stats.allTime.sessions)
        #expect(pictures.programs.isEmpty && pictures.days == progress.days && pictures.weeks == progress.weeks)
        #expect(try store.recent(limit: 20).count == 20)
        let all = try store.all()
        let csv = ExportFormat.csv.render(all)
        let json = ExportFormat.json.render(all)
        #expect(all.count == 100_000)
        #expect(csv.split(separator: "\r\n").count >= 100_001)
        #expect(json.hasPrefix("["))
        // Sessions under two active minutes count nowhere (one rule, CountingRule).
        let counting = SyntheticSessions.records(count: 100_000, endingAt: now).filter(\.counts).count
        #expect(stats.allTime.sessions == counting)
        #expect(counting > 90_000)
    }
}
