import Testing

@testable import TaktCore

/// A lift in the session's views (SPEC section 17), as whole screens in English and German:
/// the work view says the set and its load ("SET 2/3 · 5 × 102.5 KG"), the rest view the
/// next set with its plates per side.
@Suite struct LiftScreenTests {
    /// The phases of a three-set squat, each set annotated as the default athlete lifts it.
    static func phases() throws -> [Phase] {
        let loaded = try TextForm.load(
            "back-squat 3x5 @100-102.5-105kg rest 2:00", id: "squat", catalog: LiftFixtures.catalog
        ).get()
        return LiftPlan.annotated(loaded.timeline, program: loaded.program, athlete: LiftAthlete()).phases
    }

    static func snapshot(_ phases: [Phase], at index: Int, remaining: Duration?, elapsed: Duration) -> SessionSnapshot {
        let next = phases[(index + 1)...].first { $0.kind == .work }
        return SessionSnapshot(
            programTitle: LocalizedText(["en": "Squat day", "de": "Kniebeugetag"]), phaseIndex: index,
            phase: phases[index], nextWork: next, isPaused: false, remaining: remaining, phaseElapsed: elapsed,
            sessionElapsed: .seconds(170), plannedTotal: .seconds(250), phaseCount: phases.count, kcal: 12.3,
            plannedAfter: .seconds(120))
    }

    static func screen(_ snapshot: SessionSnapshot, _ language: String) -> String {
        SessionScreen(strings: Languages.bundled.strings(for: language), width: 60, height: 20, colour: false)
            .render(snapshot).joined(separator: "\n")
    }

    @Test func everySetOfTheLiftCarriesItsLoad() throws {
        let phases = try Self.phases()
        let work = phases.filter { $0.kind == .work }
        #expect(work.compactMap(\.lift?.amount) == [100, 102.5, 105])
        #expect(work.map(\.lift?.perSide) == [[25, 15], [25, 15, 1.25], [25, 15, 2.5]])
        #expect(phases.filter { $0.kind != .work }.allSatisfy { $0.lift == nil })
    }

    @Test(arguments: ["en", "de"])
    func theWorkViewSaysTheSetAndItsLoad(language: String) throws {
        let phases = try Self.phases()
        let index = try #require(phases.firstIndex { $0.kind == .work && $0.set == 2 })
        let screen = Self.screen(Self.snapshot(phases, at: index, remaining: nil, elapsed: .seconds(21.4)), language)
        #expect(screen == LiftScreenGoldens.work[language])
    }

    @Test(arguments: ["en", "de"])
    func theRestViewSaysTheNextSetWithItsPlatesPerSide(language: String) throws {
        let phases = try Self.phases()
        let index = try #require(phases.firstIndex { $0.kind == .rest })
        let screen = Self.screen(
            Self.snapshot(phases, at: index, remaining: .seconds(83.2), elapsed: .seconds(36.8)), language)
        #expect(screen == LiftScreenGoldens.rest[language])
    }

    /// Set 1's answer line under the rest after it, its clock running: the question, the
    /// answer typed so far and how to answer; then, given, the answer kept.
    @Test(arguments: ["en", "de"])
    func theRestViewAsksTheSetUnderItsClock(language: String) throws {
        let phases = try Self.phases()
        let index = try #require(phases.firstIndex { $0.kind == .rest })
        let set = try #require(phases[index - 1].lift)
        let asked = AnswerLine.SetAsked(
            activity: phases[index - 1].activity, set: 1, sets: 3, round: 1, block: 1, planned: set)
        var snapshot = Self.snapshot(phases, at: index, remaining: .seconds(83.2), elapsed: .seconds(36.8))
        var line = AnswerLine(subject: .liftSet(asked), about: index - 1, since: .seconds(30), limit: 100)
        line.keepsOnEnter = true
        for key in [
            SessionKey.digit(4), .sign("x"), .digit(9), .digit(7), .sign(language == "de" ? "," : "."), .digit(5),
        ] {
            _ = line.take(key)
        }
        snapshot.answerLine = line
        #expect(Self.screen(snapshot, language) == LiftScreenGoldens.restAsking[language])
        _ = line.take(.markDone)
        snapshot.answerLine = line
        #expect(Self.screen(snapshot, language) == LiftScreenGoldens.restAnswered[language])
    }
}
