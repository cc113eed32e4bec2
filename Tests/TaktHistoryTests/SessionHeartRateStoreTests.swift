import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A session's heart rate (SPEC section 18) is written with its row in the same transaction,
/// one BLOB of a byte a second, read back by `history ID`, `history --json` and export, moved
/// to the trash and back with it, removed with it, and carried by the spool and by import.
@Suite struct SessionHeartRateStoreTests {
    /// 120, 130, no contact, 150 and 170 bpm; zones as a session with hr-max 190, hr-rest 60 counts them.
    static let samples: [UInt8] = [120, 130, 0, 150, 170]

    static func withHeart(_ index: Int = 0, id: UUID = UUID()) throws -> SessionRecord {
        var record = HistoryStoreTests.record(index, id: id)
        var heart = try #require(HeartRateRecord(samples: samples, zoneSeconds: [0, 1, 1, 1, 1]))
        heart.calories = HeartRateRecord.Calories(heart: record.kcal, met: 40.25)
        record.heartRate = heart
        return record
    }

    @Test func theSummaryIsTheSamples() throws {
        let heart = try #require(try Self.withHeart().heartRate)
        #expect(heart.average == 143)  // 570 / 4 = 142.5, rounded half up
        #expect(heart.maximum == 170)
        #expect(heart.sampleCount == 4)
        #expect(heart.beats == [120, 130, nil, 150, 170])
        #expect(heart.isValid)
        // No second with a bpm keeps nothing; an impossible value is no sample.
        #expect(HeartRateRecord(samples: [0, 0], zoneSeconds: []) == nil)
        #expect(HeartRateRecord(samples: [10, 255, 80], zoneSeconds: [])?.samples == [0, 0, 80])
    }

