import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A score faster than possible (SPEC 13, "A score must be possible in time too") is kept with
/// its session, marked implausible in the score's JSON, and no query of the history returns it
/// as last, best, a record or an Rx record: the index of scores keeps it as a candidate (no new
/// column, no migration), and every reader takes only scores that count.
@Suite struct ImplausibleScoreQueryTests {
    static func fran(_ index: Int, seconds: Double, implausible: Bool = false, division: Division = .rx)
        -> SessionRecord
    {
        var record = HistoryStoreTests.record(100 - index)
        record.programID = "fran"
        record.programTitle = "Fran"
        record.division = division
        var score = BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: seconds, capped: false)))
        score.implausible = implausible
        record.scores = [score]
        return record
    }

    static func barbara(_ index: Int, seconds: Double, implausible: Bool = false) -> SessionRecord {
        var record = HistoryStoreTests.record(100 - index)
        record.programID = "barbara"
        record.programTitle = "Barbara"
        let round = BlockScore(
            block: 1, .forTime(.init(rounds: 1, totalReps: 140, seconds: seconds / 5, capped: false)))
        var workout = WorkoutScore(kind: .sum, score: round)
        workout.score.result = .forTime(.init(rounds: 5, totalReps: 700, seconds: seconds, capped: false))
        workout.score.implausible = implausible
        record.workoutScore = workout
        return record
    }

    /// The newest session of each kind is the impossible one, and the fastest.
    static let sessions = [
        fran(1, seconds: 300), fran(2, seconds: 240), fran(3, seconds: 200, division: .scaled),
        fran(4, seconds: 2.9, implausible: true), fran(5, seconds: 1.5, implausible: true, division: .scaled),
        barbara(6, seconds: 1_800), barbara(7, seconds: 1_710), barbara(8, seconds: 30, implausible: true),
    ]

    @Test func recordsAndRxRecordsNeverAreImplausible() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.sessions)
        // The index holds the impossible scores as candidates, ranked first.
        let candidates = try store.database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM session_score WHERE programID IN ('fran', 'barbara')")
        }
        #expect(candidates == 8)
        let records = try store.personalRecords()
        let texts = records.records.map {
            "\($0.programID) \($0.division.rawValue) \($0.score.block) \($0.score.text ?? "-")"
        }
        #expect(texts.sorted() == ["barbara rx 0 28:30.0", "fran rx 1 4:00.0", "fran scaled 1 3:20.0"])
        #expect(records.records.allSatisfy { !$0.score.implausible })
        #expect(records.records.first { $0.programID == "barbara" }?.workout == .sum)
        // The store's records are the records of its sessions read whole.
        #expect(records == PersonalRecords(try store.scoredSessions()))
    }

    @Test func lastAndBestNeverAreImplausible() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        try store.append(contentsOf: Self.sessions)
        let earlier = try store.scoredSessions(ofProgram: "fran").filter { $0.division == .rx }
        let now = BlockScore(block: 1, .forTime(.init(rounds: 3, totalReps: 90, seconds: 250, capped: false)))
        let comparison = try #require(ScoreComparison.compare([now], with: earlier).first)
        #expect(comparison.last?.score.text == "4:00.0" && comparison.best?.score.text == "4:00.0")
        let barbara = try store.scoredSessions(ofProgram: "barbara")
        #expect(barbara.count == 3)
        let workout = try #require(Self.barbara(9, seconds: 1_750).workoutScore)
        let compared = ScoreComparison.compare(workout, with: barbara)
        #expect(compared.last?.score.text == "28:30.0" && compared.best?.score.text == "28:30.0")
        // The impossible ones are still kept and shown, marked.
        #expect(barbara.first?.workoutScore?.score.implausible == true)
        #expect(barbara.first?.workoutScore?.text == "0:30.0 (too fast to count)")
    }
}
