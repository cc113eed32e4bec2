import Testing

@testable import TaktCore

/// Where a load not written came from, over the set on the work view (SPEC section 17: "the
/// view says where the load came from"), as `show` says it, in English and German: a squat
/// without a load number, last done as 2 × 5 at 110 kg, all made, with `progress +2.5kg`.
@Suite struct LiftSourceScreenTests {
    static func phases() throws -> [Phase] {
        let loaded = try TextForm.load(
            "back-squat 2x5 progress +2.5kg rest 2:00", id: "squat", catalog: LiftFixtures.catalog
        ).get()
        let done = LastLift.DoneSet(reps: 5, plannedReps: 5, weight: LiftWeight(110, .kg))
        let athlete = LiftAthlete(lastTime: ["back-squats": LastLift(sets: [done, done])])
        return LiftPlan.annotated(loaded.timeline, program: loaded.program, athlete: athlete).phases
    }

    @Test(arguments: ["en", "de"])
    func theWorkViewSaysWhereTheLoadCameFrom(language: String) throws {
        let phases = try Self.phases()
        let index = try #require(phases.firstIndex { $0.kind == .work })
        let snapshot = LiftScreenTests.snapshot(phases, at: index, remaining: nil, elapsed: .seconds(20))
        let screen = LiftScreenTests.screen(snapshot, language)
        #expect(screen == LiftSourceScreenTests.goldens[language], "\n\(screen)")
    }

    @Test func aWrittenLoadSaysNothingMore() throws {
        let phases = try LiftScreenTests.phases()
        let set = try #require(phases.first { $0.kind == .work })
        let screen = SessionScreen(strings: Languages.bundled.strings(for: "en"), width: 60, height: 20, colour: false)
        #expect(screen.liftPosition(set) == nil)
    }

    static let goldens: [String: String] = [
        "en": """
        Squat day                                          Phase 2/4


                                    WORK
                                Back squats
                    last time 110 kg, all made, +2.5 kg

             ██████          ████    ████    ██████      ██████
             ██      ██  ██    ██      ██        ██      ██
             ██████    ██      ██      ██    ██████      ██████
                 ██  ██  ██    ██      ██    ██              ██
             ██████          ██████  ██████  ██████  ██  ██████
                  SET 1/2 · 5 × 112.5 KG · Enter when done

                             Next: Back squats

                   2:50 done · 2:00 after this · 12 kcal


        ␣ pause  n skip  b back  ⏎ done  i how-to  l lang  q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 2/4

                                 BELASTUNG
                              Nackenkniebeugen
                letztes Mal 110 kg, alle geschafft, +2,5 kg

             ██████          ████    ████    ██████      ██████
             ██      ██  ██    ██      ██        ██      ██
             ██████    ██      ██      ██    ██████      ██████
                 ██  ██  ██    ██      ██    ██      ██      ██
             ██████          ██████  ██████  ██████  ██  ██████
                SATZ 1/2 · 5 × 112,5 KG · Enter, wenn fertig

                      Nächste Übung: Nackenkniebeugen

                2:50 geschafft · danach noch 2:00 · 12 kcal


        Leertaste Pause · n überspringen · b zurück · Enter fertig
        i Anleitung · l Sprache · q beenden
        """,
    ]
}
