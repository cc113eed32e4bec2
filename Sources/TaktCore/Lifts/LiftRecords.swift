import Foundation

/// The records of the lifts, per movement and across programs (SPEC section 17): the heaviest
/// load made for 1, 2, 3, 5 and 10 reps (a set of more reps counts for fewer) and the best
/// estimated 1RM by Epley, always called estimated.
///
/// Only working sets made in a session that counts do: never a warm-up, a skipped set, a set of
/// 0 reps or without a load, nor any set of a stopped (or interrupted) session or a preview.
/// ``init(recounting:)`` is the plain rule; the history finds the same records through its
/// index and is tested against it.
public struct LiftRecords: Sendable, Hashable {
    /// The rep counts a record is kept for.
    public static let repCounts = [1, 2, 3, 5, 10]
    /// Epley is used up to this many reps; a longer set counts as this many.
    public static let epleyLimit = 10

    /// One record: how heavy (for an estimate, the estimate), as typed, and the set it came from.
    public struct Mark: Sendable, Hashable {
        /// The load made (or the estimated 1RM) in kilograms: what records compare.
        public var kilograms: Double
        /// The same in the unit the set was typed in: an lb athlete reads the lb they typed.
        public var weight: LiftWeight
        /// The reps of the set.
        public var reps: Int
        /// The start of the session the set was made in.
        public var on: Date
        public var sessionID: UUID
        /// The set's place among the session's sets (ties are broken by it).
        public var position: Int

        public init(kilograms: Double, weight: LiftWeight, reps: Int, on: Date, sessionID: UUID, position: Int) {
            self.kilograms = kilograms
            self.weight = weight
            self.reps = reps
            self.on = on
            self.sessionID = sessionID
            self.position = position
        }

        /// Whether `self` is a better record than `other`: heavier, or as heavy and made first
        /// (earlier session, then the smaller session id, then the earlier set).
        public func beats(_ other: Mark) -> Bool {
            if kilograms != other.kilograms { return kilograms > other.kilograms }
            if on != other.on { return on < other.on }
            let mine = sessionID.uuidString.lowercased()
            let theirs = other.sessionID.uuidString.lowercased()
            if mine != theirs { return mine < theirs }
            return position < other.position
        }
    }

    /// The records of one movement.
    public struct Movement: Sendable, Hashable {
        /// The movement's catalog key.
        public var key: String
        /// The heaviest load made for each of ``LiftRecords/repCounts`` reps that has one.
        public var rm: [Int: Mark]
        /// The best estimated 1RM (Epley).
        public var e1rm: Mark?

        public init(key: String, rm: [Int: Mark] = [:], e1rm: Mark? = nil) {
            self.key = key
            self.rm = rm
            self.e1rm = e1rm
        }
    }

    /// Every movement with a record, by key.
    public var movements: [Movement]

    public init(movements: [Movement]) {
        self.movements = movements.sorted { $0.key < $1.key }
    }

    public var isEmpty: Bool { movements.isEmpty }

    public subscript(key: String) -> Movement? { movements.first { $0.key == key } }

    /// Epley's estimated 1RM of `kilograms` lifted `reps` times: the load itself for one rep,
    /// a set of more than ``epleyLimit`` reps taken as that many.
    public static func estimate(_ kilograms: Double, reps: Int) -> Double {
        reps <= 1 ? kilograms : kilograms * (1 + Double(min(reps, epleyLimit)) / 30)
    }

    /// Whether the set can be a record: a working set of a known movement, made, with a load.
    public static func counts(_ set: LiftSetDone) -> Bool {
        guard set.movement != nil, !set.warmup, !set.skipped, set.reps > 0, let kilograms = set.kilograms else {
            return false
        }
        return kilograms > 0
    }

    /// Whether a session's sets can be records: finished, at real speed.
    public static func counts(_ session: SessionRecord) -> Bool {
        !session.isPreview && session.endReason == .finished
    }

    /// The records, counted set by set from `sessions`: the rule itself.
    public init(recounting sessions: [SessionRecord]) {
        var byMovement: [String: Movement] = [:]
        for session in sessions where Self.counts(session) {
            for (position, set) in session.sets.enumerated() where Self.counts(set) {
                guard let key = set.movement, let load = set.load, let kilograms = set.kilograms else { continue }
                var movement = byMovement[key] ?? Movement(key: key)
                let mark = Mark(
                    kilograms: kilograms, weight: LiftWeight(load, set.unit), reps: set.reps, on: session.startedAt,
                    sessionID: session.id, position: position)
                movement.offer(mark)
                byMovement[key] = movement
            }
        }
        self.init(movements: Array(byMovement.values))
    }
}

extension LiftRecords.Movement {
    /// Takes the set `mark` (its load, not an estimate) where it beats a record.
    public mutating func offer(_ mark: LiftRecords.Mark) {
        for count in LiftRecords.repCounts where mark.reps >= count {
            if let held = rm[count], !mark.beats(held) { continue }
            rm[count] = mark
        }
        let estimate = LiftRecords.estimate(mark, reps: mark.reps)
        if let held = e1rm, !estimate.beats(held) { return }
        e1rm = estimate
    }

    /// The records `mark` would set that are not held yet, by rep count, fewest reps first:
    /// what a session says at once ("new 5RM: 105 kg"). Only the largest rep count is worth
    /// saying when a set beats several.
    public func newRecords(by mark: LiftRecords.Mark) -> [Int] {
        LiftRecords.repCounts.filter { count in
            mark.reps >= count && (rm[count].map { mark.kilograms > $0.kilograms } ?? true)
        }
    }
}

extension LiftRecords {
    /// The estimated 1RM of the set `mark` made `reps` times, in kg and in the set's unit.
    public static func estimate(_ mark: Mark, reps: Int) -> Mark {
        var estimated = mark
        estimated.kilograms = estimate(mark.kilograms, reps: reps)
        estimated.weight = LiftWeight(estimate(mark.weight.amount, reps: reps), mark.weight.unit)
        return estimated
    }
}
