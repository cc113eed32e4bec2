import Foundation
import GRDB
import TaktCore

/// Where a session's lifted sets live (SPEC section 17): one `session_set` row per set done or
/// skipped, written with its session in the same transaction and removed with it.
///
/// Loads are kept twice: `loadKg` (what records compare) and `load` with `unit` (what the
/// athlete typed, so an lb athlete reads 225 lb back, never 102.06 kg). Columns are read by
/// name; a row this version cannot read is left out, never stops a read.
enum SessionSetColumns {
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE session_set (
                    sessionID TEXT NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    movement TEXT,
                    setOrder INTEGER NOT NULL,
                    plannedReps INTEGER NOT NULL,
                    plannedLoad REAL,
                    reps INTEGER NOT NULL,
                    load REAL,
                    loadKg REAL,
                    unit TEXT NOT NULL,
                    warmup INTEGER NOT NULL,
                    rpe REAL,
                    atSeconds REAL NOT NULL,
                    skipped INTEGER NOT NULL,
                    PRIMARY KEY (sessionID, position)
                ) WITHOUT ROWID;
                CREATE INDEX session_set_lift ON session_set(movement, loadKg, reps)
                    WHERE warmup = 0 AND skipped = 0 AND reps > 0 AND loadKg IS NOT NULL;
                CREATE INDEX session_set_movement ON session_set(movement, sessionID) WHERE warmup = 0;
                """)
    }

    /// Stores the sets of a row just inserted, inside the caller's transaction.
    static func write(_ record: SessionRecord, _ db: Database) throws {
        guard !record.sets.isEmpty else { return }
        let id = record.id.uuidString.lowercased()
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO session_set (sessionID, position, movement, setOrder, plannedReps, plannedLoad, reps,
                    load, loadKg, unit, warmup, rpe, atSeconds, skipped)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, set) in record.sets.enumerated() {
            try statement.execute(arguments: [
                id, position, set.movement, set.order, set.plannedReps, set.plannedLoad, set.reps, set.load,
                set.kilograms, set.unit.rawValue, set.warmup, set.rpe, set.at.secondsValue, set.skipped,
            ])
        }
    }

    static let selection = """
        sessionID, movement, setOrder, plannedReps, plannedLoad, reps, load, unit, warmup, rpe, atSeconds, skipped
        """
    /// The sets of one session, in order (the primary key).
    static let setsOfSessionSQL = "SELECT \(selection) FROM session_set WHERE sessionID = ? ORDER BY position"
    /// Every set, by session and in order (the primary key): export.
    static let everySetSQL = "SELECT \(selection) FROM session_set ORDER BY sessionID, position"
    /// Whether the movement `?` was ever lifted in a working set (`session_set_movement`).
    static let liftedSQL = "SELECT 1 FROM session_set WHERE movement = ? AND warmup = 0 LIMIT 1"
    /// The newest session with a working set of the movement `?`: sessions newest first
    /// (`session_newest`), each one's sets by the primary key.
    static let lastSessionSQL = """
        SELECT id FROM session WHERE EXISTS (SELECT 1 FROM session_set
            WHERE session_set.sessionID = session.id AND session_set.movement = ? AND session_set.warmup = 0)
        ORDER BY startedAt DESC LIMIT 1
        """

    /// The sets of every session with any (or of the session `sessionID`), by lowercase
    /// session id, in the order lifted: the table's primary key serves both.
    static func sets(_ db: Database, sessionID: String? = nil) throws -> [String: [LiftSetDone]] {
        var sets: [String: [LiftSetDone]] = [:]
        let cursor =
            if let sessionID {
                // Prepared once per connection: `history --json` asks it for every session of a page.
                try Row.fetchCursor(db.cachedStatement(sql: setsOfSessionSQL), arguments: [sessionID])
            } else {
                try Row.fetchCursor(db, sql: everySetSQL)
            }
        while let row = try cursor.next() {
            guard let id: String = value(row, "sessionID"), let set = set(of: row) else { continue }
            sets[id, default: []].append(set)
        }
        return sets
    }

    /// One `session_set` row; `nil` for one this version cannot read.
    private static func set(of row: Row) -> LiftSetDone? {
        guard let order: Int = value(row, "setOrder"), let plannedReps: Int = value(row, "plannedReps"),
            let reps: Int = value(row, "reps"), let unitName: String = value(row, "unit"),
            let unit = Load.Unit(rawValue: unitName), let warmup: Bool = value(row, "warmup"),
            let at: Double = value(row, "atSeconds"), let skipped: Bool = value(row, "skipped")
        else { return nil }
        return LiftSetDone(
            movement: value(row, "movement"), order: order, plannedReps: plannedReps,
            plannedLoad: value(row, "plannedLoad"), reps: reps, load: value(row, "load"), unit: unit, warmup: warmup,
            rpe: value(row, "rpe"), at: .seconds(at), skipped: skipped)
    }

    /// A column's value by name, `nil` when missing, NULL or not convertible.
    private static func value<Value: DatabaseValueConvertible>(_ row: Row, _ column: String) -> Value? {
        guard let raw: DatabaseValue = row[column] else { return nil }
        return Value.fromDatabaseValue(raw)
    }

    /// `records` with their sets filled in from `sets`.
    static func attach(_ sets: [String: [LiftSetDone]], to records: [SessionRecord]) -> [SessionRecord] {
        guard !sets.isEmpty else { return records }
        return records.map { record in
            var record = record
            if let list = sets[record.id.uuidString.lowercased()] { record.sets = list }
            return record
        }
    }
}
