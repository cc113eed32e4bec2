import GRDB
import TaktCore

/// The scores that can be records, one row per block score of a real-time session in
/// `session_score`, kept beside the `session` table by triggers like ``StatsAggregates``, with
/// an index in the order of ``BlockScore/rank``: the best score of a block is the first entry
/// of its stretch of the index, so `stats` finds each record without reading the scored
/// sessions (with 100,000 of them it decoded every one, 2.6 s).
///
/// A row's scores are the JSON list of its `scores` column (``BlockScore/Wire``). Only scores
/// that count are here: not stopped, entered (``BlockScore/counts``), of a session at speed 1,
/// each with its session's division (records are kept per division).
/// The triggers cannot check everything the reader checks, so a row here is a candidate: the
/// store reads its session and takes it only when the score reads back as one that counts;
/// the triggers can fail on nothing (a cell that is not a JSON list adds no row).
enum ScoreIndex {
    /// One row of `session_score`.
    struct Entry: TableRecord {
        static let databaseTableName = "session_score"

        enum Columns: String, ColumnExpression {
            case sessionID, position, programID, block, format, division, major, minor, startedAt
        }
    }

    typealias Column = Entry.Columns

    /// A program's block in one division, as records are kept: its place, its format, the division.
    struct Block: Hashable, FetchableRecord {
        var programID: String
        var block: Int
        var format: String
        var division: String

        init(programID: String, block: Int, format: String, division: String) {
            self.programID = programID
            self.block = block
            self.format = format
            self.division = division
        }

        init(row: Row) throws {
            programID = row[Column.programID]
            block = row[Column.block]
            format = row[Column.format]
            division = row[Column.division]
        }
    }

    /// One row of `session_score_block`: a block with scores that count, and how many.
    struct BlockRow: TableRecord {
        static let databaseTableName = "session_score_block"
    }

    /// Every block with a score that counts: a few rows, kept by triggers on `session_score`.
    static var blocks: QueryInterfaceRequest<Block> {
        BlockRow.select(Column.programID, Column.block, Column.format, Column.division).asRequest(of: Block.self)
    }

    /// The scores of `block`, best first; of equal scores the first one set (docs/formats.md).
    static func candidates(of block: Block) -> QueryInterfaceRequest<Row> {
        Entry.select(Column.sessionID, Column.position)
            .filter(
                Column.programID == block.programID && Column.block == block.block && Column.format == block.format
                    && Column.division == block.division
            )
            .order(Column.major.desc, Column.minor.desc, Column.startedAt, Column.sessionID)
            .asRequest(of: Row.self)
    }

    /// The definition's version, in the triggers' names: a history whose triggers have other
    /// names gets the table again, made from its rows (``isIncomplete(_:)``).
    static let version = 3
    static let tables = ["session_score", "session_score_block"]
    static let triggers = ["insert", "delete", "update", "block_add", "block_remove"].map {
        "session_score_\($0)_v\(version)"
    }

    /// Creates the table, its index and triggers, and fills it from the rows there.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE session_score (sessionID, position, programID, block, format, division, major, minor,
                    startedAt, PRIMARY KEY (sessionID, position)) WITHOUT ROWID;
                CREATE INDEX session_score_best ON session_score(programID, block, format, division, major DESC,
                    minor DESC, startedAt, sessionID);
                CREATE TRIGGER \(triggers[0]) AFTER INSERT ON session BEGIN \(insert("NEW")) END;
                CREATE TRIGGER \(triggers[1]) AFTER DELETE ON session BEGIN \(delete("OLD")) END;
                CREATE TRIGGER \(triggers[2])
                AFTER UPDATE OF id, programID, startedAt, speed, scores, division ON session
                BEGIN \(delete("OLD")) \(insert("NEW")) END;
                CREATE TABLE session_score_block (programID, block, format, division, scores,
                    PRIMARY KEY (programID, block, format, division)) WITHOUT ROWID;
                CREATE TRIGGER \(triggers[3]) AFTER INSERT ON session_score BEGIN
                    INSERT INTO session_score_block VALUES (NEW.programID, NEW.block, NEW.format, NEW.division, 1)
                    ON CONFLICT DO UPDATE SET scores = scores + 1;
                END;
                CREATE TRIGGER \(triggers[4]) AFTER DELETE ON session_score BEGIN
                    UPDATE session_score_block SET scores = scores - 1 WHERE programID = OLD.programID
                        AND block = OLD.block AND format = OLD.format AND division = OLD.division;
                    DELETE FROM session_score_block WHERE programID = OLD.programID AND block = OLD.block
                        AND format = OLD.format AND division = OLD.division AND scores <= 0;
                END;
                """)
        try db.execute(sql: insert("session", from: "session", where: "session.scores IS NOT NULL AND"))
    }

    /// Whether the table or a trigger is missing (another tool, an old copy).
    static func isIncomplete(_ db: Database) throws -> Bool {
        let names = Set(
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')"))
        return !names.isSuperset(of: tables + triggers)
    }

    /// Drops what is left of the table and its triggers (of any version) and makes them again
    /// from the rows.
    static func rebuild(_ db: Database) throws {
        let old = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'session\\_score\\_%' ESCAPE '\\'"
        )
        for trigger in old { try db.execute(sql: "DROP TRIGGER IF EXISTS \"\(trigger)\"") }
        for table in tables { try db.execute(sql: "DROP TABLE IF EXISTS \(table)") }
        try create(db)
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
            INSERT INTO session_score (sessionID, position, programID, block, format, division, major, minor,
                startedAt)
            SELECT \(row).id, score.key, \(row).programID, json_extract(score.value, '$.block'),
                json_extract(score.value, '$.format'), \(row).division, \(rank.major), \(rank.minor), \(row).startedAt
            FROM \(table.map { "\($0), " } ?? "")\(list)
            WHERE \(condition) \(row).speed = \(CountingRule.countingSpeed) AND typeof(\(row).programID) = 'text'
                AND \(row).division IN (\(divisions))
                AND typeof(\(row).startedAt) IN ('integer', 'real') AND score.type = 'object'
                AND typeof(json_extract(score.value, '$.block')) = 'integer'
                AND json_extract(score.value, '$.format') IN (\(formats))
                AND NOT COALESCE(json_extract(score.value, '$.stopped'), 0)
                AND \(rank.major) IS NOT NULL AND \(rank.minor) IS NOT NULL;
            """
    }

    private static let formats = ScoredFormat.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    private static let divisions = Division.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

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
                WHEN '\(ScoredFormat.intervals.rawValue)' THEN \(field("totalReps"))
                WHEN '\(ScoredFormat.tabata.rawValue)' THEN \(field("totalReps"))
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
