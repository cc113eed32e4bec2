import Foundation
import GRDB
import TaktCore
import TaktPlatform

/// The session history in SQLite: WAL, a busy timeout, migrations, one row per session id.
///
/// Several takt processes may log at the same moment: each write is one IMMEDIATE transaction
/// that waits up to ``busyTimeout`` for the others. A file that is not a usable history is
/// never deleted: ``open(at:now:)`` moves it aside and starts a fresh one.
public final class HistoryStore: SessionLog {
    /// How long a write waits for another process's write before giving up.
    public static let busyTimeout: TimeInterval = 5

    /// A store just opened, and where a broken database was moved to, when there was one.
    public struct Opening: Sendable {
        public let store: HistoryStore
        /// The new path of the file that could not be opened (`history.sqlite.broken-<timestamp>`).
        public let brokenDatabase: URL?

        /// What to tell the user when a broken file was moved aside, else `nil`.
        public func notice(_ strings: Strings) -> String? {
            brokenDatabase.map { strings(.historyBroken, ["path": .path($0.path)]) }
        }
    }

    /// Why the history could not be opened even after moving a broken file aside.
    public enum Failure: Error, Sendable, Hashable {
        /// The folder or file cannot be created, read or written (permissions, disk full, locked).
        case cannotOpen(path: String, reason: SystemProblem)
        /// A broken database could not be moved aside; it was left untouched.
        case cannotMoveBroken(path: String, reason: SystemProblem)

        /// Why, whichever case.
        public var reason: SystemProblem {
            switch self {
            case .cannotOpen(_, let reason), .cannotMoveBroken(_, let reason): reason
            }
        }

        /// The message a user reads: the path, the reason, and what to do about it.
        public func message(_ strings: Strings) -> String {
            switch self {
            case .cannotOpen(let path, let reason):
                let text = strings(
                    .historyErrorOpen, ["path": .path(path), "reason": .text(reason.message(strings))])
                return Self.advice(for: reason, path: path, strings: strings).map { text + "; " + $0 } ?? text
            case .cannotMoveBroken(let path, let reason):
                return strings(
                    .historyErrorMoveBroken, ["path": .path(path), "reason": .text(reason.message(strings))])
            }
        }

        /// What a user can do about `reason`, when there is something.
        static func advice(for reason: SystemProblem, path: String, strings: Strings) -> String? {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            switch reason {
            case .readOnly, .permissionDenied:
                return strings(.historyAdvicePermissions, ["folder": .text(folder)])
            case .diskFull:
                return strings(.historyAdviceDiskFull)
            case .busy:
                return strings(.historyAdviceBusy)
            default:
                return nil
            }
        }
    }

    let database: DatabaseQueue
    public let url: URL

