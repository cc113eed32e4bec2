import Testing

@testable import TaktCore

@Suite struct SpokenCueTests {
    static let cues: [SessionCue] = [
        .phaseStart(ScreenFixtures.burpeesWork, next: ScreenFixtures.rest),
        .phaseStart(ScreenFixtures.rest, next: ScreenFixtures.squatsWork),
        .phaseStart(ScreenFixtures.getReadyPhase, next: ScreenFixtures.burpeesWork),
        .countdown(3),
        .halfway,
        .lastRound(ScreenFixtures.burpeesWork),
        .workoutComplete,
        .round(3),
        .oneMinuteLeft,
        .capReached,
    ]

    @Test func englishWords() {
        let strings = Languages.bundled.strings(for: "en")
        #expect(
            Self.cues.map { SpokenCue.words(for: $0, strings: strings) } == [
                "Burpees. Go!", "Rest. Next: Squats", "Get ready. First: Burpees", "3", "Halfway",
                "Last round. Burpees. Go!", "Workout complete", "Round 3", "One minute left", "Time! Stop.",
            ])
    }

    @Test func germanWords() {
        let strings = Languages.bundled.strings(for: "de")
        #expect(
            Self.cues.map { SpokenCue.words(for: $0, strings: strings) } == [
                "Burpees. Los geht's!", "Pause. Als Nächstes: Kniebeugen", "Mach dich bereit. Zuerst: Burpees", "3",
                "Halbzeit", "Letzte Runde. Burpees. Los geht's!", "Training geschafft", "Runde 3", "Noch eine Minute",
                "Zeit! Stopp.",
            ])
    }

    /// An emom period's cue names its task with its count, one rep in the singular (issue 45):
    /// "1 Burpee. Go!", never "Burpees" for a period of one; the rest before it says it next.
    @Test func anEmomPeriodSaysItsTaskOneRepInTheSingular() throws {
        let phases = try TextForm.load(
            "emom 2: 1 burpee, 10 burpees", id: "t", catalog: ProgramFixtures.catalog
        ).get().timeline.phases.filter { $0.kind == .emom }
        try #require(phases.count == 2)
        let english = Languages.bundled.strings(for: "en")
        let german = Languages.bundled.strings(for: "de")
        #expect(SpokenCue.words(for: .phaseStart(phases[0], next: phases[1]), strings: english) == "1 Burpee. Go!")
        #expect(SpokenCue.words(for: .phaseStart(phases[1], next: nil), strings: english) == "10 Burpees. Go!")
        #expect(
            SpokenCue.words(for: .phaseStart(ScreenFixtures.rest, next: phases[0]), strings: english)
                == "Rest. Next: 1 Burpee")
        #expect(
            SpokenCue.words(for: .phaseStart(phases[0], next: nil), strings: german) == "1 Burpee. Los geht's!")
        #expect(SpokenCue.words(for: .lastRound(phases[1]), strings: german) == "Letzte Runde. 10 Burpees. Los geht's!")
    }

    /// A user's language file rewrites the templates with any of the placeholders.
    @Test func aUserTableChangesTheWordsAndTheirPlaceholders() {
        var languages = Languages.bundled
        languages = Languages(
            tables: Array(languages.tables.values) + [
                StringTable(
                    language: "en", languageName: "English",
                    entries: (languages.tables["en"]?.entries ?? [:]).merging([
                        "voice.work": .text("{exercise}, round {round} of {rounds}, {remaining} seconds"),
                        "voice.countdown": .text("{remaining}!"),
                        "voice.restNext": .text("Breathe. {next} is next"),
                    ]) { _, user in user })
            ])
        let strings = languages.strings(for: "en")
        #expect(
            SpokenCue.words(for: .phaseStart(ScreenFixtures.burpeesWork, next: nil), strings: strings)
                == "Burpees, round \(ScreenFixtures.burpeesWork.round) of \(ScreenFixtures.burpeesWork.rounds), "
                + "\(ScreenFixtures.burpeesWork.seconds ?? 0) seconds")
        #expect(SpokenCue.words(for: .countdown(2), strings: strings) == "2!")
        #expect(
            SpokenCue.words(for: .phaseStart(ScreenFixtures.rest, next: ScreenFixtures.squatsWork), strings: strings)
                == "Breathe. Squats is next")
    }

    @Test func theVoiceMatchesTheLanguage() {
        #expect(SpokenCue.voice(for: Languages.bundled.strings(for: "en")) == "en")
        #expect(SpokenCue.voice(for: Languages.bundled.strings(for: "de")) == "de")
        // A user's French table without voice.espeak is read by espeak-ng's French voice.
        let french = Languages(tables: [StringTable(language: "fr", languageName: "Français", entries: [:])])
        #expect(SpokenCue.voice(for: french.strings(for: "fr")) == "fr")
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
