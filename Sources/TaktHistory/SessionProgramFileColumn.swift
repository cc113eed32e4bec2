import GRDB
import TaktCore

/// Where a session keeps the program file it ran (issue 45): the `programFile` column of
/// `session`, NULL unless the session was named by its file (migration v15).
///
/// Kept apart from ``SessionRow/Columns`` like the kind's column: a row is inserted with the
/// columns every version since the first has, and its file written after it, so the tests of
/// older migrations insert rows as those versions did.
enum SessionProgramFileColumn {
    static let name = "programFile"

    /// Every row from before was named by id or by line, or its file is not known: NULL.
    static let migrationSQL = """
        ALTER TABLE session ADD COLUMN programFile TEXT;
        """

    /// Stores the file of a row just inserted, inside the caller's transaction.
    static func write(_ record: SessionRecord, _ db: Database) throws {
        guard let file = record.programFile else { return }
        try db.execute(
            sql: "UPDATE session SET programFile = ? WHERE id = ?",
            arguments: [file, record.id.uuidString.lowercased()])
    }

    /// The file a row holds; a value this version cannot use (not text, not an absolute path,
    /// written by hand) reads as none, never costing the session.
    static func file(of row: Row) -> String? {
        let value: DatabaseValue? = row[name]
        return String.fromDatabaseValue(value ?? .null).flatMap { HistoryRanges.isProgramFile($0) ? $0 : nil }
    }
}
