import Foundation
import GRDB
import TaktCore

/// Where a session's heart rate lives (SPEC section 18): one `session_hr` row per session run
/// with a strap, written with its session in the same transaction and removed with it.
///
/// The samples are one BLOB of a byte a second (0 without contact): a two-hour session is
/// 7,200 bytes in one row, written with one statement and read with one lookup, where a row a
/// second would be 7,200 inserts and an index as large as the data. Nothing asks for a single
/// second across sessions, so nothing is lost by not having them as rows. The summary (average,
/// maximum, seconds per zone, the Keytel and MET kcal) sits beside them, so `history` reads no
/// samples and an import without samples keeps its summary.
enum SessionHeartRateColumns {
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE session_hr (
                    sessionID TEXT PRIMARY KEY NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    average INTEGER NOT NULL,
                    maximum INTEGER NOT NULL,
                    zone1 INTEGER NOT NULL, zone2 INTEGER NOT NULL, zone3 INTEGER NOT NULL,
                    zone4 INTEGER NOT NULL, zone5 INTEGER NOT NULL,
                    sampleCount INTEGER NOT NULL,
                    samples BLOB NOT NULL,
                    heartKcal REAL,
                    metKcal REAL
                );
                """)
    }

    /// Stores the heart rate of a row just inserted, inside the caller's transaction; a record
    /// with a value the history cannot hold is left out (the session is kept without it).
    static func write(_ record: SessionRecord, _ db: Database) throws {
        guard let heart = record.heartRate, heart.isValid else { return }
        let zones = heart.zoneSeconds
        try db.execute(
            sql: """
                INSERT INTO session_hr (sessionID, average, maximum, zone1, zone2, zone3, zone4, zone5, sampleCount,
                    samples, heartKcal, metKcal)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                record.id.uuidString.lowercased(), heart.average, heart.maximum, zones[0], zones[1], zones[2],
                zones[3], zones[4], heart.sampleCount, Data(heart.samples), heart.calories?.heart,
                heart.calories?.met,
            ])
    }

    /// Moves the Keytel and MET kcal kept beside the samples with the session's own, when
    /// `history edit` moves its active time and kcal (`record` as it was, `active` as it is to
    /// be): both figures in the session's proportion, so "412 kcal from heart rate, Keytel 2005;
    /// by MET 380" still names the session's kcal and the MET figure its time now. Rescaled, not
    /// recomputed: the session keeps no age or sex of its day, and an import may have left no
    /// samples (SPEC 15, 18).
    static func rescale(
        _ db: Database, sessionID: String, from record: SessionRecord, to active: (seconds: Double, kcal: Double)
    ) throws {
        let factor =
            if record.kcal > 0 {
                active.kcal / record.kcal
            } else if record.activeSeconds > 0 {
                active.seconds / record.activeSeconds
            } else {
                1.0
            }
        guard factor != 1 else { return }
        try db.execute(
            sql: "UPDATE session_hr SET heartKcal = heartKcal * ?, metKcal = metKcal * ? WHERE sessionID = ?",
            arguments: [factor, factor, sessionID])
    }

    static let selection = """
        sessionID, average, maximum, zone1, zone2, zone3, zone4, zone5, sampleCount, samples, heartKcal, metKcal
        """
    /// The heart rate of one session (the primary key).
    static let ofSessionSQL = "SELECT \(selection) FROM session_hr WHERE sessionID = ?"
    /// Every session's heart rate: export.
    static let everySQL = "SELECT \(selection) FROM session_hr"

    /// The newest session with heart-rate samples: sessions newest first (`session_newest`),
    /// each one's heart rate by its primary key.
    static let newestSQL = """
        SELECT id FROM session WHERE EXISTS (SELECT 1 FROM session_hr
            WHERE session_hr.sessionID = session.id AND length(session_hr.samples) > 0)
        ORDER BY startedAt DESC LIMIT 1
        """

    /// The heart rate of every session with one (or of the session `sessionID`), by lowercase id.
    static func heartRates(_ db: Database, sessionID: String? = nil) throws -> [String: HeartRateRecord] {
        var found: [String: HeartRateRecord] = [:]
        let cursor =
            if let sessionID {
                // Prepared once per connection: `history --json` asks it for every session of a page.
                try Row.fetchCursor(db.cachedStatement(sql: ofSessionSQL), arguments: [sessionID])
            } else {
                try Row.fetchCursor(db, sql: everySQL)
            }
        while let row = try cursor.next() {
            guard let id: String = value(row, "sessionID"), let heart = heartRate(of: row) else { continue }
            found[id] = heart
        }
        return found
    }

    /// One `session_hr` row; `nil` for one this version cannot read or that holds an impossible value.
    private static func heartRate(of row: Row) -> HeartRateRecord? {
        guard let average: Int = value(row, "average"), let maximum: Int = value(row, "maximum"),
            let count: Int = value(row, "sampleCount"), let samples: Data = value(row, "samples")
        else { return nil }
        var zones: [Int] = []
        for zone in 1...HeartRateRecord.zoneCount {
            guard let seconds: Int = value(row, "zone\(zone)") else { return nil }
            zones.append(seconds)
        }
        let heart: Double? = value(row, "heartKcal")
        let met: Double? = value(row, "metKcal")
        let record = HeartRateRecord(
            average: average, maximum: maximum, zoneSeconds: zones, sampleCount: count, samples: [UInt8](samples),
            calories: heart.flatMap { heart in met.map { HeartRateRecord.Calories(heart: heart, met: $0) } })
        return record.isValid ? record : nil
    }

    /// A column's value by name, `nil` when missing, NULL or not convertible.
    private static func value<Value: DatabaseValueConvertible>(_ row: Row, _ column: String) -> Value? {
        guard let raw: DatabaseValue = row[column] else { return nil }
        return Value.fromDatabaseValue(raw)
    }

    /// `records` with their heart rate filled in from `found`.
    static func attach(_ found: [String: HeartRateRecord], to records: [SessionRecord]) -> [SessionRecord] {
        guard !found.isEmpty else { return records }
        return records.map { record in
            var record = record
            if let heart = found[record.id.uuidString.lowercased()] { record.heartRate = heart }
            return record
        }
    }
}
