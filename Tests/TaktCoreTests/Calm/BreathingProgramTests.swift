import Foundation
import Testing

@testable import TaktCore

/// Breathing as a program (SPEC section 19): the one-line `breathe …` form and `format:
/// breathing` blocks compile to the same inhale / hold / exhale phases, timed to the tenth.
@Suite struct BreathingProgramTests {
    typealias F = ProgramFixtures

    /// "I4.0" inhale of 4 s, "H7.0" hold, "E5.5" exhale: each phase's kind and exact length.
    static func shape(_ timeline: Timeline) -> [String] {
        timeline.phases.compactMap { phase in
            guard let breath = phase.breath else { return nil }
            let letter = ["inhale": "I", "hold": "H", "exhale": "E"][phase.kind.rawValue] ?? "?"
            return letter + String(breath.phase.tenths / 10) + "." + String(breath.phase.tenths % 10)
        }
    }

    static func text(_ line: String) throws -> Timeline {
        try TextForm.load(line, id: "t", catalog: F.catalog).get().timeline
    }

    static func yaml(_ block: String) -> String {
        """
        title: Calm
        getReady: 0
        blocks:
          - format: breathing
        \(block)
        """
    }

    @Test(arguments: [
        ("breathe box 2", ["I4.0", "H4.0", "E4.0", "H4.0", "I4.0", "H4.0", "E4.0", "H4.0"], 32),
        ("breathe 4-7-8 x2", ["I4.0", "H7.0", "E8.0", "I4.0", "H7.0", "E8.0"], 38),
        ("breathe coherent ×2", ["I5.5", "E5.5", "I5.5", "E5.5"], 22),
        ("breathe calm 1", ["I4.0", "E6.0"], 10),
        ("breathe 4-0-6-0 for 30s", ["I4.0", "E6.0", "I4.0", "E6.0", "I4.0", "E6.0"], 30),
        // Whole breaths only: 25 s of box is one breath of 16 s, never a cut one.
        ("breathe box for 25s", ["I4.0", "H4.0", "E4.0", "H4.0"], 16),
        ("breathe 2.5-1-3 1", ["I2.5", "H1.0", "E3.0"], 7),
    ])
    func everyPresetAndFormOfTheLine(line: String, phases: [String], seconds: Int) throws {
        let timeline = try Self.text("ready 0, " + line)
        #expect(Self.shape(timeline) == phases)
        #expect(timeline.phases.count == phases.count)
        #expect(timeline.totalSeconds == seconds)
    }

    /// Coherent's 5.5 s phases run 5.5 s each; their whole seconds take turns (6, 5) so the
    /// block adds up to 11 s a breath.
    @Test func coherentRunsToTheTenth() throws {
        let timeline = try Self.text("ready 0, breathe coherent 3")
        #expect(timeline.phases.map(\.seconds) == [6, 5, 6, 5, 6, 5])
        #expect(timeline.phases.allSatisfy { $0.length == .milliseconds(5500) })
        #expect(timeline.phases.map(\.round) == [1, 1, 2, 2, 3, 3])
        #expect(timeline.phases.allSatisfy { $0.rounds == 3 && $0.breath?.cycles == 3 })
    }

    /// `breathe calm for 5m`: 30 breaths of 10 s, with its own line read back the same.
    @Test func forATimeAndBack() throws {
        let program = try TextForm.program(from: "breathe calm for 5m", id: "t", catalog: F.catalog)
        let timeline = try TimelineCompiler(catalog: F.catalog).compile(program)
        #expect(timeline.phases.first?.kind == .getReady)
        #expect(timeline.phases.filter { $0.kind == .inhale }.count == 30)
        #expect(timeline.totalSeconds == 310)
        #expect(TextForm.print(program).text == "ready 10s, breathe calm for 5m")
        let again = try TextForm.program(from: TextForm.print(program).text, id: "t", catalog: F.catalog)
        #expect(again.blocks == program.blocks)
    }

    /// A breathing block closes a workout: the work, then the breaths, no rest between dropped.
    @Test func aCoolDownClosesAnotherProgram() throws {
        let timeline = try Self.text("ready 0, 2x20/10, breathe 4-7-8 x1")
        #expect(timeline.phases.map(\.kind) == [.work, .rest, .work, .rest, .inhale, .hold, .exhale])
        #expect(timeline.phases.map(\.order) == Array(1...7))
        #expect(timeline.phases.last?.block == 1)
        let inParentheses = try Self.text("ready 0, 2x(20s squats, breathe calm 1)")
        #expect(inParentheses.phases.map(\.kind) == [.work, .inhale, .exhale, .work, .inhale, .exhale])
    }

    @Test(arguments: [
        ("breathe", 8, StringKey.textErrorBreathPattern),
        ("breathe boxx 6", 9, .textErrorBreathPattern),
        ("breathe 0-4-4 2", 9, .textErrorBreathPattern),
        ("breathe 4-7-8-0-2 2", 9, .textErrorBreathPattern),
        ("breathe 121-0-4 2", 9, .textErrorBreathPattern),
        ("breathe box", 12, .textErrorBreathLength),
        ("breathe box six", 13, .textErrorBreathLength),
        ("breathe box 0", 13, .textErrorBreathLength),
        ("breathe box 10001", 13, .textErrorBreathLength),
        ("breathe box for", 13, .textErrorBreathLength),
        ("breathe box for 2d", 13, .textErrorBreathLength),
        ("10s burpees, breathe calm x", 27, .textErrorBreathLength),
    ])
    func aBadLineIsLocated(line: String, column: Int, key: StringKey) {
        do {
            _ = try TextForm.program(from: line, id: "t", catalog: F.catalog)
            Issue.record("\(line) was read")
        } catch {
            #expect(error.column == column, "\(line)")
            #expect(error.message.key == key, "\(line)")
        }
    }

