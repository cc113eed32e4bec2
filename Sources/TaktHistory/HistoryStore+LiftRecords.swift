import Foundation
import GRDB
import TaktCore

/// The records of the lifts (SPEC section 17), found through the indexes of working sets instead
/// of a reading of every set: for each movement and rep count, one seek for the heaviest load of a
/// session that counts, then one query for the earliest set at that load (records tie often: the
/// first time a load was made is the record). For the estimated 1RM, each rep count's heaviest
/// load first (Epley grows with the load at a fixed rep count), and the earliest sets of the best
/// estimate only. What ``LiftRecords/init(recounting:)`` finds, which the tests check.
///
/// Nothing is stored: a session edited, deleted or restored changes the records at once.
extension HistoryStore {
    /// The records of every movement lifted, or of `movement` alone.
    public func liftRecords(movement: String? = nil) throws -> LiftRecords {
        try database.read { db in
            var movements: [LiftRecords.Movement] = []
            for key in try movement.map({ [$0] }) ?? Self.liftedMovements(db) {
                let found = try Self.records(of: key, db)
                if !found.rm.isEmpty { movements.append(found) }
            }
            return LiftRecords(movements: movements)
        }
    }

    /// The conditions of `session_set_lift`'s partial index: a query must repeat them to use it.
    static let workingSet = "warmup = 0 AND skipped = 0 AND reps > 0 AND loadKg IS NOT NULL"

    /// The sessions whose sets count for records (``LiftRecords/counts(_:)-(SessionRecord)``):
    /// finished, at real speed.
    static let countingSession = "session.endReason = '\(EndReason.finished.rawValue)' AND session.speed = 1"

    /// The next movement after `?` with a working set: one seek of the index per movement.
    static let nextMovementSQL = """
        SELECT movement FROM session_set INDEXED BY session_set_lift
        WHERE movement > ? AND \(workingSet) ORDER BY movement LIMIT 1
        """

    /// How a query matches a set's reps: at least the count (a 5RM is made by a set of 6 as well),
    /// or exactly it (the estimate's seeks, one per count, through ``repsIndexSQL``).
    enum RepsMatch {
        case atLeast, exactly

        /// The index that serves the match heaviest first, and the conditions it needs repeated.
        var index: (name: String, conditions: String, reps: String) {
            switch self {
            case .atLeast: ("session_set_lift", HistoryStore.workingSet, "s.reps >= ?")
            case .exactly: ("session_set_reps", HistoryStore.loadedSet, "s.reps = ?")
            }
        }
    }

    /// The heaviest load among the working sets of the movement `?` matching the reps `?` in a
    /// session that counts: the index read heaviest first, each set's session looked up until one
    /// counts.
    static func heaviestSQL(_ match: RepsMatch) -> String {
        let index = match.index
        return """
            SELECT s.loadKg FROM session_set AS s INDEXED BY \(index.name) CROSS JOIN session ON session.id = s.sessionID
            WHERE s.movement = ? AND \(index.reps) AND \(index.conditions) AND \(countingSession)
            ORDER BY s.loadKg DESC LIMIT 1
            """
    }

    /// The earliest of the sets ``heaviestSQL(_:)`` ties at the load `?` (``LiftRecords/Mark/beats(_:)``'s
    /// order: the session's start, its id, the set's place), with its load as typed.
    static func earliestSQL(_ match: RepsMatch) -> String {
        let index = match.index
        return """
            SELECT s.sessionID, s.position, s.reps, s.load, s.unit, session.startedAt
            FROM session_set AS s INDEXED BY \(index.name) CROSS JOIN session ON session.id = s.sessionID
            WHERE s.movement = ? AND \(index.reps) AND s.loadKg = ? AND \(index.conditions) AND \(countingSession)
            ORDER BY session.startedAt, s.sessionID, s.position LIMIT 1
            """
    }

    /// Every movement with a working set, in order.
    static func liftedMovements(_ db: Database) throws -> [String] {
        var keys: [String] = []
        let statement = try db.cachedStatement(sql: nextMovementSQL)
        var last = ""
        while let next = try String.fetchOne(statement, arguments: [last]) {
            keys.append(next)
            last = next
        }
        return keys
    }

    /// The records of `key`.
    private static func records(of key: String, _ db: Database) throws -> LiftRecords.Movement {
        var movement = LiftRecords.Movement(key: key)
        for count in LiftRecords.repCounts {
            guard let top = try heaviest(key, .atLeast, reps: count, db) else { continue }
            movement.rm[count] = try earliest(key, .atLeast, reps: count, kilograms: top, db)
        }
        // The best estimate is the best of each rep count's heaviest load (the limit and more
        // reps count as the limit); only the counts that reach it have their ties read.
        var tops: [(match: RepsMatch, reps: Int, estimate: Double, kilograms: Double)] = []
        for reps in 1...LiftRecords.epleyLimit {
            let match: RepsMatch = reps == LiftRecords.epleyLimit ? .atLeast : .exactly
            guard let top = try heaviest(key, match, reps: reps, db) else { continue }
            tops.append((match, reps, LiftRecords.estimate(top, reps: reps), top))
        }
        guard let best = tops.map(\.estimate).max() else { return movement }
        for top in tops where top.estimate == best {
            guard let mark = try earliest(key, top.match, reps: top.reps, kilograms: top.kilograms, db) else {
                continue
            }
            let estimate = LiftRecords.estimate(mark, reps: mark.reps)
            if movement.e1rm.map(estimate.beats) ?? true { movement.e1rm = estimate }
        }
        return movement
    }

