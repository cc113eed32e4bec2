/// The score of one scored block: which block, what was achieved in its format, and whether
/// the block was stopped before its end (docs/formats.md, "Scores").
///
/// What was achieved is a value of the block's format (``Result``): an amrap has rounds and
/// reps, a for-time a time or its reps at the cap, an emom its periods; a field a format has
/// no use for does not exist. The history's flat JSON shape is ``Wire``.
public struct BlockScore: Sendable, Hashable {
    /// The block's 1-based place in the program, as `show --json` counts blocks.
    public var block: Int
    public var result: Result
    /// Ended by `q`, a signal or `n` before its cap (or its last Enter): kept and shown, never
    /// a record, never "last" or "best", compared with nothing.
    public var stopped: Bool
    /// Faster than the catalog's fastest paces allow (``FastestPaces``): kept and shown as "too
    /// fast to count", never a record, never "last" or "best", compared with nothing.
    public var implausible: Bool

    public init(block: Int, _ result: Result, stopped: Bool = false, implausible: Bool = false) {
        self.block = block
        self.result = result
        self.stopped = stopped
        self.implausible = implausible
    }

    public var format: ScoredFormat { result.format }

    /// What a block achieved, one case per scored format.
    public enum Result: Sendable, Hashable {
        case amrap(Amrap)
        case forTime(ForTime)
        case emom(Emom)
        case deathBy(DeathBy)
        /// Stations of max reps (intervals, tabata): the reps answered, added up.
        case stations(Stations)
        /// Nobody could press a key (no keyboard): the block ran, its result is unknown. It is
        /// never 0, never last or best; the athlete can enter it afterwards.
        case notEntered(ScoredFormat)

        public var format: ScoredFormat {
            switch self {
            case .amrap: .amrap
            case .forTime: .forTime
            case .emom: .emom
            case .deathBy: .deathBy
            case .stations(let stations): stations.format
            case .notEntered(let format): format
            }
        }
    }

    /// As many rounds as possible: `rounds+reps`.
    public struct Amrap: Sendable, Hashable {
        /// Complete rounds.
        public var rounds: Int
        /// Reps of the unfinished round: its tasks marked done and the reps typed at the cap.
        public var reps: Int
        /// Every rep of the block.
        public var totalReps: Int
        /// Time in the block: the cap, or when it was stopped.
        public var seconds: Double
        /// Each complete round's time; empty for a score logged without the timer.
        public var splits: [Double]

        public init(rounds: Int, reps: Int, totalReps: Int, seconds: Double, splits: [Double] = []) {
            self.rounds = rounds
            self.reps = reps
            self.totalReps = totalReps
            self.seconds = seconds
            self.splits = splits
        }
    }

    /// For time: the time of the last Enter, or, capped (only the clock reaching the cap makes
    /// it so) or stopped, the reps done.
    public struct ForTime: Sendable, Hashable {
        /// Complete rounds.
        public var rounds: Int
        /// Every rep of the block.
        public var totalReps: Int
        /// The finish (or the cap, or when it was stopped), to 0.1 s.
        public var seconds: Double
        /// The cap ended it before the last rep.
        public var capped: Bool
        /// Each complete round's time.
        public var splits: [Double]

        public init(rounds: Int, totalReps: Int, seconds: Double, capped: Bool, splits: [Double] = []) {
            self.rounds = rounds
            self.totalReps = totalReps
            self.seconds = seconds
            self.capped = capped
            self.splits = splits
        }
    }

    /// Every minute on the minute: periods done of all.
    public struct Emom: Sendable, Hashable {
        /// Periods in the block.
        public var periods: Int
        public var periodsDone: Int
        public var periodsMissed: Int
        /// Reps of the periods done.
        public var totalReps: Int
        /// How far into each period ended so far its Enter came, `nil` for a miss; empty for a
        /// score logged without the timer.
        public var splits: [Double?]
        /// The reps answered for each period of max reps, in order, `nil` where the answer was
        /// not entered; empty when no period asked.
        public var answers: [Int?]

        public init(periods: Int, periodsDone: Int, periodsMissed: Int, totalReps: Int, splits: [Double?] = []) {
            self.periods = periods
            self.periodsDone = periodsDone
            self.periodsMissed = periodsMissed
            self.totalReps = totalReps
            self.splits = splits
            self.answers = []
        }

        /// With the answers of its periods of max reps.
        public init(
            periods: Int, periodsDone: Int, periodsMissed: Int, totalReps: Int, splits: [Double?], answers: [Int?]
        ) {
            self.init(
                periods: periods, periodsDone: periodsDone, periodsMissed: periodsMissed, totalReps: totalReps,
                splits: splits)
            self.answers = answers
        }

