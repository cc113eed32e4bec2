import Foundation
import Testing

@testable import TaktCore

/// A program file's `time:` reads a clock as a whiteboard writes it (`time: 1:00` is a 60 s
/// hold, SPEC 14 "More readings"), quoted or not, and refuses a clock that is no time.
@Suite struct HoldTimeReaderTests {
    @Test(arguments: [
        ("time: 1:00", 60), ("time: \"1:00\"", 60), ("time: '1:30'", 90), ("time: 1:30:00", 5400),
        ("time: 60s", 60), ("time: 0:45", 45),
    ])
    func aClockIsAHold(field: String, seconds: Int) throws {
        let tasks = try LanguageFixtures.tasks("  - {format: for-time, exercises: [{exercise: plank, \(field)}]}")
        #expect(tasks.map(\.quantity) == [.time(seconds)])
    }

    @Test(arguments: [
        ("time: 1:75", "4:60 validate.holdTime"), ("time: 1:5", "4:60 validate.holdTime"),
        ("time: a:00", "4:60 validate.holdTime"), ("time: 0:00", "4:60 validate.range"),
    ])
    func aClockThatIsNoTimeIsLocated(field: String, problem: String) {
        let problems = LanguageFixtures.problems(
            "  - {format: for-time, exercises: [{exercise: plank, \(field)}]}")
        #expect(problems == [problem])
    }

    @Test(arguments: [("1:00", 60), ("10:05", 605), ("1:00:00", 3600), ("100:00", 6000)])
    func clockTimeText(text: String, seconds: Int) {
        #expect(ClockTimeText.seconds(from: text) == seconds)
    }

    @Test(arguments: ["1", "1:0", "1:60", ":30", "1:00:00:00", "1000:00", "1:-1", ""])
    func clockTimeTextRefuses(text: String) {
        #expect(ClockTimeText.seconds(from: text) == nil)
    }
}
