import Foundation

/// The result of one scored block (SPEC section 13), in the shape the events file and, with
/// issue "scores", the history carry: `{"block","format","rounds","reps","totalReps","seconds",
/// "capped","periodsDone","periodsMissed","splits","text"}`.
///
/// A field a format has no use for is `nil`: an emom has no time, an amrap no periods.
public struct BlockScore: Sendable, Hashable {
    /// The block's 1-based place in the program, as `show --json` counts blocks.
    public var block: Int
    public var format: Program.Format
    /// Rounds done (amrap, for-time), or an emom's periods in all.
    public var rounds: Int?
    /// Reps beyond the rounds done: amrap's unfinished round, a capped for-time's reps in all,
    /// a death-by's failed period.
    public var reps: Int?
    /// Every rep done in the block.
    public var totalReps: Int?
    /// Time in the block: a for-time's finish (or the cap it reached), to 0.1 s; an amrap's cap.
    public var seconds: Double?
    /// For time only: the cap ended it before the last rep.
    public var capped: Bool?
    public var periodsDone: Int?
    public var periodsMissed: Int?
    /// Seconds per round (amrap, for-time), or into each period at its Enter, `nil` for a
    /// missed one (emom, death-by).
    public var splits: [Double?]

    public init(
        block: Int, format: Program.Format, rounds: Int? = nil, reps: Int? = nil, totalReps: Int? = nil,
        seconds: Double? = nil, capped: Bool? = nil, periodsDone: Int? = nil, periodsMissed: Int? = nil,
        splits: [Double?] = []
    ) {
        self.block = block
        self.format = format
        self.rounds = rounds
        self.reps = reps
        self.totalReps = totalReps
        self.seconds = seconds
        self.capped = capped
        self.periodsDone = periodsDone
        self.periodsMissed = periodsMissed
        self.splits = splits
    }

    /// The score as an athlete writes it, the same in every language (the history's `text`):
    /// `7+12`, `8:41.3`, `capped, 95 reps`, `9/10`, death-by `9` or `9+4`.
    public var text: String {
        switch format {
        case .amrap:
            return "\(rounds ?? 0)+\(reps ?? 0)"
        case .forTime:
            if capped == true { return "capped, \(totalReps ?? 0) reps" }
            return Self.time(seconds ?? 0)
        case .emom:
            return "\(periodsDone ?? 0)/\(rounds ?? (periodsDone ?? 0) + (periodsMissed ?? 0))"
        case .deathBy:
            let extra = reps ?? 0
            return extra > 0 ? "\(periodsDone ?? 0)+\(extra)" : "\(periodsDone ?? 0)"
        case .intervals, .tabata:
            return ""
        }
    }

    /// `8:41.3`, `1:02:03.0`: minutes and seconds to a tenth.
    public static func time(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds) * 10).rounded())
        let whole = tenths / 10
        let clock = ClockText.format(seconds: whole)
        return "\(clock).\(tenths % 10)"
    }

    /// A time to 0.1 s, as the score keeps it.
    static func tenths(_ duration: Duration) -> Double {
        (duration.secondsValue * 10).rounded() / 10
    }
}

extension Program.Format {
    /// The format of a scored phase kind; `nil` for get ready, work and rest.
    public init?(scored kind: Phase.Kind) {
        switch kind {
        case .emom: self = .emom
        case .deathBy: self = .deathBy
        case .amrap: self = .amrap
        case .forTime: self = .forTime
        case .getReady, .work, .rest: return nil
        }
    }
}

extension BlockScore: Codable {
    enum CodingKeys: String, CodingKey {
        case block, format, rounds, reps, totalReps, seconds, capped, periodsDone, periodsMissed, splits, text
    }

    /// A value outside what a score can hold: the key it sits at.
    public struct Invalid: Error, Sendable, Hashable {
        public var key: String
    }

