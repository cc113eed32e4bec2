import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// `set max` and `set plates` (SPEC section 17): kept in config.yaml, read back the same,
/// shown by `set` in English and German, refused with the lift language's own words, and the
/// 1RM a percentage of a lift resolves from.
@Suite struct LiftSettingsTests {
    static let en = Languages.bundled.strings(for: "en")
    static let de = Languages.bundled.strings(for: "de")

    @Test func maxesAndPlatesRoundTripThroughTheFile() throws {
        var settings = Settings()
        try settings.set(.max, to: "back-squats 140kg", languages: [])
        try settings.set(.max, to: "deadlifts 405lb", languages: [])
        try settings.set(.max, to: "back-squats 142.5kg", languages: [])
        try settings.set(.plates, to: "15kg 20 10 5 2,5 1.25 0.5", languages: [])
        let text = SettingsFile.text(of: settings)
        #expect(
            text == """
                # takt — takt set KEY VALUE · takt lang CODE
                max:
                  back-squats: "142.5kg"
                  deadlifts: "405lb"
                plates: "15kg 20 10 5 2.5 1.25 0.5"

                """)
        #expect(try SettingsFile.parse(text, path: "config.yaml") == settings)
        #expect(settings.maxes["deadlifts"] == LiftWeight(405, .lb))
    }

    @Test func setShowsTheLiftSettingsInEnglishAndGerman() throws {
        var settings = Settings()
        #expect(SettingsView.value(of: .max, in: settings, strings: Self.en) == "not set")
        #expect(
            SettingsView.value(of: .plates, in: settings, strings: Self.en)
                == "a gym's kg plates (default)")
        settings.units = .lb
        #expect(
            SettingsView.value(of: .plates, in: settings, strings: Self.de)
                == "übliche lb-Scheiben (Standard)")
        #expect(
            SettingsView.plates(settings.effectivePlates, strings: Self.de) == "Stange 45 + 45 35 25 10 5 2,5 lb")
        try settings.set(.max, to: "back-squats 102.5kg", languages: [])
        try settings.set(.max, to: "bench-presses 225lb", languages: [])
        #expect(
            SettingsView.value(of: .max, in: settings, strings: Self.de)
                == "back-squats 102,5 kg, bench-presses 225 lb")
        let lines = SettingsView.render(settings, strings: Self.en).split(separator: "\n").suffix(2)
        #expect(
            lines.joined(separator: "\n") == """
                1RM: back-squats 102.5 kg, bench-presses 225 lb
                plates: a gym's lb plates (default)
                """)
    }

    @Test func germanNamesSelectTheLiftSettings() {
        let languages = Languages.bundled
        #expect(Settings.Key.named("maximum", in: languages) == .max)
        #expect(Settings.Key.named("Scheiben", in: languages) == .plates)
        #expect(Settings.Key.named("plates", in: languages) == .plates)
    }

    @Test(arguments: [
        ("1001kg", "a set's load must be above 0 and at most 1000 kg, found '1001kg'"),
        ("0kg", "a set's load must be above 0 and at most 1000 kg, found '0kg'"),
        ("-5kg", "expected a load like 100kg, 225lb, 100-110-120kg or 75%, found '-5kg'"),
        ("NaN", "expected a load like 100kg, 225lb, 100-110-120kg or 75%, found 'NaN'"),
        ("140", "a lift's load needs its unit or %, like 100kg, 225lb or 75%"),
        ("75%", "a 1RM is one weight with its unit, like 140kg or 315lb, found '75%'"),
        ("100-110kg", "a 1RM is one weight with its unit, like 140kg or 315lb, found '100-110kg'"),
        ("140zz", "'zz' is no unit of a load; write kg, lb or pood"),
    ])
    func aBadMaxIsRefusedInTheLiftLanguagesWords(load: String, message: String) throws {
        var settings = Settings()
        do {
            try settings.set(.max, to: "back-squats " + load, languages: [])
            Issue.record("accepted \(load)")
        } catch {
            #expect(error.message(Self.en) == message)
        }
        #expect(settings.maxes.isEmpty)
    }

    @Test(arguments: [
        "20 25 20", "20kg", "20kg 25lb", "101kg 25", "20kg 51", "20kg 0", "20kg 25 x", "bar",
        "20kg " + Array(repeating: "5", count: 21).joined(separator: " "),
    ])
    func badPlatesAreRefusedAndNamedWithTheirLimits(text: String) throws {
        var settings = Settings()
        do {
            try settings.set(.plates, to: text, languages: [])
            Issue.record("accepted \(text)")
        } catch {
            #expect(
                error.message(Self.en)
                    == "plates are the bar, then each plate, with one unit (kg or lb), like 20kg 25 20 15 10 5 2.5 1.25:"
                    + " a bar of at most 100 kg and 1 to 20 plates of at most 50 kg; found '\(text)'")
        }
        #expect(settings.plates == nil)
    }

    @Test func aBadEntryInTheFileIsLocatedAndTheOthersKept() throws {
        let text = "max:\n  back-squats: \"140kg\"\n  deadlifts: \"2000kg\"\n  Not A Key: \"100kg\"\n"
        let reading = try SettingsFile.reading(Data(text.utf8), path: "config.yaml")
        #expect(reading.settings.maxes == ["back-squats": LiftWeight(140, .kg)])
        #expect(reading.ignored.map(\.position.line) == [3, 4])
        #expect(reading.ignored.map(\.position.column) == [14, 3])
    }

    @Test func aPercentageResolvesFromTheMaxSetInThePlatesOfTheAthlete() throws {
        var settings = Settings()
        try settings.set(.max, to: "back-squats 140kg", languages: [])
        try settings.set(.plates, to: "15kg 20 10 5 2.5", languages: [])
        let lift = Lift(sets: [LiftSet(reps: 5, load: .percent(75))])
        let sets = try LiftPlan.sets(of: lift, movement: "back-squats", athlete: settings.liftAthlete).get()
        // 75 % of 140 kg is 105 kg; a 15 kg bar and plates of 2.5 at least make 105 exactly.
        #expect(sets.map(\.amount) == [105])
        #expect(sets.map(\.perSide) == [[20, 20, 5]])
        #expect(sets.first?.source == .percent(75, of: OneRepMax(LiftWeight(140, .kg), basis: .set)))
        let none = LiftPlan.sets(of: lift, movement: "deadlifts", athlete: settings.liftAthlete)
        #expect(none == .failure(.noOneRepMax(movement: "deadlifts")))
    }

    @Test func removingOneMaxKeepsTheOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-max-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.yaml")
        let files = LocalFileSystem()
        try SettingsFile.update("max", to: "back-squats 140kg", languages: [], at: config, files: files)
        try SettingsFile.update("max", to: "deadlifts 180kg", languages: [], at: config, files: files)
        let removed = try SettingsFile.removeMax("back-squats", at: config, files: files)
        #expect(removed.removed)
        #expect(removed.settings.maxes == ["deadlifts": LiftWeight(180, .kg)])
        let again = try SettingsFile.removeMax("back-squats", at: config, files: files)
        #expect(!again.removed)
        #expect(try SettingsFile.read(from: config, files: files).settings.maxes == ["deadlifts": LiftWeight(180, .kg)])
    }
}
