import Foundation

/// `stats --json`: one object with stable keys.
///
///     {"week": {"sessions", "minutes", "activeMinutes", "kcal", "start"}, "month": {…}, "allTime": {…},
///      "streakDays", "rewards", "coveredDays", "weeklyGoal": {"goal", "done", "met"}, "mindful": {…}}
///
/// Minutes are trained minutes (pauses excluded) to 0.1, kcal to 0.1; `start` is the period's
/// first instant in ISO 8601 UTC (absent for allTime). `rewards`, `coveredDays` and `mindful`:
/// the calm end's (``MindfulJSON``, StatsJSON+Calm.swift).
///
/// With a ``ProgressSeries``, also `longestStreakDays` and `charts` (``ProgressJSON``): the
/// series the pictures of `stats` and `report` draw, numbers rounded as the pictures show them.
///
/// With a followed plan, also `plan` (``PlanJSON``): where the person stands in it.
///
/// Always `records` (``RecordJSON``), the personal records, `[]` when there are none, and
/// `lifts` (``LiftJSON``), the lifts' records per movement.
public enum StatsJSON {
    public static func render(
        _ stats: Stats, progress: ProgressSeries? = nil, plan: PlanProgress? = nil, records: PersonalRecords? = nil,
        lifts: LiftRecords? = nil
    ) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var document = document(stats, progress: progress, plan: plan, records: records)
        document.lifts = lifts?.movements.map(LiftJSON.init) ?? []
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The object `stats --json` prints; the report reads its numbers from the same values.
    public static func document(
        _ stats: Stats, progress: ProgressSeries?, plan: PlanProgress? = nil, records: PersonalRecords? = nil
    ) -> Document {
        Document(
            week: Period(stats.week, start: stats.weekStart), month: Period(stats.month, start: stats.monthStart),
            allTime: Period(stats.allTime, start: nil), streakDays: stats.streakDays,
            weeklyGoal: Goal(goal: stats.weeklyGoal, done: stats.sessionsThisWeek, met: stats.isWeeklyGoalMet),
            longestStreakDays: progress?.longestStreak, charts: progress.map(ProgressJSON.init),
            plan: plan.map(PlanJSON.init), records: records?.records.map(RecordJSON.init) ?? [],
            rewards: stats.rewards.rewards, coveredDays: days(stats.rewards), mindful: MindfulJSON(stats))
    }

    public struct Document: Encodable, Sendable {
        public var week: Period
        public var month: Period
        public var allTime: Period
        public var streakDays: Int
        public var weeklyGoal: Goal
        public var longestStreakDays: Int?
        public var charts: ProgressJSON?
        public var plan: PlanJSON?
        public var records: [RecordJSON]
        /// The lifts' records (SPEC 17), `[]` when there are none.
        public var lifts: [LiftJSON] = []
        /// The workout streak's rewards held and covered days (SPEC 19).
        public var rewards: Int
        public var coveredDays: [String]
        /// Breathing and meditation, apart from the workouts (SPEC 19).
        public var mindful: MindfulJSON
    }

    /// A personal record: `{"programId", "programTitle", "block", "format", "division", "score",
    /// "date"}`, with `division` `rx` or `scaled` (records are kept per division), `score` the
    /// ``BlockScore`` object of `history --json` and `date` the start of the session that set it,
    /// in ISO 8601 UTC.
    public struct RecordJSON: Encodable, Sendable {
        public var programId: String
        public var programTitle: String
        /// Null for the workout's one score (SPEC 14), whose `format` is its kind.
        public var block: Int?
        public var format: String
        public var division: String
        public var score: BlockScore.Wire
        public var date: String

        init(_ record: PersonalRecords.Record) {
            division = record.division.rawValue
            programId = record.programID
            programTitle = record.programTitle
            if let kind = record.workout {
                let workout = WorkoutScore(kind: kind, score: record.score)
                block = nil
                format = kind.rawValue
                score = workout.wire
            } else {
                block = record.score.block
                format = record.score.format.rawValue
                score = record.score.wire
            }
            date = HistoryDates.iso8601(record.date)
        }

        /// Every key written, `block` null for a workout's record.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(programId, forKey: .programId)
            try container.encode(programTitle, forKey: .programTitle)
            try container.encode(block, forKey: .block)
            try container.encode(format, forKey: .format)
            try container.encode(division, forKey: .division)
            try container.encode(score, forKey: .score)
            try container.encode(date, forKey: .date)
        }

        enum CodingKeys: String, CodingKey {
            case programId, programTitle, block, format, division, score, date
        }
    }

    /// The followed plan: `{"id", "sessionsDone", "sessionsTotal", "week", "weeks", "sessionsPerWeek",
    /// "byWeek": [{"week", "done"}]}`.
    public struct PlanJSON: Encodable, Sendable {
        public var id: String
        public var sessionsDone: Int
        public var sessionsTotal: Int
        public var week: Int
        public var weeks: Int
        public var sessionsPerWeek: Int
        public var byWeek: [Week]

        public struct Week: Encodable, Sendable {
            public var week: Int
            public var done: Int
        }

        init(_ progress: PlanProgress) {
            id = progress.planID
            sessionsDone = progress.sessionsDone
            sessionsTotal = progress.sessionsTotal
            week = progress.week
            weeks = progress.weeks
            sessionsPerWeek = progress.sessionsPerWeek
            byWeek = progress.doneByWeek.enumerated().map { Week(week: $0.offset + 1, done: $0.element) }
        }
    }

    public struct Period: Encodable, Sendable {
        public var sessions: Int
        public var minutes: Double
        public var activeMinutes: Double
        public var kcal: Double
        public var start: String?

        init(_ totals: Stats.Totals, start: Date?) {
            sessions = totals.sessions
            minutes = HistoryJSON.Entry.tenths(totals.seconds / 60)
            activeMinutes = HistoryJSON.Entry.tenths(totals.activeSeconds / 60)
            kcal = HistoryJSON.Entry.tenths(totals.kcal)
            self.start = start.map(HistoryDates.iso8601)
        }
    }

    public struct Goal: Encodable, Sendable {
        public var goal: Int
        public var done: Int
        public var met: Bool
    }
}
