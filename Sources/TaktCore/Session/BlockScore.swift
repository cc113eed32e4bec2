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