    /// Opens the history at `url`, creating folders and the file as needed.
    ///
    /// A file that is not a database, is corrupt, or is somebody else's database is renamed to
    /// `history.sqlite.broken-<timestamp>` (its `-wal` and `-shm` files alongside), and a fresh
    /// history is started; the returned ``Opening`` says where the old file went. Any other
    /// failure (locked, unreadable, a folder, a newer schema) leaves the file alone.
    public static func open(
        at url: URL, now: Date = Date(), busyTimeout: TimeInterval = HistoryStore.busyTimeout
    ) throws(Failure) -> Opening {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: url.path, reason: Self.describe(error))
        }
        do throws(SystemProblem) {
            // A FIFO would block the header check below; a folder is no history to move aside.
            try LocalFileSystem().requireRegularIfPresent(url.path)
        } catch {
            throw .cannotOpen(path: url.path, reason: error)
        }
        // SQLite's busy timeout covers ordinary writes, but not every step of a first open:
        // switching a new file to WAL while another process does the same can fail at once with
        // "database is locked". Opening is short, so processes take turns on the folder's lock;
        // one that holds it and hangs (stopped with SIGSTOP) is waited for a bounded time.
        let lock: Platform.FolderLock
        do {
            lock = try Platform.FolderLock(folder: url.deletingLastPathComponent().path, waiting: busyTimeout)
        } catch {
            throw .cannotOpen(path: url.path, reason: error)
        }
        defer { withExtendedLifetime(lock) {} }
        do {
            if try isForeign(url, busyTimeout: busyTimeout) { throw NotAHistory() }
            return Opening(store: try HistoryStore(openingExisting: url, busyTimeout: busyTimeout), brokenDatabase: nil)
        } catch let error where Self.isBroken(error) {
            let moved = try moveAside(url, now: now)
            do {
                return Opening(
                    store: try HistoryStore(openingExisting: url, busyTimeout: busyTimeout), brokenDatabase: moved)
            } catch {
                throw .cannotOpen(path: url.path, reason: Self.describe(error))
            }
        } catch {
            throw .cannotOpen(path: url.path, reason: Self.describe(error))
        }
    }

    /// Opens and migrates the database at `url`; throws instead of repairing anything.
    init(openingExisting url: URL, busyTimeout: TimeInterval = HistoryStore.busyTimeout) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "takt.history"
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        do {
            try HistorySchema.migrator.migrate(database)
        } catch {
            // Another process may have run the same migration a moment earlier: its schema is
            // then in place and a second attempt has nothing left to do.
            try HistorySchema.migrator.migrate(database)
        }
        // The sums are only as good as their triggers: a file whose tables or triggers are gone
        // (another tool, an old copy) gets them again, summed from its rows.
        if try database.read(StatsAggregates.isIncomplete) {
            try database.write(StatsAggregates.rebuild)
        }
        if try database.read(ScoreIndex.isIncomplete) {
            try database.write(ScoreIndex.rebuild)
        }
        self.database = database
        self.url = url
    }

    // MARK: Writing

    public func append(_ record: SessionRecord) throws -> Bool {
        try database.writeWithoutTransaction { db in
            var inserted = false
            try db.inTransaction(.immediate) {
                inserted = try HistorySchema.insert(record, db)
                return .commit
            }
            return inserted
        }
    }

    /// Appends many sessions in one transaction; rows whose id exists are skipped.
    ///
    /// - Returns: how many rows were added.
    @discardableResult
    public func append(contentsOf records: [SessionRecord]) throws -> Int {
        try database.writeWithoutTransaction { db in
            var added = 0
            try db.inTransaction(.immediate) {
                for record in records where try HistorySchema.insert(record, db) {
                    added += 1
                }
                return .commit
            }
            return added
        }
    }

    // MARK: Reading

    /// Sessions read, and how many damaged rows were left out.
    public struct Reading: Sendable, Hashable {
        public var records: [SessionRecord] = []
        /// Rows with a value this version cannot show (tampered, or from a disk that lost bits).
        public var damaged = 0
    }

    /// The newest `limit` sessions, newest first; damaged rows are left out and counted.
    ///
    /// Damaged rows do not take a place in the limit: `limit` readable sessions are returned
    /// when there are that many.
    public func readRecent(limit: Int) throws -> Reading {
        try database.read { db in
            var reading = Reading()
            var offset = 0
            let wanted = max(0, limit)
            // Most histories hold no damaged row: one query; each damaged row found asks for one more.
            while reading.records.count < wanted {
                let asked = wanted - reading.records.count
                let page = try Self.records(db, SessionRow.recent(limit: asked, offset: offset))
                reading.records += page.records
                reading.damaged += page.damaged
                let seen = page.records.count + page.damaged
                offset += seen
                if seen < asked { break }
            }
            return reading
        }
    }

    /// Every session, newest first, damaged rows left out and counted; with `phases`, each
    /// one's performed phases too (for export).
    public func readAll(phases: Bool = false) throws -> Reading {
        try database.read { db in
            var reading = try Self.records(db, SessionRow.everySession())
            if phases {
                reading.records = SessionTimingColumns.attach(try SessionTimingColumns.phases(db), to: reading.records)
                reading.records = SessionSetColumns.attach(try SessionSetColumns.sets(db), to: reading.records)
                reading.records = SessionHeartRateColumns.attach(
                    try SessionHeartRateColumns.heartRates(db), to: reading.records)
            }
            return reading
        }
    }

    /// The readable sessions run from the plan `planID`, newest first: a plan's progress
    /// reads only its own rows, not the whole history.
    public func sessions(ofPlan planID: String) throws -> [SessionRecord] {
        try database.read { db in try Self.records(db, SessionRow.ofPlan(planID)).records }
    }

    /// The readable sessions of `programID` with scores, newest first (the `session_scored`
    /// index finds them without reading the others).
    public func scoredSessions(ofProgram programID: String) throws -> [SessionRecord] {
        try database.read { db in try Self.records(db, SessionRow.scored(ofProgram: programID)).records }
    }

    /// Every readable session with scores, newest first: the report's records and chart.
    public func scoredSessions() throws -> [SessionRecord] {
        try database.read { db in try Self.records(db, SessionRow.scored()).records }
    }

    /// The newest `limit` readable sessions, newest first.
    public func recent(limit: Int) throws -> [SessionRecord] { try readRecent(limit: limit).records }

    /// Rows `stats` leaves out because a value it sums is damaged.
    public func damagedForStats() throws -> Int {
        try database.read { db in try Int.fetchOne(db, StatsAggregates.damagedCount) ?? 0 }
    }

    /// Whether a session with this id is stored.
    public func contains(_ id: UUID) throws -> Bool {
        try database.read { db in try SessionRow.exists(id: id.uuidString.lowercased()).fetchOne(db) ?? false }
    }

    /// What an id or the start of one names.
    public enum Match: Sendable, Hashable {
        /// Exactly one session, with its performed phases.
        case one(SessionRecord)
        case none
        /// More than one session starts so: the ids (of five at most, oldest first), to tell the user.
        case several([String])
    }

    /// The session whose id is `prefix` or starts with it (case does not matter).
    public func session(matching prefix: String) throws -> Match {
        guard let key = Self.idPrefix(prefix) else { return .none }
        return try database.read { db in
            switch Self.match(try Self.records(db, SessionRow.matching(prefix: key, limit: 5)).records) {
            case .one(let found):
                let id = Self.key(found.id)
                let timed = SessionTimingColumns.attach(try SessionTimingColumns.phases(db, sessionID: id), to: [found])
                let lifted = SessionSetColumns.attach(try SessionSetColumns.sets(db, sessionID: id), to: timed)
                return .one(
                    SessionHeartRateColumns.attach(
                        try SessionHeartRateColumns.heartRates(db, sessionID: id), to: lifted)[0])
            case let other:
                return other
            }
        }
    }

    /// `text` lowercased when it can start an id (hex digits and dashes), else `nil`: nothing
    /// else matches, and no wildcard reaches SQL.
    static func idPrefix(_ text: String) -> String? {
        let key = text.lowercased()
        guard !key.isEmpty, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
        return key
    }

    /// What the sessions an id prefix found name: none, one, or several (their ids, oldest first).
    static func match(_ found: [SessionRecord]) -> Match {
        let sorted = found.sorted { $0.startedAt < $1.startedAt }
        guard let first = sorted.first else { return .none }
        return sorted.count == 1 ? .one(first) : .several(sorted.map { key($0.id) })
    }

    /// Reads the rows `request` selects; a row this version cannot read is counted, not returned.
    static func records(_ db: Database, _ request: QueryInterfaceRequest<SessionRow>) throws -> Reading {
        var reading = Reading()
        let cursor = try Row.fetchCursor(db, request)
        while let row = try cursor.next() {
            if let session = try? SessionRow(row: row) {
                reading.records.append(session.record)
            } else {
                reading.damaged += 1
            }
        }
        return reading
    }

    /// The stats at `now` in `timeZone` (``statistics(now:timeZone:weeklyGoal:details:)`` without
    /// the pictures' details).
    public func stats(now: Date, timeZone: TimeZone, weeklyGoal: Int = Stats.defaultWeeklyGoal) throws -> Stats {
        try statistics(now: now, timeZone: timeZone, weeklyGoal: weeklyGoal, details: false).stats
    }

    // MARK: Broken files

    /// The file is something other than a takt history; found without writing to it.
    struct NotAHistory: Error {}

    /// Whether `url` holds something other than a takt history, checked without changing a byte.
    ///
    /// Opening a file for writing switches it to WAL and may checkpoint or delete a `-wal` file,
    /// so a file that is not ours must be recognised before that: not SQLite at all, or an
    /// SQLite database with tables but no migration record of ours.
    ///
    /// A takt killed while it wrote the file in rollback-journal mode (its very first creation
    /// switches the new file to WAL that way) leaves a hot journal beside it. A read-only
    /// connection cannot roll that back and fails with SQLITE_READONLY_ROLLBACK, every time,
    /// so the journal is first rolled back the way any SQLite client would: by reading through
    /// an ordinary read-write connection, which changes nothing but undoes the unfinished write.
    static func isForeign(_ url: URL, busyTimeout: TimeInterval = HistoryStore.busyTimeout) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let header = try handle.read(upToCount: 16) ?? Data()
        if header.isEmpty { return false }
        if header != Data("SQLite format 3\u{0}".utf8) { return true }
        let tables: [String]
        do {
            tables = try tableNames(url, readOnly: true, busyTimeout: busyTimeout)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK {
            tables = try tableNames(url, readOnly: false, busyTimeout: busyTimeout)
        }
        return !tables.isEmpty && !tables.contains("grdb_migrations")
    }

    /// The tables of the database at `url`; read-write only to roll back a hot journal.
    private static func tableNames(_ url: URL, readOnly: Bool, busyTimeout: TimeInterval) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        let probe = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? probe.close() }
        return try probe.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
    }

    /// True for errors that mean the file is not a usable history, as opposed to one that
    /// cannot be reached right now (permissions, a full disk, another process's lock).
    static func isBroken(_ error: any Error) -> Bool {
        if error is NotAHistory { return true }
        guard let error = error as? DatabaseError else { return false }
        // A generic SQLITE_ERROR or a constraint can come from a healthy file (a newer takt's
        // schema, a query this version gets wrong): moving it aside would hide the user's history.
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT:
            return true
        default:
            return false
        }
    }

    /// Renames the database and its `-wal`/`-shm` files to `<name>.broken-<timestamp>[-n]`.
    static func moveAside(_ url: URL, now: Date) throws(Failure) -> URL {
        let manager = FileManager.default
        let stamp = Self.timestamp(now)
        var target = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".broken-" + stamp)
        var attempt = 1
        while manager.fileExists(atPath: target.path) {
            attempt += 1
            target = url.deletingLastPathComponent()
                .appendingPathComponent(url.lastPathComponent + ".broken-" + stamp + "-\(attempt)")
        }
        do {
            try manager.moveItem(at: url, to: target)
        } catch {
            throw .cannotMoveBroken(path: url.path, reason: Self.describe(error))
        }
        for suffix in ["-wal", "-shm"] {
            let companion = URL(fileURLWithPath: url.path + suffix)
            guard manager.fileExists(atPath: companion.path) else { continue }
            // The companions go with the file they belong to; SQLite finds them by this name.
            try? manager.moveItem(at: companion, to: URL(fileURLWithPath: target.path + suffix))
        }
        return target
    }

    /// `20261121T232551Z`: sortable, no characters a file system or a shell dislikes.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date).replacingOccurrences(of: ":", with: "").replacingOccurrences(
            of: "-", with: "")
    }

    private static func describe(_ error: any Error) -> SystemProblem {
        SystemProblem(history: error)
    }
}
