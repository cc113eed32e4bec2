import Testing

@testable import TaktCore

@Suite struct SpokenCueTests {
    static let cues: [SessionCue] = [
        .phaseStart(ScreenFixtures.burpeesWork, next: ScreenFixtures.rest),
        .phaseStart(ScreenFixtures.rest, next: ScreenFixtures.squatsWork),
        .phaseStart(ScreenFixtures.getReadyPhase, next: ScreenFixtures.burpeesWork),
        .countdown(3),
        .halfway,
    ]

    @Test func englishWords() {
        let strings = Languages.bundled.strings(for: "en")
        #expect(
            Self.cues.map { SpokenCue.words(for: $0, strings: strings) } == [
                "Burpees. Go!", "Rest. Next up: Squats", "Get ready. First: Burpees", "3", "Halfway",
            ])
    }

    @Test func germanWords() {
        let strings = Languages.bundled.strings(for: "de")
        #expect(
            Self.cues.map { SpokenCue.words(for: $0, strings: strings) } == [
                "Burpees. Los geht's!", "Pause. Als Nächstes: Kniebeugen", "Mach dich bereit. Zuerst: Burpees", "3",
                "Halbzeit",
            ])
    }

    @Test func aZeroLengthPhaseIsSilent() {
        var phase = ScreenFixtures.rest
        phase.seconds = 0
        let cue = SessionCue.phaseStart(phase, next: ScreenFixtures.squatsWork)
        #expect(SpokenCue.isSilent(cue))
        #expect(SpokenCue.words(for: cue, strings: Languages.bundled.strings(for: "en")) == nil)
        #expect(!SpokenCue.isSilent(.phaseStart(ScreenFixtures.openSet, next: nil)))
    }
}