        /// From the periods that ended so far, in order: done this far in, or missed (`nil`).
        public init(periods: Int, results: [Double?], reps: (Int) -> Int) {
            self.init(
                periods: periods, periodsDone: results.count { $0 != nil }, periodsMissed: results.count { $0 == nil },
                totalReps: results.indices.reduce(0) { $0 + (results[$1] == nil ? 0 : reps($1 + 1)) },
                splits: results)
        }
    }

    /// Death by: the last period done, plus the reps done in the one that failed.
    public struct DeathBy: Sendable, Hashable {
        public var periodsDone: Int
        public var periodsMissed: Int
        /// Reps done in the failed period (asked for at its end).
        public var reps: Int
        public var totalReps: Int
        public var splits: [Double?]

        public init(periodsDone: Int, periodsMissed: Int, reps: Int, totalReps: Int, splits: [Double?] = []) {
            self.periodsDone = periodsDone
            self.periodsMissed = periodsMissed
            self.reps = reps
            self.totalReps = totalReps
            self.splits = splits
        }
    }
}

extension BlockScore {
    /// Stations of max reps (Fight Gone Bad's, a Tabata of max reps): the reps answered after
    /// each station, added up; more is better.
    public struct Stations: Sendable, Hashable {
        /// Intervals or tabata.
        public var format: ScoredFormat
        /// Every rep answered.
        public var totalReps: Int
        /// Each station's answer in order, `nil` where it was not entered; empty for a score
        /// logged without the timer.
        public var answers: [Int?]

        /// From the answers of the stations, in order: the total is what was entered.
        public init(format: ScoredFormat, answers: [Int?]) {
            self.format = format
            self.answers = answers
            self.totalReps = answers.reduce(0) { $0 + ($1 ?? 0) }
        }

        /// A total alone, as `log` takes it.
        public init(format: ScoredFormat, totalReps: Int) {
            self.format = format
            self.answers = []
            self.totalReps = totalReps
        }

        /// Whether a station's reps were not entered: the total is then unknown.
        public var isIncomplete: Bool { answers.contains(nil) }

        /// The fewest reps of a station answered (a Tabata's score); `nil` when none was.
        public var lowest: Int? { answers.compactMap { $0 }.min() }
    }
}

// MARK: - Reading a score

extension BlockScore {
    /// True when the athlete's result is known and possible: neither stopped, not entered nor
    /// implausible. Only these are compared, last, best or a record.
    public var counts: Bool { !stopped && !isNotEntered && !isIncomplete && !implausible }

    /// True when a station's reps were not entered: the block's total is unknown, so the
    /// score is shown but compared with nothing.
    public var isIncomplete: Bool {
        if case .stations(let stations) = result { stations.isIncomplete } else { false }
    }

    /// True when nobody could key the result in (no keyboard): "not entered", never 0.
    public var isNotEntered: Bool {
        if case .notEntered = result { true } else { false }
    }

    /// The reps beyond complete rounds or periods: an amrap's unfinished round, a capped or
    /// stopped for-time's reps in all, a death-by's failed period; `nil` where the format has none.
    public var reps: Int? {
        switch result {
        case .amrap(let amrap): amrap.reps
        case .forTime(let forTime): forTime.capped || stopped ? forTime.totalReps : nil
        case .deathBy(let deathBy): deathBy.reps
        case .emom, .stations, .notEntered: nil
        }
    }

    /// Every rep of the block; `nil` when not entered.
    public var totalReps: Int? {
        switch result {
        case .amrap(let amrap): amrap.totalReps
        case .forTime(let forTime): forTime.totalReps
        case .emom(let emom): emom.totalReps
        case .deathBy(let deathBy): deathBy.totalReps
        case .stations(let stations): stations.isIncomplete ? nil : stations.totalReps
        case .notEntered: nil
        }
    }

    /// The rounds' times (amrap, for time) or the periods' Enters (emom, death-by), `nil` for a
    /// missed period.
    public var splits: [Double?] {
        switch result {
        case .amrap(let amrap): amrap.splits.map { $0 }
        case .forTime(let forTime): forTime.splits.map { $0 }
        case .emom(let emom): emom.splits
        case .deathBy(let deathBy): deathBy.splits
        case .stations, .notEntered: []
        }
    }

