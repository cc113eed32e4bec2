import Foundation
import GRDB
import TaktCore

extension HistoryStore {
    /// The personal records of `stats` and `stats --json`: what ``PersonalRecords/init(_:)``
    /// finds in every scored session, found in the index of scores (``ScoreIndex``) instead:
    /// the blocks with scores from their small table, the best score of each (per division) by
    /// one seek, its session read back, and the newest
    /// title of each program with a record.
    public func personalRecords() throws -> PersonalRecords {
        try database.read { db in
            var records: [PersonalRecords.Record] = []
            var titles: [String: String] = [:]
            for block in try ScoreIndex.blocks.fetchAll(db) {
                if let (session, score) = try Self.best(of: block, db) {
                    if titles[block.programID] == nil {
                        titles[block.programID] = try Self.newestTitle(of: block.programID, db)
                    }
                    records.append(
                        PersonalRecords.Record(
                            programID: session.programID, programTitle: titles[block.programID] ?? session.programTitle,
                            score: score, date: session.startedAt, sessionID: session.id, division: session.division,
                            workout: score.block == WorkoutScore.block ? session.workoutScore?.kind : nil))
                }
            }
            return PersonalRecords(records: records)
        }
    }

    /// The best score of `block` and its session: the first candidate that reads back as a
    /// score that counts (a damaged row, or one changed by hand, is passed over).
    private static func best(of block: ScoreIndex.Block, _ db: Database) throws -> (SessionRecord, BlockScore)? {
        let candidates = try Row.fetchCursor(db, ScoreIndex.candidates(of: block))
        while let candidate = try candidates.next() {
            guard let id = String.fromDatabaseValue(candidate[ScoreIndex.Column.sessionID.rawValue]),
                let position = Int.fromDatabaseValue(candidate[ScoreIndex.Column.position.rawValue]),
                let session = try records(db, SessionRow.withID(id)).records.first, !session.isPreview,
                session.division.rawValue == block.division, session.rankedScores.indices.contains(position)
            else { continue }
            let score = session.rankedScores[position]
            guard score.counts, score.block == block.block, score.format.rawValue == block.format else { continue }
            return (session, score)
        }
        return nil
    }

    /// The title of the newest real-time session of `programID` that kept scores, as the list
    /// of records names the program; of sessions that began at the same instant, the one with
    /// the greatest id (``PersonalRecords`` reads them oldest first, by id).
    private static func newestTitle(of programID: String, _ db: Database) throws -> String? {
        var newest: SessionRecord?
        let rows = try Row.fetchCursor(db, SessionRow.titled(programID: programID))
        while let row = try rows.next() {
            guard let session = try? SessionRow(row: row).record, !session.rankedScores.isEmpty else { continue }
            if let found = newest {
                guard session.startedAt == found.startedAt else { break }
                if session.id.uuidString > found.id.uuidString { newest = session }
            } else {
                newest = session
            }
        }
        return newest?.programTitle
    }
}
