import Foundation
import GRDB
import TaktCore

/// The first local day `stats` reads quarter hours for, in one time zone, and what the days
/// before it hold for the streaks (``StreakHistory``), kept in `stats_streak`.
///
/// A quarter hour belongs to the local day its start falls on, as `stats` reads them; the
/// horizon's bucket is the first of its day, so the rows before it are exactly those of the days
/// the kept summary stands for, and the triggers forget the summary when one of them changes.
struct StreakHorizon {
    /// What `stats_streak` holds for a zone, and how often the sums had changed when it was made.
    struct Kept {
        var bucket: Int
        var history: StreakHistory
        var changes: Int64
    }

    /// How far before the heatmap a kept summary may begin and still be used (a year): the
    /// quarter hours after it are read every time, so an old summary is made anew.
    static let reach = 366

    let day: Int
    let bucket: Int
    private let zone: TimeZone

    init(day: Int, timeZone: TimeZone) {
        self.day = day
        self.zone = timeZone
        self.bucket = Self.firstBucket(of: day, in: timeZone)
    }

    /// The local day an instant starts, at an offset from UTC in seconds.
    static func day(of seconds: Double, offset: Double) -> Int {
        Int(((seconds + offset) / 86_400).rounded(.down))
    }

    /// The first quarter hour whose start falls on `day` or later in `zone`.
    static func firstBucket(of day: Int, in zone: TimeZone) -> Int {
        func dayOf(_ bucket: Int) -> Int {
            let start = StatsAggregates.start(of: bucket)
            return Self.day(of: start, offset: Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: start))))
        }
        let midnight = Double(day) * 86_400
        var bucket = StatsAggregates.bucket(
            of: midnight - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight))))
        // Offsets are within a day and a few hours of UTC: a few hundred steps at the very most.
        for _ in 0..<400 where dayOf(bucket - 1) >= day { bucket -= 1 }
        for _ in 0..<400 where dayOf(bucket) < day { bucket += 1 }
        return bucket
    }

    /// The summary kept for this zone, if a whole one is there.
    ///
    /// A row another tool damaged (a text, a NULL) is none: the quarter hours are all read again.
    func kept(_ db: Database) -> Kept? {
        guard let row = try? StatsAggregates.Streaks.filter(key: zone.identifier).fetchOne(db) else { return nil }
        return Kept(
            bucket: row.bucket, history: StreakHistory(day: row.day, longest: row.longest, trailing: row.trailing),
            changes: 0)
    }

    /// Whether a kept summary stands for the days before a day the heatmap shows, no more than
    /// a year before it, in agreement with itself (another tool may have written it).
    func canUse(_ kept: Kept) -> Bool {
        let history = kept.history
        return history.day <= day && history.day >= day - Self.reach
            && kept.bucket == Self.firstBucket(of: history.day, in: zone)
            && history.trailing >= 0 && history.longest >= history.trailing
    }

    /// Keeps `summary` as the zone's only one, unless the sums changed since it was made.
    func keep(_ summary: Kept, _ db: Database) throws {
        guard try StatsAggregates.readTotal(db).changes == summary.changes else { return }
        try StatsAggregates.Streaks.deleteAll(db)
        try StatsAggregates.Streaks(
            zone: zone.identifier, bucket: summary.bucket, day: summary.history.day,
            longest: summary.history.longest, trailing: summary.history.trailing
        ).insert(db)
    }
}
