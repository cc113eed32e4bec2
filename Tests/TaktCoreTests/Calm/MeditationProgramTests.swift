import Foundation
import Testing

@testable import TaktCore

/// A sitting as a program (SPEC section 19: "and `format: meditation` in a program"): a block
/// of `minutes`, `reflect` and `gongEvery` compiles to the timeline of `takt meditate`, its
/// gongs ring alike, `show` and `show --json` write it, and a bad block is located.
@Suite struct MeditationProgramTests {
    typealias F = ProgramFixtures

    static func yaml(_ block: String) -> String {
        """
        title: Sit
        getReady: 0
        blocks:
          - format: meditation
        \(block)
        """
    }

    /// "M300": kind and seconds, as ``MeditationTests/shape(_:)`` writes a sitting.
    static func shape(_ timeline: Timeline) -> [String] {
        timeline.phases.map {
            ($0.kind == .meditation ? "M" : $0.kind == .reflection ? "R" : "?") + String($0.seconds ?? -1)
        }
    }

    @Test(arguments: [
        ("    minutes: 10", Meditation(minutes: 10)),
        ("    minutes: 20\n    reflect: 3", Meditation(minutes: 20, reflect: 3)),
        ("    minutes: 20\n    reflect: 3\n    gongEvery: 5", Meditation(minutes: 20, reflect: 3, gongEvery: 5)),
        ("    minutes: 20\n    reflect: 5\n    gongEvery: 5", Meditation(minutes: 20, reflect: 5, gongEvery: 5)),
        ("    minutes: 3\n    gongEvery: 5", Meditation(minutes: 3, gongEvery: 5)),
        ("    minutes: 5\n    words: false", Meditation(minutes: 5, words: false)),
    ])
    func theBlockIsTheSittingOfMeditate(block: String, sitting: Meditation) throws {
        let timeline = try F.timeline(Self.yaml(block))
        #expect(Self.shape(timeline) == MeditationTests.shape(sitting))
        #expect(timeline.phases.map(\.round) == sitting.timeline.phases.map(\.round))
        #expect(timeline.phases.map(\.rounds) == sitting.timeline.phases.map(\.rounds))
        #expect(timeline.phases.map(\.quiet) == sitting.timeline.phases.map(\.quiet))
        #expect(timeline.phases.map(\.order) == Array(1...timeline.phases.count))
        #expect(timeline.totalSeconds == sitting.minutes * 60)
        #expect(MeditationTests.gongs(timeline) == MeditationTests.gongs(sitting))
    }

    /// A sitting closing a workout, titled: the work, then the gong that begins the sitting,
    /// the interval's gong, three at the reflection and one at the end; logged as a workout.
    @Test func aSittingClosesAWorkout() throws {
        let timeline = try F.timeline(
            """
            title: Work, then sit
            getReady: 0
            blocks:
              - exercises: [{exercise: burpees, work: 30}]
              - title: {en: Sit, de: Sitzen}
                format: meditation
                minutes: 4
                reflect: 1
                gongEvery: 2
            """)
        #expect(Self.shape(timeline) == ["?30", "M120", "M60", "R60"])
        #expect(timeline.phases.dropFirst().allSatisfy { $0.block == 1 })
        #expect(timeline.phases.last?.blockTitle?.resolved(for: "de") == "Sitzen")
        #expect(MeditationTests.gongs(timeline) == ["30 gong", "150 gong", "210 threeGongs", "270 gong"])
        #expect(SessionKind(phases: timeline.phases.map(\.kind)) == .workout)
        let alone = try F.timeline(Self.yaml("    minutes: 2"))
        #expect(SessionKind(phases: alone.phases.map(\.kind)) == .meditation)
    }