    /// Where the score ranks among scores of its block: larger is better, compared first by
    /// `major`, then `minor`. `nil` for a score that is never compared (``counts``).
    ///
    /// amrap: rounds, then reps; for time: any finish above any capped score, a finish by its
    /// time (shorter is better), capped ones by their reps; emom and death-by: periods done,
    /// then reps. The history keeps the two numbers in an index, so records need no reading.
    public var rank: Rank? {
        guard counts else { return nil }
        switch result {
        case .amrap(let amrap):
            return Rank(major: Double(amrap.rounds), minor: Double(amrap.reps))
        case .forTime(let forTime):
            return forTime.capped
                ? Rank(major: 0, minor: Double(forTime.totalReps)) : Rank(major: 1, minor: -forTime.seconds)
        case .emom(let emom):
            return Rank(major: Double(emom.periodsDone), minor: 0)
        case .deathBy(let deathBy):
            return Rank(major: Double(deathBy.periodsDone), minor: Double(deathBy.reps))
        case .stations(let stations):
            return Rank(major: Double(stations.totalReps), minor: 0)
        case .notEntered:
            return nil
        }
    }

    /// A score's place in the order of its block (``BlockScore/rank``).
    public struct Rank: Sendable, Hashable, Comparable {
        public var major: Double
        public var minor: Double

        public init(major: Double, minor: Double) {
            self.major = major
            self.minor = minor
        }

        public static func < (left: Rank, right: Rank) -> Bool {
            (left.major, left.minor) < (right.major, right.minor)
        }
    }

    /// Whether this score beats `other` of the same block: the one rule every comparison and
    /// record uses (``rank``). Scores of different formats, stopped scores and scores not
    /// entered never beat anything and are never beaten; a tie is not better.
    public func isBetter(than other: BlockScore) -> Bool {
        guard format == other.format, let rank, let otherRank = other.rank else { return false }
        return rank > otherRank
    }

    /// Whether two scores belong to the same block of a program: its place and its format.
    public func isSameBlock(as other: BlockScore) -> Bool {
        block == other.block && format == other.format
    }
}

// MARK: - Writing a score

extension BlockScore {
    /// The score as an athlete writes it, the same in every language (the history's `text`):
    /// `7+12`, `8:41.3`, `capped, 95 reps`, `9/10`, death-by `9` or `9+4`; stopped ones say so
    /// (`stopped at 6:12, 2+7`, for time `DNF, 21 reps`); `nil` when not entered.
    public var text: String? {
        switch result {
        case .amrap(let amrap):
            let score = "\(amrap.rounds)+\(amrap.reps)"
            if stopped { return "stopped at \(ClockText.format(seconds: Int(amrap.seconds))), \(score)" }
            return implausible ? score + " (too many to count)" : score
        case .forTime(let forTime):
            if stopped { return "DNF, \(forTime.totalReps) reps" }
            if forTime.capped { return "capped, \(forTime.totalReps) reps" }
            return Self.time(forTime.seconds) + (implausible ? " (too fast to count)" : "")
        case .emom(let emom):
            let score = "\(emom.periodsDone)/\(emom.periods)"
            return stopped ? "stopped, \(score)" : score
        case .deathBy(let deathBy):
            let score = deathBy.reps > 0 ? "\(deathBy.periodsDone)+\(deathBy.reps)" : "\(deathBy.periodsDone)"
            return stopped ? "stopped, \(score)" : score
        case .stations(let stations):
            let missing = stations.answers.count { $0 == nil }
            let score = "\(stations.totalReps) reps" + (missing > 0 ? ", \(missing) not entered" : "")
            return stopped ? "stopped, \(score)" : score
        case .notEntered:
            return nil
        }
    }

    /// `8:41.3`, `1:02:03.0`: a time to a tenth, with `separator` before the tenth.
    public static func time(_ seconds: Double, separator: String = ".") -> String {
        let tenths = Int((max(0, seconds) * 10).rounded())
        return ClockText.format(seconds: tenths / 10) + separator + String(tenths % 10)
    }

    /// A time to 0.1 s, as a score keeps it.
    static func tenths(_ duration: Duration) -> Double {
        (duration.secondsValue * 10).rounded() / 10
    }
}

extension BlockScore {
    /// This score with `reps` more done in the round or period in progress: the answer to the
    /// reps prompt of an amrap, a capped or stopped for-time, a failed death-by period.
    func adding(reps extra: Int) -> BlockScore {
        var score = self
        switch result {
        case .amrap(var amrap):
            amrap.reps += extra
            amrap.totalReps += extra
            score.result = .amrap(amrap)
        case .forTime(var forTime):
            forTime.totalReps += extra
            score.result = .forTime(forTime)
        case .deathBy(var deathBy):
            deathBy.reps += extra
            deathBy.totalReps += extra
            score.result = .deathBy(deathBy)
        case .stations(var stations):
            stations.totalReps += extra
            score.result = .stations(stations)
        case .emom, .notEntered:
            break
        }
        return score
    }
}
