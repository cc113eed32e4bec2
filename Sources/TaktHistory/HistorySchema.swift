import Foundation
import GRDB
import TaktCore

/// The `session` table and its migrations; times are seconds since 1970 (UTC), exact and cheap to compare.
enum HistorySchema {
    static let columns = SessionRow.Columns.allCases.map(\.rawValue)

    /// The first table: everything a session row held then.
    static let createSessionSQL = """
        CREATE TABLE session (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            programID TEXT NOT NULL,
            programTitle TEXT NOT NULL,
            startedAt REAL NOT NULL,
            endedAt REAL NOT NULL,
            pausedSeconds REAL NOT NULL,
            activeSeconds REAL NOT NULL,
            phasesDone INTEGER NOT NULL,
            phasesTotal INTEGER NOT NULL,
            endReason TEXT NOT NULL,
            kcal REAL NOT NULL,
            language TEXT NOT NULL,
            bodyMassKilograms REAL NOT NULL,
            bodyMassIsDefault INTEGER NOT NULL
        );
        CREATE INDEX session_startedAt ON session(startedAt);
        """

    /// Rows from before were all logged as if at speed 1 (previews stored program time), so 1 is
    /// the truthful default. The stats index gains `speed`: the counting rule reads it.
    static let version3SQL = """
        ALTER TABLE session ADD COLUMN speed REAL NOT NULL DEFAULT 1;
        ALTER TABLE session ADD COLUMN phasesSkipped INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE session ADD COLUMN planID TEXT;
        ALTER TABLE session ADD COLUMN planWeek INTEGER;
        ALTER TABLE session ADD COLUMN planDay INTEGER;
        DROP INDEX session_stats;
        CREATE INDEX session_stats ON session(startedAt, speed, activeSeconds, endedAt, pausedSeconds, kcal);
        """

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: session") { db in try db.execute(sql: createSessionSQL) }
        migrator.registerMigration("v2: covering index for stats") { db in
            // `stats` reads only these columns: from the index alone it never visits the table,
            // which with 100,000 sessions was four random walks through 20 MB.
            try db.execute(
                sql: """
                    CREATE INDEX session_stats ON session(startedAt, activeSeconds, endedAt, pausedSeconds, kcal);
                    DROP INDEX session_startedAt;
                    """)
        }
        migrator.registerMigration("timing: phases and lateness of each session") { db in
            try SessionTimingColumns.migrate(db)
        }
        migrator.registerMigration("v3: speed, skipped phases, training plan") { db in
            try db.execute(sql: version3SQL)
        }
        migrator.registerMigration("timing: index of measured sessions") { db in
            // The report's timing chart wants the newest measured sessions; without this index
            // a history of old rows is read to its end to find none.
            try db.execute(
                sql: "CREATE INDEX session_timed ON session(startedAt) WHERE timingPhaseCount IS NOT NULL")
        }
        migrator.registerMigration("v4: sums kept by triggers") { db in
            // `stats` over a million sessions read every row four times (1.2 s); see StatsAggregates.
            try StatsAggregates.migrate(db, byKind: false)
        }
        migrator.registerMigration("v5: scores of the scored formats") { db in
            // A JSON list (the `scores` of an export), NULL for a session without scored blocks:
            // older rows stay valid as they are. The partial index finds a program's scores
            // for the finished view and the records without reading the other rows.
            try db.execute(
                sql: """
                    ALTER TABLE session ADD COLUMN scores TEXT;
                    CREATE INDEX session_scored ON session(programID, startedAt) WHERE scores IS NOT NULL;
                    """)
        }
        migrator.registerMigration("v6: sessions in order, plans and records from indexes") { db in
            // `history` sorted sessions of the same start after reading them through the stats
            // index (which the kept sums made idle), a plan's progress and an id's prefix read
            // the whole table, and the records of `stats` decoded every scored session.
            try db.execute(
                sql: """
                    DROP INDEX session_stats;
                    CREATE INDEX session_newest ON session(startedAt);
                    CREATE INDEX session_plan ON session(planID, startedAt) WHERE planID IS NOT NULL;
                    CREATE INDEX session_scored_newest ON session(startedAt) WHERE scores IS NOT NULL;
                    """)
            // The index of scores (ScoreIndex) is made after the migrations, like every table kept
            // by triggers: its definition may change without a migration.
        }
        migrator.registerMigration("v7: divisions, notes, logged and edited sessions, the trash") { db in
            // Every session before was run with the timer, as written, and never edited. A session
            // deleted waits in the trash whole (its row and phases as the spool keeps them) until
            // `history restore` puts it back.
            try db.execute(
                sql: """
                    ALTER TABLE session ADD COLUMN division TEXT NOT NULL DEFAULT 'rx';
                    ALTER TABLE session ADD COLUMN note TEXT;
                    ALTER TABLE session ADD COLUMN source TEXT NOT NULL DEFAULT 'timer';
                    ALTER TABLE session ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;
                    CREATE TABLE session_trash (id TEXT PRIMARY KEY NOT NULL, trashedAt REAL NOT NULL,
                        record TEXT NOT NULL) WITHOUT ROWID;
                    CREATE INDEX session_trash_newest ON session_trash(trashedAt);
                    """)
        }
        migrator.registerMigration("v8: stats flat over any span") { db in
            // All-time totals and the streaks before the heatmap kept beside the quarter hours
            // (StatsAggregates): `stats` over a million sessions in fifteen years read 525,000
            // quarter hours (326 ms), four times those of three years.
            try StatsAggregates.rebuild(db, byKind: false)
        }
        migrator.registerMigration("v9: the sets of lifts") { db in
            // Every set of a lift done or skipped, with its session (SessionSetColumns); the
            // partial index finds a movement's heaviest working sets for records.
            try SessionSetColumns.migrate(db)
        }
        migrator.registerMigration("v10: heart-rate samples") { db in
            // A session's heart rate: its summary and a BLOB of a byte a second
            // (SessionHeartRateColumns).
            try SessionHeartRateColumns.migrate(db)
        }
        migrator.registerMigration("v12: lift records") { db in
            // Each session's top set and estimated 1RM of a movement, in session order, from an
            // index alone (`stats MOVEMENT` over a million sets): HistoryStore+LiftRecords.swift.
            try db.execute(sql: HistoryStore.progressIndexSQL)
            try db.execute(sql: HistoryStore.repsIndexSQL)
        }
        migrator.registerMigration("v13: mindful minutes") { db in
            // Each session's kind (SPEC section 19), derived for the rows from before from their
            // phases (SessionKindColumn), and the sums made again with mindful minutes apart.
            try SessionKindColumn.migrate(db)
            try StatsAggregates.rebuild(db)
        }
        migrator.registerMigration("v14: records from one index") { db in
            // Each set keeps its session's start and whether it counts (triggers), so that one
            // index holds a record's every tie in order: the records joined each tied set to its
            // session (1,667 ties a load in the budget's history; 557 M instructions of `stats`).
            try db.execute(sql: HistoryStore.recordColumnsSQL)
            try db.execute(sql: HistoryStore.recordIndexSQL)
            // `stats MOVEMENT`'s sessions in order without a look at each session.
            try db.execute(sql: HistoryStore.sessionsIndexSQL)
        }
        migrator.registerMigration("v15: the program file a session ran") { db in
            // `history edit` of a session run from a file outside the library reads its scored
            // blocks from that file (SessionProgramFileColumn); rows from before have none.
            try db.execute(sql: SessionProgramFileColumn.migrationSQL)
        }
        return migrator
    }

    /// The columns `stats` reads hold values ``RowReader`` would accept too (all in the index).
    ///
    /// Ranges alone suffice: SQLite orders every TEXT and BLOB after every number and NULL
    /// compares as unknown, so a value of the wrong type fails `BETWEEN` without a `typeof` test,
    /// which would cost `stats` over 100,000 sessions a third of its time.
    static let statsColumnsValid = statsColumnsValid("session")

    /// ``statsColumnsValid`` for the row `row` names (a table, or a trigger's NEW or OLD).
    static func statsColumnsValid(_ row: String) -> String {
        """
        (\(row).startedAt BETWEEN \(RowReader.dates.lowerBound) AND \(RowReader.dates.upperBound)
         AND \(row).endedAt BETWEEN \(RowReader.dates.lowerBound) AND \(RowReader.dates.upperBound)
         AND \(row).pausedSeconds BETWEEN 0 AND \(RowReader.largest)
         AND \(row).activeSeconds BETWEEN 0 AND \(RowReader.largest)
         AND \(row).kcal BETWEEN 0 AND \(RowReader.largest) AND \(row).speed > 0 AND \(row).speed <= \(RowReader.fastest))
        """
    }

    /// Adds one session row and its timing inside the caller's transaction: the one INSERT path
    /// that `append` and `append(contentsOf:)` share. A row whose id exists is left as it is.
    ///
    /// - Returns: whether the row was added.
    static func insert(_ record: SessionRecord, _ db: Database) throws -> Bool {
        // INSERT OR IGNORE: the one constraint a row of ours can meet is the unique id.
        try SessionRow(record).insert(db, onConflict: .ignore)
        guard db.changesCount > 0 else { return false }
        try SessionTimingColumns.write(record, db)
        try SessionSetColumns.write(record, db)
        try SessionHeartRateColumns.write(record, db)
        try SessionKindColumn.write(record, db)
        try SessionProgramFileColumn.write(record, db)
        return true
    }
}
