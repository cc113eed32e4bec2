import Testing

@testable import TaktCore

/// Karvonen zones from hr-max and hr-rest, Tanaka's maximum from age, and the settings behind them.
@Suite struct HeartRateZonesTests {
    static let languages = ["de", "en"]

    /// Max 190, rest 60: a reserve of 130; zones start at 60 + 65, + 78, + 91, + 104, + 117.
    @Test func zonesOfTheReserve() throws {
        let zones = try #require(HeartRateZones(maximum: 190, resting: 60))
        #expect(zones.lowerBounds == [125, 138, 151, 164, 177])
        #expect(zones.zone(of: 124) == nil)
        #expect(zones.zone(of: 125) == 1)
        #expect(zones.zone(of: 137) == 1)
        #expect(zones.zone(of: 138) == 2)
        #expect(zones.zone(of: 150) == 2)
        #expect(zones.zone(of: 151) == 3)
        #expect(zones.zone(of: 164) == 4)
        #expect(zones.zone(of: 177) == 5)
        #expect(zones.zone(of: 205) == 5)
    }

    /// A bound between two whole beats rounds up; 70 % of a reserve of 100 is 70, not 71.
    @Test func boundsRoundUpExactly() throws {
        #expect(try #require(HeartRateZones(maximum: 185, resting: 52)).lowerBounds == [119, 132, 146, 159, 172])
        #expect(try #require(HeartRateZones(maximum: 160, resting: 60)).lowerBounds == [110, 120, 130, 140, 150])
    }

    @Test func noReserveNoZones() {
        #expect(HeartRateZones(maximum: 60, resting: 60) == nil)
        #expect(HeartRateZones(maximum: 100, resting: 110) == nil)
    }

    @Test(arguments: [(35, 184), (40, 180), (30, 187), (13, 199), (100, 138)])
    func tanakaMaximumFromAge(age: Int, maximum: Int) {
        #expect(HeartRateZones.tanakaMaximum(ageYears: age) == maximum)
    }

    @Test func settingsGiveTheZones() throws {
        var settings = Settings()
        #expect(settings.heartRateZones == nil)
        #expect(settings.effectiveHeartRateRest == 60)
        try settings.set("age", to: "40", languages: Self.languages)
        #expect(settings.effectiveHeartRateMax == 180)
        #expect(settings.heartRateZones == HeartRateZones(maximum: 180, resting: 60))
        try settings.set("hr-max", to: "195", languages: Self.languages)
        try settings.set("hr-rest", to: "48", languages: Self.languages)
        #expect(settings.heartRateZones == HeartRateZones(maximum: 195, resting: 48))
        #expect(settings.value(of: .heartRateMax) == "195")
        #expect(settings.value(of: .heartRateRest) == "48")
        settings.remove(.heartRateMax)
        #expect(settings.effectiveHeartRateMax == 180)
    }

    @Test(arguments: [
        ("hr-max", "99"), ("hr-max", "231"), ("hr-max", "180.5"), ("hr-max", "x"), ("hr-rest", "24"),
        ("hr-rest", "121"), ("hr-rest", ""), ("hr-device", ""), ("hr-device", "Polar\nH10"),
        ("hr-device", "Polar\u{202E}H10"), ("hr-device", String(repeating: "x", count: 249)),
    ])
    func refusesValuesOutOfRange(key: String, value: String) throws {
        var settings = Settings()
        #expect(throws: SettingProblem.self) { try settings.set(key, to: value, languages: Self.languages) }
        #expect(settings == Settings())
    }

    /// hr-max must stay above hr-rest whichever is set second; the refused one is not kept.
    @Test func maximumAboveRest() throws {
        var settings = Settings()
        try settings.set("hr-rest", to: "70", languages: Self.languages)
        #expect(throws: SettingProblem.heartRateOrder(maximum: 110, resting: 120)) {
            var other = settings
            try other.set("hr-rest", to: "120", languages: Self.languages)
            try other.set("hr-max", to: "110", languages: Self.languages)
        }
        try settings.set("hr-max", to: "110", languages: Self.languages)
        #expect(throws: SettingProblem.heartRateOrder(maximum: 110, resting: 110)) {
            try settings.set("hr-rest", to: "110", languages: Self.languages)
        }
        #expect(settings.heartRateRest == 70)
        let english = Languages.bundled.strings(for: "en")
        let german = Languages.bundled.strings(for: "de")
        let problem = SettingProblem.heartRateOrder(maximum: 110, resting: 120)
        #expect(problem.message(english) == "hr-max (110) must be above hr-rest (120): the zones lie between them")
        #expect(
            problem.message(german) == "hf-max (110) muss über hf-ruhe (120) liegen: dazwischen liegen die Zonen")
    }

    @Test func deviceNamesAreKeptAndWrittenBack() throws {
        var settings = Settings()
        #expect(Settings.Key.named("brustgurt", in: .bundled) == .heartRateDevice)
        #expect(Settings.Key.named("HF-max", in: .bundled) == .heartRateMax)
        try settings.set("hr-device", to: " Polar H10 \"A1\" ", languages: Self.languages)
        #expect(settings.heartRateDevice == "Polar H10 \"A1\"")
        try settings.set("hr-max", to: "188", languages: Self.languages)
        let text = SettingsFile.text(of: settings)
        #expect(text.contains("hr-max: 188\n"))
        #expect(text.contains("hr-device: \"Polar H10 \\\"A1\\\"\"\n"))
        #expect(try SettingsFile.parse(text, path: "config.yaml") == settings)
    }

    @Test func shownWithTheirDefaults() throws {
        let english = Languages.bundled.strings(for: "en")
        var settings = Settings()
        #expect(SettingsView.value(of: .heartRateMax, in: settings, strings: english) == "not set")
        #expect(SettingsView.value(of: .heartRateRest, in: settings, strings: english) == "60 bpm (default)")
        try settings.set("age", to: "35", languages: Self.languages)
        #expect(
            SettingsView.value(of: .heartRateMax, in: settings, strings: english)
                == "184 bpm (default, from age 35: 208 − 0.7 × age, Tanaka)")
        #expect(
            SettingsView.allowed(.heartRateRest, strings: english, languages: Self.languages)
                == "25–120 (bpm, default 60): zones 1–5 start at 50/60/70/80/90 % of the reserve hr-max − hr-rest, "
                + "above hr-rest (Karvonen)")
    }
}
