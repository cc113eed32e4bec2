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
        return migrator
    }

    /// Session count, minutes, active minutes and kcal of the sessions started since `?`.
    static let totalsSQL = """
        SELECT COUNT(*), TOTAL(MAX(0, endedAt - startedAt - MAX(0, pausedSeconds))),
               TOTAL(MAX(0, activeSeconds)), TOTAL(MAX(0, kcal))
        FROM session WHERE startedAt >= ?
        """

    /// Start and active seconds, newest first, for the streak.
    static let streakSQL = "SELECT startedAt, activeSeconds FROM session ORDER BY startedAt DESC"

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
