import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// The live views of the scored formats (docs/formats.md), each state drawn whole at 40×10,
/// 80×24 and 160×50 in English and German and compared with its golden in `ScoredScreens/`.
///
/// `TAKT_RECORD_SCREENS=1 swift test --filter ScoredScreenTests` writes the goldens anew; the
/// diff is then read like any other change.
@Suite struct ScoredScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var state: String
        var language: String
        var width: Int
        var height: Int
        var testDescription: String { "\(state) \(language) \(width)x\(height)" }
        var file: String { "\(state)-\(language)-\(width)x\(height).txt" }
    }

    /// Each state: the program's blocks, the events that reach it and the second it is drawn at.
    static let states: [(name: String, blocks: String, events: [(SessionMachine.Event, Double)], at: Double)] = [
        ("emom-task", SessionScoringTests.emom, [(.start, 0), (.tick, 60)], 80),
        ("emom-done", SessionScoringTests.emom, [(.start, 0), (.tick, 60), (.key(.markDone), 85)], 90),
        ("death-by", SessionScoringTests.deathBy, [(.start, 0), (.key(.markDone), 10), (.tick, 60)], 63),
        (
            "amrap", SessionScoringTests.amrap,
            [(.start, 0), (.key(.markDone), 10), (.key(.markDone), 25), (.key(.markDone), 40)], 50
        ),
        ("for-time", SessionScoringTests.forTime, [(.start, 0), (.key(.markDone), 10), (.key(.markDone), 20)], 31),
        (
            "prompt", SessionScoringTests.amrap,
            [(.start, 0), (.key(.markDone), 10), (.tick, 120), (.key(.digit(1)), 121), (.key(.digit(2)), 122)], 123
        ),
        (
            "prompt-refused", SessionScoringTests.deathBy,
            [(.start, 0), (.key(.markDone), 10), (.tick, 121), (.key(.other), 122)], 123
        ),
        // A late finger: the Enter just after period 1 ended counted for it.
        ("emom-late", SessionScoringTests.emom, [(.start, 0), (.tick, 60), (.key(.markDone), 60.4)], 70),
        // Period 1's max reps asked over period 2, whose clock runs on: the answer line under its view.
        (
            "answer-line", AnswerLineOverAPhaseTests.threeMax,
            [(.start, 0), (.tick, 60), (.key(.digit(7)), 62)], 70
        ),
        // Answered: the line keeps the answer and says it can still change.
        (
            "answer-line-given", AnswerLineOverAPhaseTests.threeMax,
            [(.start, 0), (.tick, 60), (.key(.digit(7)), 62), (.key(.markDone), 62.05), (.key(.markDone), 80)], 90
        ),
        // One rep is one Burpee, one Squat: the next line and the task say the singular.
        (
            "emom-one",
            """
              - format: emom
                rounds: 2
                exercises: [{exercise: burpees, reps: 1}, {exercise: squats, reps: 1}]
            """, [(.start, 0), (.key(.markDone), 10)], 20
        ),
        // The first b in an amrap with marks only warns.
        (
            "amrap-back", SessionScoringTests.amrap,
            [(.start, 0), (.key(.markDone), 10), (.key(.back), 30)], 31
        ),
    ]

    static let cases: [Case] = states.flatMap { state in
        [(40, 10), (80, 24), (160, 50)].flatMap { size in
            ["en", "de"].map { Case(state: state.name, language: $0, width: size.0, height: size.1) }
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScoredScreens")

    static func render(_ screen: Case) throws -> String {
        let state = try #require(states.first { $0.name == screen.state })
        var machine = try SessionScoringTests.machine(state.blocks)
        _ = machine.play(state.events)
        let strings = Languages.bundled.strings(for: screen.language)
        let view = SessionScreen(strings: strings, width: screen.width, height: screen.height, colour: false)
        return view.render(machine.snapshot(at: .seconds(state.at))).joined(separator: "\n") + "\n"
    }

    @Test(arguments: cases)
    func wholeScreen(_ screen: Case) throws {
        let rendered = try Self.render(screen)
        let golden = try GoldenFile.expected(rendered, at: Self.folder.appendingPathComponent(screen.file))
        #expect(rendered == golden, "\(screen.file)\n\(rendered)")
        // Every line within the window, and the whole screen exactly as tall as the window.
        let lines = rendered.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == screen.height)
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= screen.width })
    }

    /// At the smallest window each state keeps what it is for: the task or the prompt's
    /// question, the clock or the digits, and the key line whole.
    @Test(arguments: cases.filter { $0.width == 40 })
    func theSmallestWindowKeepsTheKeyLines(_ screen: Case) throws {
        let rendered = try Self.render(screen)
        let strings = Languages.bundled.strings(for: screen.language)
        #expect(rendered.contains(strings(.runKeysQuit)) || rendered.contains(strings(.runKeysShortQuit)))
    }
}

