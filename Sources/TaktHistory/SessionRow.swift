import GRDB
import TaktCore

/// One `session` row as a GRDB record: read through the checked ``RowReader``, written with the
/// columns ``HistorySchema`` lists, so reading and writing each have one place.
struct SessionRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"

    var record: SessionRecord

    /// A row this version cannot read (a value of the wrong type or out of range): readers
    /// count it and go on; it is never half-read.
    struct Damaged: Error {}

    init(_ record: SessionRecord) {
        self.record = record
    }

    init(row: Row) throws {
        guard var record = RowReader(row: row).record() else { throw Damaged() }
        record.timing = SessionTimingColumns.timing(of: row)
        self.record = record
    }

    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(HistorySchema.columns, HistorySchema.values(of: record)) {
            container[column] = value
        }
    }
}
