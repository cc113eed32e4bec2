import Foundation
import Testing

/// A session run without keys keeps its scores "not entered" and says how to enter them
/// afterwards; the command it prints is one that works.
struct ScoreEntryLaterTests {
    @Test func theFinishedLineNamesAWorkingHistoryEdit() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        id: quick-amrap
        title: Quick AMRAP
        getReady: 5
        blocks:
          - format: amrap
            cap: 2m
            exercises:
              - {exercise: burpees, reps: 5}
              - {exercise: squats, reps: 10}
        """.write(to: folder.appendingPathComponent("quick-amrap.yaml"), atomically: true, encoding: .utf8)
        // Standard input is /dev/null: no keyboard, so nobody can score the block. The cap holds
        // the hint's 7+12 at the fastest paces (78 s).
        let (status, output) = try TaktProcess.run(["run", "quick-amrap", "--speed", "60", "--log"], home: home)
        #expect(status == 0, "\(output)")
        let marker = "Score not entered: enter it with takt "
        let hint = try #require(output.components(separatedBy: "\n").first { $0.contains(marker) }, "\(output)")
        let command = try #require(hint.components(separatedBy: marker).last).split(separator: " ").map(String.init)
        #expect(command.first == "history" && command.contains("--score") && command.last == "1=7+12", "\(command)")

        let (edited, editOutput) = try TaktProcess.run(command, home: home)
        #expect(edited == 0, "\(editOutput)")
        let (_, json) = try TaktProcess.run(["history", "--json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let score = try #require((rows.first?["scores"] as? [[String: Any]])?.first)
        #expect(score["text"] as? String == "7+12")
        #expect(rows.first?["edited"] as? Bool == true)
    }

    /// A line typed once is in no library, but the session keeps it as its title: the hint
    /// is given, and the edit it names reads the line again.
    @Test func aTextFormSessionIsEditedThroughItsLine() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try TaktProcess.run(
            ["run", "amrap 2: 5 burpees, 10 squats", "--speed", "60", "--log"], home: home)
        #expect(status == 0, "\(output)")
        let marker = "Score not entered: enter it with takt "
        let hint = try #require(output.components(separatedBy: "\n").first { $0.contains(marker) }, "\(output)")
        let command = try #require(hint.components(separatedBy: marker).last).split(separator: " ").map(String.init)
        let (edited, editOutput) = try TaktProcess.run(command, home: home)
        #expect(edited == 0, "\(editOutput)")
        let (_, json) = try TaktProcess.run(["history", "--json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let score = try #require((rows.first?["scores"] as? [[String: Any]])?.first)
        #expect(score["text"] as? String == "7+12")
    }

    /// A program file outside the library (`takt run ./wods/sb-k-amrap.yaml`, relative to the
    /// working folder): the session keeps the file's absolute path, so the hint is given and
    /// the edit it names (run from another folder) reads the file again, as does an edit by the
    /// block's title; with the file gone, the edit names the file it cannot read.
    @Test func aSessionRunFromAFileOutsideTheLibraryIsEditedThroughTheFile() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("wods")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("sb-k-amrap.yaml")
        try """
        id: sb-k-amrap
        title: Kettlebell AMRAP
        getReady: 0
        blocks:
          - format: amrap
            title: KB AMRAP
            cap: 2m
            exercises:
              - {exercise: kettlebell-swings, reps: 10}
              - {exercise: burpees, reps: 5}
        """.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try Self.run(["run", "./wods/sb-k-amrap.yaml", "--speed", "60", "--log"], in: home)
        #expect(status == 0, "\(output)")
        let marker = "Score not entered: enter it with takt "
        let hint = try #require(output.components(separatedBy: "\n").first { $0.contains(marker) }, "\(output)")
        let command = try #require(hint.components(separatedBy: marker).last).split(separator: " ").map(String.init)
        let (edited, editOutput) = try TaktProcess.run(command.dropLast() + ["1=7+3"], home: home)
        #expect(edited == 0, "\(editOutput)")
        let (_, json) = try TaktProcess.run(["history", "--json"], home: home)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.first?["programFile"] as? String == file.standardizedFileURL.path)
        let score = try #require((rows.first?["scores"] as? [[String: Any]])?.first)
        #expect(score["text"] as? String == "7+3")
        let id = try #require(rows.first?["id"] as? String)
        let (byTitle, titleOutput) = try TaktProcess.run(
            ["history", "edit", id, "--score", "kb amrap=8+1"], home: home)
        #expect(byTitle == 0, "\(titleOutput)")
        try FileManager.default.removeItem(at: file)
        let (gone, goneOutput) = try TaktProcess.run(["history", "edit", id, "--score", "1=9"], home: home)
        #expect(gone != 0)
        #expect(goneOutput.contains(file.standardizedFileURL.path), "\(goneOutput)")
    }

    /// `takt` run in `folder` as its working directory.
    static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let (process, output) = TaktProcess.make(arguments, home: folder)
        process.currentDirectoryURL = folder
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
