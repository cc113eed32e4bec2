import Testing

@testable import TaktCore

/// `show` says each set's reps and load, where the load came from and its rounding to the
/// athlete's plates, in English and German (whole block lines compared).
@Suite struct LiftShowTests {
    static func blockLines(_ line: String, strings: Strings, athlete: LiftAthlete? = nil) throws -> String {
        let loaded = try TextForm.load(line, id: "t", catalog: LiftFixtures.catalog).get()
        let entry = ProgramLibrary.Entry(id: "t", source: .text, content: .success(loaded))
        let text = ProgramShowView.render(
            entry, timeline: false, strings: strings, profile: BodyProfile(), athlete: athlete)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  1. ") })
        return lines[start...].joined(separator: "\n")
    }

    @Test func percentagesRoundedWithPlatesInEnglish() throws {
        let max = OneRepMax(LiftWeight(107, .kg), basis: .estimated)
        let text = try Self.blockLines(
            "bench-press 5-3-1 @75%-85%-95% @RPE8 rest 3:00", strings: ProgramFixtures.en,
            athlete: LiftAthlete(oneRepMaxes: ["bench-press": max]))
        #expect(
            text == """
                  1. Block 1 · 1 round · 6:00
                     Bench presses:
                       set 1: 5 × 80 kg · RPE 8 · 75 % of e1RM 107 kg (estimated), rounded
                         from 80.25 kg · bar + 25 + 5 each side · 3:00 rest
                       set 2: 3 × 90 kg · RPE 8 · 85 % of e1RM 107 kg (estimated), rounded
                         from 90.95 kg · bar + 25 + 10 each side · 3:00 rest
                       set 3: 1 × 102.5 kg · RPE 8 · 95 % of e1RM 107 kg (estimated), rounded
                         from 101.65 kg · bar + 25 + 15 + 1.25 each side
                """)
    }

    @Test func warmupsAndPlatesInGerman() throws {
        let text = try Self.blockLines("kniebeuge warmup 2, 2x5 @102.5kg", strings: ProgramFixtures.de)
        #expect(
            text == """
                  1. Block 1 · 1 Runde · 6:00
                     Kniebeugen:
                       Satz 1: 3 × 62,5 kg · Aufwärmsatz · gerundet von 61,5 kg · Stange + 20
                         + 1,25 je Seite · 2:00 Pause
                       Satz 2: 2 × 82,5 kg · Aufwärmsatz · gerundet von 82 kg · Stange + 25 +
                         5 + 1,25 je Seite · 2:00 Pause
                       Satz 3: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite · 2:00 Pause
                       Satz 4: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite
                """)
    }

    @Test func aPercentageWithoutAOneRepMaxNamesSetMax() throws {
        let program = try TextForm.program(from: "back-squat 5x5 @75%", id: "t", catalog: LiftFixtures.catalog)
        guard case .failure(let problem) = LiftPlan.planned(program, athlete: LiftAthlete()) else {
            Issue.record("planned without a 1RM")
            return
        }
        let text = LiftSetText(strings: ProgramFixtures.en).problem(problem, catalog: LiftFixtures.catalog)
        #expect(text == "no 1RM for Back squats yet: takt set max back-squats 140kg")
        let german = LiftSetText(strings: ProgramFixtures.de).problem(problem, catalog: LiftFixtures.catalog)
        #expect(german == "noch kein 1RM für Nackenkniebeugen: takt set max back-squats 140kg")
        let pounds = LiftSetText(strings: ProgramFixtures.en).problem(problem, catalog: LiftFixtures.catalog, unit: .lb)
        #expect(pounds == "no 1RM for Back squats yet: takt set max back-squats 315lb")
    }
}
