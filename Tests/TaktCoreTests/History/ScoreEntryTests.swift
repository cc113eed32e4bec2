import Foundation
import Testing

@testable import TaktCore

/// `log`'s scores, per format: what athletes write, read for the block they belong to, and
/// each score the program cannot give refused with the limit it went beyond.
@Suite struct ScoreEntryTests {
    static let amrap = ScoredBlock(block: 1, format: .amrap, cap: 1_200, reps: [30], every: 0)
    static let forTime = ScoredBlock(block: 2, format: .forTime, cap: 600, reps: [42, 30, 18], every: 0)
    static let open = ScoredBlock(block: 2, format: .forTime, cap: nil, reps: [42, 30, 18], every: 0)
    static let emom = ScoredBlock(block: 1, format: .emom, reps: Array(repeating: 10, count: 10), every: 60)
    static let deathBy = ScoredBlock(block: 3, format: .deathBy, reps: Array(1...30), every: 60)

    @Test func amrapRoundsAndRepsOrAllReps() throws {
        #expect(try ScoreEntry.parse("7+12", for: Self.amrap).text == "7+12")
        #expect(try ScoreEntry.parse("137", for: Self.amrap).text == "4+17")
        #expect(try ScoreEntry.parse(" 0+0 ", for: Self.amrap).wire.totalReps == 0)
        #expect(throws: ScoreEntry.Problem.beyond(.roundReps(30))) { try ScoreEntry.parse("7+30", for: Self.amrap) }
        for bad in ["7:30", "-1", "7+", "+3", "seven", "", "1000000000000", "7+3+1", "٣"] {
            #expect(throws: ScoreEntry.Problem.form(.amrap), "\(bad)") { try ScoreEntry.parse(bad, for: Self.amrap) }
        }
    }

    @Test func forTimeATimeCappedOrDNF() throws {
        let finish = try ScoreEntry.parse("4:21.7", for: Self.forTime)
        #expect(finish.text == "4:21.7" && finish.counts)
        #expect(try ScoreEntry.parse("4:21,7", for: Self.forTime).text == "4:21.7")
        #expect(try ScoreEntry.parse("1:02:03.5", for: Self.open).text == "1:02:03.5")
        let capped = try ScoreEntry.parse("capped 80", for: Self.forTime)
        #expect(capped.text == "capped, 80 reps" && capped.wire.rounds == 2 && capped.counts)
        let dnf = try ScoreEntry.parse("DNF 21", for: Self.open)
        #expect(dnf.text == "DNF, 21 reps" && dnf.stopped && !dnf.counts)
        #expect(throws: ScoreEntry.Problem.beyond(.cap(600))) { try ScoreEntry.parse("10:00.1", for: Self.forTime) }
        #expect(throws: ScoreEntry.Problem.noCap) { try ScoreEntry.parse("capped 20", for: Self.open) }
        #expect(throws: ScoreEntry.Problem.beyond(.totalReps(90))) {
            try ScoreEntry.parse("capped 90", for: Self.forTime)
        }
        for bad in ["4:61", "4:2", "0:00", "7+3", "4:21.75", "capped", "DNF x", "-4:00", "1:60:00"] {
            #expect(throws: ScoreEntry.Problem.self, "\(bad)") { try ScoreEntry.parse(bad, for: Self.forTime) }
        }
    }

    @Test func emomPeriodsDoneOfAll() throws {
        let score = try ScoreEntry.parse("9/10", for: Self.emom)
        #expect(score.text == "9/10" && score.wire.periodsMissed == 1 && score.wire.totalReps == 90)
        #expect(try ScoreEntry.parse("10", for: Self.emom).text == "10/10")
        #expect(throws: ScoreEntry.Problem.beyond(.periods(10))) { try ScoreEntry.parse("11/10", for: Self.emom) }
        #expect(throws: ScoreEntry.Problem.beyond(.periods(10))) { try ScoreEntry.parse("9/12", for: Self.emom) }
        #expect(throws: ScoreEntry.Problem.form(.emom)) { try ScoreEntry.parse("9/", for: Self.emom) }
    }

    @Test func deathByPeriodsAndTheRepsOfTheFailedOne() throws {
        let score = try ScoreEntry.parse("12+3", for: Self.deathBy)
        #expect(score.text == "12+3" && score.wire.totalReps == 78 + 3 && score.wire.periodsMissed == 1)
        #expect(try ScoreEntry.parse("12", for: Self.deathBy).text == "12")
        #expect(try ScoreEntry.parse("30", for: Self.deathBy).wire.periodsMissed == 0)
        #expect(throws: ScoreEntry.Problem.beyond(.periodReps(13))) { try ScoreEntry.parse("12+13", for: Self.deathBy) }
        #expect(throws: ScoreEntry.Problem.beyond(.periods(30))) { try ScoreEntry.parse("31", for: Self.deathBy) }
        #expect(throws: ScoreEntry.Problem.beyond(.periodReps(0))) { try ScoreEntry.parse("30+1", for: Self.deathBy) }
    }

    /// The blocks of a real program, as `log` reads them: Cindy's one round of 30 reps in 20:00.
    @Test func theBlocksOfAProgram() throws {
        let yaml = """
            id: c
            title: C
            blocks:
              - {format: amrap, cap: 20m, exercises: [{exercise: pull-ups, reps: 5}, {exercise: push-ups, reps: 10}, {exercise: squats, reps: 15}]}
              - {format: emom, rounds: 4, exercises: [{exercise: burpees, reps: 8}]}
            """
        let timeline = try ProgramLoader.load(Data(yaml.utf8), file: "c.yaml", catalog: ProgramFixtures.catalog).get()
            .timeline
        let blocks = ScoredBlock.blocks(of: timeline, language: "en")
        #expect(blocks.map(\.format) == [.amrap, .emom])
        #expect(blocks[0].reps == [30] && blocks[0].cap == 1_200)
        #expect(blocks[1].reps == [8, 8, 8, 8] && blocks[1].every == 60 && blocks[1].block == 2)
    }
}