    @Test(arguments: [
        ("    reflect: 3", ["4:13 validate.meditation.minutes"]),
        ("    minutes: 0", ["5:14 validate.range"]),
        ("    minutes: 601", ["5:14 validate.range"]),
        ("    minutes: ten", ["5:14 validate.integer"]),
        ("    minutes: 10\n    reflect: 10", ["6:14 validate.meditation.reflect"]),
        ("    minutes: 10\n    reflect: -1", ["6:14 validate.range"]),
        ("    minutes: 10\n    gongEvery: 0", ["6:16 validate.range"]),
        ("    minutes: 10\n    words: no", ["6:12 validate.boolean"]),
        ("    minutes: 10\n    rounds: 2", ["6:5 validate.meditation.key"]),
        ("    minutes: 10\n    pattern: box", ["6:5 validate.meditation.key"]),
    ])
    func aBadBlockIsLocated(block: String, problems: [String]) {
        #expect(F.problems(Self.yaml(block)) == problems, "\(block)")
    }

    @Test func meditationKeysBelongToMeditation() {
        let problems = F.problems(
            """
            title: Not a sitting
            blocks:
              - reflect: 3
                exercises: [{exercise: burpees, work: 20}]
            """)
        #expect(problems == ["3:5 validate.meditation.only"])
    }

    @Test func theErrorsSayWhatToWriteInBothLanguages() {
        #expect(F.en(.validateMeditationMinutes).contains("minutes: 20"))
        #expect(F.de(.validateMeditationMinutes).contains("minutes: 20"))
        let reflect: [String: StringArgument] = ["value": .int(10), "minutes": .int(10)]
        #expect(F.en(.validateMeditationReflect, reflect).contains("shorter than the sitting (10 min)"))
        #expect(F.de(.validateMeditationReflect, reflect).contains("kürzer als die Sitzung (10 min)"))
    }

    @Test func showWritesTheBlockInBothLanguages() {
        let yaml = Self.yaml("    minutes: 20\n    reflect: 3\n    gongEvery: 5")
        let entry = ProgramLibrary.Entry(id: "sit", source: .user(path: "sit.yaml"), content: F.load(yaml))
        let en = ProgramShowView.render(entry, timeline: true, strings: F.en, profile: BodyProfile())
        let de = ProgramShowView.render(entry, timeline: true, strings: F.de, profile: BodyProfile())
        #expect(en.contains("Duration  20:00 = meditation 20:00\n"), "\(en)")
        #expect(
            en.contains("  1. Block 1 · 20:00\n     Meditation 20:00, the last 3:00 in reflection, a gong every 5:00\n")
        )
        #expect(en.contains("Reflection"))
        #expect(de.contains("Dauer      20:00 = Meditation 20:00\n"), "\(de)")
        #expect(de.contains("Meditation 20:00, die letzten 3:00 Reflexion, alle 5:00 ein Gong"))
        #expect(de.contains("Reflexion"))
        let plain = ProgramLibrary.Entry(
            id: "sit", source: .user(path: "sit.yaml"), content: F.load(Self.yaml("    minutes: 10")))
        #expect(
            ProgramShowView.render(plain, timeline: false, strings: F.en, profile: BodyProfile()).hasSuffix(
                "  1. Block 1 · 10:00\n     Meditation 10:00"))
    }

    /// `show --json` and the events carry the kinds `meditation` and `reflection`.
    @Test func theKindsInJSONAndEvents() throws {
        let loaded = try F.load(Self.yaml("    minutes: 3\n    reflect: 1")).get()
        let json = ProgramJSON.show(loaded, source: .bundled, strings: F.de, profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [[String: Any]])
        #expect(phases.compactMap { $0["kind"] as? String } == ["meditation", "reflection"])
        #expect(phases.compactMap { $0["name"] as? String } == ["Meditation", "Reflexion"])
        #expect(phases.compactMap { $0["seconds"] as? Int } == [120, 60])
        let line = EventLines.phase(loaded.timeline.phases[1], planned: .seconds(120), at: .seconds(120))
        #expect(line.contains("\"kind\":\"reflection\""))
    }

    /// A line has no form for a sitting: the printed line leaves it out and says so.
    @Test func aLineLosesTheSitting() throws {
        let program = try F.load(
            """
            title: Work, then sit
            blocks:
              - exercises: [{exercise: burpees, work: 30}]
              - format: meditation
                minutes: 5
            """
        ).get().program
        let printed = TextForm.print(program)
        #expect(!printed.text.contains("meditat"))
        #expect(printed.losses.contains(.meditation))
        #expect(ConversionLoss.meditation.name(F.de).contains("Meditation"))
    }
}
