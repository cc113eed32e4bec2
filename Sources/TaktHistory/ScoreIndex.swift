import GRDB
import TaktCore

/// The scores that can be records, one row per block score of a real-time session in
/// `session_score`, kept beside the `session` table by triggers like ``StatsAggregates``, with
/// an index in the order of ``BlockScore/rank``: the best score of a block is the first entry
/// of its stretch of the index, so `stats` finds each record without reading the scored
/// sessions (with 100,000 of them it decoded every one, 2.6 s).
///
/// A row's scores are the JSON list of its `scores` column (``BlockScore/Wire``). Only scores
/// that count are here: not stopped, entered (``BlockScore/counts``), of a session at speed 1.
/// The triggers cannot check everything the reader checks, so a row here is a candidate: the
/// store reads its session and takes it only when the score reads back as one that counts;
/// the triggers can fail on nothing (a cell that is not a JSON list adds no row).
enum ScoreIndex {
    /// One row of `session_score`.
    struct Entry: TableRecord {
        static let databaseTableName = "session_score"

        enum Columns: String, ColumnExpression {
            case sessionID, position, programID, block, format, major, minor, startedAt
        }
    }

    typealias Column = Entry.Columns

    /// A program's block, as records are kept: its place and its format.
    struct Block: Hashable, FetchableRecord {
        var programID: String
        var block: Int
        var format: String

        init(programID: String, block: Int, format: String) {
            self.programID = programID
            self.block = block
            self.format = format
        }

        init(row: Row) throws {
            programID = row[Column.programID]
            block = row[Column.block]
            format = row[Column.format]
        }
    }

    /// The first block with a score that counts, in the index's order.
    static var firstBlock: QueryInterfaceRequest<Block> {
        Entry.select(Column.programID, Column.block, Column.format)
            .order(Column.programID, Column.block, Column.format).limit(1).asRequest(of: Block.self)
    }

    /// The block after `block` in the index's order: each found by one seek, so listing the
    /// blocks reads one entry per block, not every score.
    static func block(after block: Block) -> QueryInterfaceRequest<Block> {
        Entry.select(Column.programID, Column.block, Column.format)
            .filter(
                sql: "(programID, block, format) > (?, ?, ?)", arguments: [block.programID, block.block, block.format]
            )
            .order(Column.programID, Column.block, Column.format).limit(1).asRequest(of: Block.self)
    }

    /// The scores of `block`, best first; of equal scores the first one set (docs/formats.md).
    static func candidates(of block: Block) -> QueryInterfaceRequest<Row> {
        Entry.select(Column.sessionID, Column.position)
            .filter(Column.programID == block.programID && Column.block == block.block && Column.format == block.format)
            .order(Column.major.desc, Column.minor.desc, Column.startedAt, Column.sessionID)
            .asRequest(of: Row.self)
    }

    static let tables = ["session_score"]
    static let triggers = ["session_score_insert", "session_score_delete", "session_score_update"]

    /// Creates the table, its index and triggers, and fills it from the rows there.
    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE session_score (sessionID, position, programID, block, format, major, minor, startedAt,
                    PRIMARY KEY (sessionID, position)) WITHOUT ROWID;
                CREATE INDEX session_score_best
                    ON session_score(programID, block, format, major DESC, minor DESC, startedAt, sessionID);
                CREATE TRIGGER session_score_insert AFTER INSERT ON session BEGIN \(insert("NEW")) END;
                CREATE TRIGGER session_score_delete AFTER DELETE ON session BEGIN \(delete("OLD")) END;
                CREATE TRIGGER session_score_update AFTER UPDATE OF id, programID, startedAt, speed, scores ON session
                BEGIN \(delete("OLD")) \(insert("NEW")) END;
                """)
        try db.execute(sql: insert("session", from: "session", where: "session.scores IS NOT NULL AND"))
    }

    /// Whether the table or a trigger is missing (another tool, an old copy).
    static func isIncomplete(_ db: Database) throws -> Bool {
        let names = Set(
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"))
        return !names.isSuperset(of: tables + triggers)
    }

    /// Drops what is left of the table and makes it again from the rows.
    static func rebuild(_ db: Database) throws {
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER IF EXISTS \(trigger)") }
        for table in tables { try db.execute(sql: "DROP TABLE IF EXISTS \(table)") }
        try migrate(db)
    }

    private static func delete(_ row: String) -> String {
        "DELETE FROM session_score WHERE sessionID = \(row).id;"
    }

    /// Adds the scores that count of `row` (NEW, or each row of the table `from`).
    private static func insert(_ row: String, from table: String? = nil, where condition: String = "") -> String {
        let scores = "\(row).scores"
        let list = """
            json_each(CASE WHEN typeof(\(scores)) != 'text' THEN '[]' WHEN NOT json_valid(\(scores)) THEN '[]'
                WHEN json_type(\(scores)) != 'array' THEN '[]' ELSE \(scores) END) AS score
            """
        let rank = rank(of: "score.value")
        return """
            INSERT INTO session_score (sessionID, position, programID, block, format, major, minor, startedAt)
            SELECT \(row).id, score.key, \(row).programID, json_extract(score.value, '$.block'),
                json_extract(score.value, '$.format'), \(rank.major), \(rank.minor), \(row).startedAt
            FROM \(table.map { "\($0), " } ?? "")\(list)
            WHERE \(condition) \(row).speed = \(CountingRule.countingSpeed) AND typeof(\(row).programID) = 'text'
                AND typeof(\(row).startedAt) IN ('integer', 'real') AND score.type = 'object'
                AND typeof(json_extract(score.value, '$.block')) = 'integer'
                AND json_extract(score.value, '$.format') IN (\(formats))
                AND NOT COALESCE(json_extract(score.value, '$.stopped'), 0)
                AND \(rank.major) IS NOT NULL AND \(rank.minor) IS NOT NULL;
            """
    }

    private static let formats = ScoredFormat.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

    /// ``BlockScore/rank`` in SQL, of a score in its JSON shape: larger is better, `major`
    /// first. NULL for a score not entered (its result fields are null). `ScoreIndexTests`
    /// checks it against the Swift rule for every format.
    static func rank(of score: String) -> (major: String, minor: String) {
        func field(_ name: String) -> String { "json_extract(\(score), '$.\(name)')" }
        let format = field("format")
        let capped = field("capped")
        let major = """
            (CASE \(format) WHEN '\(ScoredFormat.amrap.rawValue)' THEN \(field("rounds"))
                WHEN '\(ScoredFormat.forTime.rawValue)' THEN
                    CASE WHEN \(capped) IS NULL THEN NULL WHEN \(capped) THEN 0 ELSE 1 END
                ELSE \(field("periodsDone")) END)
            """
        let minor = """
            (CASE \(format) WHEN '\(ScoredFormat.amrap.rawValue)' THEN \(field("reps"))
                WHEN '\(ScoredFormat.forTime.rawValue)' THEN
                    CASE WHEN \(capped) THEN \(field("totalReps")) ELSE -\(field("seconds")) END
                WHEN '\(ScoredFormat.deathBy.rawValue)' THEN COALESCE(\(field("reps")), 0)
                ELSE 0 END)
            """
        return (major, minor)
    }
}
