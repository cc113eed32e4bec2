import Testing

@testable import TaktCore

/// Plain mode's lines for the scored formats: one per done, round, missed, undo, prompt and
/// score, in both languages; and a nested block's phases with their outer rounds.
@Suite struct ScoredPlainLinesTests {
    static func transcript(_ blocks: String, _ events: [(SessionMachine.Event, Double)], language: String) throws
        -> [String]
    {
        var machine = try SessionScoringTests.machine(blocks)
        let strings = Languages.bundled.strings(for: language)
        return machine.play(events).compactMap { effect in
            guard case .note(let moment) = effect else { return nil }
            return PlainLines.line(for: moment.note, snapshot: moment.snapshot, strings: strings)
        }
    }

    static let amrapEvents: [(SessionMachine.Event, Double)] =
        [(.start, 0), (.key(.markDone), 10), (.key(.markDone), 25), (.key(.markDone), 40), (.key(.undo), 41)]
        + [(.tick, 120), (.key(.other), 121), (.key(.digit(4)), 122), (.key(.markDone), 123)]

    @Test func amrapInEnglish() throws {
        #expect(
            try Self.transcript(SessionScoringTests.amrap, Self.amrapEvents, language: "en") == [
                "[0:00] 1/1 AMRAP: 5 Burpees, 10 Squats · 120 s",
                "[0:10] 1/1 done: 5 Burpees",
                "[0:25] 1/1 done: 10 Squats",
                "[0:25] 1/1 round 1 in 0:25",
                "[0:40] 1/1 done: 5 Burpees",
                "[0:41] 1/1 Undone",
                "[2:00] 1/1 Time! Reps of Burpees done in the round in progress? 0 to 5, then Enter (Enter alone: 0)",
                "[2:00] 1/1 Time! Reps of Burpees done in the round in progress? Digits only: type the reps again.",
                "[2:00] 1/1 score 1+4",
            ])
    }

    @Test func emomAndDeathByInGerman() throws {
        let emom = try Self.transcript(
            SessionScoringTests.emom, [(.start, 0), (.key(.markDone), 20), (.tick, 182)], language: "de")
        // A miss is told when it is final, a second after its period, in the period after it.
        #expect(
            emom == [
                "[0:00] 1/3 EMOM: 10 Burpees · Runde 1/3 · 60 s",
                "[0:20] 1/3 geschafft: 10 Burpees",
                "[1:00] 2/3 EMOM: 15 Kniebeugen · Runde 2/3 · 60 s",
                "[2:00] 3/3 EMOM: 10 Burpees · Runde 3/3 · 60 s",
                "[2:01] 3/3 Intervall 2 verpasst",
                "[3:00] 3/3 Intervall 3 verpasst",
                "[3:00] 3/3 Ergebnis 1/3",
            ])
        let deathBy = try Self.transcript(
            SessionScoringTests.deathBy, [(.start, 0), (.key(.markDone), 10), (.tick, 121), (.key(.markDone), 122)],
            language: "de")
        #expect(deathBy.last == "[2:01] 2/5 Ergebnis 1")
        #expect(
            deathBy.contains(
                "[2:01] 2/5 Intervall 2 verpasst Wie viele Wiederholungen in Intervall 2? 0 bis 1, dann Enter (nur Enter: 0)"
            ), "\(deathBy)")
    }

    @Test func aNestedBlockNamesEveryLevel() throws {
        let nested = """
              - rounds: 3
                restAfter: 60
                blocks:
                  - {rounds: 2, work: 20, rest: 10, exercises: [{exercise: squats}]}
            """
        let lines = try Self.transcript(nested, [(.start, 0), (.tick, 100)], language: "en")
        #expect(
            lines.prefix(4) == [
                "[0:00] 1/11 Squats · round 1/2 · in round 1/3 · 20 s",
                "[0:20] 2/11 Rest · 10 s · next: Squats",
                "[0:30] 3/11 Squats · round 2/2 · in round 1/3 · 20 s",
                // The outer block's restAfter comes after its last round only (docs/formats.md), so it is dropped.
                "[0:50] 4/11 Rest · 10 s · next: Squats",
            ])
    }
}
