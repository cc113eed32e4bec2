import Foundation
import TaktCore
import Testing

/// Quick timers, FIT files and program install on the real binary.
@Suite(.serialized) struct InterchangeTests {
    @Test func aQuickTimerRunsWithThePlainView() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try TaktProcess.run(["run", "8x20/10", "--speed", "50", "--plain"], home: home)
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("[0:00] 1/16 Get ready") == true, "\(output)")
        #expect(lines.filter { $0.contains(" Work · round ") }.count == 8)
        #expect(lines.last?.contains("Finished") == true)
        #expect(lines.last?.contains("16/16 phases done") == true)
    }

    @Test func aMistakeInTheLineShowsItsColumnAndExits1() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try TaktProcess.run(
            ["run", "10x(40s squats / 20q)"], home: home, language: "de_DE.UTF-8")
        #expect(status == 1)
        #expect(
            output == """
                Fehler: Spalte 18: hier gehört eine Dauer wie 20, 20s oder 1m30s hin, gefunden: „20q“
                  10x(40s squats / 20q)
                                   ^

                """)
    }

    @Test func aLoggedSessionExportsAsAnActivityWithALapPerPhaseOfItsRow() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (ran, runOutput) = try TaktProcess.run(
            ["run", "3x(20s burpees / 10s)", "--speed", "40", "--plain", "--log"], home: home)
        #expect(ran == 0, "\(runOutput)")
        let (_, json) = try TaktProcess.run(["export", "--format", "json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let row = try #require(rows.first)
        let id = try #require(row["id"] as? String)
        let file = home.appendingPathComponent("session.fit")
        let (exported, exportOutput) = try TaktProcess.run(
            ["export", "--format", "fit", "--session", String(id.prefix(8)), "-o", file.path], home: home)
        #expect(exported == 0, "\(exportOutput)")
        let messages = try FITReader.messages(try Data(contentsOf: file))
        let laps = messages.filter { $0.global == FITProfile.Message.lap }
        let timing = try #require(row["timing"] as? [String: Any])
        let phases = try #require(timing["phases"] as? [[String: Any]])
        #expect(laps.count == phases.count)
        #expect(laps.count == 6)
        let timers = laps.compactMap { $0.unsigned(FITProfile.Summary.totalTimerTime) }
        let rowSeconds = phases.compactMap { $0["seconds"] as? Double }
        #expect(timers == rowSeconds.map { UInt32(($0 * 1000).rounded()) })

        // --since writes a folder, one file a session.
        let folder = home.appendingPathComponent("sessions")
        let (since, sinceOutput) = try TaktProcess.run(
            ["export", "--format", "fit", "--since", "2000-01-01", "-o", folder.path], home: home)
        #expect(since == 0, "\(sinceOutput)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix("-" + id.prefix(8).lowercased() + ".fit") == true)
    }

    @Test func addThenRemoveAProgramInTAKT_HOME() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (added, addOutput) = try TaktProcess.run(["add", "4x(30s squats / 15s)"], home: home)
        #expect(added == 0, "\(addOutput)")
        let installed = home.appendingPathComponent("programs/4x-30s-squats-15s.yaml")
        #expect(addOutput == "installed '4x-30s-squats-15s' as \(installed.path)\n")
        let (listed, list) = try TaktProcess.run(["list"], home: home)
        #expect(listed == 0)
        #expect(list.contains("4x-30s-squats-15s"))
        let (again, againOutput) = try TaktProcess.run(["add", "4x(30s squats / 15s)"], home: home)
        #expect(again == 1)
        #expect(againOutput.contains("already exists"))
        let (removed, removeOutput) = try TaktProcess.run(["remove", "4x-30s-squats-15s"], home: home)
        #expect(removed == 0, "\(removeOutput)")
        #expect(!FileManager.default.fileExists(atPath: installed.path))
        let (bundled, bundledOutput) = try TaktProcess.run(["remove", "tabata-classic"], home: home)
        #expect(bundled == 1)
        #expect(bundledOutput.contains("bundled"))
    }

    @Test func removeAtThePromptAsksFirst() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try TaktProcess.run(["add", "6x30/30"], home: home)
        let file = home.appendingPathComponent("programs/6x30-30.yaml")
        let (process, output) = TaktProcess.make([], home: home)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data("remove 6x30-30\nno\nremove 6x30-30\ny\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("nothing removed\n"), "\(text)")
        #expect(text.contains("removed '6x30-30' (\(file.path))\n"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
