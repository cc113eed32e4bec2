import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The records `stats` reads from the index of scores are the records of the scored sessions,
/// whatever the scores, previews, ties and rows changed by hand.
@Suite struct ScoreIndexTests {
    /// A random score of `format`, sometimes stopped or not entered.
    static func score(_ format: ScoredFormat, block: Int, using random: inout SeededRandom) -> BlockScore {
        let kind = Int.random(in: 0..<10, using: &random)
        if kind == 0 { return BlockScore(block: block, .notEntered(format)) }
        func small(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var score: BlockScore
        switch format {
        case .amrap:
            let rounds = small(0...4)
            let reps = small(0...3)
            score = BlockScore(
                block: block, .amrap(.init(rounds: rounds, reps: reps, totalReps: rounds * 10 + reps, seconds: 600)))
        case .forTime:
            let capped = small(0...2) == 0
            let seconds = Double(small(2_400...2_430)) / 10
            score = BlockScore(
                block: block, .forTime(.init(rounds: 3, totalReps: small(40...45), seconds: seconds, capped: capped)))
        case .emom:
            let done = small(0...10)
            score = BlockScore(
                block: block, .emom(.init(periods: 10, periodsDone: done, periodsMissed: 10 - done, totalReps: done)))
        case .deathBy:
            score = BlockScore(
                block: block,
                .deathBy(.init(periodsDone: small(5...8), periodsMissed: 1, reps: small(0...3), totalReps: 30)))
        case .intervals, .tabata:
            // Answered station by station, sometimes one not entered; or a logged total.
            let answers: [Int?] = (0..<3).map { _ in small(0...9) == 0 ? nil : small(10...14) }
            let stations: BlockScore.Stations =
                small(0...3) == 0
                ? .init(format: format, totalReps: small(30...42)) : .init(format: format, answers: answers)
            score = BlockScore(block: block, .stations(stations))
        }
        // A capped for-time is never also stopped (its reader refuses that).
        if kind == 1, !(score.wire.capped ?? false) { score.stopped = true }
        return score
    }

    /// Sessions of three programs with two scored blocks each, previews, equal starts and equal scores.
    static func sessions(seed: UInt64, count: Int) -> [SessionRecord] {
        var random = SeededRandom(seed: seed)
        let formats: [String: [ScoredFormat]] = [
            "fran": [.forTime, .amrap], "cindy": [.amrap, .emom], "death": [.deathBy, .forTime],
            "fgb": [.intervals, .tabata],
        ]
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        return (0..<count).map { index in
            let program = ["fran", "cindy", "death", "fgb"][Int.random(in: 0..<4, using: &random)]
            var record = HistoryStoreTests.record(0, id: random.uuid(), title: "\(program) \(index % 4)")
            record.programID = program
            // Few distinct instants: many sessions start together, as imports and logs may.
            record.startedAt = start.addingTimeInterval(Double(Int.random(in: 0..<(count / 3), using: &random)) * 60)
            record.speed = Int.random(in: 0..<8, using: &random) == 0 ? 10 : 1
            let scoreFormats = formats[program] ?? []
            record.scores = scoreFormats.enumerated().compactMap { offset, format in
                Int.random(in: 0..<6, using: &random) == 0
                    ? nil : score(format, block: offset + 1, using: &random)
            }
            return record
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theIndexFindsTheRecordsOfTheScoredSessions(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.sessions(seed: seed, count: 300))
        let expected = PersonalRecords(try store.scoredSessions())
        #expect(!expected.records.isEmpty)
        #expect(try store.personalRecords() == expected)
    }

    /// Rows changed and removed behind takt's back, and a scores cell that is no list or no
    /// score: the index follows, and what cannot be read is passed over.
    @Test func rowsChangedByHandKeepTheRecordsOfTheRows() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.sessions(seed: 9, count: 200))
        let before = try store.personalRecords()
        let best = try #require(before.records.first)
        try store.database.write { db in
            // The best session's score damaged: a value the reader refuses.
            try db.execute(
                sql: "UPDATE session SET scores = replace(scores, '\"block\":1', '\"block\":-1') WHERE id = ?",
                arguments: [best.sessionID.uuidString.lowercased()])
            try db.execute(sql: "UPDATE session SET scores = 'not json' WHERE rowid % 17 = 0")
            try db.execute(sql: "UPDATE session SET scores = '{\"block\": 1}' WHERE rowid % 19 = 0")
            try db.execute(sql: "UPDATE session SET scores = x'5b5d' WHERE rowid % 23 = 0")
            try db.execute(sql: "UPDATE session SET speed = 2 WHERE rowid % 13 = 0")
            try db.execute(sql: "UPDATE session SET startedAt = startedAt - 86400 WHERE rowid % 11 = 0")
            try db.execute(sql: "DELETE FROM session WHERE rowid % 7 = 0")
        }
        let after = try store.personalRecords()
        #expect(after == PersonalRecords(try store.scoredSessions()))
        #expect(!after.records.contains { $0.sessionID == best.sessionID && $0.score.block == best.score.block })
        let rebuilt = try store.database.write { db in
            try ScoreIndex.rebuild(db)
            return try Row.fetchAll(db, sql: "SELECT * FROM session_score ORDER BY sessionID, position")
        }
        let kept = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM session_score ORDER BY sessionID, position")
        }
        #expect(rebuilt == kept)
    }

    /// The rank SQL computes is ``BlockScore/rank`` for every format, counting or not.
    @Test func theIndexRanksAsTheScore() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var random = SeededRandom(seed: 5)
        var records: [SessionRecord] = []
        for index in 0..<200 {
            var record = HistoryStoreTests.record(index)
            record.scores = ScoredFormat.allCases.enumerated().map { offset, format in
                Self.score(format, block: offset + 1, using: &random)
            }
            records.append(record)
        }
        try store.append(contentsOf: records)
        let indexed = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT sessionID, position, block, format, major, minor FROM session_score")
        }
        var ranks: [String: BlockScore.Rank] = [:]
        for row in indexed {
            let key = "\(row["sessionID"] as String)/\(row["position"] as Int)"
            ranks[key] = BlockScore.Rank(major: row["major"], minor: row["minor"])
        }
        for record in records {
            for (position, score) in record.scores.enumerated() {
                let key = "\(record.id.uuidString.lowercased())/\(position)"
                #expect(ranks[key] == score.rank, "\(score)")
            }
        }
        #expect(indexed.count == records.flatMap(\.scores).filter(\.counts).count)
    }

    /// A history with scores from before the index gains it, filled from its rows.
    @Test func aHistoryWithScoresGainsTheIndex() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let records = Self.sessions(seed: 3, count: 60)
        let queue = try DatabaseQueue(path: folder.database.path)
        try HistorySchema.migrator.migrate(queue, upTo: "v5: scores of the scored formats")
        // The columns of a history before divisions: up to `scores`.
        let columns = Array(HistorySchema.columns.prefix { $0 != "division" })
        try queue.write { db in
            for record in records {
                let values = try SessionRowSQL.values(of: record).prefix(columns.count)
                try db.execute(
                    sql: "INSERT INTO session (\(columns.joined(separator: ", "))) VALUES "
                        + "(\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))",
                    arguments: StatementArguments(Array(values)))
            }
        }
        try queue.close()
        let store = try HistoryStore.open(at: folder.database).store
        #expect(try store.personalRecords() == PersonalRecords(records))
        #expect(!(try store.personalRecords()).records.isEmpty)
    }
}
