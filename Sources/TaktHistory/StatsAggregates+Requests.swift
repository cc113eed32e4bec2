import GRDB
import TaktCore

/// The tables of ``StatsAggregates`` as records, and every read of them, defined once.
extension StatsAggregates {
    /// One quarter hour of UTC time in `stats_bucket`.
    struct Bucket: TableRecord {
        static let databaseTableName = "stats_bucket"

        enum Columns: String, ColumnExpression, CaseIterable {
            case bucket, sessions, seconds, active, kcal, daySessions, dayActive
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

    /// Every bucket, oldest first, with all its sums: the one pass of `stats`.
    static var buckets: QueryInterfaceRequest<Row> {
        Bucket.select(Bucket.Columns.allCases).order(Bucket.Columns.bucket).asRequest(of: Row.self)
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
