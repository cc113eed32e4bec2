import Foundation
import GRDB
import TaktCore

/// The records of the lifts (SPEC section 17), found through the index of working sets
/// (`session_set_lift`: movement, load, reps) instead of a reading of every set: for each
/// movement and rep count, the heaviest sets first until one of a session that counts; for the
/// estimated 1RM, until no lighter set could beat the best (Epley grows with the reps only up to
/// ten). What ``LiftRecords/init(recounting:)`` finds, which the tests check.
///
/// Nothing is stored: a session edited, deleted or restored changes the records at once.
extension HistoryStore {
    /// The records of every movement lifted, or of `movement` alone.
    public func liftRecords(movement: String? = nil) throws -> LiftRecords {
        try database.read { db in
            var sessions = SessionCache()
            var movements: [LiftRecords.Movement] = []
            for key in try movement.map({ [$0] }) ?? Self.liftedMovements(db) {
                let found = try Self.records(of: key, db, &sessions)
                if !found.rm.isEmpty { movements.append(found) }
            }
            return LiftRecords(movements: movements)
        }
    }

    /// The conditions of `session_set_lift`'s partial index: a query must repeat them to use it.
    static let workingSet = "warmup = 0 AND skipped = 0 AND reps > 0 AND loadKg IS NOT NULL"

    /// The next movement after `?` with a working set: one seek of the index per movement.
    static let nextMovementSQL = """
        SELECT movement FROM session_set INDEXED BY session_set_lift
        WHERE movement > ? AND \(workingSet) ORDER BY movement LIMIT 1
        """

    /// The working sets of the movement `?` with at least `?` reps, heaviest first, from the
    /// index alone.
    static let heaviestSQL = """
        SELECT sessionID, position, reps, loadKg FROM session_set INDEXED BY session_set_lift
        WHERE movement = ? AND reps >= ? AND \(workingSet) ORDER BY loadKg DESC
        """

    /// The load of one set as typed, by the primary key.
    static let typedLoadSQL = "SELECT load, unit FROM session_set WHERE sessionID = ? AND position = ?"

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

    /// The working sets of the movement `?` with exactly `?` reps, heaviest first.
    static let heaviestExactSQL = """
        SELECT sessionID, position, reps, loadKg FROM session_set INDEXED BY session_set_reps
        WHERE movement = ? AND reps = ? AND \(loadedSet) ORDER BY loadKg DESC
        """

    /// The records of `key`.
    private static func records(
        of key: String, _ db: Database, _ sessions: inout SessionCache
    ) throws -> LiftRecords.Movement {
        var movement = LiftRecords.Movement(key: key)
        for count in LiftRecords.repCounts {
            try heaviest(key, sql: heaviestSQL, reps: count, db, &sessions) { mark in
                if movement.rm[count].map(mark.beats) ?? true { movement.rm[count] = mark }
            }
        }
        // Epley grows with the load at a fixed rep count: the best estimate is the best of each
        // rep count's heaviest sets (the limit and more reps count as the limit). Ten short seeks,
        // where reading every set heavier than the best estimate could reach read a third of them.
        for reps in 1...LiftRecords.epleyLimit {
            let sql = reps == LiftRecords.epleyLimit ? heaviestSQL : heaviestExactSQL
            try heaviest(key, sql: sql, reps: reps, db, &sessions) { mark in
                let estimate = LiftRecords.estimate(mark, reps: mark.reps)
                if movement.e1rm.map(estimate.beats) ?? true { movement.e1rm = estimate }
            }
        }
        return movement
    }

    /// Each set of a counting session at the heaviest load `sql` finds for `key` and `reps` (all
    /// of them when several sets tie), heaviest first.
    private static func heaviest(
        _ key: String, sql: String, reps count: Int, _ db: Database, _ sessions: inout SessionCache,
        _ take: (LiftRecords.Mark) -> Void
    ) throws {
        var top: Double?
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: [key, count])
        while let row = try rows.next() {
            guard let kilograms = Double.fromDatabaseValue(row["loadKg"]) else { continue }
            if let top, kilograms < top { break }
            guard let id = String.fromDatabaseValue(row["sessionID"]),
                let position = Int.fromDatabaseValue(row["position"]),
                let reps = Int.fromDatabaseValue(row["reps"]), let session = try sessions.session(id, db),
                let mark = try set(id: id, position: position, reps: reps, kilograms: kilograms, session, db)
            else { continue }
            top = kilograms
            take(mark)
        }
    }

    /// The typed load of the set `id`/`position` as a record of `session`.
    private static func set(
        id: String, position: Int, reps: Int, kilograms: Double, _ session: SessionCache.Session, _ db: Database
    ) throws -> LiftRecords.Mark? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: typedLoadSQL),
                arguments: [id, position]),
            let load = Double.fromDatabaseValue(row["load"]), let unitName = String.fromDatabaseValue(row["unit"]),
            let unit = Load.Unit(rawValue: unitName)
        else { return nil }
        return LiftRecords.Mark(
            kilograms: kilograms, weight: LiftWeight(load, unit), reps: reps, on: session.startedAt,
            sessionID: session.id, position: position)
    }

    /// The sessions already looked up: whether each counts for records, and when it began.
    struct SessionCache {
        struct Session {
            var id: UUID
            var startedAt: Date
        }

        private var known: [String: Session?] = [:]

        static let sql = "SELECT startedAt, endReason, speed FROM session WHERE id = ?"

        /// The session `id` when it counts for records (finished, at real speed), else `nil`.
        mutating func session(_ id: String, _ db: Database) throws -> Session? {
            if let found = known[id] { return found }
            var found: Session?
            if let row = try Row.fetchOne(db.cachedStatement(sql: Self.sql), arguments: [id]),
                let started = Double.fromDatabaseValue(row["startedAt"]),
                let reason = String.fromDatabaseValue(row["endReason"]),
                let speed = Double.fromDatabaseValue(row["speed"]), let uuid = UUID(uuidString: id),
                reason == EndReason.finished.rawValue, speed == 1
            {
                found = Session(id: uuid, startedAt: Date(timeIntervalSince1970: started))
            }
            known[id] = found
            return found
        }
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
    /// (``heaviestExactSQL``), one per rep count, each ending at its first set that counts.
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
