import Foundation
import Testing

@testable import TaktCore

/// Issue 45's misreadings of the one-line text form (SPEC 14, "More readings"): for-time
/// rounds written as `3 rounds for time:` or `3 RFT:`, and `1:00 plank` as a 60 s hold.
@Suite struct WhiteboardReadingTests {
    static func program(_ line: String) throws(TextFormError) -> Program {
        try TextForm.program(from: line, id: "t", catalog: LanguageFixtures.catalog)
    }

    static func block(_ line: String) throws -> Program.Block {
        try #require(try program(line).blocks.first)
    }

    @Test(arguments: [
        ("3 rounds for time: 400m test-run, 10 burpees", 3),
        ("3 RFT: 400m test-run, 10 burpees", 3),
        ("5 rft: 400m test-run, 10 burpees", 5),
        ("1 round for time: 400m test-run, 10 burpees", 1),
        ("3  Rounds  For  Time : 400m test-run, 10 burpees", 3),
    ])
    func roundsForTimeAreForTimeRounds(line: String, rounds: Int) throws {
        let block = try Self.block(line)
        #expect(block.format == .forTime)
        #expect(block.rounds == rounds)
        #expect(block.cap == nil)
        #expect(block.exercises.map(\.key) == ["test-run", "burpees"])
        #expect(block.exercises.map(\.quantity) == [.distance(Distance(400, .m)), .reps(10)])
    }

    /// The line the issue names reads as the same block as `for time: 3x(…)`.
    @Test func rftIsTheSameBlockAsARepeatedForTime() throws {
        let written = try Self.block("3 RFT: 10 burpees, 10 squats")
        let repeated = try Self.block("for time: 3x(10 burpees, 10 squats)")
        #expect(written == repeated)
        #expect(try Self.block("3 rounds for time cap 20: 10 burpees, 10 squats").cap == 20 * 60)
    }

    /// A format in parentheses and after other items reads the same.
    @Test func roundsForTimeAfterOtherItems() throws {
        let program = try Self.program("ready 10s, (2 rft: 5 burpees) rest 60s, (3 rounds for time: 10 squats)")
        #expect(program.blocks.map(\.format) == [.forTime, .forTime])
        #expect(program.blocks.map(\.rounds) == [2, 3])
        #expect(program.blocks.first?.restAfter == 60)
    }

    /// `share` writes it as the canonical for-time repeat, which reads back to the same blocks.
    @Test func roundsForTimeShareReadsBack() throws {
        let program = try Self.program("3 RFT: 10 burpees, 10 squats")
        let printed = TextForm.print(program).text
        #expect(try Self.program(printed).blocks == program.blocks)
    }

    /// `1:00 plank` is 60 s of a plank, not 1 s of ":00 plank", at the top of a line as in a format.
    @Test(arguments: [
        ("1:00 plank", 60), ("1:30 plank", 90), ("60s plank", 60), ("3x(1:00 plank / 30s)", 60),
        ("1:00:00 plank", 3600),
    ])
    func aClockTimeIsAHold(line: String, seconds: Int) throws {
        let block = try Self.block(line)
        let entry = try #require(block.exercises.first)
        #expect(entry.key == "plank")
        #expect(entry.timing.work == seconds)
    }

    /// Each bad word is refused where it stands, naming it.
    @Test(arguments: [
        ("3 rounds for time: 21-15-9 burpees", 20, StringKey.textErrorRoundsLadder),
        ("0 rft: 10 burpees", 1, .textErrorRounds),
        ("3 rft 10 burpees", 7, .textErrorExpectedColon),
        ("1:75 plank", 1, .textErrorClock),
        ("3 rfx: 10 burpees", 3, .textErrorUnknownFormat),
        ("3 rounds for tme: 400m test-run", 3, .textErrorUnknownFormat),
        ("30s burpee: 10 x", 5, .textErrorUnknownFormat),
    ])
    func badWordsAreLocated(line: String, column: Int, key: StringKey) {
        do {
            _ = try Self.program(line)
            Issue.record("read without a problem: \(line)")
        } catch {
            #expect(error.column == column)
            #expect(error.message.key == key)
        }
    }

    /// The error names the words that are unknown, never a neighbour read as a load's unit.
    @Test(arguments: [
        ("3 rfx: 10 burpees", "rfx"), ("3 rounds for tme: 10 burpees", "rounds for tme"), ("3 RTF : 10 squats", "RTF"),
    ])
    func anUnknownFormatIsNamed(line: String, found: String) {
        do {
            _ = try Self.program(line)
            Issue.record("read without a problem: \(line)")
        } catch {
            #expect(error.message.key == .textErrorUnknownFormat)
            #expect(error.message.arguments["found"] == .quoted(found))
        }
    }
}
