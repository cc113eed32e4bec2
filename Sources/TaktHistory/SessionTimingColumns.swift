import Foundation
import GRDB
import TaktCore

/// Where a session's timing lives: five summary columns on `session` and one `session_phase`
/// row per performed phase, removed with its session.
///
/// The summary columns are NULL on rows logged before timing was measured; those rows read back
/// with `timing == nil`. Columns are read by name, so other migrations may add theirs in any order.
enum SessionTimingColumns {
    /// The phase count, NULL for a row without timing (the `session_timed` index's condition).
    static let phaseCount = Column("timingPhaseCount")

    static let names = [
        "timingPhaseCount", "timingMedianLatenessMs", "timingMaxLatenessMs", "timingPauses", "timingSpeed",
    ]

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE session ADD COLUMN timingPhaseCount INTEGER;
                ALTER TABLE session ADD COLUMN timingMedianLatenessMs REAL;
                ALTER TABLE session ADD COLUMN timingMaxLatenessMs REAL;
                ALTER TABLE session ADD COLUMN timingPauses INTEGER;
                ALTER TABLE session ADD COLUMN timingSpeed REAL;
                CREATE TABLE session_phase (
                    sessionID TEXT NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    phaseOrder INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    exercise TEXT,
                    name TEXT NOT NULL,
                    plannedStart REAL NOT NULL,
                    actualStart REAL NOT NULL,
                    seconds REAL NOT NULL,
                    pausedSeconds REAL NOT NULL,
                    skipped INTEGER NOT NULL,
                    latenessMs REAL,
                    PRIMARY KEY (sessionID, position)
                ) WITHOUT ROWID;
                """)
    }

    /// Sets the summary of the row with the id `?`.
    static let updateSQL = """
        UPDATE session SET timingPhaseCount = ?, timingMedianLatenessMs = ?, timingMaxLatenessMs = ?,
            timingPauses = ?, timingSpeed = ? WHERE id = ?
        """

    /// Stores the timing of a row just inserted, inside the caller's transaction.
    static func write(_ record: SessionRecord, _ db: Database) throws {
        guard let timing = record.timing else { return }
        let id = record.id.uuidString.lowercased()
        try db.execute(
            sql: updateSQL,
            arguments: [
                timing.phaseCount, timing.medianLatenessMilliseconds, timing.maxLatenessMilliseconds, timing.pauses,
                timing.speed, id,
            ])
        guard !timing.phases.isEmpty else { return }
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO session_phase (sessionID, position, phaseOrder, kind, exercise, name, plannedStart,
                    actualStart, seconds, pausedSeconds, skipped, latenessMs)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, phase) in timing.phases.enumerated() {
            try statement.execute(arguments: [
                id, position, phase.order, phase.kind.rawValue, phase.exercise, phase.name, phase.plannedStart,
                phase.actualStart, phase.seconds, phase.pausedSeconds, phase.skipped, phase.latenessMilliseconds,
            ])
        }
    }

    /// The summary of a row read with ``HistorySchema/selectList``; `nil` for a row without timing.
    static func timing(of row: Row) -> SessionTiming? {
        guard let count: Int = value(row, "timingPhaseCount") else { return nil }
        return SessionTiming(
            phases: [], phaseCount: count, medianLatenessMilliseconds: value(row, "timingMedianLatenessMs"),
            maxLatenessMilliseconds: value(row, "timingMaxLatenessMs"), pauses: value(row, "timingPauses") ?? 0,
            speed: value(row, "timingSpeed") ?? 1)
    }

    /// One `session_phase` row.
    struct PhaseRow: TableRecord {
        static let databaseTableName = "session_phase"

        enum Columns: String, ColumnExpression, CaseIterable {
            case sessionID, position, phaseOrder, kind, exercise, name, plannedStart, actualStart, seconds
            case pausedSeconds, skipped, latenessMs
        }
    }

    /// The phases of every session with any (or of the session `sessionID`), in order: the
    /// table's primary key serves both.
    static func phaseRows(sessionID: String? = nil) -> QueryInterfaceRequest<Row> {
        typealias Column = PhaseRow.Columns
        let rows = sessionID.map { PhaseRow.filter(Column.sessionID == $0) } ?? PhaseRow.all()
        let selection: [any SQLSelectable] = Column.allCases.filter { $0 != .position }
        return rows.select(selection)
            .order(Column.sessionID, Column.position).asRequest(of: Row.self)
    }

    /// The performed phases of every session with any (or of one), by lowercase session id, in order.
    static func phases(_ db: Database, sessionID: String? = nil) throws -> [String: [PerformedPhase]] {
        var phases: [String: [PerformedPhase]] = [:]
        let cursor = try Row.fetchCursor(db, phaseRows(sessionID: sessionID))
        while let row = try cursor.next() {
            guard let id: String = value(row, "sessionID"), let phase = phase(of: row) else { continue }
            phases[id, default: []].append(phase)
        }
        return phases
    }

    /// One `session_phase` row; `nil` for one this version cannot read (a newer kind, a damaged value).
    private static func phase(of row: Row) -> PerformedPhase? {
        guard let order: Int = value(row, "phaseOrder"), let kindName: String = value(row, "kind"),
            let kind = Phase.Kind(rawValue: kindName), let name: String = value(row, "name"),
            let plannedStart: Double = value(row, "plannedStart"), let actualStart: Double = value(row, "actualStart"),
            let seconds: Double = value(row, "seconds"), let paused: Double = value(row, "pausedSeconds"),
            let skipped: Bool = value(row, "skipped")
        else { return nil }
        return PerformedPhase(
            order: order, kind: kind, exercise: value(row, "exercise"), name: name, plannedStart: plannedStart,
            actualStart: actualStart, seconds: seconds, pausedSeconds: paused, skipped: skipped,
            latenessMilliseconds: value(row, "latenessMs"))
    }

    /// A column's value by name, `nil` when missing, NULL or not convertible: a damaged cell
    /// never stops a read.
    private static func value<Value: DatabaseValueConvertible>(_ row: Row, _ column: String) -> Value? {
        guard let raw: DatabaseValue = row[column] else { return nil }
        return Value.fromDatabaseValue(raw)
    }

    /// `records` with their phases filled in from `phases`.
    static func attach(_ phases: [String: [PerformedPhase]], to records: [SessionRecord]) -> [SessionRecord] {
        guard !phases.isEmpty else { return records }
        return records.map { record in
            var record = record
            if let list = phases[record.id.uuidString.lowercased()] { record.timing?.phases = list }
            return record
        }
    }
}
