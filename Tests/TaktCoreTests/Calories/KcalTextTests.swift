import Testing

@testable import TaktCore

/// The one way every view writes an estimate's figures and a body mass.
@Suite struct KcalTextTests {
    @Test(arguments: [
        ("en", nil, "≈ 211 kcal (148–275) for 70 kg (default)"),
        ("de", nil, "≈ 211 kcal (148–275) für 70 kg (Standardwert)"),
        ("en", 72.5, "≈ 211 kcal (148–275) for 72.5 kg"),
        ("de", 72.5, "≈ 211 kcal (148–275) für 72,5 kg"),
        ("en", 80, "≈ 211 kcal (148–275) for 80 kg"),
    ])
    func showWordingWithMass(language: String, mass: Double?, expected: String) {
        let strings = Languages.bundled.strings(for: language)
        let profile = BodyProfile(massKilograms: mass)
        let text = strings(
            .showEstimate,
            [
                "kcal": .text(KcalText.band(CalorieEstimate(kcal: 211.4), wording: .programKcal, strings: strings)),
                "weight": .text(KcalText.mass(of: profile, strings: strings)),
            ])
        #expect(text == expected)
    }

    @Test func fromTheWorkedExampleTimeline() throws {
        let timeline = try TimelineCompiler(catalog: CalorieExampleTests.catalog).compile(
            CalorieExampleTests.fourBlockTabata)
        let estimate = CalorieEstimate.predicted(for: timeline, profile: BodyProfile())
        let en = Languages.bundled.strings(for: "en")
        let de = Languages.bundled.strings(for: "de")
        #expect(KcalText.band(estimate, wording: .programKcal, strings: en) == "≈ 211 kcal (148–275)")
        #expect(KcalText.band(estimate, wording: .runSummaryKcal, strings: de) == "211 kcal (±30 %: 148–275)")
        #expect(KcalText.band(estimate, wording: .runPlainKcal, strings: de) == "etwa 211 kcal (148–275)")
    }

    /// Every wording of a band gets the same figures, rounded to whole kcal the same way.
    @Test(arguments: [StringKey.programKcal, .runSummaryKcal, .runPlainKcal])
    func everyWordingRoundsAlike(key: StringKey) {
        let strings = Languages.bundled.strings(for: "en")
        let text = KcalText.band(CalorieEstimate(kcal: 7.6), wording: key, strings: strings)
        #expect(text.contains("8 kcal"))
        #expect(text.contains("5–10"))
    }

    @Test func massHasAFractionOnlyWhenItHasOne() {
        let en = Languages.bundled.strings(for: "en")
        let de = Languages.bundled.strings(for: "de")
        #expect(KcalText.mass(70, isDefault: true, strings: en) == "70 kg (default)")
        #expect(KcalText.mass(72.5, isDefault: false, strings: de) == "72,5 kg")
        #expect(KcalText.massNumber(80, strings: de) == "80")
        // The digit is decided after rounding to tenths.
        #expect(KcalText.massNumber(72.04, strings: en) == "72")
        #expect(KcalText.massNumber(69.96, strings: de) == "70")
        #expect(KcalText.massNumber(72.06, strings: de) == "72,1")
        #expect(KcalText.kcal(1234.5, strings: en) == "1235")
    }
}
