import Foundation
import Testing

@testable import TaktCore

/// The view of a sitting (SPEC section 19): minimal — meditation or reflection, the time left
/// of the sitting, one affirmation a minute (none with `--no-words`) — compared as whole
/// screens in en and de, 60, 80 and 140 wide.
@Suite struct MeditationScreenTests {
    static let sitting = Meditation(minutes: 20, reflect: 3, gongEvery: 5)

    /// The sitting at `second`: its phase, time left and elapsed.
    static func snapshot(at second: Int, paused: Bool = false, words: Bool = true) -> SessionSnapshot {
        var sitting = sitting
        sitting.words = words
        let timeline = sitting.timeline
        var start = 0
        var index = 0
        while index + 1 < timeline.phases.count, start + (timeline.phases[index].seconds ?? 0) <= second {
            start += timeline.phases[index].seconds ?? 0
            index += 1
        }
        let phase = timeline.phases[index]
        let end = start + (phase.seconds ?? 0)
        return SessionSnapshot(
            programTitle: LocalizedText(["en": "Meditation", "de": "Meditation"]), phaseIndex: index, phase: phase,
            nextWork: nil, isPaused: paused, remaining: .seconds(end - second), phaseElapsed: .seconds(second - start),
            sessionElapsed: .seconds(second), plannedTotal: .seconds(1200), phaseCount: timeline.phases.count,
            kcal: 0, plannedAfter: .seconds(1200 - end))
    }

    static let instants: [(String, SessionSnapshot)] = [
        ("start", snapshot(at: 1)), ("minute-7", snapshot(at: 7 * 60 + 30)),
        ("paused", snapshot(at: 12 * 60 + 5, paused: true)), ("reflection", snapshot(at: 18 * 60)),
        ("noWords", snapshot(at: 60, words: false)),
    ]

    static let cases = CalmScreenGoldens.cases(instants.map(\.0))

    @Test(arguments: cases)
    func wholeScreen(_ screen: CalmScreenGoldens.Case) throws {
        try CalmScreenGoldens.check(screen, instants: Self.instants, folder: "MeditationScreens")
    }

    /// A new affirmation each minute, going round; the same one all through a minute.
    @Test func theAffirmationChangesEachMinute() {
        let strings = Languages.bundled.strings(for: "en")
        let shown = (0..<20).map { strings(SessionScreen.affirmation(minute: $0)) }
        #expect(Set(shown).count == SessionScreen.affirmations.count)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 != $1 })
        #expect(shown[0] == shown[SessionScreen.affirmations.count])
        let screen = SessionScreen(strings: strings, width: 80, height: 24, colour: false)
        for (second, minute) in [(61, 1), (119, 1), (120, 2), (9 * 60 + 59, 9)] {
            let text = screen.render(Self.snapshot(at: second)).joined(separator: "\n")
            #expect(text.contains(shown[minute]), "\(second) s: \(text)")
        }
    }
}
