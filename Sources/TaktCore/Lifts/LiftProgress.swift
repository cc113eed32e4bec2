import Foundation

/// One movement's sessions, oldest first, as `stats MOVEMENT` charts them (SPEC section 17):
/// each session's top set (the heaviest working set made) and its best estimated 1RM, counted by
/// the rules of ``LiftRecords``.
public struct LiftProgress: Sendable, Hashable {
    public struct Session: Sendable, Hashable {
        public var sessionID: UUID
        public var on: Date
        /// The heaviest working set made, in kg.
        public var topKilograms: Double
        /// The best estimated 1RM of the session's sets, in kg.
        public var e1rmKilograms: Double

        public init(sessionID: UUID, on: Date, topKilograms: Double, e1rmKilograms: Double) {
            self.sessionID = sessionID
            self.on = on
            self.topKilograms = topKilograms
            self.e1rmKilograms = e1rmKilograms
        }
    }

    public var movement: String
    /// Oldest first; of sessions begun at the same instant, the smaller id first.
    public var sessions: [Session]

    public init(movement: String, sessions: [Session]) {
        self.movement = movement
        self.sessions = sessions.sorted {
            $0.on != $1.on ? $0.on < $1.on : $0.sessionID.uuidString.lowercased() < $1.sessionID.uuidString.lowercased()
        }
    }

    /// The sessions of `movement` counted set by set from `sessions`: the rule itself.
    public init(recounting sessions: [SessionRecord], movement: String) {
        var found: [Session] = []
        for session in sessions where LiftRecords.counts(session) {
            let sets = session.sets.filter { $0.movement == movement && LiftRecords.counts($0) }
            let loads = sets.compactMap { set in set.kilograms.map { ($0, set.reps) } }
            guard let top = loads.map(\.0).max(),
                let e1rm = loads.map({ LiftRecords.estimate($0.0, reps: $0.1) }).max()
            else { continue }
            found.append(Session(sessionID: session.id, on: session.startedAt, topKilograms: top, e1rmKilograms: e1rm))
        }
        self.init(movement: movement, sessions: found)
    }
}
