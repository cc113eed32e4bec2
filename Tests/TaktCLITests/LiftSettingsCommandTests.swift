import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// `set max`, `unset max` and `set plates` on the command line (SPEC section 17): a movement
/// named as a lifter writes it, kept by its catalog key; percentages of a lift then resolve
/// from it, and without it `show` and `run` name `set max` (exit 1).
@MainActor
@Suite struct LiftSettingsCommandTests {
    static let english = ["LANG": "en_US.UTF-8"]
    static let german = ["LANG": "de_DE.UTF-8"]

    @Test func setMaxSavesShowsAndUnsetsOneMovement() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let saved = await run(["set", "max", "back-squat", "140kg"], home: home, environment: Self.english)
        #expect(saved.0 == 0, "\(saved.2)")
        #expect(saved.1 == "Saved: 1RM of Back squats 140 kg\n")
        let spaced = await run(["set", "max", "deadlift", "405", "lb"], home: home, environment: Self.english)
        #expect(spaced.1 == "Saved: 1RM of Deadlifts 405 lb\n", "\(spaced.2)")
        #expect(
            SettingsCommandsTests.config(home) == """
                # takt — takt set KEY VALUE · takt lang CODE
                max:
                  back-squats: "140kg"
                  deadlifts: "405lb"

                """)
        let shown = await run(["set", "max", "back squat"], home: home, environment: Self.english)
        #expect(shown.1 == "1RM of Back squats: 140 kg\n")
        let all = await run(["set", "max"], home: home, environment: Self.german)
        #expect(all.1 == "1RM: back-squats 140 kg, deadlifts 405 lb\n")
        let none = await run(["set", "max", "bench", "press"], home: home, environment: Self.english)
        #expect(none.0 == 0)
        #expect(none.1 == "no 1RM for Bench presses yet: takt set max bench-press 140kg\n")

        let removed = await run(["unset", "max", "back", "squats"], home: home, environment: Self.english)
        #expect(removed.1 == "Removed: 1RM of Back squats.\n", "\(removed.2)")
        let again = await run(["unset", "max", "back-squat"], home: home, environment: Self.english)
        #expect(again.1 == "no 1RM of Back squats was set; nothing to remove.\n")
        #expect(
            SettingsCommandsTests.config(home)
                == "# takt — takt set KEY VALUE · takt lang CODE\nmax:\n  deadlifts: \"405lb\"\n")
        let everything = await run(["unset", "max"], home: home, environment: Self.english)
        #expect(everything.0 == 0)
        #expect(SettingsCommandsTests.config(home) == "# takt — takt set KEY VALUE · takt lang CODE\n")
    }

    @Test func germanNamesAndNumbers() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let saved = await run(["set", "maximum", "nackenkniebeuge", "102.5kg"], home: home, environment: Self.german)
        #expect(saved.1 == "Gespeichert: 1RM für Nackenkniebeugen 102,5 kg\n", "\(saved.2)")
        let plates = await run(
            ["set", "scheiben", "15kg", "20", "10", "5", "2,5"], home: home, environment: Self.german)
        #expect(plates.1 == "Gespeichert: Scheiben Stange 15 + 20 10 5 2,5 kg\n", "\(plates.2)")
        let shown = await run(["set", "plates"], home: home, environment: Self.english)
        #expect(shown.1 == "plates: bar 15 + 20 10 5 2.5 kg\n")
        _ = await run(["unset", "plates"], home: home, environment: Self.english)
        let standard = await run(["set", "plates"], home: home, environment: Self.english)
        #expect(standard.1 == "plates: bar 20 + 25 20 15 10 5 2.5 1.25 kg (default)\n")
    }

    @Test func aBadLoadIsLocatedInTheCommandLine() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(
            ["set", "max", "back", "squat", "1001kg"], home: home, environment: Self.english)
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(
            err == """
                error: column 20: a set's load must be above 0 and at most 1000 kg, found '1001kg'
                  set max back squat 1001kg
                                     ^

                """)
        let nan = await run(["set", "max", "back-squat", "NaN"], home: home, environment: Self.german)
        #expect(nan.0 == 2)
        #expect(nan.2.hasPrefix("Fehler: Spalte 20: erwartet ein Gewicht wie 100kg"), "\(nan.2)")
        #expect(SettingsCommandsTests.config(home) == "")
    }

    @Test func anUnknownMovementIsRefusedWithASuggestion() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["set", "max", "backsquat", "140kg"], home: home, environment: Self.english)
        #expect(status == 1)
        #expect(out.isEmpty)
        #expect(err == "error: no movement 'backsquat' in the exercise catalog; did you mean 'back-squats'?\n")
        let unset = await run(["unset", "max", "zzz"], home: home, environment: Self.english)
        #expect(unset.0 == 1)
        #expect(unset.2 == "error: no movement 'zzz' in the exercise catalog\n")
        #expect(SettingsCommandsTests.config(home) == "")
    }

    @Test func badPlatesAreABadValue() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(["set", "plates", "20", "25", "20"], home: home, environment: Self.english)
        #expect(status == 2)
        #expect(err.hasPrefix("error: plates are the bar, then each plate, with one unit (kg or lb)"), "\(err)")
        #expect(SettingsCommandsTests.config(home) == "")
    }

    @Test func aPercentageResolvesFromTheMaxOrNamesSetMax() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let lift = "back-squat 3x5 @75%"
        let refused = await run(["show", lift], home: home, environment: Self.english)
        #expect(refused.0 == 1)
        #expect(refused.1.isEmpty)
        #expect(refused.2 == "error: no 1RM for Back squats yet: takt set max back-squats 140kg\n")
        let running = await run(["run", lift, "--speed", "60", "--no-log"], home: home, environment: Self.english)
        #expect(running.0 == 1)
        #expect(running.2 == refused.2)

        _ = await run(["set", "units", "lb"], home: home, environment: Self.german)
        let pounds = await run(["show", lift, "--json"], home: home, environment: Self.german)
        #expect(pounds.2 == "Fehler: noch kein 1RM für Nackenkniebeugen: takt set max back-squats 315lb\n")

        _ = await run(["set", "max", "back-squat", "315lb"], home: home, environment: Self.english)
        let shown = await run(["show", lift], home: home, environment: Self.english)
        #expect(shown.0 == 0, "\(shown.2)")
        // 75 % of 315 lb is 236.25 lb: 235 on a 45 lb bar, 45 + 45 + 5 a side.
        #expect(shown.1.contains("set 1: 5 × 235 lb · 75 % of 1RM 315 lb, rounded from 236.25 lb"), "\(shown.1)")
        let json = await run(["show", lift, "--json"], home: home, environment: Self.english)
        #expect(json.0 == 0)
        #expect(json.1.contains("\"basis\" : \"set\""), "\(json.1)")
        #expect(
            json.1.contains("\"perSide\" : [\n            45,\n            45,\n            5\n          ]"),
            "\(json.1)")
    }
}

extension LiftSettingsCommandTests {
    @Test func thePromptCompletesTheMovementsOfMaxAndTheLiftSettingNames() throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = App(environment: ["TAKT_HOME": home.path], console: TestConsole().console())
        let completion = Completion(vocabulary: app.completionVocabulary())
        #expect(completion.candidates(line: "set max back-sq") == ["back-squats"])
        #expect(completion.candidates(line: "set maximum dead") == ["deadlifts"])
        #expect(completion.candidates(line: "unset max back-sq") == ["back-squats"])
        #expect(completion.candidates(line: "set sche") == ["scheiben"])
        #expect(completion.candidates(line: "set pla") == ["plan-weeks", "planwochen", "plates"])
    }
}
