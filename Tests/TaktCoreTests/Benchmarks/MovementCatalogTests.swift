import Foundation
import Testing

@testable import TaktCore

/// The exercise catalog as an athlete and the calorie rules read it: every entry named and
/// explained in both languages with a Compendium MET and its code, and the movements of
/// CrossFit-style training with the values chosen for them in `Programs/exercises.yaml`.
@Suite struct MovementCatalogTests {
    static let catalog = ProgramFixtures.catalog

    @Test(arguments: catalog.keys)
    func everyEntryIsNamedExplainedAndSourced(key: String) throws {
        let exercise = try #require(Self.catalog[key])
        for language in ["en", "de"] {
            let name = try #require(exercise.name.values[language], "\(key) has no \(language) name")
            #expect(!name.trimmingCharacters(in: .whitespaces).isEmpty)
            let howTo = try #require(exercise.howTo?.values[language], "\(key) has no \(language) how-to")
            // One or two sentences an athlete recognises: more than a label, less than a page.
            #expect(howTo.count >= 30 && howTo.count <= 240, "\(key) \(language): \(howTo.count) characters")
        }
        #expect(exercise.met > 0)
        let code = try #require(exercise.compendiumCode, "\(key) has no Compendium code")
        #expect(code.count == 5 && code.allSatisfy(\.isASCIIDigit))
    }

    /// No two entries share a name in one language: `info`, `show` and the live view would not
    /// tell them apart.
    @Test(arguments: ["en", "de"])
    func namesAreDistinct(language: String) {
        var keysByName: [String: [String]] = [:]
        for key in Self.catalog.keys {
            let name = Self.catalog[key]?.name.values[language]?.lowercased() ?? key
            keysByName[name, default: []].append(key)
        }
        #expect(keysByName.filter { $0.value.count > 1 } == [:])
    }

    /// Issue 33's movements with the MET and the 2024 Adult Compendium code chosen for each.
    /// A lift is vigorous weight lifting (02050) or the squat/deadlift entry (02052), never a
    /// HIIT value; jumps and burpees are the HIIT entry that names them (02214).
    static let movements: [(key: String, met: Double, code: String)] = [
        ("thrusters", 6.0, "02050"), ("wall-balls", 6.5, "02057"), ("box-jumps", 11.0, "02214"),
        ("box-jump-overs", 11.0, "02214"), ("double-unders", 10.0, "15554"), ("single-unders", 11.8, "15551"),
        ("kettlebell-swings", 9.8, "02058"), ("deadlifts", 5.0, "02052"), ("cleans", 6.0, "02050"),
        ("power-cleans", 6.0, "02050"), ("squat-cleans", 6.0, "02050"), ("hang-power-cleans", 6.0, "02050"),
        ("clean-and-jerks", 6.0, "02050"), ("snatches", 6.0, "02050"), ("power-snatches", 6.0, "02050"),
        ("overhead-squats", 5.0, "02052"), ("front-squats", 5.0, "02052"), ("back-squats", 5.0, "02052"),
        ("push-press", 6.0, "02050"), ("push-jerks", 6.0, "02050"), ("shoulder-press", 6.0, "02050"),
        ("bench-press", 6.0, "02050"), ("toes-to-bar", 7.5, "02020"), ("knees-to-elbows", 7.5, "02020"),
        ("handstand-push-ups", 7.5, "02020"), ("ring-dips", 7.5, "02020"), ("ring-rows", 3.8, "02022"),
        ("muscle-ups", 7.5, "02020"), ("pistols", 6.5, "02057"), ("walking-lunges", 6.5, "02057"),
        ("rope-climbs", 7.5, "02020"), ("ghd-sit-ups", 7.5, "02020"), ("wall-walks", 7.5, "02020"),
        ("burpees-over-bar", 11.0, "02214"), ("run", 10.5, "12145"), ("row", 7.3, "02070"),
        ("bike", 8.8, "01305"), ("ski", 10.5, "02082"), ("sit-ups", 7.5, "02020"),
        // The substitutes the benchmarks' scaled versions name.
        ("jumping-pull-ups", 7.5, "02020"), ("knee-push-ups", 3.8, "02022"), ("pike-push-ups", 7.5, "02020"),
    ]

    @Test(arguments: movements)
    func theMovementIsInTheCatalog(key: String, met: Double, code: String) throws {
        let exercise = try #require(Self.catalog[key], "\(key) is missing from Programs/exercises.yaml")
        #expect(exercise.met == met)
        #expect(exercise.compendiumCode == code)
    }

    /// What a task of each movement may ask for, as an athlete expects it: a run is a distance
    /// or a time, a machine a distance, calories or a time; a lift and a jump rope take reps, a
    /// timed station or max reps (the default, so a lift never takes a distance).
    @Test func eachMovementTakesTheQuantitiesAnAthleteExpects() throws {
        let quantities = { (key: String) in Self.catalog[key]?.quantities ?? [] }
        #expect(quantities("run") == [.distance, .time])
        for machine in ["row", "bike", "ski"] {
            #expect(quantities(machine) == [.distance, .calories, .time], "\(machine)")
        }
        for key in ["thrusters", "deadlifts", "clean-and-jerks", "double-unders", "single-unders", "pull-ups"] {
            #expect(quantities(key) == [.reps, .time, .max], "\(key)")
        }
    }

    /// German athletes keep many English words (Thruster, Wall Balls), but the lifts with a
    /// German name of their own carry it.
    @Test func germanNamesAreTheOnesAthletesUse() {
        let german = { (key: String) in Self.catalog[key]?.name.values["de"] }
        #expect(german("thrusters") == "Thruster")
        #expect(german("wall-balls") == "Wall Balls")
        #expect(german("deadlifts") == "Kreuzheben")
        #expect(german("clean-and-jerks") == "Umsetzen und Stoßen")
        #expect(german("snatches") == "Reißen")
        #expect(german("run") == "Laufen")
    }
}
