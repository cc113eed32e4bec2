import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// A session's lifted sets (SPEC section 17) are written with its row, in the same transaction,
/// read back in the order lifted, moved to the trash and back with it, and removed with it.
@Suite struct SessionSetStoreTests {
    static func set(
        _ order: Int, reps: Int, load: Double?, planned: Double? = 100, unit: Load.Unit = .kg, warmup: Bool = false,
        skipped: Bool = false, movement: String = "back-squats"
    ) -> LiftSetDone {
        LiftSetDone(
            movement: movement, order: order, plannedReps: 5, plannedLoad: planned, reps: reps, load: load,
            unit: unit, warmup: warmup, rpe: order == 4 ? 8.5 : nil, at: .seconds(Double(60 * order)),
            skipped: skipped)
    }

    /// Back squats 5×40 (warm-up), 5×100, 4×97.5, one skipped, then bench press in pounds.
    static func lifted(_ index: Int = 0, id: UUID = UUID()) -> SessionRecord {
        var record = HistoryStoreTests.record(index, id: id)
        record.sets = [
            set(1, reps: 5, load: 40, planned: 40, warmup: true), set(2, reps: 5, load: 100),
            set(3, reps: 4, load: 97.5), set(4, reps: 0, load: nil, skipped: true),
            set(1, reps: 5, load: 225, planned: 225, unit: .lb, movement: "bench-press"),
        ]
        return record
    }

    @Test func setsAreStoredWithTheSessionAndReadBackInOrder() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.lifted()
        #expect(try store.append(record))
        #expect(try store.session(matching: String(record.id.uuidString.prefix(8))) == .one(record))
        #expect(try store.all(phases: true) == [record])
        #expect(try store.withSets(store.recent(limit: 5)) == [record])
        // A list reads no sets: a page of history stays one query.
        #expect(try store.recent(limit: 5).first?.sets == [])
        // Kilograms for records, and the pounds as typed.
        let rows = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchAll(db, sql: "SELECT load, loadKg, unit FROM session_set ORDER BY position")
        }
        #expect(rows.count == 5)
        #expect(rows.last?["load"] == 225.0 && rows.last?["unit"] == "lb")
        let kilograms: Double = try #require(rows.last?["loadKg"])
        #expect(abs(kilograms - 102.058) < 0.001)
    }

    @Test func aDuplicateAddsNoSetsAndDeleteAndRestoreKeepThem() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let record = Self.lifted()
        #expect(try store.append(contentsOf: [record, Self.lifted(1)]) == 2)
        #expect(try store.append(contentsOf: [record]) == 0)
        let count = {
            try DatabaseQueue(path: folder.database.path).read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session_set") ?? -1
            }
        }
        #expect(try count() == 10)
        let deleted = try #require(try store.delete(record.id, at: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(deleted.sets == record.sets)
        #expect(try count() == 5)
        #expect(try store.restore(record.id)?.sets == record.sets)
        #expect(try count() == 10)
        #expect(try store.session(matching: record.id.uuidString) == .one(record))
    }

    @Test func theSpoolKeepsTheSets() throws {
        let record = Self.lifted()
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(SessionRecord.self, from: data) == record)
    }

    @Test func historyJSONSpellsSetsAsTheSpecAndImportReadsThemBack() throws {
        let record = Self.lifted()
        let json = HistoryJSON.render([record])
        #expect(json.contains("\"sets\" : ["))
        #expect(json.contains("\"load\" : {\n          \"kg\" : 97.5,\n          \"lb\" : null\n        }"))
        #expect(json.contains("\"lb\" : 225"))
        #expect(json.contains("\"skipped\" : true"))
        let reading = try HistoryImport.read(Data(json.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records.first?.sets == record.sets)
        #expect(HistoryJSON.render(reading.records) == json)
        // An older export, without sets, imports with none.
        let older = json.replacingOccurrences(of: "\"sets\"", with: "\"unknownSets\"")
        #expect(try HistoryImport.read(Data(older.utf8)).records.first?.sets == [])
    }

    @Test(arguments: ["\"reps\" : 4", "\"kg\" : 97.5", "\"order\" : 2"])
    func anImpossibleSetIsRefusedByImport(_ value: String) throws {
        let json = HistoryJSON.render([Self.lifted()])
        let bad =
            value.hasPrefix("\"reps\"")
            ? json.replacingOccurrences(of: value, with: "\"reps\" : 101")
            : value.hasPrefix("\"kg\"")
                ? json.replacingOccurrences(of: value, with: "\"kg\" : 1000.5")
                : json.replacingOccurrences(of: value, with: "\"order\" : 0")
        #expect(bad != json)
        let reading = try HistoryImport.read(Data(bad.utf8))
        #expect(reading.records.isEmpty)
        #expect(reading.problems.map(\.key) == ["sets"])
    }

    @Test func csvWithSetsWritesOneRowPerSet() {
        let record = Self.lifted()
        let lines = HistoryCSV.renderSets([record]).components(separatedBy: "\r\n")
        #expect(lines.first == HistoryCSV.setsHeader.joined(separator: ","))
        #expect(lines.count == 1 + 5 + 1)
        let id = record.id.uuidString.lowercased()
        #expect(lines[3].hasPrefix(id + ",tabata-classic,"))
        #expect(lines[3].contains(",back-squats,3,4,97.5,,5,100,,false,,"))
        #expect(lines[4].contains(",back-squats,4,0,,,5,100,,false,8.5,") && lines[4].hasSuffix(",true"))
        #expect(lines[5].contains(",bench-press,1,5,102.058,225,5,102.058,225,false,,"))
    }

    @Test func theRecordsIndexServesAMovementsHeaviestSets() throws {
        let folder = try TemporaryFolder()
        _ = try HistoryStore.open(at: folder.database).store
        let plan = try DatabaseQueue(path: folder.database.path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + HistoryStore.recordSQL, arguments: ["back-squats", 1])
                .map { $0["detail"] as String? ?? "" }
        }
        #expect(plan.contains { $0.contains("INDEX session_set_record") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    /// Last time is the newest session that lifted the movement, its working sets only: a
    /// warm-up never, a skipped set as not made at its planned load.
    @Test func lastTimeIsTheNewestSessionsWorkingSets() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        var older = Self.lifted(3)
        older.sets = [Self.set(1, reps: 5, load: 90, planned: 90), Self.set(2, reps: 5, load: 90, planned: 90)]
        var newer = Self.lifted(1)
        newer.sets = [
            Self.set(1, reps: 5, load: 40, planned: 40, warmup: true), Self.set(2, reps: 5, load: 100),
            Self.set(3, reps: 5, load: 100),
        ]
        try store.append(contentsOf: [newer, older])
        let last = try store.lastLifts(of: ["back-squats", "deadlifts"])
        #expect(last.keys.sorted() == ["back-squats"])
        let squats = try #require(last["back-squats"])
        #expect(squats.sets.map(\.weight) == [LiftWeight(100, .kg), LiftWeight(100, .kg)])
        #expect(squats.allMade)
        #expect(squats.load(forReps: 5) == LiftWeight(100, .kg))
        // The newest session missed a set (skipped): not all made.
        var newest = Self.lifted(0)
        newest.sets = [
            Self.set(1, reps: 5, load: 102.5, planned: 102.5), Self.set(2, reps: 0, load: nil, skipped: true),
        ]
        #expect(try store.append(newest))
        let missed = try #require(try store.lastLifts(of: ["back-squats"])["back-squats"])
        #expect(!missed.allMade)
        #expect(missed.load(forReps: 5) == LiftWeight(102.5, .kg))
    }
}
