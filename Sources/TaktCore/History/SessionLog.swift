/// Where ended sessions are written: the SQLite history in the app, a fake in tests.
public protocol SessionLog: Sendable {
    /// Writes one session.
    ///
    /// - Returns: `true` when the row was added, `false` when a row with the same id was
    ///   already there (the database's UNIQUE id is the second guard of "log once").
    func append(_ record: SessionRecord) throws -> Bool
}
