import GRDB
import TaktCore

/// The tables of ``StatsAggregates`` as records, and every read of them, defined once.
extension StatsAggregates {
    /// One quarter hour of UTC time in `stats_bucket`.
    struct Bucket: TableRecord {
        static let databaseTableName = "stats_bucket"

        enum Columns: String, ColumnExpression {
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

    /// Session count, seconds, active seconds and kcal of the counting sessions started from
    /// bucket `since` on (`Int.min`: all time), one row named `sessions`, `seconds`, `active`, `kcal`.
    static func totals(since: Int) -> QueryInterfaceRequest<Row> {
        typealias Column = Bucket.Columns
        return Bucket.filter(Column.bucket >= since)
            .select(
                total(Column.sessions).forKey("sessions"), total(Column.seconds).forKey("seconds"),
                total(Column.active).forKey("active"), total(Column.kcal).forKey("kcal")
            )
            .asRequest(of: Row.self)
    }

    /// The buckets with sessions that count for days, newest first, for the streak.
    static var streak: QueryInterfaceRequest<Row> {
        Bucket.filter(Bucket.Columns.daySessions > 0)
            .select(Bucket.Columns.bucket, Bucket.Columns.dayActive)
            .order(Bucket.Columns.bucket.desc)
            .asRequest(of: Row.self)
    }

    /// The buckets with sessions that count for days, oldest first: the heatmap and the streaks.
    static var days: QueryInterfaceRequest<Row> {
        Bucket.filter(Bucket.Columns.daySessions > 0)
            .select(Bucket.Columns.bucket, Bucket.Columns.daySessions, Bucket.Columns.dayActive)
            .order(Bucket.Columns.bucket)
            .asRequest(of: Row.self)
    }

    /// The buckets from `since` on with sessions in the totals: the weekly bars.
    static func weeks(since: Int) -> QueryInterfaceRequest<Row> {
        typealias Column = Bucket.Columns
        return Bucket.filter(Column.bucket >= since && Column.sessions > 0)
            .select(Column.bucket, Column.sessions, Column.seconds, Column.active, Column.kcal)
            .asRequest(of: Row.self)
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
