import Testing

@testable import TaktCore

/// Breathing patterns and their one-line form: the phases of every preset, by breaths and by time.
@Suite struct BreathingPatternTests {
    /// A block's phases as `kind length` in seconds, breath by breath: `[["inhale 4", "hold 4"…], …]`.
    static func timeline(_ line: String) throws -> [[String]] {
        let block = try BreathingLine.parse(line).get()
        let steps = block.pattern.steps(for: block.length)
        let cycles = block.pattern.cycles(for: block.length)
        #expect(steps.allSatisfy { $0.cycles == cycles })
        return (1...max(1, cycles)).map { cycle in
            steps.filter { $0.cycle == cycle }.map { step in
                let tenths = step.phase.tenths
                let seconds = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
                return "\(step.phase.kind.rawValue) \(seconds)"
            }
        }
    }

    @Test func boxBreathesFourFourFourFourByCount() throws {
        let breaths = try Self.timeline("breathe box 6")
        #expect(breaths.count == 6)
        #expect(breaths.allSatisfy { $0 == ["inhale 4", "hold 4", "exhale 4", "hold 4"] })
    }

    @Test func fourSevenEightLeavesOutItsHoldOfZero() throws {
        let breaths = try Self.timeline("breathe 4-7-8 x4")
        #expect(breaths == Array(repeating: ["inhale 4", "hold 7", "exhale 8"], count: 4))
    }

    @Test func coherentBreathesInTenthsOfASecond() throws {
        // 11 s a breath: five minutes hold 27 whole breaths.
        let breaths = try Self.timeline("breathe coherent for 5m")
        #expect(breaths == Array(repeating: ["inhale 5.5", "exhale 5.5"], count: 27))
    }

    @Test func calmForATimeRunsWholeBreaths() throws {
        // 10 s a breath: exactly 30 in five minutes.
        #expect(try Self.timeline("breathe calm for 5m") == Array(repeating: ["inhale 4", "exhale 6"], count: 30))
        // Lengths written out are the same as the preset.
        #expect(try Self.timeline("breathe 4-0-6-0 for 5m") == Self.timeline("breathe calm for 5m"))
        // Box (16 s) in a minute: 3 whole breaths, never a fourth cut short.
        #expect(try Self.timeline("breathe box for 1m").count == 3)
        // A time shorter than one breath still breathes once.
        #expect(try Self.timeline("breathe box for 5s").count == 1)
    }

    @Test func everyPresetHasItsLengths() throws {
        let expected: [String: [String]] = [
            "box": ["inhale 4", "hold 4", "exhale 4", "hold 4"],
            "4-7-8": ["inhale 4", "hold 7", "exhale 8"],
            "coherent": ["inhale 5.5", "exhale 5.5"],
            "calm": ["inhale 4", "exhale 6"],
        ]
        #expect(Set(BreathingPattern.presets.keys) == Set(expected.keys))
        for (name, phases) in expected {
            #expect(try Self.timeline("breathe \(name) 1") == [phases], "\(name)")
        }
    }

    @Test func ownPatternsOfThreeOrFourLengths() throws {
        #expect(try Self.timeline("breathe 3-1-5 2") == Array(repeating: ["inhale 3", "hold 1", "exhale 5"], count: 2))
        #expect(try Self.timeline("breathe 4.5-0-6.5-2 ×1") == [["inhale 4.5", "exhale 6.5", "hold 2"]])
        #expect(try Self.timeline("Breathe BOX X2").count == 2)
    }

    @Test(arguments: [
        ("run box 6", BreathingLine.Problem.notBreathing),
        ("breathe", .pattern("")),
        ("breathe square 6", .pattern("square")),
        ("breathe 0-4-6 6", .pattern("0-4-6")),
        ("breathe 4-4-0-4 6", .pattern("4-4-0-4")),
        ("breathe 4-7 6", .pattern("4-7")),
        ("breathe 4-7-8-0-1 6", .pattern("4-7-8-0-1")),
        ("breathe 4.25-0-6 6", .pattern("4.25-0-6")),
        ("breathe 4--6 6", .pattern("4--6")),
        ("breathe 121-0-6 1", .pattern("121-0-6")),
        ("breathe box", .length("")),
        ("breathe box 0", .length("0")),
        ("breathe box x", .length("x")),
        ("breathe box 10001", .length("10001")),
        ("breathe box for", .length("for")),
        ("breathe box for soon", .length("for soon")),
        ("breathe box for 0s", .length("for 0s")),
        ("breathe box for 25h", .length("for 25h")),
        ("breathe box 6 more", .length("6 more")),
    ])
    func badLinesSayWhatIsWrong(_ line: String, _ problem: BreathingLine.Problem) {
        #expect(BreathingLine.parse(line) == .failure(problem))
    }
}