    /// The heaviest load of `key`'s working sets matching `reps` in a session that counts.
    private static func heaviest(_ key: String, _ match: RepsMatch, reps: Int, _ db: Database) throws -> Double? {
        try Double.fetchOne(db.cachedStatement(sql: heaviestSQL(match)), arguments: [key, reps])
    }

    /// The first set of `key` made at `kilograms` matching `reps`, as a record.
    private static func earliest(
        _ key: String, _ match: RepsMatch, reps count: Int, kilograms: Double, _ db: Database
    ) throws -> LiftRecords.Mark? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: earliestSQL(match)), arguments: [key, count, kilograms]),
            let id = String.fromDatabaseValue(row["sessionID"]), let uuid = UUID(uuidString: id),
            let position = Int.fromDatabaseValue(row["position"]), let reps = Int.fromDatabaseValue(row["reps"]),
            let load = Double.fromDatabaseValue(row["load"]), let unitName = String.fromDatabaseValue(row["unit"]),
            let unit = Load.Unit(rawValue: unitName), let started = Double.fromDatabaseValue(row["startedAt"])
        else { return nil }
        return LiftRecords.Mark(
            kilograms: kilograms, weight: LiftWeight(load, unit), reps: reps,
            on: Date(timeIntervalSince1970: started), sessionID: uuid, position: position)
    }
}

extension HistoryStore {
    /// Every set of each movement by session, with what makes it a working set, its reps and load
    /// (migration v12). Not partial: SQLite reads a partial index whose conditions the query
    /// repeats as not covering and looks each row up in the table.
    static let progressIndexSQL = """
        CREATE INDEX session_set_progress ON session_set(movement, sessionID, warmup, skipped, reps, loadKg)
        """

    /// A movement's working sets by rep count, heaviest last: the best estimate's seeks
    /// (``heaviestSQL(_:)`` of ``RepsMatch/exactly``), one per rep count.
    static let repsIndexSQL = """
        CREATE INDEX session_set_reps ON session_set(movement, reps, loadKg) WHERE \(loadedSet)
        """

    /// ``workingSet`` but for `reps > 0`, which an exact rep count implies: with it, SQLite seeks
    /// the range `reps > 0` instead of the count and sorts what it finds.
    static let loadedSet = "warmup = 0 AND skipped = 0 AND loadKg IS NOT NULL"

    /// Each session's top set and best estimated 1RM of the movement `?` (Epley as
    /// ``LiftRecords/estimate(_:reps:)`` computes it, operation for operation), from the index alone.
    /// Sessions that do not count (stopped, previews) are left out by SQLite itself: a million
    /// sets' sessions looked up one by one from Swift took most of `stats MOVEMENT`'s time.
    static let progressSQL = """
        SELECT lifted.sessionID, lifted.top, lifted.e1rm, session.startedAt FROM (
            SELECT sessionID, max(loadKg) AS top,
                max(CASE WHEN reps <= 1 THEN loadKg ELSE loadKg * (1 + min(reps, \(LiftRecords.epleyLimit)) / 30.0) END)
                    AS e1rm
            FROM session_set INDEXED BY session_set_progress WHERE movement = ? AND \(workingSet) GROUP BY sessionID
        ) AS lifted JOIN session ON session.id = lifted.sessionID
        WHERE session.endReason = '\(EndReason.finished.rawValue)' AND session.speed = 1
        """

    /// `movement`'s sessions that count for records, oldest first (`stats MOVEMENT`).
    public func liftProgress(of movement: String) throws -> LiftProgress {
        try database.read { db in
            var found: [LiftProgress.Session] = []
            let rows = try Row.fetchCursor(db.cachedStatement(sql: Self.progressSQL), arguments: [movement])
            while let row = try rows.next() {
                guard let id = String.fromDatabaseValue(row["sessionID"]), let uuid = UUID(uuidString: id),
                    let top = Double.fromDatabaseValue(row["top"]), let e1rm = Double.fromDatabaseValue(row["e1rm"]),
                    let started = Double.fromDatabaseValue(row["startedAt"])
                else { continue }
                found.append(
                    LiftProgress.Session(
                        sessionID: uuid, on: Date(timeIntervalSince1970: started), topKilograms: top,
                        e1rmKilograms: e1rm))
            }
            return LiftProgress(movement: movement, sessions: found)
        }
    }
}