/// The words around and between scored blocks: what a rest names, what the footer counts, and
/// the keys and round counter a window of any size keeps.
@Suite struct ScoredScreenWordsTests {
    /// An E2MOM of two periods with a rest after it, an AMRAP, and a for-time without a cap:
    /// periods 0–120 and 120–240, the rest to 270, the AMRAP to 390, a rest to 420, for time.
    static let program = """
          - format: emom
            every: 2m
            rounds: 2
            restAfter: 30
            exercises: [{exercise: burpees, reps: 1}]
          - format: amrap
            cap: 2m
            restAfter: 30
            exercises: [{exercise: squats, reps: 12}, {exercise: burpees, reps: 1}]
          - format: for-time
            exercises: [{exercise: burpees, reps: 10}]
        """

    static func screen(at seconds: Double, _ language: String, _ width: Int, _ height: Int) throws -> String {
        var machine = try SessionScoringTests.machine(program)
        // The AMRAP's cap asks for reps; Enter alone answers 0 at once.
        let answer: [(SessionMachine.Event, Double)] = seconds > 390 ? [(.tick, 390), (.key(.markDone), 391)] : []
        _ = machine.play([(.start, 0), (.key(.markDone), 130)] + answer + [(.tick, seconds)])
        let view = SessionScreen(
            strings: Languages.bundled.strings(for: language), width: width, height: height, colour: false)
        return view.render(machine.snapshot(at: .seconds(seconds))).joined(separator: "\n")
    }

    /// The rest after the E2MOM's last period names the AMRAP's first task, at every size; the
    /// AMRAP is named by its cap, never as "Period 1/1".
    @Test(arguments: ["en", "de"], [(40, 10), (80, 24), (160, 50)])
    func theRestBeforeAnAmrapNamesItsTaskAndItsCap(language: String, size: (Int, Int)) throws {
        let strings = Languages.bundled.strings(for: language)
        for seconds in [135.0, 250] {
            let screen = try Self.screen(at: seconds, language, size.0, size.1)
            #expect(!screen.contains(strings(.runViewLast)), "\(seconds) s:\n\(screen)")
            if size.1 == 10 {
                #expect(screen.contains(strings(.runViewTask, ["count": .int(12), "name": .text("")])), "\(screen)")
            }
            #expect(!screen.contains(strings(.runViewPeriod, ["round": .int(1), "rounds": .int(1)])))
            if size.1 >= 24 { #expect(screen.contains(strings(.runViewUpcomingAmrap, ["cap": .text("2:00")]))) }
        }
        let beforeForTime = try Self.screen(at: 400, language, size.0, size.1)
        if size.1 >= 24 { #expect(beforeForTime.contains(strings(.runViewUpcomingForTime)), "\(beforeForTime)") }
    }

    /// A for-time without a cap has no end to count down to: the footer says what is done.
    @Test(arguments: ["en", "de"])
    func anUncappedForTimeCountsWhatIsDone(language: String) throws {
        let screen = try Self.screen(at: 430, language, 80, 24)
        let strings = Languages.bundled.strings(for: language)
        #expect(screen.contains(strings(.runViewWorkoutOpenLast, ["done": .text("")]) + " · "), "\(screen)")
        #expect(!screen.contains(strings(.runViewWorkoutLeft, ["left": .text("0:00"), "total": .text("6:30")])))
    }

    /// At 80 columns every key of a scored block, running or paused, and of the reps prompt
    /// is on one line, in both languages.
    @Test(arguments: ["en", "de"], [false, true])
    func eightyColumnsHoldEveryKeyOnOneLine(language: String, paused: Bool) {
        let help = KeyHelp(strings: Languages.bundled.strings(for: language), width: 80)
        #expect(help.lines(paused: paused, openSet: false, scored: true).count == 1)
        #expect(help.lines(paused: paused, openSet: true, scored: false).count == 1)
        #expect(help.questionLines().count == 1)
    }

    /// At 40×10 an amrap and a for-time keep their round counter: the rounds are the score.
    @Test(arguments: ScoredScreenTests.cases.filter { $0.width == 40 && ["amrap", "for-time"].contains($0.state) })
    func theSmallestWindowKeepsTheRounds(_ screen: ScoredScreenTests.Case) throws {
        let rendered = try ScoredScreenTests.render(screen)
        let done = Languages.bundled.strings(for: screen.language)(.runViewRoundsDone, ["count": .int(1)])
        #expect(rendered.contains(done), "\(rendered)")
    }
}
