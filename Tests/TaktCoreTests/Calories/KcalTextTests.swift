import Testing

@testable import TaktCore

/// "211 kcal (148–275) · 70 kg (default)": the one way every view writes an estimate.
@Suite struct KcalTextTests {
    @Test(arguments: [
        ("en", nil, "211 kcal (148–275) · 70 kg (default)"),
        ("de", nil, "211 kcal (148–275) · 70 kg (Standardwert)"),
        ("en", 72.5, "211 kcal (148–275) · 72.5 kg"),
        ("de", 72.5, "211 kcal (148–275) · 72,5 kg"),
        ("en", 80, "211 kcal (148–275) · 80 kg"),
    ])
    func workedExampleWithMass(language: String, mass: Double?, expected: String) {
        let strings = Languages.bundled.strings(for: language)
        let text = KcalText.format(
            CalorieEstimate(kcal: 211.4), profile: BodyProfile(massKilograms: mass), strings: strings)
        #expect(text == expected)
    }

    @Test func fromTheWorkedExampleTimeline() throws {
        let timeline = try TimelineCompiler(catalog: CalorieExampleTests.catalog).compile(
            CalorieExampleTests.fourBlockTabata)
        let estimate = CalorieEstimate.predicted(for: timeline, profile: BodyProfile())
        #expect(
            KcalText.format(estimate, profile: BodyProfile(), strings: Languages.bundled.strings(for: "en"))
                == "211 kcal (148–275) · 70 kg (default)")
        #expect(KcalText.band(estimate, strings: Languages.bundled.strings(for: "de")) == "211 kcal (148–275)")
    }

    @Test func aRecordedMassIsNamedAsItWasUsed() {
        let strings = Languages.bundled.strings(for: "en")
        #expect(
            KcalText.format(CalorieEstimate(kcal: 7.6), massKilograms: 70, isDefaultMass: false, strings: strings)
                == "8 kcal (5–10) · 70 kg")
        #expect(KcalText.mass(70, isDefault: true, strings: strings) == "70 kg (default)")
    }
}
