import Foundation
import GRDB
import TaktCore

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
            brokenDatabase.map { strings("history.broken", ["path": .path($0.path)]) }
        }
    }

    /// Why the history could not be opened even after moving a broken file aside.
    public enum Failure: Error, Sendable, Hashable {
        /// The folder or file cannot be created, read or written (permissions, disk full, locked).
        case cannotOpen(path: String, reason: SystemProblem)
        /// A broken database could not be moved aside; it was left untouched.
        case cannotMoveBroken(path: String, reason: SystemProblem)

        /// The message a user reads.
        public func message(_ strings: Strings) -> String {
            switch self {
            case .cannotOpen(let path, let reason):
                strings("history.error.open", ["path": .path(path), "reason": .text(reason.message(strings))])
            case .cannotMoveBroken(let path, let reason):
                strings("history.error.moveBroken", ["path": .path(path), "reason": .text(reason.message(strings))])
            }
        }
    }

    private let database: DatabaseQueue
    public let url: URL

    /// Opens the history at `url`, creating folders and the file as needed.
    ///
    /// A file that is not a database, is corrupt, or is somebody else's database is renamed to
    /// `history.sqlite.broken-<timestamp>` (its `-wal` and `-shm` files alongside), and a fresh
    /// history is started; the returned ``Opening`` says where the old file went. Any other
    /// failure (locked, unreadable, a folder, a newer schema) leaves the file alone.
    public static func open(at url: URL, now: Date = Date()) throws(Failure) -> Opening {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: url.path, reason: Self.describe(error))
        }
        do throws(SystemProblem) {
            // A FIFO would block the header check below; a folder is no history to move aside.
            try UserFile.requireRegularIfPresent(url)
        } catch {
            throw .cannotOpen(path: url.path, reason: error)
        }
        let lock = OpeningLock(folder: url.deletingLastPathComponent().path)
        defer { withExtendedLifetime(lock) {} }
        do {
            if try isForeign(url) { throw NotAHistory() }
            return Opening(store: try HistoryStore(openingExisting: url), brokenDatabase: nil)
        } catch let error where Self.isBroken(error) {
            let moved = try moveAside(url, now: now)
            do {
                return Opening(store: try HistoryStore(openingExisting: url), brokenDatabase: moved)
            } catch {
                throw .cannotOpen(path: url.path, reason: Self.describe(error))
            }
        } catch {
            throw .cannotOpen(path: url.path, reason: Self.describe(error))
        }
    }

    /// Opens and migrates the database at `url`; throws instead of repairing anything.
    init(openingExisting url: URL) throws {
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "takt.history"
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        do {
            try HistorySchema.migrator.migrate(database)
        } catch {
            // Another process may have run the same migration a moment earlier: its schema is
            // then in place and a second attempt has nothing left to do.
            try HistorySchema.migrator.migrate(database)
        }
        self.database = database
        self.url = url
    }

    // MARK: Writing

    public func append(_ record: SessionRecord) throws -> Bool {
        try database.writeWithoutTransaction { db in
            var inserted = false
            try db.inTransaction(.immediate) {
                try db.execute(
                    sql: """
                        INSERT INTO session (\(HistorySchema.columnList))
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(id) DO NOTHING
                        """,
                    arguments: HistorySchema.arguments(of: record))
                inserted = db.changesCount > 0
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
                let statement = try db.makeStatement(
                    sql: """
                        INSERT INTO session (\(HistorySchema.columnList))
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(id) DO NOTHING
                        """)
                for record in records {
                    try statement.execute(arguments: HistorySchema.arguments(of: record))
                    added += db.changesCount
                }
                return .commit
            }
            return added
        }
    }

    /// Fills the history with `count` synthetic sessions ending before `end`, for benchmarks.
    @discardableResult
    public func fillSynthetic(count: Int, endingAt end: Date) throws -> Int {
        try append(contentsOf: SyntheticSessions.records(count: count, endingAt: end))
    }

    // MARK: Reading

    /// The newest `limit` sessions, newest first.
    public func recent(limit: Int) throws -> [SessionRecord] {
        try database.read { db in
            try HistorySchema.records(
                db, sql: "SELECT \(HistorySchema.columnList) FROM session ORDER BY startedAt DESC, rowid DESC LIMIT ?",
                arguments: [max(0, limit)])
        }
    }

    /// Every session, newest first.
    public func all() throws -> [SessionRecord] {
        try database.read { db in
            try HistorySchema.records(
                db, sql: "SELECT \(HistorySchema.columnList) FROM session ORDER BY startedAt DESC, rowid DESC",
                arguments: [])
        }
    }

    /// Number of sessions logged.
    public func count() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0 }
    }

    /// The stats at `now` in `timeZone`: totals summed by SQLite, the streak read newest first
    /// only as far back as it reaches.
    public func stats(now: Date, timeZone: TimeZone, weeklyGoal: Int = Stats.defaultWeeklyGoal) throws -> Stats {
        let calendar = TrainingCalendar(timeZone: timeZone)
        let weekStart = calendar.startOfWeek(containing: now)
        let monthStart = calendar.startOfMonth(containing: now)
        return try database.read { db in
            func totals(since start: Date?) throws -> Stats.Totals {
                let since = start?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude
                guard let row = try Row.fetchOne(db, sql: HistorySchema.totalsSQL, arguments: [since]) else {
                    return Stats.Totals()
                }
                return Stats.Totals(sessions: row[0], seconds: row[1], activeSeconds: row[2], kcal: row[3])
            }
            var streak = Streak(now: now, calendar: calendar)
            let cursor = try Row.fetchCursor(db, sql: HistorySchema.streakSQL)
            while let row = try cursor.next() {
                let startedAt = Date(timeIntervalSince1970: row[0])
                guard streak.add(startedAt: startedAt, activeSeconds: row[1]) else { break }
            }
            return Stats(
                week: try totals(since: weekStart), month: try totals(since: monthStart),
                allTime: try totals(since: nil), streakDays: streak.finish(), weeklyGoal: weeklyGoal,
                weekStart: weekStart, monthStart: monthStart)
        }
    }

    // MARK: Broken files

    /// The file is something other than a takt history; found without writing to it.
    struct NotAHistory: Error {}

    /// Whether `url` holds something other than a takt history, checked without changing a byte.
    ///
    /// Opening a file for writing switches it to WAL and may checkpoint or delete a `-wal` file,
    /// so a file that is not ours must be recognised before that: not SQLite at all, or an
    /// SQLite database with tables but no migration record of ours.
    static func isForeign(_ url: URL) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let header = try handle.read(upToCount: 16) ?? Data()
        if header.isEmpty { return false }
        if header != Data("SQLite format 3\u{0}".utf8) { return true }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        let probe = try DatabaseQueue(path: url.path, configuration: configuration)
        let tables = try probe.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        try probe.close()
        return !tables.isEmpty && !tables.contains("grdb_migrations")
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
