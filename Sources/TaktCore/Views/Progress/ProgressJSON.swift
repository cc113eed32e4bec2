/// The `charts` object of `stats --json`: the series behind every picture, rounded as shown.
///
///     {"heatmap": [{"date", "activeMinutes", "sessions"}],           26 weeks up to today, oldest first
///      "weeks": [{"start", "sessions", "minutes", "activeMinutes", "kcal", "goalMet"}],   12 weeks
///      "programs": [{"programId", "title", "sessions", "activeMinutes"}],                 most sessions first
///      "timing": [{"startedAt", "phases", "medianLatenessMs", "maxLatenessMs"}]}          newest 30, oldest first
///
/// Dates of days and weeks are local calendar dates (`2026-11-16`); `startedAt` is ISO 8601 UTC.
/// Minutes and kcal to 0.1, lateness to 0.1 ms: the report prints exactly these numbers.
public struct ProgressJSON: Encodable, Sendable {
    public struct Day: Encodable, Sendable {
        public var date: String
        public var activeMinutes: Double
        public var sessions: Int
    }

    public struct Week: Encodable, Sendable {
        public var start: String
        public var sessions: Int
        public var minutes: Double
        public var activeMinutes: Double
        public var kcal: Double
        public var goalMet: Bool
    }

    public struct Program: Encodable, Sendable {
        public var programId: String
        public var title: String
        public var sessions: Int
        public var activeMinutes: Double
    }

    public struct Timing: Encodable, Sendable {
        public var startedAt: String
        public var phases: Int
        public var medianLatenessMs: Double?
        public var maxLatenessMs: Double?
    }

    public var heatmap: [Day]
    public var weeks: [Week]
    public var programs: [Program]
    public var timing: [Timing]

    public init(_ series: ProgressSeries) {
        heatmap = series.days.filter { !$0.isFuture }.map { day in
            Day(
                date: HistoryDates.day(day.number), activeMinutes: Self.tenths(day.activeSeconds / 60),
                sessions: day.sessions)
        }
        weeks = series.weeks.map { week in
            Week(
                start: HistoryDates.day(week.start), sessions: week.totals.sessions,
                minutes: Self.tenths(week.totals.seconds / 60),
                activeMinutes: Self.tenths(week.totals.activeSeconds / 60),
                kcal: Self.tenths(week.totals.kcal), goalMet: week.totals.sessions >= series.weeklyGoal)
        }
        programs = series.programs.map { program in
            Program(
                programId: program.programID, title: program.title, sessions: program.sessions,
                activeMinutes: Self.tenths(program.activeSeconds / 60))
        }
        timing = series.timing.map { point in
            Timing(
                startedAt: HistoryDates.iso8601(point.startedAt), phases: point.phases,
                medianLatenessMs: point.medianMilliseconds.map(Self.tenths),
                maxLatenessMs: point.maxMilliseconds.map(Self.tenths))
        }
    }

    static func tenths(_ value: Double) -> Double { HistoryJSON.Entry.tenths(value) }
}
