import Foundation
import Testing

@testable import TaktCore

/// The breathing view (SPEC section 19): the word big, a bar that fills through the inhale,
/// stays full through the hold, empties through the exhale, and the breath count, compared
/// as whole screens at several instants of `breathe box 6`, in en and de, 60, 80 and 140 wide.
@Suite struct BreathingScreenTests {
    static let timeline: Timeline = {
        let catalog = ProgramFixtures.catalog
        return (try? TextForm.load("ready 0, breathe box 6", id: "calm", catalog: catalog).get().timeline)
            ?? Timeline(phases: [])
    }()

    /// Phase `index` of breath 3 (inhale, hold, exhale, hold), `elapsed` seconds into it.
    static func snapshot(_ index: Int, elapsed: Double) -> SessionSnapshot {
        let phase = timeline.phases[8 + index]
        let length = phase.length ?? .zero
        return SessionSnapshot(
            programTitle: LocalizedText(plain: "breathe box 6"), phaseIndex: 8 + index, phase: phase, nextWork: nil,
            isPaused: false, remaining: length - .seconds(elapsed), phaseElapsed: .seconds(elapsed),
            sessionElapsed: .seconds(Double(32 + 4 * index) + elapsed), plannedTotal: .seconds(96),
            phaseCount: timeline.phases.count, kcal: 1.2, plannedAfter: .seconds(96 - 32 - 4 * (index + 1)))
    }

    static let instants: [(String, SessionSnapshot)] = [
        ("inhale-1s", snapshot(0, elapsed: 1)), ("inhale-3s", snapshot(0, elapsed: 3)),
        ("holdFull", snapshot(1, elapsed: 2)), ("exhale-1s", snapshot(2, elapsed: 1)),
        ("exhale-3s", snapshot(2, elapsed: 3)), ("holdEmpty", snapshot(3, elapsed: 2)),
    ]

    static let cases = CalmScreenGoldens.cases(instants.map(\.0))

    @Test(arguments: cases)
    func wholeScreen(_ screen: CalmScreenGoldens.Case) throws {
        try CalmScreenGoldens.check(screen, instants: Self.instants, folder: "BreathingScreens")
    }

    /// The bar's fill follows the breath: a quarter, three quarters, full, and back down.
    @Test func theBarFollowsTheBreath() {
        let fills = Self.instants.map { BreathText.fullness($0.1) ?? -1 }
        #expect(fills == [0.25, 0.75, 1, 0.75, 0.25, 0])
    }

    /// Voice words as each breath phase starts, in both languages.
    @Test func theWordsAreSpoken() {
        let phases = Array(Self.timeline.phases.prefix(4))
        let en = Languages.bundled.strings(for: "en")
        let de = Languages.bundled.strings(for: "de")
        let words = { (strings: Strings) in
            phases.map { SpokenCue.words(for: .phaseStart($0, next: nil), strings: strings) ?? "" }
        }
        #expect(words(en) == ["breathe in", "hold", "breathe out", "hold"])
        #expect(words(de) == ["einatmen", "halten", "ausatmen", "halten"])
    }
}
