import Foundation
import GRDB
import TaktPlatform
import Testing

@testable import TaktCore
@testable import TaktHistory

/// The spool: a session the history could not take waits in one file, and is added once.
@Suite struct SessionSpoolTests {
    @Test func keptSessionsAreAddedAndTheirFilesRemoved() throws {
        let folder = try TemporaryFolder()
        let spool = SessionSpool(folder: folder.url.appendingPathComponent("spool"), files: LocalFileSystem())
        let records = (0..<3).map { HistoryStoreTests.record($0) }
        for record in records { try spool.keep(record) }
        #expect(spool.pending().count == 3)
        // Written complete under a temporary name, then renamed: no temporary file is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.folder.path).count == 3)
        let store = try HistoryStore.open(at: folder.database).store
        let replay = try spool.replay(into: store)
        #expect(replay == SessionSpool.Replay(added: 3, alreadyStored: 0, setAside: []))
        #expect(try store.all() == records)
        #expect(spool.pending().isEmpty)
    }

    /// A replay interrupted after its commit (the files still there) adds nothing twice.
    @Test func replayingTheSameSessionTwiceLeavesOneRow() throws {
        let folder = try TemporaryFolder()
        let spool = SessionSpool(folder: folder.url.appendingPathComponent("spool"), files: LocalFileSystem())
        let record = HistoryStoreTests.record()
        let file = try spool.keep(record)
        let bytes = try Data(contentsOf: file)
        let store = try HistoryStore.open(at: folder.database).store
        #expect(try spool.replay(into: store).added == 1)
        try bytes.write(to: file)
        let second = try spool.replay(into: store)
        #expect(second.added == 0)
        #expect(second.alreadyStored == 1)
        #expect(try store.count() == 1)
        #expect(spool.pending().isEmpty)
    }

    @Test func anUnreadableSpoolFileIsSetAsideOnceAndTheOthersAreAdded() throws {
        let folder = try TemporaryFolder()
        let spool = SessionSpool(folder: folder.url.appendingPathComponent("spool"), files: LocalFileSystem())
        try spool.keep(HistoryStoreTests.record())
        let junk = spool.folder.appendingPathComponent("0-junk.json")
        try Data("{not json".utf8).write(to: junk)
        let store = try HistoryStore.open(at: folder.database).store
        let replay = try spool.replay(into: store)
        #expect(replay.added == 1)
        #expect(replay.setAside == [junk.path + ".broken"])
        #expect(FileManager.default.fileExists(atPath: junk.path + ".broken"))
        #expect(try spool.replay(into: store).isEmpty)
    }

    /// A spool file or an export from before speed, skips and plans were recorded still reads.
    @Test func aRecordWithoutTheNewerFieldsDecodesWithDefaults() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(HistoryStoreTests.record())) as? [String: Any])
        for key in ["speed", "phasesSkipped", "planID", "planWeek", "planDay"] { object.removeValue(forKey: key) }
        let record = try JSONDecoder().decode(
            SessionRecord.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(record.speed == 1)
        #expect(record.phasesSkipped == 0)
        #expect(record.planID == nil)
        #expect(record == HistoryStoreTests.record(id: record.id))
    }
}
