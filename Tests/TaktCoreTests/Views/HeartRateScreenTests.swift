import Testing

@testable import TaktCore

/// The heart rate on the session's work and rest views (SPEC section 18), as whole screens in
/// English and German: the bpm with its zone, and "–" when the strap lost contact.
@Suite struct HeartRateScreenTests {
    static func snapshot(at index: Int, remaining: Duration, heartRate: HeartRateStatus?) -> SessionSnapshot {
        let phases = SessionFixtures.short.phases
        let next = phases[(index + 1)...].first { $0.kind == .work }
        var snapshot = SessionSnapshot(
            programTitle: LocalizedText(["en": "Short", "de": "Kurz"]), phaseIndex: index, phase: phases[index],
            nextWork: next, isPaused: false, remaining: remaining, phaseElapsed: .seconds(20) - remaining,
            sessionElapsed: .seconds(12), plannedTotal: .seconds(55), phaseCount: phases.count, kcal: 4.2,
            plannedAfter: .seconds(30))
        snapshot.heartRate = heartRate
        return snapshot
    }

    static func screen(_ snapshot: SessionSnapshot, _ language: String) -> String {
        SessionScreen(strings: Languages.bundled.strings(for: language), width: 60, height: 20, colour: false)
            .render(snapshot).joined(separator: "\n")
    }

    static let work = 1
    static let rest = 2

    @Test(arguments: ["en", "de"])
    func theWorkViewShowsTheBpmAndItsZone(language: String) {
        let screen = Self.screen(
            Self.snapshot(at: Self.work, remaining: .seconds(13.2), heartRate: .beat(bpm: 152, zone: 4)), language)
        #expect(screen == HeartRateScreenGoldens.workBeat[language], "\n\(screen)")
    }

    @Test(arguments: ["en", "de"])
    func theWorkViewShowsADashWithoutContact(language: String) {
        let screen = Self.screen(Self.snapshot(at: Self.work, remaining: .seconds(13.2), heartRate: .lost), language)
        #expect(screen == HeartRateScreenGoldens.workLost[language], "\n\(screen)")
    }

    @Test(arguments: ["en", "de"])
    func theRestViewShowsTheBpmAndItsZone(language: String) {
        let screen = Self.screen(
            Self.snapshot(at: Self.rest, remaining: .seconds(7.5), heartRate: .beat(bpm: 131, zone: 2)), language)
        #expect(screen == HeartRateScreenGoldens.restBeat[language], "\n\(screen)")
    }

    @Test(arguments: ["en", "de"])
    func theRestViewShowsADashWithoutContact(language: String) {
        let screen = Self.screen(Self.snapshot(at: Self.rest, remaining: .seconds(7.5), heartRate: .lost), language)
        #expect(screen == HeartRateScreenGoldens.restLost[language], "\n\(screen)")
    }

    /// A bpm below zone 1 (or without zones) has no zone; every reason to run without a strap
    /// has its own words in both languages.
    @Test(arguments: ["en", "de"])
    func everyStatusHasItsWords(language: String) {
        let strings = Languages.bundled.strings(for: language)
        let noZone = SessionScreen.heartRateText(.beat(bpm: 88, zone: nil), strings: strings)
        #expect(noZone == (language == "en" ? "Heart rate 88 bpm" : "Puls 88 S/min"))
        let texts = HeartRateUnavailable.allCases.map {
            SessionScreen.heartRateText(.unavailable($0), strings: strings)
        }
        // No BlueZ and no bus say the same: either way BlueZ cannot be reached.
        #expect(Set(texts).count == HeartRateUnavailable.allCases.count - 1)
        #expect(texts.allSatisfy { !$0.contains("heartRate.") })
    }

    /// A screen without a strap is the screen it always was: no line for it.
    @Test func withoutAStrapTheViewIsUnchanged() {
        let with = Self.screen(Self.snapshot(at: Self.work, remaining: .seconds(13.2), heartRate: .lost), "en")
        let without = Self.screen(Self.snapshot(at: Self.work, remaining: .seconds(13.2), heartRate: nil), "en")
        #expect(!without.contains("Heart rate"))
        #expect(with.contains("Heart rate –"))
    }
}
