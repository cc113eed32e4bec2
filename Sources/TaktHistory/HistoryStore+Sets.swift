import Foundation
import GRDB
import TaktCore

/// The lifted sets of sessions already read (SPEC section 17): `history --json` lists a page of
/// sessions, each with its sets, read by the `session_set` primary key.
extension HistoryStore {
    /// `records` with each one's sets and heart rate filled in.
    public func withSets(_ records: [SessionRecord]) throws -> [SessionRecord] {
        try database.read { db in
            try records.map { record in
                let id = Self.key(record.id)
                let lifted = SessionSetColumns.attach(try SessionSetColumns.sets(db, sessionID: id), to: [record])
                return SessionHeartRateColumns.attach(
                    try SessionHeartRateColumns.heartRates(db, sessionID: id), to: lifted)[0]
            }
        }
    }

    /// The working sets of the last session that lifted each of `movements` (SPEC section 17):
    /// what a lift without a load number takes next time. A skipped set counts as not made at
    /// its planned load; a set with no load at all is left out.
    public func lastLifts(of movements: Set<String>) throws -> [String: LastLift] {
        try database.read { db in
            var found: [String: LastLift] = [:]
            for movement in movements.sorted() {
                guard try Bool.fetchOne(db, sql: SessionSetColumns.liftedSQL, arguments: [movement]) != nil,
                    let id = try String.fetchOne(db, sql: SessionSetColumns.lastSessionSQL, arguments: [movement])
                else { continue }
                let sets = (try SessionSetColumns.sets(db, sessionID: id)[id] ?? []).filter {
                    $0.movement == movement && !$0.warmup
                }
                let done = sets.compactMap { set -> LastLift.DoneSet? in
                    guard let amount = set.load ?? set.plannedLoad else { return nil }
                    return LastLift.DoneSet(
                        reps: set.reps, plannedReps: set.plannedReps, weight: LiftWeight(amount, set.unit))
                }
                if !done.isEmpty { found[movement] = LastLift(sets: done) }
            }
            return found
        }
    }

    /// The newest session with heart-rate samples, with its phases: the report's bpm chart.
    public func newestWithHeartRate() throws -> SessionRecord? {
        let id = try database.read { db in try String.fetchOne(db, sql: SessionHeartRateColumns.newestSQL) }
        guard let id, case .one(let record) = try session(matching: id) else { return nil }
        return record
    }
}
