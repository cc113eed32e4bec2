import GRDB
import TaktCore

/// The tables of ``StatsAggregates`` as records, and every read of them, defined once.
extension StatsAggregates {
    /// One quarter hour of UTC time in `stats_bucket`.
    struct Bucket: TableRecord {
        static let databaseTableName = "stats_bucket"

        enum Columns: String, ColumnExpression, CaseIterable {
            case bucket, sessions, seconds, active, kcal, daySessions, dayActive, mindfulSessions, mindfulActive
        }
    }

    /// One program's sessions in `stats_program`.
    struct ProgramSums: TableRecord {
        static let databaseTableName = "stats_program"

        enum Columns: String, ColumnExpression {
            case programID, sessions, active, newest, title
        }
    }

    /// The one row of `stats_damaged`.
    struct Damaged: TableRecord {
        static let databaseTableName = "stats_damaged"

        enum Columns: String, ColumnExpression {
            case count
        }
    }

    /// The one row of `stats_total`: the sums of every bucket, and how often they changed.
    struct Total: TableRecord {
        static let databaseTableName = "stats_total"

        enum Columns: String, ColumnExpression, CaseIterable {
            case changes, sessions, seconds, active, kcal, mindfulSessions, mindfulActive
        }
    }

    /// What the days before `bucket` (local day `day`) hold for the streaks in `zone`
    /// (``StreakHorizon``); a row with a damaged value is not one.
    struct Streaks: Codable, FetchableRecord, PersistableRecord {
        static let databaseTableName = "stats_streak"

        var zone: String
        var bucket: Int
        var day: Int
        var longest: Int
        var trailing: Int
    }

    /// Every bucket from `first` on (all of them without), oldest first, with all its sums: the
    /// one pass of `stats`.
    static func buckets(from first: Int? = nil) -> QueryInterfaceRequest<Row> {
        var request = Bucket.select(Bucket.Columns.allCases)
        if let first { request = request.filter(Bucket.Columns.bucket >= first) }
        return request.order(Bucket.Columns.bucket).asRequest(of: Row.self)
    }

    /// The all-time sums and the count of changes.
    static var total: QueryInterfaceRequest<Row> {
        Total.select(Total.Columns.allCases).limit(1).asRequest(of: Row.self)
    }

    /// The all-time sums, the mindful ones apart: nothing where the row or a value is damaged.
    static func readTotal(_ db: Database) throws -> (sums: Stats.Totals, changes: Int64, mindful: Stats.Totals) {
        guard let row = try Row.fetchOne(db, total) else { return (Stats.Totals(), 0, Stats.Totals()) }
        func number(_ column: Total.Columns) -> Double {
            Double.fromDatabaseValue(row[column.rawValue] ?? .null) ?? 0
        }
        let changes = Int64.fromDatabaseValue(row[Total.Columns.changes.rawValue] ?? .null) ?? 0
        return (
            Stats.Totals(
                sessions: Int(number(.sessions)), seconds: number(.seconds), activeSeconds: number(.active),
                kcal: number(.kcal)), changes,
            Stats.Totals(sessions: Int(number(.mindfulSessions)), activeSeconds: number(.mindfulActive))
        )
    }

    /// Sessions and active seconds per program.
    static var programs: QueryInterfaceRequest<Row> {
        ProgramSums.select(
            ProgramSums.Columns.programID, ProgramSums.Columns.title, ProgramSums.Columns.sessions,
            ProgramSums.Columns.active
        )
        .asRequest(of: Row.self)
    }

    /// Rows `stats` leaves out because a value it sums is damaged.
    static var damagedCount: QueryInterfaceRequest<Int> {
        Damaged.select(Damaged.Columns.count).limit(1).asRequest(of: Int.self)
    }
}
