/// Whether a score was possible in time (SPEC 13, "A score must be possible in time too"): a
/// for-time finish is at least the sum of its tasks' fastest paces (``FastestPaces``), an
/// amrap's reps fit in its cap at those paces. `log` and `history edit` refuse a score past
/// its floor; a run keeps it marked ``BlockScore/implausible``.
extension ScoredBlock {
    /// The limit `score` goes past, `nil` when it was possible: ``ScoreEntry/Limit/fastest`` for a
    /// for-time finish faster than its floor, ``ScoreEntry/Limit/mostReps`` for an amrap with more
    /// reps than its cap allows. Capped, stopped and other formats' scores have no floor.
    public func floorLimit(of score: BlockScore) -> ScoreEntry.Limit? {
        guard !score.stopped, fastest > 0 else { return nil }
        switch score.result {
        case .forTime(let forTime) where !forTime.capped:
            guard forTime.seconds < fastest else { return nil }
            return .fastest(seconds: fastest, reps: reps.reduce(0, +), onlyReps: onlyReps)
        case .amrap(let amrap):
            guard let cap, needed(rounds: amrap.rounds, reps: amrap.reps) > cap else { return nil }
            return .mostReps(mostReps(in: cap), cap: cap)
        default:
            return nil
        }
    }

    /// `score`, marked implausible when it went past its floor.
    public func checked(_ score: BlockScore) -> BlockScore {
        guard floorLimit(of: score) != nil else { return score }
        var marked = score
        marked.implausible = true
        return marked
    }

    /// The fewest seconds `rounds` whole rounds and `reps` more of an amrap take.
    private func needed(rounds: Int, reps extra: Int) -> Double {
        let round = reps.first ?? 0
        let perRep = round > 0 ? fastest / Double(round) : 0
        return Double(rounds) * fastest + Double(extra) * perRep
    }

    /// The most reps of an amrap that fit in `cap` at the fastest paces.
    private func mostReps(in cap: Double) -> Int {
        let round = reps.first ?? 0
        guard round > 0 else { return 0 }
        return Int((cap / (fastest / Double(round))).rounded(.down))
    }
}

/// The floors of every scored block of a timeline, in order: what a run checks its scores by
/// when it ends.
public struct ScoreFloors: Sendable, Hashable {
    public var blocks: [ScoredBlock]

    public init(_ blocks: [ScoredBlock] = []) {
        self.blocks = blocks
    }

    public init(timeline: Timeline, paces: FastestPaces) {
        self.init(ScoredBlock.blocks(of: timeline, language: "en", paces: paces))
    }

    /// `scores`, each past its block's floor marked implausible.
    public func checked(_ scores: [BlockScore]) -> [BlockScore] {
        scores.map { score in
            guard let block = blocks.first(where: { $0.block == score.block && $0.format == score.format }) else {
                return score
            }
            return block.checked(score)
        }
    }
}
