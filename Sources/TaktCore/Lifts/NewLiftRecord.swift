import Foundation

/// A record a set of the running session sets, said at once (SPEC section 17: "New 5RM:
/// 105 kg"): the most reps whose record the set beats, and its estimated 1RM when that beats the
/// best estimate.
public struct NewLiftRecord: Sendable, Hashable {
    /// The largest of ``LiftRecords/repCounts`` whose record the set beats; `nil` when only the
    /// estimate is new.
    public var reps: Int?
    /// The set's load, as typed.
    public var weight: LiftWeight
    /// The set's estimated 1RM (Epley) when it beats the best estimate held.
    public var estimate: LiftWeight?
    /// The movement's catalog key, for the events file's `record` line.
    public var movement: String?

    public init(reps: Int?, weight: LiftWeight, estimate: LiftWeight?, movement: String? = nil) {
        self.reps = reps
        self.weight = weight
        self.estimate = estimate
        self.movement = movement
    }
}

extension LiftRecords.Movement {
    /// The record a set of `reps` at `weight` would set over these records; `nil` when it sets
    /// none. A movement with no record yet has every record to set.
    public func newRecord(reps: Int, weight: LiftWeight) -> NewLiftRecord? {
        guard reps > 0, weight.kilograms > 0 else { return nil }
        let mark = Self.sessionMark(reps: reps, weight: weight)
        let counts = newRecords(by: mark)
        let estimate = LiftRecords.estimate(mark, reps: reps)
        let newEstimate = e1rm.map { estimate.kilograms > $0.kilograms } ?? true
        guard !counts.isEmpty || newEstimate else { return nil }
        return NewLiftRecord(
            reps: counts.last, weight: weight, estimate: newEstimate ? estimate.weight : nil, movement: key)
    }

    /// Takes a set the running session kept: the next set is measured against it too.
    public mutating func offerKept(reps: Int, weight: LiftWeight) {
        guard reps > 0, weight.kilograms > 0 else { return }
        offer(Self.sessionMark(reps: reps, weight: weight))
    }

    /// A set of the session in progress: it has no id nor start the records know yet, and is
    /// made after every set they hold.
    private static func sessionMark(reps: Int, weight: LiftWeight) -> LiftRecords.Mark {
        LiftRecords.Mark(
            kilograms: weight.kilograms, weight: weight, reps: reps, on: .distantFuture,
            sessionID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), position: 0)
    }
}
