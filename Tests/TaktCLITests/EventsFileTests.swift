import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// The `--events FILE` lines, in the shape EventsFile documents.
@Suite struct EventsFileTests {
    static let phases = DriverFixtures.timeline.phases

    @Test func aWorkPhaseLineMatchesTheSpec() {
        var phase = Self.phases[1]
        phase.order = 3
        phase.round = 2
        #expect(
            EventLines.phase(phase, planned: .seconds(30), at: .seconds(30.0004))
                == #"{"event":"phase","order":3,"kind":"work","exercise":"burpees","set":1,"round":2,"planned":30.0,"t":30.0004}"#
        )
    }

    @Test func getReadyAndRestHaveNoExercise() {
        #expect(
            EventLines.phase(Self.phases[0], planned: .zero, at: .microseconds(12))
                == #"{"event":"phase","order":1,"kind":"getReady","exercise":null,"set":1,"round":1,"planned":0.0,"t":0.0}"#
        )
        #expect(
            EventLines.phase(Self.phases[2], planned: .seconds(25), at: .seconds(25.00006))
                == #"{"event":"phase","order":3,"kind":"rest","exercise":null,"set":1,"round":1,"planned":25.0,"t":25.0001}"#
        )
    }

    @Test func notesAndTheEnd() {
        #expect(EventLines.note(.paused, order: 2, at: .seconds(12.5)) == #"{"event":"pause","order":2,"t":12.5}"#)
        #expect(EventLines.note(.resumed, order: 2, at: .seconds(20)) == #"{"event":"resume","order":2,"t":20.0}"#)
        #expect(EventLines.note(.skipped, order: 4, at: .seconds(1)) == #"{"event":"skip","order":4,"t":1.0}"#)
        #expect(EventLines.note(.back, order: 4, at: .seconds(2)) == #"{"event":"back","order":4,"t":2.0}"#)
        #expect(EventLines.note(.phaseStarted, order: 4, at: .seconds(2)) == nil)
        #expect(
            EventLines.end(reason: .interrupted, logged: false, at: .seconds(77.25))
                == #"{"event":"end","reason":"interrupted","logged":false,"t":77.25}"#)
        #expect(
            EventLines.end(reason: .finished, logged: true, at: .seconds(240))
                == #"{"event":"end","reason":"finished","logged":true,"t":240.0}"#)
    }

    @Test func everyLineIsJSON() throws {
        let lines = [
            EventLines.phase(Self.phases[3], planned: .seconds(35), at: .seconds(35.1)),
            EventLines.note(.paused, order: 4, at: .seconds(36)) ?? "",
            EventLines.end(reason: .stopped, logged: false, at: .seconds(40)),
        ]
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["event"] != nil, "\(line)")
        }
        #expect(jsonStringLiteral("a\"b\\c\u{1}") == #""a\"b\\c\u0001""#)
    }

    @Test func linesAreAppendedToAnExistingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-events-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"earlier\":true}\n".utf8).write(to: url)
        let file = try EventsFile(path: url.path)
        file.append("{\"a\":1}")
        // Flushed at once: readable before the writer is closed.
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"earlier\":true}\n{\"a\":1}\n")
        file.append("{\"b\":2}")
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"earlier\":true}\n{\"a\":1}\n{\"b\":2}\n")
    }

    @Test func anUnwritablePathThrows() {
        #expect(throws: (any Error).self) { try EventsFile(path: "/nonexistent-dir/events.jsonl") }
    }
}
