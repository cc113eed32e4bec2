import Foundation
import GRDB
import TaktCore

/// Corrections of the history (docs/formats.md, "The scorebook"): a session edited, deleted into
/// the trash, restored from it. Each is one IMMEDIATE transaction, so a process killed at any
/// instant leaves it done or not done; the sums and the index of scores follow through their
/// triggers inside the same transaction.
extension HistoryStore {
    /// What a correction changes of a session; `nil` leaves a value as it is.
    public struct Change: Sendable, Hashable {
        /// The scores to put in place, by position in the session's list of scores.
        public var scores: [Int: BlockScore] = [:]
        public var division: Division?
        /// A new note; an empty one removes the note.
        public var note: String?
        /// The active seconds the new scores stand for (a time edited moves them), and the kcal
        /// that go with them; `nil` keeps both.
        public var active: (seconds: Double, kcal: Double)?
        /// The workout's one score made again from the edited blocks' (SPEC 14); `nil` keeps it.
        public var workout: WorkoutScore?

        public static func == (left: Change, right: Change) -> Bool {
            left.scores == right.scores && left.division == right.division && left.note == right.note
                && left.workout == right.workout
                && left.active?.seconds == right.active?.seconds && left.active?.kcal == right.active?.kcal
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(scores)
            hasher.combine(workout)
            hasher.combine(division)
            hasher.combine(note)
            hasher.combine(active?.seconds)
            hasher.combine(active?.kcal)
        }

        public init(scores: [Int: BlockScore] = [:], division: Division? = nil, note: String? = nil) {
            self.scores = scores
            self.division = division
            self.note = note
        }
    }

    /// A session in the trash: the row as it was, and when it was deleted.
    public struct Trashed: Sendable, Hashable {
        public var record: SessionRecord
        public var trashedAt: Date
    }

    /// Applies `change` to the session `id` and marks it edited; the session as it is now.
    ///
    /// - Returns: `nil` when no readable session has that id (it was deleted meanwhile).
    public func edit(_ id: UUID, _ change: Change) throws -> SessionRecord? {
        try write { db in
            guard var record = try Self.records(db, SessionRow.withID(Self.key(id))).records.first else { return nil }
            for (position, score) in change.scores where record.scores.indices.contains(position) {
                record.scores[position] = score
            }
            record.workoutScore = change.workout ?? record.workoutScore
            record.division = change.division ?? record.division
            if let note = change.note { record.note = note.isEmpty ? nil : note }
            if let active = change.active {
                try SessionHeartRateColumns.rescale(db, sessionID: Self.key(id), from: record, to: active)
                record.activeSeconds = active.seconds
                record.kcal = active.kcal
            }
            record.edited = true
            try SessionRow.withID(Self.key(id)).updateAll(
                db,
                SessionRow.Columns.scores.set(to: SessionRow.json(record.scores, workout: record.workoutScore)),
                SessionRow.Columns.activeSeconds.set(to: record.activeSeconds),
                SessionRow.Columns.kcal.set(to: record.kcal),
                SessionRow.Columns.division.set(to: record.division.rawValue),
                SessionRow.Columns.note.set(to: record.note),
                SessionRow.Columns.edited.set(to: true))
            return record
        }
    }

    /// Moves the session `id` (with its phases) into the trash; the session moved.
    ///
    /// - Returns: `nil` when no readable session has that id.
    public func delete(_ id: UUID, at now: Date) throws -> SessionRecord? {
        try write { db in
            let key = Self.key(id)
            guard let found = try Self.records(db, SessionRow.withID(key)).records.first else { return nil }
            let lifted = SessionSetColumns.attach(
                try SessionSetColumns.sets(db, sessionID: key),
                to: SessionTimingColumns.attach(try SessionTimingColumns.phases(db, sessionID: key), to: [found]))
            let record = SessionHeartRateColumns.attach(
                try SessionHeartRateColumns.heartRates(db, sessionID: key), to: lifted)[0]
            try TrashRow(id: key, trashedAt: now.timeIntervalSince1970, record: try Self.json(record)).insert(db)
            try SessionRow.withID(key).deleteAll(db)
            return record
        }
    }

