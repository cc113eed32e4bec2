import Foundation
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
        let file = Self.folder.appendingPathComponent(screen.file)
        if ProcessInfo.processInfo.environment["TAKT_RECORD_SCREENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try rendered.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
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
        let quit = Languages.bundled.strings(for: screen.language)(.runKeysQuit)
        #expect(rendered.contains(quit))
    }
}
