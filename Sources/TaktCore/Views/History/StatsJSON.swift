import Foundation

/// `stats --json`: one object with stable keys.
///
///     {"week": {"sessions", "minutes", "activeMinutes", "kcal", "start"}, "month": {…}, "allTime": {…},
///      "streakDays", "weeklyGoal": {"goal", "done", "met"}}
///
/// Minutes are trained minutes (pauses excluded) to 0.1, kcal to 0.1; `start` is the period's
/// first instant in ISO 8601 UTC (absent for allTime).
public enum StatsJSON {
    public static func render(_ stats: Stats) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(
            week: Period(stats.week, start: stats.weekStart), month: Period(stats.month, start: stats.monthStart),
            allTime: Period(stats.allTime, start: nil), streakDays: stats.streakDays,
            weeklyGoal: Goal(goal: stats.weeklyGoal, done: stats.sessionsThisWeek, met: stats.isWeeklyGoalMet))
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Document: Encodable {
        var week: Period
        var month: Period
        var allTime: Period
        var streakDays: Int
        var weeklyGoal: Goal
    }

    private struct Period: Encodable {
        var sessions: Int
        var minutes: Double
        var activeMinutes: Double
        var kcal: Double
        var start: String?

        init(_ totals: Stats.Totals, start: Date?) {
            sessions = totals.sessions
            minutes = HistoryJSON.Entry.tenths(totals.seconds / 60)
            activeMinutes = HistoryJSON.Entry.tenths(totals.activeSeconds / 60)
            kcal = HistoryJSON.Entry.tenths(totals.kcal)
            self.start = start.map(HistoryDates.iso8601)
        }
    }

    private struct Goal: Encodable {
        var goal: Int
        var done: Int
        var met: Bool
    }
}