    @Test func heartRateIsStoredWithTheSessionAndReadBack() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = try Self.withHeart()
        #expect(try store.append(record))
        #expect(try store.session(matching: String(record.id.uuidString.prefix(8))) == .one(record))
        #expect(try store.all(phases: true) == [record])
        #expect(try store.withSets(store.recent(limit: 5)) == [record])
        // A page of history reads no heart rate.
        #expect(try store.recent(limit: 5).first?.heartRate == nil)
        let row = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchOne(db, sql: "SELECT samples, average, zone5 FROM session_hr")
        }
        let blob: Data = try #require(row?["samples"])
        #expect([UInt8](blob) == Self.samples)
        #expect(row?["average"] == 143 && row?["zone5"] == 1)
    }

    @Test func aDuplicateAddsNothingAndDeleteAndRestoreKeepIt() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = try Self.withHeart()
        #expect(try store.append(contentsOf: [record, try Self.withHeart(1)]) == 2)
        #expect(try store.append(contentsOf: [record]) == 0)
        let count = {
            try DatabaseQueue(path: folder.database.path).read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session_hr") ?? -1
            }
        }
        #expect(try count() == 2)
        let deleted = try #require(try store.delete(record.id, at: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(deleted.heartRate == record.heartRate)
        #expect(try count() == 1)
        #expect(try store.restore(record.id)?.heartRate == record.heartRate)
        #expect(try count() == 2)
    }

    /// A row damaged by another tool (a maximum of 300 bpm) is left out; the session still reads.
    /// `history edit` of a time moves the session's kcal with its active time (SPEC 15); with
    /// heart rate the Keytel and MET figures kept beside the samples move in the same proportion,
    /// so the session's kcal is still the one "from heart rate" and the samples stay as they were.
    @Test func anEditedTimeMovesTheKeytelAndMETKcalWithTheSession() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = try Self.withHeart()
        #expect(try store.append(record))
        var change = HistoryStore.Change(note: "finished at 4:21")
        change.active = (seconds: record.activeSeconds * 0.75, kcal: record.kcal * 0.75)
        _ = try store.edit(record.id, change)
        let edited = try #require(try store.all(phases: true).first)
        let heart = try #require(edited.heartRate)
        let calories = try #require(heart.calories)
        #expect(abs(edited.kcal - record.kcal * 0.75) < 1e-9)
        #expect(abs(calories.heart - edited.kcal) < 1e-9)
        #expect(abs(calories.met - 40.25 * 0.75) < 1e-9)
        #expect(heart.samples == Self.samples && heart.average == 143 && heart.zoneSeconds == [0, 1, 1, 1, 1])
        // A note alone moves nothing.
        _ = try store.edit(record.id, HistoryStore.Change(note: "again"))
        #expect(try store.all(phases: true).first?.heartRate?.calories == calories)
        // A session without Keytel's figures keeps none.
        let plain = try Self.withHeart(1)
        var bare = plain
        bare.heartRate?.calories = nil
        #expect(try store.append(bare))
        _ = try store.edit(bare.id, change)
        #expect(try store.all(phases: true).first { $0.id == bare.id }?.heartRate?.calories == nil)
    }

    @Test func aDamagedRowIsLeftOutNotACrash() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = try Self.withHeart()
        #expect(try store.append(record))
        try DatabaseQueue(path: folder.database.path).write { db in
            try db.execute(sql: "UPDATE session_hr SET maximum = 300")
        }
        var bare = record
        bare.heartRate = nil
        #expect(try store.session(matching: record.id.uuidString) == .one(bare))
    }

    @Test func theSpoolKeepsTheHeartRate() throws {
        let record = try Self.withHeart()
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(SessionRecord.self, from: data) == record)
    }

    @Test func historyJSONSpellsHeartRateAsTheSpecAndImportReadsItBack() throws {
        let record = try Self.withHeart()
        let json = HistoryJSON.render([record])
        #expect(
            json.contains(
                """
                "heartRate" : {
                      "avg" : 143,
                      "kcalByMET" : 40.3,
                      "max" : 170,
                      "samples" : 4,
                      "zones" : [
                """), "\(json)")
        #expect(!json.contains("\"bpm\""))
        // Without samples the summary comes back alone.
        let summary = try HistoryImport.read(Data(json.utf8))
        #expect(summary.problems.isEmpty)
        #expect(summary.records.first?.heartRate?.samples == [])
        #expect(summary.records.first?.heartRate?.zoneSeconds == [0, 1, 1, 1, 1])
        #expect(HistoryJSON.render(summary.records) == json)
        // With them, every second.
        let full = HistoryJSON.render([record], samples: true)
        #expect(full.contains("\"bpm\" : [\n        120,\n        130,\n        null,"), "\(full)")
        let reading = try HistoryImport.read(Data(full.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records.first?.heartRate?.samples == Self.samples)
        #expect(HistoryJSON.render(reading.records, samples: true) == full)
        // A session without a strap has null.
        #expect(HistoryJSON.render([HistoryStoreTests.record()]).contains("\"heartRate\" : null"))
    }

    @Test(arguments: [("\"max\" : 170", "\"max\" : 251"), ("\"avg\" : 143", "\"avg\" : 171"), ("130,", "300,")])
    func anImpossibleHeartRateIsRefusedByImport(_ value: String, _ bad: String) throws {
        let json = HistoryJSON.render([try Self.withHeart()], samples: true)
        let changed = json.replacingOccurrences(of: value, with: bad)
        #expect(changed != json)
        let reading = try HistoryImport.read(Data(changed.utf8))
        #expect(reading.records.isEmpty)
        #expect(reading.problems.map(\.key) == ["heartRate"])
    }

    /// Two hours of samples are one row of 7,200 bytes.
    @Test func twoHoursAreOneRow() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var record = HistoryStoreTests.record()
        let samples = (0..<7_200).map { UInt8(100 + $0 % 80) }
        record.heartRate = HeartRateRecord(samples: samples, zoneSeconds: [7_200, 0, 0, 0, 0])
        #expect(try store.append(record))
        let size = try DatabaseQueue(path: folder.database.path).read { db in
            try Int.fetchOne(db, sql: "SELECT length(samples) FROM session_hr")
        }
        #expect(size == 7_200)
        #expect(try store.all(phases: true).first?.heartRate?.samples == samples)
    }
}
