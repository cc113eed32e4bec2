import Foundation
import Testing

@testable import TaktCore

/// `set KEY VALUE`: every key validated at and beyond its bounds, refused with a message that
/// names what is allowed, and a refused value leaves the settings as they were.
@Suite struct SettingsTests {
    static let languages = ["de", "en"]
    static let english = Languages.bundled.strings(for: "en")
    static let german = Languages.bundled.strings(for: "de")

    @Test(arguments: [
        ("weight", "20"), ("weight", "300"), ("weight", "72.5"), ("weight", "72,5"), ("weight", " 72 "),
        ("age", "13"), ("age", "100"), ("sex", "f"), ("sex", "M"), ("height", "100"), ("height", "250"),
        ("height", "168.5"), ("goal", "1"), ("goal", "7"), ("sound", "bell"), ("sound", "voice"), ("sound", "off"),
        ("language", "de"), ("language", "EN"), ("WEIGHT", "70"), ("units", "kg"), ("units", "LB"),
        ("score-by", "round"), ("score-by", "task"),
    ])
    func acceptsValidValues(key: String, value: String) throws {
        var settings = Settings()
        try settings.set(key, to: value, languages: Self.languages)
        #expect(settings != Settings())
    }

    /// `set units` and `set score-by` keep what was set and give it back as `set` takes it;
    /// `unset` brings the defaults back (loads as prescribed, one Enter a movement).
    @Test func unitsAndScoreByAreKept() throws {
        var settings = Settings()
        #expect(settings.effectiveScoreBy == .task)
        try settings.set("units", to: "kg", languages: Self.languages)
        try settings.set("units", to: "lb", languages: Self.languages)
        #expect(Settings.Key.named("Einheiten", in: Languages.bundled) == .units)
        #expect(Settings.Key.named("wertung", in: Languages.bundled) == .scoreBy)
        try settings.set("score-by", to: "round", languages: Self.languages)
        #expect(settings.units == .lb)
        #expect(settings.units?.loadUnit == .lb)
        #expect(settings.effectiveScoreBy == .round)
        #expect(settings.value(of: .units) == "lb")
        #expect(settings.value(of: .scoreBy) == "round")
        settings.remove(.scoreBy)
        settings.remove(.units)
        #expect(settings == Settings())
    }

