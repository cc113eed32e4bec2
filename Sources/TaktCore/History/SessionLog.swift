/// Where ended sessions are written: the SQLite history in the app, a fake in tests.
public protocol SessionLog: Sendable {
    /// Writes one session.
    ///
    /// - Returns: `true` when the row was added, `false` when a row with the same id was
    ///   already there (the database's UNIQUE id is the second guard of "log once").
    func append(_ record: SessionRecord) throws -> Bool

    /// The earlier sessions of `programID` that kept scores, newest first: what a new score is
    /// compared with.
    func scoredSessions(ofProgram programID: String) throws -> [SessionRecord]
}
