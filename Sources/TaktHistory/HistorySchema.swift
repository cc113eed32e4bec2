import Foundation
import GRDB
import TaktCore

/// The `session` table and its migrations; times are seconds since 1970 (UTC), exact and cheap to compare.
enum HistorySchema {
    static let columns = [
        "id", "programID", "programTitle", "startedAt", "endedAt", "pausedSeconds", "activeSeconds",
        "phasesDone", "phasesTotal", "endReason", "kcal", "language", "bodyMassKilograms", "bodyMassIsDefault",
    ]
    static let columnList = columns.joined(separator: ", ")
    /// The row's columns and its timing summary, which is read by name.
    static let selectList = (columns + SessionTimingColumns.names).joined(separator: ", ")

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: session") { db in
            try db.execute(
                sql: """
                    CREATE TABLE session (
                        rowid INTEGER PRIMARY KEY,
                        id TEXT NOT NULL UNIQUE,
                        programID TEXT NOT NULL,
                        programTitle TEXT NOT NULL,
                        startedAt REAL NOT NULL,
                        endedAt REAL NOT NULL,
                        pausedSeconds REAL NOT NULL,
                        activeSeconds REAL NOT NULL,
                        phasesDone INTEGER NOT NULL,
                        phasesTotal INTEGER NOT NULL,
                        endReason TEXT NOT NULL,
                        kcal REAL NOT NULL,
                        language TEXT NOT NULL,
                        bodyMassKilograms REAL NOT NULL,
                        bodyMassIsDefault INTEGER NOT NULL
                    );
                    CREATE INDEX session_startedAt ON session(startedAt);
                    """)
        }
        migrator.registerMigration("v2: covering index for stats") { db in
            // `stats` reads only these columns: from the index alone it never visits the table,
            // which with 100,000 sessions was four random walks through 20 MB.
            try db.execute(
                sql: """
                    CREATE INDEX session_stats ON session(startedAt, activeSeconds, endedAt, pausedSeconds, kcal);
                    DROP INDEX session_startedAt;
                    """)
        }
        migrator.registerMigration("timing: phases and lateness of each session") { db in
            try SessionTimingColumns.migrate(db)
        }
        migrator.registerMigration("stats aggregates: all-time totals and 15-minute slots") { db in
            try db.execute(sql: aggregatesSQL)
        }
        return migrator
    }

    /// The per-row terms of the totals: trained seconds (pauses out), active seconds, kcal.
    static func terms(_ row: String) -> (seconds: String, active: String, kcal: String) {
        (
            "MAX(0, \(row)endedAt - \(row)startedAt - MAX(0, \(row)pausedSeconds))", "MAX(0, \(row)activeSeconds)",
            "MAX(0, \(row)kcal)"
        )
    }

    /// The 15-minute slot (UTC) a start time falls in: floor(startedAt / 900).
    ///
    /// Every time zone in use today is offset from UTC by whole quarter hours, so all of a slot
    /// lies in one local day, and the streak can read slots instead of sessions.
    static func slot(_ startedAt: String) -> String {
        "(CAST(\(startedAt) / 900 AS INTEGER) - (\(startedAt) < 0 AND CAST(\(startedAt) / 900 AS INTEGER) * 900 != \(startedAt)))"
    }

    /// All-time totals in one row and active seconds per 15-minute slot, kept by triggers, so
    /// `stats` over a million sessions reads one row and the streak a row per slot, not per session.
    static var aggregatesSQL: String {
        let new = terms("NEW."), old = terms("OLD."), all = terms("")
        let add = """
            UPDATE session_totals SET sessions = sessions + 1, seconds = seconds + \(new.seconds),
                activeSeconds = activeSeconds + \(new.active), kcal = kcal + \(new.kcal);
            INSERT INTO session_slot (slot, activeSeconds) VALUES (\(slot("NEW.startedAt")), \(new.active))
                ON CONFLICT (slot) DO UPDATE SET activeSeconds = activeSeconds + excluded.activeSeconds;
            """
        let remove = """
            UPDATE session_totals SET sessions = sessions - 1, seconds = seconds - \(old.seconds),
                activeSeconds = activeSeconds - \(old.active), kcal = kcal - \(old.kcal);
            UPDATE session_slot SET activeSeconds = activeSeconds - \(old.active) WHERE slot = \(slot("OLD.startedAt"));
            """
        return """
            CREATE TABLE session_totals (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                sessions INTEGER NOT NULL, seconds REAL NOT NULL, activeSeconds REAL NOT NULL, kcal REAL NOT NULL
            );
            INSERT INTO session_totals
                SELECT 1, COUNT(*), TOTAL(\(all.seconds)), TOTAL(\(all.active)), TOTAL(\(all.kcal)) FROM session;
            CREATE TABLE session_slot (slot INTEGER PRIMARY KEY, activeSeconds REAL NOT NULL);
            INSERT INTO session_slot SELECT \(slot("startedAt")), TOTAL(\(all.active)) FROM session GROUP BY 1;
            CREATE TRIGGER session_aggregates_insert AFTER INSERT ON session BEGIN \(add) END;
            CREATE TRIGGER session_aggregates_delete AFTER DELETE ON session BEGIN \(remove) END;
            CREATE TRIGGER session_aggregates_update
                AFTER UPDATE OF startedAt, endedAt, pausedSeconds, activeSeconds, kcal ON session
                BEGIN \(remove) \(add) END;
            """
    }

    /// Session count, minutes, active minutes and kcal of the sessions started since `?`.
    static let totalsSQL = """
        SELECT COUNT(*), TOTAL(MAX(0, endedAt - startedAt - MAX(0, pausedSeconds))),
               TOTAL(MAX(0, activeSeconds)), TOTAL(MAX(0, kcal))
        FROM session WHERE startedAt >= ?
        """

    /// All-time session count, minutes, active minutes and kcal, kept by the triggers.
    static let allTimeSQL = "SELECT sessions, seconds, activeSeconds, kcal FROM session_totals"

    /// Start and active seconds of each 15-minute slot, newest first, for the streak.
    static let streakSQL = "SELECT slot * 900.0, activeSeconds FROM session_slot ORDER BY slot DESC"

    static func arguments(of record: SessionRecord) -> StatementArguments {
        [
            record.id.uuidString.lowercased(), record.programID, record.programTitle,
            record.startedAt.timeIntervalSince1970, record.endedAt.timeIntervalSince1970, record.pausedSeconds,
            record.activeSeconds, record.phasesDone, record.phasesTotal, record.endReason.rawValue, record.kcal,
            record.language, record.bodyMassKilograms, record.bodyMassIsDefault,
        ]
    }

    /// Reads rows in `columns` order; a row this version cannot read (a future end reason) is skipped.
    static func records(_ db: Database, sql: String, arguments: StatementArguments) throws -> [SessionRecord] {
        var records: [SessionRecord] = []
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try cursor.next() {
            guard let id = UUID(uuidString: row[0]), let reason = EndReason(rawValue: row[9]) else { continue }
            records.append(
                SessionRecord(
                    id: id, programID: row[1], programTitle: row[2],
                    startedAt: Date(timeIntervalSince1970: row[3]), endedAt: Date(timeIntervalSince1970: row[4]),
                    pausedSeconds: row[5], activeSeconds: row[6], phasesDone: row[7], phasesTotal: row[8],
                    endReason: reason, kcal: row[10], language: row[11], bodyMassKilograms: row[12],
                    bodyMassIsDefault: row[13], timing: SessionTimingColumns.timing(of: row)))
        }
        return records
    }
}
