import GRDB
import TaktCore

@testable import TaktHistory

/// Rows written the way another tool would write them: plain SQL, every column of
/// ``SessionRow/Columns`` given by position. Only tests write rows this way.
enum SessionRowSQL {
    static let columns = SessionRow.Columns.allCases.map(\.rawValue)

    /// `INSERT INTO session (every column) VALUES (?, …)`.
    static let insert = """
        INSERT INTO session (\(columns.joined(separator: ", "))) \
        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
        """

    /// The record's values in ``columns`` order, as ``SessionRow`` encodes them.
    static func values(of record: SessionRecord) throws -> [DatabaseValue] {
        let encoded = try SessionRow(record).databaseDictionary
        return columns.map { encoded[$0] ?? .null }
    }

    static func arguments(of record: SessionRecord) throws -> StatementArguments {
        StatementArguments(try values(of: record))
    }
}