    @Test func storesWhatWasSet() throws {
        var settings = Settings()
        try settings.set("weight", to: "72,5", languages: Self.languages)
        try settings.set("age", to: "35", languages: Self.languages)
        try settings.set("sex", to: "F", languages: Self.languages)
        try settings.set("height", to: "165", languages: Self.languages)
        try settings.set("goal", to: "4", languages: Self.languages)
        try settings.set("sound", to: "Voice", languages: Self.languages)
        try settings.set("language", to: "de", languages: Self.languages)
        #expect(
            settings
                == Settings(
                    language: "de", weightKilograms: 72.5, ageYears: 35, sex: .female, heightCentimetres: 165,
                    weeklyGoal: 4, sound: .voice))
        #expect(
            settings.bodyProfile == BodyProfile(massKilograms: 72.5, ageYears: 35, sex: .female, heightCentimetres: 165)
        )
        #expect(settings.effectiveWeeklyGoal == 4)
        #expect(Settings().effectiveWeeklyGoal == 3)
        #expect(Settings().effectiveSound == .bell)
        #expect(Settings().bodyProfile.usesDefaultMass)
    }

    @Test(arguments: [
        ("weight", "19", "weight must be a number of kg from 20 to 300, found '19'"),
        ("weight", "301", "weight must be a number of kg from 20 to 300, found '301'"),
        ("weight", "19.9", "weight must be a number of kg from 20 to 300, found '19.9'"),
        ("weight", "heavy", "weight must be a number of kg from 20 to 300, found 'heavy'"),
        ("weight", "1e2", "weight must be a number of kg from 20 to 300, found '1e2'"),
        ("weight", "nan", "weight must be a number of kg from 20 to 300, found 'nan'"),
        ("weight", "", "weight must be a number of kg from 20 to 300, found ''"),
        ("age", "12", "age must be a whole number of years from 13 to 100, found '12'"),
        ("age", "101", "age must be a whole number of years from 13 to 100, found '101'"),
        ("age", "35.5", "age must be a whole number of years from 13 to 100, found '35.5'"),
        ("height", "99", "height must be a number of cm from 100 to 250, found '99'"),
        ("height", "251", "height must be a number of cm from 100 to 250, found '251'"),
        ("height", "1.80", "height must be a number of cm from 100 to 250, found '1.80'"),
        ("goal", "0", "the weekly goal must be a whole number of sessions from 1 to 7, found '0'"),
        ("goal", "8", "the weekly goal must be a whole number of sessions from 1 to 7, found '8'"),
        ("goal", "three", "the weekly goal must be a whole number of sessions from 1 to 7, found 'three'"),
        ("sex", "x", "sex must be f or m, found 'x'"),
        ("sex", "female", "sex must be f or m, found 'female'"),
        ("sound", "loud", "sound must be bell, voice or off, found 'loud'"),
        ("units", "stone", "units must be kg or lb, found 'stone'"),
        ("score-by", "set", "score-by must be task or round, found 'set'"),
        ("language", "fr", "language must be one of de, en, found 'fr'"),
        ("wieght", "70", "unknown setting 'wieght': did you mean 'weight'?"),
        (
            "colour", "red",
            "unknown setting 'colour': use one of language, weight, age, sex, height, goal, sound, plan-weeks, units, score-by,"
                + " hr-max, hr-rest, hr-device, max, plates"
        ),
        ("hr-max", "300", "hr-max must be a whole number of beats a minute from 100 to 230, found '300'"),
        ("hr-rest", "20", "hr-rest must be a whole number of beats a minute from 25 to 120, found '20'"),
        ("age", "\u{1B}[2J30", "age must be a whole number of years from 13 to 100, found '\\u001b[2J30'"),
    ])
    func refusesBadValuesAndKeepsTheOldOnes(key: String, value: String, message: String) throws {
        let before = Settings(
            language: "en", weightKilograms: 70, ageYears: 40, sex: .male, heightCentimetres: 180, weeklyGoal: 3,
            sound: .bell)
        var settings = before
        let problem = try #require(throws: SettingProblem.self) {
            try settings.set(key, to: value, languages: Self.languages)
        }
        #expect(settings == before)
        #expect(TerminalText.sanitize(problem.message(Self.english)) == message)
        #expect(!problem.message(Self.german).isEmpty)
    }

    @Test func germanMessagesNameTheRange() throws {
        var settings = Settings()
        let weight = try #require(throws: SettingProblem.self) {
            try settings.set("weight", to: "301", languages: Self.languages)
        }
        #expect(weight.message(Self.german) == "Das Gewicht muss eine Zahl in kg von 20 bis 300 sein, gefunden: „301“")
        let goal = try #require(throws: SettingProblem.self) {
            try settings.set("goal", to: "0", languages: Self.languages)
        }
        #expect(
            goal.message(Self.german) == "Das Wochenziel muss eine ganze Zahl von 1 bis 7 Einheiten sein, gefunden: „0“"
        )
    }
}

/// The settings as the user reads them back.
@Suite struct SettingsViewTests {
    @Test func defaultsInEnglish() {
        #expect(
            SettingsView.render(Settings(), strings: Languages.bundled.strings(for: "en")) == """
                language: not set
                weight: 70 kg (default)
                age: not set
                sex: not set
                height: not set
                weekly goal: 3 sessions a week (default)
                sound: bell (default)
                plan weeks: counted by sessions done (default)
                units: not set
                score by: each movement (default)
                max HR: not set
                resting HR: 60 bpm (default)
                HR strap: not set
                1RM: not set
                plates: a gym's kg plates (default)
                """)
    }

    @Test func everythingSetInGerman() {
        let settings = Settings(
            language: "de", weightKilograms: 72.5, ageYears: 35, sex: .female, heightCentimetres: 165,
            weeklyGoal: 1, sound: .off)
        var strict = settings
        strict.planWeeks = .strict
        strict.units = .lb
        strict.scoreBy = .round
        #expect(
            SettingsView.render(strict, strings: Languages.bundled.strings(for: "de")) == """
                Sprache: de
                Gewicht: 72,5 kg
                Alter: 35 Jahre
                Geschlecht: weiblich
                Größe: 165 cm
                Wochenziel: 1 Einheit pro Woche
                Ton: aus
                Planwochen: strikte Kalenderwochen
                Einheiten: lb
                Wertung: jede Runde
                HF max: 184 S/min (Standard, aus dem Alter 35: 208 − 0,7 × Alter, Tanaka)
                Ruhe-HF: 60 S/min (Standard)
                HF-Gurt: nicht gesetzt
                1RM: nicht gesetzt
                Scheiben: übliche lb-Scheiben (Standard)
                """)
    }

    @Test func confirmation() {
        let settings = Settings(weightKilograms: 72.5)
        #expect(
            SettingsView.confirmation(of: .weight, in: settings, strings: Languages.bundled.strings(for: "en"))
                == "Saved: weight 72.5 kg")
        #expect(
            SettingsView.confirmation(of: .weight, in: settings, strings: Languages.bundled.strings(for: "de"))
                == "Gespeichert: Gewicht 72,5 kg")
    }
}