    /// The largest count or number of seconds a score may hold (the history's limit for amounts).
    static let largest = 1_000_000_000.0

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        block = try container.decode(Int.self, forKey: .block)
        let name = try container.decode(String.self, forKey: .format)
        guard let format = Program.Format(rawValue: name), format != .intervals, format != .tabata else {
            throw Invalid(key: "format")
        }
        self.format = format
        rounds = try container.decodeIfPresent(Int.self, forKey: .rounds)
        reps = try container.decodeIfPresent(Int.self, forKey: .reps)
        totalReps = try container.decodeIfPresent(Int.self, forKey: .totalReps)
        seconds = try container.decodeIfPresent(Double.self, forKey: .seconds)
        capped = try container.decodeIfPresent(Bool.self, forKey: .capped)
        periodsDone = try container.decodeIfPresent(Int.self, forKey: .periodsDone)
        periodsMissed = try container.decodeIfPresent(Int.self, forKey: .periodsMissed)
        splits = try container.decodeIfPresent([Double?].self, forKey: .splits) ?? []
        // `text` is read for nothing: it follows from the fields, so a file cannot make them disagree.
        let counts = [block, rounds, reps, totalReps, periodsDone, periodsMissed].compactMap { $0 }
        guard block >= 1, counts.allSatisfy({ (0...Int(Self.largest)).contains($0) }) else {
            throw Invalid(key: "block")
        }
        let times = ([seconds] + splits).compactMap { $0 }
        guard times.allSatisfy({ $0.isFinite && (0...Self.largest).contains($0) }), splits.count <= 100_000 else {
            throw Invalid(key: "seconds")
        }
    }

    /// Every key, `null` for what the format has not, so each score has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(block, forKey: .block)
        try container.encode(format.rawValue, forKey: .format)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(reps, forKey: .reps)
        try container.encode(totalReps, forKey: .totalReps)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(capped, forKey: .capped)
        try container.encode(periodsDone, forKey: .periodsDone)
        try container.encode(periodsMissed, forKey: .periodsMissed)
        try container.encode(splits, forKey: .splits)
        try container.encode(text, forKey: .text)
    }
}

extension BlockScore {
    /// Whether this score beats `other` of the same block (SPEC section 13), the one rule every
    /// comparison and record uses: more rounds, then more reps (amrap); a shorter time, any
    /// finish beating a capped one, capped ones by their reps (for time); more periods done,
    /// then more reps (emom, death-by). Scores of different formats never beat each other.
    public func isBetter(than other: BlockScore) -> Bool {
        guard format == other.format else { return false }
        switch format {
        case .amrap:
            return ((rounds ?? 0), (reps ?? 0)) > ((other.rounds ?? 0), (other.reps ?? 0))
        case .forTime:
            switch (capped == true, other.capped == true) {
            case (false, true): return true
            case (true, false): return false
            case (true, true): return (totalReps ?? 0) > (other.totalReps ?? 0)
            case (false, false): return (seconds ?? .infinity) < (other.seconds ?? .infinity)
            }
        case .emom, .deathBy:
            return ((periodsDone ?? 0), (reps ?? 0)) > ((other.periodsDone ?? 0), (other.reps ?? 0))
        case .intervals, .tabata:
            return false
        }
    }

    /// Whether two scores belong to the same block of a program: its place and its format.
    public func isSameBlock(as other: BlockScore) -> Bool {
        block == other.block && format == other.format
    }
}

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

    /// Each of `scores` beside the earlier sessions of the same program: previews (speed ≠ 1)
    /// never count as last or best; every other session does, however short (records are not
    /// stats).
    public static func compare(_ scores: [BlockScore], with earlier: [SessionRecord]) -> [ScoreComparison] {
        let sessions = earlier.filter { !$0.isPreview }.sorted { $0.startedAt > $1.startedAt }
        return scores.map { score in
            var comparison = ScoreComparison(score: score)
            for session in sessions {
                guard let earlierScore = session.scores.first(where: { $0.isSameBlock(as: score) }) else { continue }
                let entry = Earlier(score: earlierScore, date: session.startedAt)
                if comparison.last == nil { comparison.last = entry }
                if comparison.best.map({ earlierScore.isBetter(than: $0.score) }) ?? true { comparison.best = entry }
            }
            return comparison
        }
    }
}
