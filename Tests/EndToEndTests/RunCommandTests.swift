import Foundation
import Testing

/// `takt run` on the real binary: plain output to a pipe, the events file, signals.
///
/// Needs the program loader and the `run` command wired into the command table.
@Suite(.serialized) struct RunCommandTests {
    /// getReady 3, 2 rounds of burpees 20 s / rest 10 s, then a 60 s restAfter that rule 4 drops.
    static let program = """
        id: e2e-mini
        title: {en: E2E mini, de: E2E-Mini}
        getReady: 3
        defaults: {work: 20, rest: 10}
        blocks:
          - rounds: 2
            restAfter: 60
            exercises:
              - exercise: burpees

        """

    struct Run {
        var status: Int32
        var output: String
        var events: [[String: Any]]
    }

    static func workspace() throws -> URL {
        let directory = try TaktProcess.home()
        try Data(program.utf8).write(to: directory.appendingPathComponent("mini.yaml"))
        return directory
    }

    static func process(_ arguments: [String], in directory: URL) -> (Process, Pipe) {
        TaktProcess.make(arguments, home: directory)
    }

    static func events(at url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func aPreviewRunsToTheEndOnPlannedTimes() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let eventsURL = directory.appendingPathComponent("events.jsonl")
        let (process, output) = Self.process(
            [
                "run", directory.appendingPathComponent("mini.yaml").path, "--speed", "60", "--plain", "--events",
                eventsURL.path, "--no-log",
            ], in: directory)
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")

        let events = try Self.events(at: eventsURL)
        #expect(events.map { $0["event"] as? String } == ["phase", "phase", "phase", "phase", "end"])
        #expect(events.dropLast().map { $0["kind"] as? String } == ["getReady", "work", "rest", "work"])
        #expect(events.dropLast().map { $0["order"] as? Int } == [1, 2, 3, 4])
        #expect(events.dropLast().map { $0["exercise"] as? String } == [nil, "burpees", nil, "burpees"])
        #expect(events.dropLast().map { $0["round"] as? Int } == [1, 1, 1, 2])
        // Planned times are the exact sums of the planned lengths: no drift at 60×.
        #expect(events.dropLast().map { $0["planned"] as? Double } == [0, 3, 23, 33])
        for event in events.dropLast() {
            let t = try #require(event["t"] as? Double)
            let planned = try #require(event["planned"] as? Double)
            #expect(t >= planned && t < planned + 6, "late by more than 0.1 s real: \(event)")
        }
        #expect(events.last?["reason"] as? String == "finished")
        #expect(events.last?["logged"] as? Bool == false)
        #expect(events.last?["t"] as? Double == 53)

        // One plain line per phase start and one for the end, and no escape codes.
        let lines = text.split(separator: "\n")
        #expect(lines.count == 5, "\(text)")
        #expect(!text.contains("\u{1B}"))
        #expect(lines.last?.contains("Finished") == true)
    }

    @Test func sigtermEndsTheSessionAsInterrupted() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let eventsURL = directory.appendingPathComponent("events.jsonl")
        let (process, output) = Self.process(
            ["run", directory.appendingPathComponent("mini.yaml").path, "--plain", "--events", eventsURL.path],
            in: directory)
        try process.run()
        // The first plain line proves the session is running; no sleeping.
        _ = TaktProcess.read(output) { $0.contains("\n") }
        kill(process.processIdentifier, SIGTERM)
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        let events = try Self.events(at: eventsURL)
        #expect(events.first?["event"] as? String == "phase")
        #expect(events.last?["event"] as? String == "end")
        #expect(events.last?["reason"] as? String == "interrupted")
        // Under 3 s of program time: not logged.
        #expect(events.last?["logged"] as? Bool == false)
        #expect(events.filter { $0["event"] as? String == "end" }.count == 1)
    }
}
