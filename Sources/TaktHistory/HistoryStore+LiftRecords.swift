import Foundation
import GRDB
import TaktCore

/// The records of the lifts (SPEC section 17), read from one index of the sets that can be
/// records (``recordIndexSQL``): for each movement and each rep count it lifted, one seek finds the
/// heaviest set, the first made among its ties (a lifter's 100 kg done fifty times is a record of
/// the first time). A record of N reps is the best of the sets of N reps or more, the best estimated
/// 1RM the best of their estimates (Epley grows with the load at a fixed rep count): a few seeks a
/// movement, whatever the number of sets. What ``LiftRecords/init(recounting:)`` finds, which the
/// tests check.
///
/// Nothing is stored but what the index needs of the set's session (its start, whether it counts),
/// which triggers keep: a session edited, deleted or restored changes the records at once.
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

    /// The conditions of ``recordIndexSQL``'s partial index: a query must repeat them to use it.
    /// Those of ``LiftRecords/counts(_:)-(LiftSetDone)`` and of a session that counts (`counted`).
    static let recordSet = "warmup = 0 AND skipped = 0 AND loadKg > 0 AND counted = 1"

    /// The sets that can be records, by movement, rep count, heaviest first, then the first made
    /// (``LiftRecords/Mark/beats(_:)``'s order), with the load as typed: each record one seek.
    static let recordIndexSQL = """
        CREATE INDEX session_set_record
        ON session_set(movement, reps, loadKg DESC, startedAt, sessionID, position, load, unit) WHERE \(recordSet)
        """

    /// What the index needs of each set's session, kept by SQLite itself: the columns (filled for
    /// the sets already stored), a set inserted takes them from its session (always stored first,
    /// its foreign key says so), and a session changed gives them to its sets again.
    static let recordColumnsSQL = """
        ALTER TABLE session_set ADD COLUMN startedAt REAL;
        ALTER TABLE session_set ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;
        UPDATE session_set SET \(sessionColumns("session_set.sessionID"));
        CREATE TRIGGER session_set_of_session AFTER INSERT ON session_set BEGIN
            UPDATE session_set SET \(sessionColumns("NEW.sessionID"))
            WHERE sessionID = NEW.sessionID AND position = NEW.position;
        END;
        CREATE TRIGGER session_to_its_sets AFTER UPDATE OF startedAt, endReason, speed ON session BEGIN
            UPDATE session_set SET \(sessionColumns("NEW.id")) WHERE sessionID = NEW.id;
        END;
        DROP INDEX session_set_lift;
        DROP INDEX session_set_reps;
        """

    /// The assignments of a set's `startedAt` and `counted` from the session `id` (a set without
    /// its session, which foreign keys forbid, would count for nothing).
    private static func sessionColumns(_ id: String) -> String {
        """
        startedAt = (SELECT session.startedAt FROM session WHERE session.id = \(id)),
            counted = coalesce((SELECT \(countingSession) FROM session WHERE session.id = \(id)), 0)
        """
    }

    /// A session whose sets count for records (``LiftRecords/counts(_:)-(SessionRecord)``):
    /// finished, at real speed; 1 or 0.
    static let countingSession = "session.endReason = '\(EndReason.finished.rawValue)' AND session.speed = 1"

    /// The next movement after `?` with a set that can be a record: one seek per movement.
    static let nextMovementSQL = """
        SELECT movement FROM session_set INDEXED BY session_set_record
        WHERE movement > ? AND \(recordSet) ORDER BY movement LIMIT 1
        """

    /// The next rep count after `?` of the movement `?` with a set that can be a record.
    static let nextRepsSQL = """
        SELECT reps FROM session_set INDEXED BY session_set_record
        WHERE movement = ? AND reps > ? AND \(recordSet) ORDER BY reps LIMIT 1
        """

    /// The record of the movement `?` for exactly `?` reps: its heaviest set, the first made.
    static let recordSQL = """
        SELECT sessionID, position, loadKg, load, unit, startedAt FROM session_set INDEXED BY session_set_record
        WHERE movement = ? AND reps = ? AND \(recordSet) ORDER BY loadKg DESC, startedAt, sessionID, position LIMIT 1
        """

    /// Every movement with a set that can be a record, in order.
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

    /// The records of `key`, from the record of each rep count it was lifted for.
    private static func records(of key: String, _ db: Database) throws -> LiftRecords.Movement {
        var movement = LiftRecords.Movement(key: key)
        let next = try db.cachedStatement(sql: nextRepsSQL)
        var reps = 0
        while let count = try Int.fetchOne(next, arguments: [key, reps]) {
            reps = count
            guard let mark = try record(key, reps: count, db) else { continue }
            for record in LiftRecords.repCounts where record <= count {
                if movement.rm[record].map(mark.beats) ?? true { movement.rm[record] = mark }
            }
            let estimate = LiftRecords.estimate(mark, reps: count)
            if movement.e1rm.map(estimate.beats) ?? true { movement.e1rm = estimate }
        }
        return movement
    }

    /// The record of `key` for exactly `reps` reps.
    private static func record(_ key: String, reps: Int, _ db: Database) throws -> LiftRecords.Mark? {
        guard
            let row = try Row.fetchOne(db.cachedStatement(sql: recordSQL), arguments: [key, reps]),
            let id = String.fromDatabaseValue(row["sessionID"]), let uuid = UUID(storedID: id),
            let position = Int.fromDatabaseValue(row["position"]),
            let kilograms = Double.fromDatabaseValue(row["loadKg"]), let load = Double.fromDatabaseValue(row["load"]),
            let unitName = String.fromDatabaseValue(row["unit"]), let unit = Load.Unit(rawValue: unitName),
            let started = Double.fromDatabaseValue(row["startedAt"])
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

    /// A movement's working sets by rep count, heaviest last (migration v12, for the records'
    /// seeks; v14 replaces it with ``recordIndexSQL``).
    static let repsIndexSQL = """
        CREATE INDEX session_set_reps ON session_set(movement, reps, loadKg) WHERE \(loadedSet)
        """

    /// ``workingSet`` but for `reps > 0`, which an exact rep count implies (v12's index).
    static let loadedSet = "warmup = 0 AND skipped = 0 AND loadKg IS NOT NULL"

    /// A working set: made, not a warm-up, with a load (`stats MOVEMENT`'s sets).
    static let workingSet = "warmup = 0 AND skipped = 0 AND reps > 0 AND loadKg IS NOT NULL"

    /// The sets of each movement by the start of their session when it counts (migration v14):
    /// `stats MOVEMENT`'s sessions in order, from the index alone. Not partial: SQLite reads a
    /// partial index whose conditions the query repeats as not covering and looks each row up.
    static let sessionsIndexSQL = """
        CREATE INDEX session_set_sessions
        ON session_set(movement, counted, startedAt, sessionID, warmup, skipped, reps, loadKg)
        """

    /// Each session's top set and best estimated 1RM of the movement `?` (Epley as
    /// ``LiftRecords/estimate(_:reps:)`` computes it, operation for operation), oldest first, of the
    /// sets that can be records: from ``sessionsIndexSQL`` alone, without a look at a session.
    static let progressSQL = """
        SELECT sessionID, startedAt, max(loadKg) AS top,
            max(CASE WHEN reps <= 1 THEN loadKg ELSE loadKg * (1 + min(reps, \(LiftRecords.epleyLimit)) / 30.0) END)
                AS e1rm
        FROM session_set INDEXED BY session_set_sessions WHERE movement = ? AND reps > 0 AND \(recordSet)
        GROUP BY startedAt, sessionID
        """

    /// `movement`'s sessions that count for records, oldest first (`stats MOVEMENT`).
    public func liftProgress(of movement: String) throws -> LiftProgress {
        try database.read { db in
            var found: [LiftProgress.Session] = []
            let rows = try Row.fetchCursor(db.cachedStatement(sql: Self.progressSQL), arguments: [movement])
            while let row = try rows.next() {
                guard let id = String.fromDatabaseValue(row["sessionID"]), let uuid = UUID(storedID: id),
                    let started = Double.fromDatabaseValue(row["startedAt"]),
                    let top = Double.fromDatabaseValue(row["top"]), let e1rm = Double.fromDatabaseValue(row["e1rm"])
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