    @Test func theTextErrorsSayWhatToWriteInBothLanguages() {
        let message = Diagnostic.Message(.textErrorBreathLength, ["value": .text("six")])
        #expect(F.en(message.key, message.arguments).contains("breathe box 6"))
        #expect(F.de(message.key, message.arguments).contains("Atemzüge"))
    }

    @Test(arguments: [
        ("    pattern: box\n    cycles: 2", "box 2"),
        ("    pattern: \"4-7-8\"\n    cycles: 2", "4-7-8 x2"),
        ("    pattern: coherent\n    cycles: 2", "coherent 2"),
        ("    pattern: 4-0-6-0\n    time: 30s", "4-0-6-0 for 30s"),
        ("    pattern: calm\n    time: 5m", "calm for 5m"),
    ])
    func yamlAndTheLineCompileAlike(block: String, line: String) throws {
        let fromYAML = try F.timeline(Self.yaml(block))
        let fromLine = try Self.text("ready 0, breathe " + line)
        #expect(Self.shape(fromYAML) == Self.shape(fromLine))
        #expect(fromYAML.phases.map(\.seconds) == fromLine.phases.map(\.seconds))
        #expect(fromYAML.totalSeconds == fromLine.totalSeconds)
    }

    /// A breathing block after work in a file: a cool-down, the block's title carried.
    @Test func aYAMLCoolDown() throws {
        let timeline = try F.timeline(
            """
            title: Short and calm
            getReady: 0
            blocks:
              - exercises: [{exercise: burpees, work: 20}]
              - title: {en: Cool-down, de: Abkühlen}
                format: breathing
                pattern: calm
                cycles: 1
            """)
        #expect(timeline.phases.map(\.kind) == [.work, .inhale, .exhale])
        #expect(timeline.phases.last?.blockTitle?.resolved(for: "de") == "Abkühlen")
    }

    @Test(arguments: [
        ("    pattern: boxx\n    cycles: 2", ["5:14 validate.breathing.pattern"]),
        ("    pattern: box", ["4:13 validate.breathing.length"]),
        ("    pattern: box\n    cycles: 2\n    time: 1m", ["7:5 validate.breathing.both"]),
        ("    cycles: 2", ["4:5 validate.missingKey"]),
        ("    pattern: box\n    cycles: 0", ["6:13 validate.range"]),
        ("    pattern: box\n    cycles: 2\n    rounds: 3", ["7:5 validate.breathing.key"]),
        ("    pattern: box\n    time: soon", ["6:11 validate.duration"]),
    ])
    func aBadBlockIsLocated(block: String, problems: [String]) {
        #expect(F.problems(Self.yaml(block)) == problems, "\(block)")
    }

    @Test func breathingKeysBelongToBreathing() {
        let problems = F.problems(
            """
            title: Not calm
            blocks:
              - pattern: box
                exercises: [{exercise: burpees, work: 20}]
            """)
        #expect(problems == ["3:5 validate.breathing.only"])
    }

    /// `show --json` and the events carry the kinds `inhale`, `hold` and `exhale`.
    @Test func theKindsInJSONAndEvents() throws {
        let loaded = try TextForm.load("ready 0, breathe 4-7-8 1", id: "t", catalog: F.catalog).get()
        let json = ProgramJSON.show(loaded, source: .bundled, strings: F.en, profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [[String: Any]])
        #expect(phases.compactMap { $0["kind"] as? String } == ["inhale", "hold", "exhale"])
        #expect(phases.compactMap { $0["name"] as? String } == ["Breathe in", "Hold", "Breathe out"])
        let line = EventLines.phase(loaded.timeline.phases[1], planned: .seconds(4), at: .seconds(4))
        #expect(line.contains("\"kind\":\"hold\""))
    }

    @Test func showWritesTheBlockInBothLanguages() {
        let yaml = Self.yaml("    pattern: coherent\n    time: 1m")
        let entry = ProgramLibrary.Entry(id: "calm", source: .user(path: "calm.yaml"), content: F.load(yaml))
        let en = ProgramShowView.render(entry, timeline: true, strings: F.en, profile: BodyProfile())
        let de = ProgramShowView.render(entry, timeline: true, strings: F.de, profile: BodyProfile())
        #expect(en.contains("Duration  0:55 = breathing 0:55\n"))
        #expect(
            en.contains("  1. Block 1 · 5 breaths · 0:55\n     Breathe coherent (5.5-0-5.5-0 s) for 1:00: 5 breaths\n"))
        #expect(en.contains("Breathe in"))
        #expect(en.contains("breath 5/5"))
        #expect(de.contains("Dauer      0:55 = Atmen 0:55\n"))
        #expect(de.contains("Atmen coherent (5,5-0-5,5-0 s) für 1:00: 5 Atemzüge"))
        #expect(de.contains("Ausatmen"))
        #expect(de.contains("Atemzug 5/5"))
    }
}
