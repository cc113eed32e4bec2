/// How a program declares its one workout score over all its scored blocks (`score:`, SPEC 14,
/// "Whole workouts are scored as the gym scores them").
public enum WorkoutScoreKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// One clock from the first block's start to the last block's end, rests included: a
    /// buy-in, an amrap and a cash-out are one time.
    case totalTime = "total-time"
    /// The blocks' times added up, rests left out (Barbara).
    case sum
    /// The reps of every station of max reps added up (Fight Gone Bad).
    case totalReps = "total-reps"
    /// The lowest round of max reps (a Tabata "this").
    case lowest

    /// Whether the workout scores a time (shorter is better) rather than reps.
    public var isTime: Bool { self == .totalTime || self == .sum }

    /// Whether a program whose scored blocks are of `formats`, in order, can give this score:
    /// times of for-time blocks (total-time also runs an amrap's cap between them), or reps of
    /// stations of max reps.
    public func fits(_ formats: [ScoredFormat]) -> Bool {
        guard !formats.isEmpty else { return false }
        switch self {
        case .totalTime: return formats.contains(.forTime) && formats.allSatisfy { $0 == .forTime || $0 == .amrap }
        case .sum: return formats.allSatisfy { $0 == .forTime }
        case .totalReps, .lowest: return formats.allSatisfy(\.isStations)
        }
    }
}

/// The one score of a whole workout, made from its blocks' scores as its program declares
/// (``WorkoutScoreKind``). It is compared with last and best and kept as the record; each
/// block keeps its own score beside it.
///
/// The result is a ``BlockScore`` of block 0 so that it ranks, writes and reads as a block's
/// does: a time kind is a for-time result (a finish, or capped or DNF with every rep done), a
/// reps kind a stations total (the lowest round's reps for `lowest`).
public struct WorkoutScore: Sendable, Hashable {
    public var kind: WorkoutScoreKind
    public var score: BlockScore

    /// The block number a workout score carries where a block's score carries its place.
    public static let block = 0

    public init(kind: WorkoutScoreKind, score: BlockScore) {
        self.kind = kind
        self.score = score
        self.score.block = Self.block
    }

    /// Counts for last, best and records (``BlockScore/counts``).
    public var counts: Bool { score.counts }

    /// The score as an athlete writes it: `28:30.0`, `capped, 95 reps`, `312 reps`; `nil` when not entered.
    public var text: String? { score.text }

    /// Whether this beats `other` of the same kind.
    public func isBetter(than other: WorkoutScore) -> Bool {
        kind == other.kind && score.isBetter(than: other.score)
    }

    /// The workout score of `kind` over `blocks`, the scores of a session's scored blocks in
    /// order; `rests` the seconds of rest between them, which only `total-time` counts.
    /// `nil` when the blocks cannot give it (a block of another format).
    public static func of(_ kind: WorkoutScoreKind, blocks: [BlockScore], rests: Double = 0) -> WorkoutScore? {
        guard kind.fits(blocks.map(\.format)) else { return nil }
        let stopped = blocks.contains(where: \.stopped)
        let implausible = blocks.contains(where: \.implausible)
        let result: BlockScore.Result
        if blocks.contains(where: \.isNotEntered) {
            result = .notEntered(kind.isTime ? .forTime : .intervals)
        } else if kind.isTime {
            var forTime = time(of: blocks, rests: kind == .totalTime ? rests : 0)
            // Stopped is not capped: a workout stopped before its end is DNF with its reps.
            if stopped { forTime.capped = false }
            result = .forTime(forTime)
        } else {
            let answers = blocks.flatMap { score -> [Int?] in
                guard case .stations(let stations) = score.result else { return [] }
                return stations.answers.isEmpty ? [stations.totalReps] : stations.answers
            }
            if kind == .lowest {
                // A round not entered leaves the lowest unknown.
                let lowest = answers.contains(nil) ? nil : answers.compactMap { $0 }.min()
                result = lowest.map { .stations(.init(format: .tabata, totalReps: $0)) } ?? .notEntered(.tabata)
            } else {
                result = .stations(.init(format: .intervals, answers: answers))
            }
        }
        return WorkoutScore(
            kind: kind, score: BlockScore(block: block, result, stopped: stopped, implausible: implausible))
    }

    /// The blocks' times added up (with `rests`): a finish when every for-time block finished,
    /// else capped (or, stopped, DNF) with every rep done.
    private static func time(of blocks: [BlockScore], rests: Double) -> BlockScore.ForTime {
        var seconds = rests
        var totalReps = 0
        var capped = false
        var splits: [Double] = []
        for score in blocks {
            switch score.result {
            case .forTime(let forTime):
                seconds += forTime.seconds
                totalReps += forTime.totalReps
                capped = capped || forTime.capped
                splits.append(forTime.seconds)
            case .amrap(let amrap):
                seconds += amrap.seconds
                totalReps += amrap.totalReps
                splits.append(amrap.seconds)
            default:
                break
            }
        }
        let finished = blocks.count { $0.format == .forTime }
        return BlockScore.ForTime(
            rounds: finished, totalReps: totalReps, seconds: (seconds * 10).rounded() / 10, capped: capped,
            splits: blocks.contains { !$0.splits.isEmpty } ? splits : [])
    }
}
