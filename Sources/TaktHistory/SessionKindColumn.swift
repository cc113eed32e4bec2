import GRDB
import TaktCore

/// Where a session's kind lives (SPEC section 19): the `kind` column of `session`, `workout`
/// unless a breathing or meditation session wrote another (migration v13).
///
/// Kept apart from ``SessionRow/Columns`` like the timing's columns: a row is inserted with the
/// columns every version since the first has, and its kind written after it when it is not a
/// workout, so the tests of older migrations insert rows as those versions did.
enum SessionKindColumn {
    static let name = "kind"

    /// The column, every row a workout; the sums of ``StatsAggregates`` made again apart by kind.
    static let migrationSQL = """
        ALTER TABLE session ADD COLUMN kind TEXT NOT NULL DEFAULT 'workout';
        """

    /// What the rows from before hold of their kind: a session whose phases breathed or sat and
    /// never worked is a breathing or meditation session (as ``SessionKind/init(phases:)``
    /// decides), and its active seconds, which counted only work then, are those phases' real
    /// seconds. Rows without phases (logged, or older than timing) stay workouts.
    static let deriveSQL = """
        UPDATE session SET
            kind = CASE WHEN EXISTS (SELECT 1 FROM session_phase p WHERE p.sessionID = session.id
                    AND p.kind IN ('meditation', 'reflection')) THEN 'meditation' ELSE 'breathing' END
        WHERE id IN (SELECT sessionID FROM session_phase
                WHERE kind IN ('inhale', 'hold', 'exhale', 'meditation', 'reflection'))
            AND NOT EXISTS (SELECT 1 FROM session_phase p WHERE p.sessionID = session.id
                AND p.kind IN ('work', 'emom', 'deathBy', 'amrap', 'forTime'));
        UPDATE session SET activeSeconds = (SELECT TOTAL(p.seconds) FROM session_phase p
                WHERE p.sessionID = session.id AND p.kind IN ('meditation', 'reflection')) / speed
        WHERE kind = 'meditation' AND activeSeconds = 0 AND speed > 0;
        UPDATE session SET activeSeconds = (SELECT TOTAL(p.seconds) FROM session_phase p
                WHERE p.sessionID = session.id AND p.kind IN ('inhale', 'hold', 'exhale')) / speed
        WHERE kind = 'breathing' AND activeSeconds = 0 AND speed > 0;
        """

    static func migrate(_ db: Database) throws {
        try db.execute(sql: migrationSQL)
        try db.execute(sql: deriveSQL)
    }

    /// Stores the kind of a row just inserted, inside the caller's transaction; a workout is
    /// what the column holds already.
    static func write(_ record: SessionRecord, _ db: Database) throws {
        guard record.kind != .workout else { return }
        try db.execute(
            sql: "UPDATE session SET kind = ? WHERE id = ?",
            arguments: [record.kind.rawValue, record.id.uuidString.lowercased()])
    }

    /// The kind a row holds; one this version does not know (written by a newer takt or by hand)
    /// reads as a workout, never costing the session.
    static func kind(of row: Row) -> SessionKind {
        let value: DatabaseValue? = row[name]
        return String.fromDatabaseValue(value ?? .null).flatMap(SessionKind.init(rawValue:)) ?? .workout
    }
}
