import Foundation
import Testing

/// Real `takt run --log` processes: every way they end logs exactly one row, and several
/// processes logging at once lose nothing.
@Suite(.serialized) struct SessionLoggingTests {
    struct HistoryRow: Decodable {
        var id: String
        var programId: String
        var endReason: String
        var phasesDone: Int
    }

    static func rows(home: URL) throws -> [HistoryRow] {
        let (status, json) = try TaktProcess.run(["history", "--json", "--limit", "1000"], home: home)
        #expect(status == 0, "\(json)")
        return try JSONDecoder().decode([HistoryRow].self, from: Data(json.utf8))
    }

    @Test(arguments: SignalFaultTests.signals.map(\.1))
    func aSignalEndsTheSessionAsInterruptedAndLogsOneRow(signal: Int32) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (process, output) = TaktProcess.make(
            ["run", "tabata-classic", "--plain", "--speed", "10", "--log"], home: home)
        try process.run()
        // The third phase line is at 30 s of program time: well past the 3 s a row needs.
        _ = TaktProcess.read(output) { $0.components(separatedBy: "\n").count > 3 }
        kill(process.processIdentifier, signal)
        let rest = TaktProcess.read(output) { _ in false }
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal, "\(rest)")
        #expect(rest.contains("Interrupted"), "\(rest)")
        #expect(rest.contains("saved"), "\(rest)")
        let rows = try Self.rows(home: home)
        #expect(rows.count == 1)
        #expect(rows.first?.endReason == "interrupted")
        #expect(rows.first?.programId == "tabata-classic")
    }

    @Test func aReaderGoingAwayEndsTheSessionAsInterruptedAndLogsIt() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (process, output) = TaktProcess.make(
            ["run", "tabata-classic", "--plain", "--speed", "20", "--log"], home: home)
        try process.run()
        // Like `| head -3`: read three lines, then close the pipe.
        _ = TaktProcess.read(output) { $0.components(separatedBy: "\n").count > 3 }
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGPIPE)
        let rows = try Self.rows(home: home)
        #expect(rows.count == 1)
        #expect(rows.first?.endReason == "interrupted")
    }

    @Test func threeProcessesLoggingAtOnceLoseNothing() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let runs = (0..<3).map { _ in
            TaktProcess.make(["run", "tabata-classic", "--plain", "--speed", "400", "--log"], home: home)
        }
        for (process, _) in runs { try process.run() }
        for (process, output) in runs {
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let rows = try Self.rows(home: home)
        #expect(rows.count == 3)
        #expect(Set(rows.map(\.id)).count == 3)
        #expect(rows.allSatisfy { $0.endReason == "finished" && $0.phasesDone == 16 })
    }

    @Test func aPreviewIsNotLoggedWithoutLogAndNoLogNeverLogs() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, preview) = try TaktProcess.run(["run", "tabata-classic", "--plain", "--speed", "400"], home: home)
        let (_, never) = try TaktProcess.run(
            ["run", "tabata-classic", "--plain", "--speed", "400", "--no-log"], home: home)
        #expect(preview.contains("preview"), "\(preview)")
        #expect(never.contains("not saved"), "\(never)")
        #expect(try Self.rows(home: home).isEmpty)
    }
}
