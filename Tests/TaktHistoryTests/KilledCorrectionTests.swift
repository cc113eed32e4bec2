import Foundation
import GRDB
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktHistory

/// `kill -9` at any moment of `takt history delete`, `restore` and `edit` leaves each session
/// either corrected or not, never half: in the history or in the trash (never both, never
/// neither), its scores whole, and the kept sums equal to a recount.
@Suite struct KilledCorrectionTests {
    @Test func killedCorrectionsLeaveEachSessionWholeInOnePlace() throws {
        let folder = try TemporaryFolder()
        let home = folder.url
        let database = home.appendingPathComponent("history.sqlite")
        let records = ScoreIndexTests.sessions(seed: 31, count: 60).map { record in
            var record = record
            record.programTitle = record.programID
            return record
        }
        try HistoryStore.open(at: database).store.append(contentsOf: records)
        var environment = ProcessInfo.processInfo.environment
        environment["TAKT_HOME"] = home.path
        environment["LANG"] = "C.UTF-8"

        var random = SeededRandom(seed: 0xC0DE)  // seeded, so the kill moments replay
        var trashed: Set<UUID> = []
        for round in 0..<30 {
            let record = records[Int(random.next() % UInt64(records.count))]
            let id = String(record.id.uuidString.lowercased())
            let arguments: [String] =
                switch round % 3 {
                case 0: ["history", trashed.contains(record.id) ? "restore" : "delete", id, "--yes"]
                case 1: ["history", "edit", id, "--note", "round \(round)", round % 2 == 0 ? "--scaled" : "--rx"]
                default: ["history", trashed.contains(record.id) ? "restore" : "delete", id, "--yes"]
                }
            let process = Process()
            process.executableURL = KilledWriterTests.binary
            process.arguments = arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The fault: SIGKILL after a random 0-60 ms, every other round.
            if round % 2 == 0 {
                usleep(UInt32(random.next() % 60_000))
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let store = try HistoryStore.open(at: database).store
            let inTrash = Set(try store.trash().map(\.record.id))
            let inHistory = Set(try store.readAll().records.map(\.id))
            // Every session is in exactly one place, whole.
            #expect(inTrash.isDisjoint(with: inHistory), "round \(round)")
            #expect(inTrash.union(inHistory) == Set(records.map(\.id)), "round \(round)")
            trashed = inTrash
        }
        let store = try HistoryStore.open(at: database).store
        let kept = try ScorebookStoreTests.everything(store)
        #expect(kept == (try ScorebookStoreTests.recounted(store)))
        let integrity = try DatabaseQueue(path: database.path).read { db in
            try String.fetchOne(db, sql: "PRAGMA integrity_check")
        }
        #expect(integrity == "ok")
    }
}
