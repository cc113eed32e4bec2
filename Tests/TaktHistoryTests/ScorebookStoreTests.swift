import Foundation
import GRDB
import TaktTestSupport
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Corrections of the history: edit, delete into the trash, restore; every sum, record and
/// list follows at once, and import never brings a trashed session back.
@Suite struct ScorebookStoreTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// Everything `stats --json` shows of a store, the records included.
    static func everything(_ store: HistoryStore) throws -> String {
        let (stats, series) = try store.statistics(now: now, timeZone: .gmt, weeklyGoal: 3)
        return StatsJSON.render(stats, progress: series, records: try store.personalRecords())
            + "\ndamaged \(try store.damagedForStats())"
    }

    /// The same, summed afresh from the rows: the kept tables dropped and made again.
    static func recounted(_ store: HistoryStore) throws -> String {
        try store.database.write { db in
            try StatsAggregates.rebuild(db)
            try ScoreIndex.rebuild(db)
        }
        return try everything(store)
    }

    @Test func aDeletedSessionLeavesEverythingAndComesBackWhole() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        // One title a program: of sessions that began at the same instant, the sums keep the title
        // of the one added last and a recount any one of them.
        var records = ScoreIndexTests.sessions(seed: 11, count: 40).map { record in
            var record = record
            record.programTitle = record.programID
            return record
        }
        records[0].timing = SessionTimingStoreTests.timed(0, id: records[0].id).timing
        try store.append(contentsOf: records)
        let before = try Self.everything(store)
        let best = try #require(try store.personalRecords().records.first)
        let deleted = try #require(try store.delete(best.sessionID, at: Self.now))
        #expect(deleted.id == best.sessionID)
        #expect(try !store.contains(best.sessionID))
        #expect(!(try store.personalRecords().records.contains { $0.sessionID == best.sessionID }))
        #expect(try store.trash().map(\.record.id) == [best.sessionID])
        #expect(try store.trash().first?.trashedAt == Self.now)
        #expect(try Self.everything(store) == (try Self.recounted(store)))
        // Deleting it again finds nothing: it is in the trash, not the history.
        #expect(try store.delete(best.sessionID, at: Self.now) == nil)
        let restored = try #require(try store.restore(best.sessionID))
        #expect(restored == deleted)
        #expect(try store.trash().isEmpty)
        #expect(try Self.everything(store) == before)
        // The phases came back with it.
        let timed = records[0]
        _ = try store.delete(timed.id, at: Self.now)
        _ = try store.restore(timed.id)
        #expect(try store.session(matching: timed.id.uuidString) == .one(timed))
        #expect(try store.restore(timed.id) == nil)
    }

    @Test func anEditedSessionSaysSoAndMovesItsRecords() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var record = HistoryStoreTests.record(0)
        record.programID = "cindy"
        record.scores = [BlockScore(block: 1, .amrap(.init(rounds: 7, reps: 3, totalReps: 108, seconds: 1_200)))]
        try store.append(contentsOf: [record])
        let better = BlockScore(block: 1, .amrap(.init(rounds: 9, reps: 0, totalReps: 135, seconds: 1_200)))
        let edited = try #require(
            try store.edit(record.id, HistoryStore.Change(scores: [0: better], division: .scaled, note: "ring rows")))
        #expect(edited.edited && edited.division == .scaled && edited.note == "ring rows")
        #expect(edited.scores == [better])
        let read = try #require(try store.readAll().records.first)
        #expect(read == edited)
        let records = try store.personalRecords().records
        #expect(records.map(\.division) == [.scaled])
        #expect(records.first?.score == better)
        // An empty note removes it; the division stays unless given.
        let cleared = try #require(try store.edit(record.id, HistoryStore.Change(note: "")))
        #expect(cleared.note == nil && cleared.division == .scaled)
        #expect(try store.edit(UUID(), HistoryStore.Change(note: "x")) == nil)
        #expect(try Self.everything(store) == (try Self.recounted(store)))
    }

    @Test func importLeavesTrashedSessionsInTheTrash() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = (0..<4).map { HistoryStoreTests.record($0) }
        try store.append(contentsOf: records)
        _ = try store.delete(records[1].id, at: Self.now)
        let other = HistoryStoreTests.record(9)
        let result = try store.append(importing: records + [other])
        #expect(result.added == 1 && result.trashed == 1)
        #expect(try !store.contains(records[1].id))
        #expect(try store.trash().count == 1)
    }

    /// Any mix of appends, edits, deletes and restores leaves the kept sums and the index of
    /// scores equal to a recount of the rows.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func theKeptSumsFollowEveryCorrection(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var random = SeededRandom(seed: seed)
        let pool = ScoreIndexTests.sessions(seed: seed, count: 120).enumerated().map { index, record in
            var record = record
            record.programTitle = record.programID
            // Spread over weeks, some long enough to count for stats.
            record.startedAt = Self.now.addingTimeInterval(-Double(index) * 20_000)
            record.activeSeconds = Double(60 + index * 7 % 400)
            record.endedAt = record.startedAt.addingTimeInterval(record.activeSeconds + 30)
            return record
        }
        var stored: [UUID] = []
        var trashed: [UUID] = []
        for (step, record) in pool.enumerated() {
            _ = try store.append(record)
            stored.append(record.id)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let id = stored.remove(at: Int.random(in: 0..<stored.count, using: &random))
                #expect(try store.delete(id, at: Self.now) != nil)
                trashed.append(id)
            case 1 where !trashed.isEmpty:
                let id = trashed.remove(at: Int.random(in: 0..<trashed.count, using: &random))
                #expect(try store.restore(id) != nil)
                stored.append(id)
            case 2:
                let id = stored[Int.random(in: 0..<stored.count, using: &random)]
                let score = ScoreIndexTests.score(.amrap, block: 1, using: &random)
                let division: Division = Bool.random(using: &random) ? .rx : .scaled
                #expect(try store.edit(id, HistoryStore.Change(scores: [0: score], division: division)) != nil)
            default:
                break
            }
            if step % 30 == 29 {
                let kept = try Self.everything(store)
                #expect(kept == (try Self.recounted(store)), "after step \(step)")
            }
        }
        #expect(Set(try store.readAll().records.map(\.id)) == Set(stored))
        #expect(Set(try store.trash().map(\.record.id)) == Set(trashed))
    }
}
