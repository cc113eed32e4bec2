import Foundation

/// A score beside the last and the best of the same program and block, for the finished view:
/// "7+12 · last 7+5 · best 8+3, 2 Nov".
public struct ScoreComparison: Sendable, Hashable {
    public struct Earlier: Sendable, Hashable {
        public var score: BlockScore
        /// When that session began.
        public var date: Date

        public init(score: BlockScore, date: Date) {
            self.score = score
            self.date = date
        }
    }

    public var score: BlockScore
    /// The same block's score in the latest earlier session that counts for records.
    public var last: Earlier?
    /// The best earlier score; `nil` when there is none.
    public var best: Earlier?

    public init(score: BlockScore, last: Earlier? = nil, best: Earlier? = nil) {
        self.score = score
        self.last = last
        self.best = best
    }

    /// Beats every earlier score: a new personal record (never for a preview).
    public var isNewBest: Bool { best.map { score.isBetter(than: $0.score) } ?? false }

    /// Each of `scores` beside the earlier sessions of the same program. Previews (speed ≠ 1)
    /// never count as last or best; every other session does, however short (records are not
    /// stats). A score that does not count (stopped, not entered) is compared with nothing, and
    /// is never another's last or best.
    public static func compare(_ scores: [BlockScore], with earlier: [SessionRecord]) -> [ScoreComparison] {
        let sessions = earlier.filter { !$0.isPreview }.sorted { $0.startedAt > $1.startedAt }
        return scores.map { score in
            var comparison = ScoreComparison(score: score)
            guard score.counts else { return comparison }
            for session in sessions {
                guard let earlierScore = session.scores.first(where: { $0.isSameBlock(as: score) && $0.counts })
                else { continue }
                let entry = Earlier(score: earlierScore, date: session.startedAt)
                if comparison.last == nil { comparison.last = entry }
                if comparison.best.map({ earlierScore.isBetter(than: $0.score) }) ?? true { comparison.best = entry }
            }
            return comparison
        }
    }
}

extension ScoreComparison {
    /// The workout score (SPEC 14) beside the last and best workout scores of the same kind.
    public struct Workout: Sendable, Hashable {
        public var kind: WorkoutScoreKind
        public var comparison: ScoreComparison
        /// The program's title, which names the workout where the program is not on screen.
        public var title: LocalizedText

        public init(kind: WorkoutScoreKind, comparison: ScoreComparison, title: LocalizedText) {
            self.kind = kind
            self.comparison = comparison
            self.title = title
        }
    }

    /// `workout` beside the workout scores of `earlier` sessions of the same kind, as
    /// ``compare(_:with:)`` compares a block's.
    public static func compare(_ workout: WorkoutScore, with earlier: [SessionRecord]) -> ScoreComparison {
        var comparison = ScoreComparison(score: workout.score)
        guard workout.counts else { return comparison }
        let sessions = earlier.filter { !$0.isPreview }.sorted { $0.startedAt > $1.startedAt }
        for session in sessions {
            guard let other = session.workoutScore, other.kind == workout.kind, other.counts else { continue }
            let entry = Earlier(score: other.score, date: session.startedAt)
            if comparison.last == nil { comparison.last = entry }
            if comparison.best.map({ other.score.isBetter(than: $0.score) }) ?? true { comparison.best = entry }
        }
        return comparison
    }
}