    /// Puts the session `id` back from the trash; the session restored.
    ///
    /// - Returns: `nil` when the trash holds no readable session with that id.
    public func restore(_ id: UUID) throws -> SessionRecord? {
        try write { db in
            let key = Self.key(id)
            guard let trashed = try Self.trashed(db, TrashRow.withID(key)).first else { return nil }
            _ = try HistorySchema.insert(trashed.record, db)
            try TrashRow.withID(key).deleteAll(db)
            return trashed.record
        }
    }

    /// The sessions in the trash, the last deleted first; one that cannot be read is left out.
    public func trash() throws -> [Trashed] {
        try database.read { db in try Self.trashed(db, TrashRow.newestFirst) }
    }

    /// The session in the trash whose id is `prefix` or starts with it.
    public func trashed(matching prefix: String) throws -> Match {
        guard let key = Self.idPrefix(prefix) else { return .none }
        return try database.read { db in
            let found = try Self.trashed(db, TrashRow.matching(prefix: key, limit: 5)).map(\.record)
            return Self.match(found)
        }
    }

    /// Appends sessions that are not in the trash, in one transaction; rows whose id exists
    /// are skipped, and so are sessions in the trash (import never brings one back).
    ///
    /// - Returns: how many were added and how many were left in the trash.
    public func append(importing records: [SessionRecord]) throws -> (added: Int, trashed: Int) {
        try write { db in
            var added = 0
            var trashed = 0
            for record in records {
                if try TrashRow.exists(id: Self.key(record.id)).fetchOne(db) ?? false {
                    trashed += 1
                } else if try HistorySchema.insert(record, db) {
                    added += 1
                }
            }
            return (added, trashed)
        }
    }

    /// Runs `body` in one IMMEDIATE transaction: written whole or not at all.
    func write<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try database.writeWithoutTransaction { db in
            var result: Result?
            try db.inTransaction(.immediate) {
                result = try body(db)
                return .commit
            }
            guard let result else { throw DatabaseError(resultCode: .SQLITE_ERROR, message: "no result") }
            return result
        }
    }

    static func key(_ id: UUID) -> String { id.uuidString.lowercased() }

    private static func json(_ record: SessionRecord) throws -> String {
        String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    }

    private static func trashed(_ db: Database, _ request: QueryInterfaceRequest<TrashRow>) throws -> [Trashed] {
        var found: [Trashed] = []
        let rows = try Row.fetchCursor(db, request)
        while let row = try rows.next() {
            guard let text = String.fromDatabaseValue(row[TrashRow.Columns.record.rawValue]),
                let at = Double.fromDatabaseValue(row[TrashRow.Columns.trashedAt.rawValue]),
                let record = try? JSONDecoder().decode(SessionRecord.self, from: Data(text.utf8))
            else { continue }
            found.append(Trashed(record: record, trashedAt: Date(timeIntervalSince1970: at)))
        }
        return found
    }
}

/// One session in `session_trash`: its id, when it was deleted, and the whole record as JSON
/// (the shape the spool writes), phases included.
struct TrashRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session_trash"

    enum Columns: String, ColumnExpression {
        case id, trashedAt, record
    }

    var id: String
    var trashedAt: Double
    var record: String

    /// The last deleted first (`session_trash_newest`).
    static var newestFirst: QueryInterfaceRequest<TrashRow> {
        order(Columns.trashedAt.desc, Columns.id.desc)
    }

    static func withID(_ id: String) -> QueryInterfaceRequest<TrashRow> {
        filter(Columns.id == id)
    }

    static func matching(prefix: String, limit: Int) -> QueryInterfaceRequest<TrashRow> {
        filter(Columns.id >= prefix && Columns.id < prefix + "g").order(Columns.id).limit(limit)
    }

    static func exists(id: String) -> SQLRequest<Bool> {
        SQLRequest("SELECT EXISTS (\(withID(id).select(Columns.id)))")
    }
}
