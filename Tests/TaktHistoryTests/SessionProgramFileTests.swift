import Foundation
import GRDB
import TaktCore
import TaktPlatform
import Testing

@testable import TaktHistory

/// Issue 45: a session run from a program file outside the library keeps the file's path
/// (migration v15), so `history edit` can read its scored blocks later; through the one insert
/// path, the spool, the trash and export/import alike.
@Suite struct SessionProgramFileTests {
    static let file = "/home/athlete/wods/sb-k-amrap.yaml"

    static func fromFile(_ index: Int = 0) -> SessionRecord {
        var record = HistoryStoreTests.record(index)
        record.programFile = file
        return record
    }

    /// A history of version 14 gains the column: its rows read as run by id (no file), and a
    /// new row keeps its file.
    @Test func aVersionFourteenHistoryGainsTheColumn() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = HistoryStoreTests.record(2)
        do {
            let queue = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(queue, upTo: "v14: records from one index")
            try queue.write { db in _ = try HistorySchema.insert(old, db) }
            let columns = try queue.read { db in try db.columns(in: "session").map(\.name) }
            #expect(!columns.contains("programFile"))
        }
        let store = try HistoryStore.open(at: folder.database).store
        let columns = try store.database.read { db in try db.columns(in: "session").map(\.name) }
        #expect(columns.contains("programFile"))
        #expect(try store.all().map(\.programFile) == [nil])
        #expect(try store.append(Self.fromFile()))
        let read = try store.all()
        #expect(read.count == 2)
        #expect(read.first { $0.id != old.id }?.programFile == Self.file)
        #expect(read.first { $0.id == old.id }?.programFile == nil)
    }

    /// The spool keeps the file and gives it to the history; an edit keeps it; the trash keeps
    /// it and gives it back.
    @Test func theSpoolAnEditAndTheTrashKeepTheFile() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let spool = SessionSpool(folder: folder.url.appendingPathComponent("spool"), files: LocalFileSystem())
        let record = Self.fromFile()
        _ = try spool.keep(record)
        #expect(try spool.replay(into: store).added == 1)
        #expect(try store.all().first?.programFile == Self.file)
        let edited = try store.edit(record.id, HistoryStore.Change(division: .scaled, note: nil))
        #expect(edited?.programFile == Self.file)
        #expect(try store.all().first?.programFile == Self.file)
        _ = try store.delete(record.id, at: Date())
        #expect(try store.all().isEmpty)
        _ = try store.restore(record.id)
        #expect(try store.all().first?.programFile == Self.file)
    }

    /// `export` writes the file (null without one) and `import` reads it back; a path that is
    /// not absolute, or holds a control character, is a problem named by its key.
    @Test func exportAndImportCarryTheFile() throws {
        let json = HistoryJSON.render([Self.fromFile(), HistoryStoreTests.record(1)])
        #expect(json.contains("\"programFile\" : \"\(Self.file)\""))
        #expect(json.contains("\"programFile\" : null"))
        let reading = try HistoryImport.read(Data(json.utf8))
        #expect(reading.problems.isEmpty)
        #expect(reading.records.map(\.programFile) == [Self.file, nil])
        for bad in ["wods/relative.yaml", "/tmp/a\\u001bb.yaml"] {
            let broken = json.replacingOccurrences(of: Self.file, with: bad)
            let read = try HistoryImport.read(Data(broken.utf8))
            #expect(read.records.count == 1)
            #expect(read.problems.map(\.key) == ["programFile"])
        }
    }
}
