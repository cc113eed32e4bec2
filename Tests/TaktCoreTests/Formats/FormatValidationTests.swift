import Foundation
import Testing

@testable import TaktCore

/// Mistakes in the formats of docs/formats.md: each located, worded in both languages, all reported.
@Suite struct FormatValidationTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var blocks: String
        /// "line:column key" of every diagnostic, in file order (the blocks start on line 4).
        var problems: [String]
        var english: String
        var german: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "an amrap without cap",
            blocks: "  - {format: amrap, exercises: [{exercise: burpees, reps: 5}]}",
            problems: ["4:14 validate.format.capMissing"],
            english: "an amrap block needs 'cap', how long it runs, e.g. cap: 12m",
            german: "ein amrap-Block braucht „cap“, wie lange er läuft, z. B. cap: 12m"),
        Mistake(
            name: "every: 0",
            blocks: "  - {format: emom, every: 0, exercises: [{exercise: burpees, reps: 5}], rounds: 5}",
            problems: ["4:27 validate.range"],
            english: "'every' must be from 1s to 24h, found '0'",
            german: "„every“ muss zwischen 1s und 24h liegen, gefunden: „0“"),
        Mistake(
            name: "an emom without rounds (one period is never what an EMOM means)",
            blocks: "  - {format: emom, exercises: [{exercise: burpees, reps: 5}]}",
            problems: ["4:14 validate.emom.rounds"],
            english: "an emom block needs 'rounds', how many periods it runs, e.g. rounds: 10",
            german: "ein emom-Block braucht „rounds“, also wie viele Intervalle er läuft, z. B. rounds: 10"),
        Mistake(
            name: "format: emon",
            blocks: "  - {format: emon, exercises: [{exercise: burpees, reps: 5}]}",
            problems: ["4:14 validate.format.suggest"],
            english: "unknown format 'emon'; did you mean 'emom'?",
            german: "unbekanntes Format „emon“; meintest du „emom“?"),
        Mistake(
            name: "rounds beside a ladder of another length",
            blocks: "  - {rounds: 4, reps: [21, 15, 9], exercises: [{exercise: burpees}]}",
            problems: ["4:14 validate.ladder.rounds"],
            english:
                "'rounds: 4' does not match the 3 values of 'reps'; remove 'rounds' (the list sets it) or give 4 values",
            german:
                "„rounds: 4“ passt nicht zu den 3 Werten von „reps“; „rounds“ entfernen (die Liste legt es fest) oder 4 Werte angeben"
        ),
        Mistake(
            name: "two ladders of different lengths",
            blocks: "  - {work: [20, 40], rest: [10, 20, 30], exercises: [{exercise: burpees}]}",
            problems: ["4:28 validate.ladder.lengths"],
            english: "'rest' has 3 values and 'work' has 2; give each list one value per round",
            german: "„rest“ hat 3 Werte und „work“ hat 2; jede Liste braucht einen Wert je Runde"),
        Mistake(
            name: "blocks and exercises in one block",
            blocks: """
                  - blocks: [{exercises: [{exercise: squats, work: 20}]}]
                    exercises: [{exercise: squats, work: 20}]
                """,
            problems: ["4:5 validate.blocksAndExercises"],
            english:
                "a block holds either 'blocks' or 'exercises', not both; move the exercises into an inner block",
            german:
                "ein Block enthält entweder „blocks“ oder „exercises“, nicht beides; die Übungen in einen inneren Block verschieben"
        ),
        Mistake(
            name: "five levels of nesting",
            blocks: """
                  - blocks:
                      - blocks:
                          - blocks:
                              - blocks:
                                  - blocks: [{exercises: [{exercise: squats, work: 20}]}]
                """,
            problems: ["8:21 validate.nesting"],
            english: "blocks nest at most 4 levels deep and this one is level 5; merge it into the block above",
            german:
                "Blöcke lassen sich höchstens 4 Ebenen tief schachteln, dieser liegt auf Ebene 5; mit dem Block darüber zusammenfassen"
        ),
        Mistake(
            name: "reps missing in a for-time block",
            blocks: "  - {format: for-time, exercises: [{exercise: burpees}]}",
            problems: ["4:36 validate.format.repsMissing"],
            english:
                "each exercise of for-time blocks needs 'reps' (e.g. reps: 10) unless the block gives a 'reps' list like [21, 15, 9]",
            german:
                "jede Übung eines for-time-Blocks braucht „reps“ (z. B. reps: 10), außer der Block gibt eine „reps“-Liste wie [21, 15, 9]"
        ),
        Mistake(
            name: "reps in a death-by block",
            blocks: "  - {format: death-by, exercises: [{exercise: burpees, reps: 3}]}",
            problems: ["4:56 validate.format.deathByReps"],
            english: "death-by counts the reps itself, from 'start' and 'step'; remove 'reps'",
            german: "death-by zählt die Wiederholungen selbst, aus „start“ und „step“; „reps“ entfernen"),
        Mistake(
            name: "a cap on an emom",
            blocks: "  - {format: emom, cap: 10m, exercises: [{exercise: burpees, reps: 3}], rounds: 5}",
            problems: ["4:20 validate.format.cap"],
            english: "'cap' is the time limit of amrap and for-time blocks, not of emom blocks",
            german: "„cap“ ist das Zeitlimit von amrap- und for-time-Blöcken, nicht von emom-Blöcken"),
        Mistake(
            name: "work in an amrap",
            blocks: "  - {format: amrap, cap: 5m, exercises: [{exercise: burpees, work: 30}]}",
            problems: ["4:42 validate.format.repsMissing", "4:62 validate.format.counted"],
            english:
                "each exercise of amrap blocks needs 'reps' (e.g. reps: 10) unless the block gives a 'reps' list like [21, 15, 9]",
            german:
                "jede Übung eines amrap-Blocks braucht „reps“ (z. B. reps: 10), außer der Block gibt eine „reps“-Liste wie [21, 15, 9]"
        ),
        Mistake(
            name: "a ladder on an exercise",
            blocks: "  - {exercises: [{exercise: burpees, reps: [21, 15, 9]}]}",
            problems: ["4:44 validate.ladder.exercise"],
            english: "a list of values per round goes on the block, not on one exercise; move 'reps' up to the block",
            german:
                "eine Liste mit Werten je Runde gehört an den Block, nicht an eine Übung; „reps“ in den Block verschieben"
        ),
        Mistake(
            name: "start on an intervals block",
            blocks: "  - {start: 3, work: 20, exercises: [{exercise: burpees}]}",
            problems: ["4:6 validate.format.deathBy"],
            english:
                "'start' belongs to death-by blocks (reps of the first period, reps added each period); remove it or write format: death-by",
            german:
                "„start“ gehört zu death-by-Blöcken (Wiederholungen der ersten Minute, Zuwachs je Minute); entfernen oder format: death-by schreiben"
        ),
        Mistake(
            name: "a format on a block of blocks",
            blocks: "  - {format: emom, blocks: [{exercises: [{exercise: burpees, work: 20}]}]}",
            problems: ["4:6 validate.format.group"],
            english: "a block that holds 'blocks' takes no 'format'; put it on the inner block with the exercises",
            german: "ein Block mit „blocks“ nimmt kein „format“; es gehört in den inneren Block mit den Übungen"),
    ]

    static func yaml(_ blocks: String) -> String { "title: t\ngetReady: 0\nblocks:\n" + blocks + "\n" }

    @Test(arguments: mistakes)
    func eachMistakeIsLocatedAndWorded(_ mistake: Mistake) throws {
        let result = ProgramFixtures.load(Self.yaml(mistake.blocks))
        #expect(ProgramFixtures.problems(result) == mistake.problems)
        guard case .failure(let failure) = result, let first = failure.diagnostics.first else { return }
        #expect(first.text(ProgramFixtures.en) == mistake.english)
        #expect(first.text(ProgramFixtures.de) == mistake.german)
    }

    /// Every mistake of a file is reported, not only the first.
    @Test func allMistakesAreReportedTogether() {
        let blocks = Self.mistakes.map(\.blocks).joined(separator: "\n")
        let problems = ProgramFixtures.problems(Self.yaml(blocks))
        #expect(problems.count == Self.mistakes.reduce(0) { $0 + $1.problems.count })
    }

    /// Huge ladders and counts are refused and located before anything is built (how fast:
    /// `Benchmarks/refused.py`).
    static let huge: [String: (blocks: String, problem: String)] = [
        "a ladder of 10,000 values": (
            "  - {reps: [" + Array(repeating: "1", count: 10_000).joined(separator: ", ")
                + "], exercises: [{exercise: burpees}]}", "4:12 validate.ladder.long"
        ),
        "a death-by of a million periods": (
            "  - {format: death-by, rounds: 1000000, exercises: [{exercise: burpees}]}", "4:32 validate.range"
        ),
        "a million phases in nested repeats": (
            "  - {rounds: 1000, blocks: [{rounds: 1000, exercises: [{exercise: burpees, work: 1}]}]}",
            "3:1 validate.tooManyPhases"
        ),
    ]

    @Test(arguments: huge.keys.sorted())
    func hugeInputIsRefusedBeforeItIsBuilt(name: String) throws {
        let (blocks, problem) = try #require(Self.huge[name])
        #expect(ProgramFixtures.problems(Self.yaml(blocks)) == [problem])
    }

    /// The defaults of docs/formats.md: tabata 8 × 20/10, death-by every 60 s from 1 by 1 for at most
    /// 30 periods, emom every 60 s.
    @Test func formatsHaveTheirDefaults() throws {
        let program = try ProgramFixtures.load(
            Self.yaml(
                """
                  - {format: tabata, exercises: [{exercise: burpees}]}
                  - {format: death-by, exercises: [{exercise: burpees}]}
                  - {format: emom, rounds: 2, exercises: [{exercise: burpees, reps: 5}]}
                """)
        ).get()
        let timeline = program.timeline
        #expect(
            timeline.phases.filter { $0.block == 0 && $0.kind == .work }.map(\.seconds)
                == Array(repeating: 20, count: 8))
        #expect(
            timeline.phases.filter { $0.block == 0 && $0.kind == .rest }.map(\.seconds) == Array(
                repeating: 10, count: 7) + [10])
        let deathBy = timeline.phases.filter { $0.kind == .deathBy }
        #expect(deathBy.count == 30)
        #expect(deathBy.map(\.seconds) == Array(repeating: 60, count: 30))
        #expect(deathBy.map { $0.tasks.first?.reps } == (1...30).map(Optional.some))
        #expect(timeline.phases.filter { $0.kind == .emom }.map(\.seconds) == [60, 60])
    }
}

/// README's formats example is a program that loads.
@Suite struct FormatReadmeTests {
    @Test func theReadmeFormatsExampleIsValid() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "**Formats.**"))
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let loaded = try ProgramFixtures.load("title: t\n" + String(text[start.upperBound..<end.lowerBound])).get()
        #expect(
            loaded.program.blocks.map(\.format) == [.emom, .amrap, .forTime, .deathBy, .tabata, .intervals])
        #expect(loaded.timeline.phases.contains { $0.kind == .forTime && $0.tasks.count == 6 })
    }
}
