import Testing

@testable import TaktCore

/// One state drawn in one language at one width, and the whole screen it must give.
struct ScreenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var language: String
    var width: Int
    var colour: Bool
    var snapshot: SessionSnapshot
    var expected: String

    init(
        _ name: String, _ language: String, width: Int, colour: Bool, _ snapshot: SessionSnapshot,
        _ expected: String
    ) {
        self.name = name
        self.language = language
        self.width = width
        self.colour = colour
        self.snapshot = snapshot
        self.expected = expected
    }

    var testDescription: String { "\(name) \(language) \(width)" }

    func render() -> String {
        SessionScreen(strings: Languages.bundled.strings(for: language), width: width, colour: colour)
            .render(snapshot).joined(separator: "\n")
    }

    static let all: [ScreenCase] = [
        ScreenCase(
            "getReady", "en", width: 40, colour: false, ScreenFixtures.getReady,
            """
            Classic Tabata                Phase 1/17


            GET READY
            █▀█   █▀█ █▀█
            █ █ ▀ █ █ █▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░]

            First up
            Burpees
            Set 1/2 · Round 2/8

            1:23 of 4:10 · 14 kcal

            space pause · n skip · b back · i how-to
            l language · q quit
            """),
        ScreenCase(
            "work", "en", width: 40, colour: false, ScreenFixtures.work,
            """
            Classic Tabata                Phase 4/17


            WORK
            Burpees
            Set 1/2 · Round 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████░░░░░░░░░░░░░░░░░░░░░░░░]

            Next: Squats

            1:23 of 4:10 · 14 kcal

            space pause · n skip · b back · i how-to
            l language · q quit
            """),
        ScreenCase(
            "workWide", "en", width: 72, colour: false, ScreenFixtures.work,
            """
            Classic Tabata                                                Phase 4/17


            WORK
            Burpees
            Set 1/2 · Round 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]

            Next: Squats

            1:23 of 4:10 · 14 kcal

            space pause · n skip · b back · i how-to · l language · q quit
            """),
        ScreenCase(
            "workPaused", "en", width: 40, colour: false, ScreenFixtures.workPaused,
            """
            Classic Tabata                Phase 4/17
            ‖ PAUSED · space to resume

            WORK
            Burpees
            Set 1/2 · Round 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████░░░░░░░░░░░░░░░░░░░░░░░░]

            Next: Squats

            1:23 of 4:10 · 14 kcal

            space resume · n skip · b back
            i how-to · l language · q quit
            """),
        ScreenCase(
            "rest", "en", width: 40, colour: false, ScreenFixtures.resting,
            """
            Classic Tabata                Phase 5/17


            REST
            █▀█   █▀█ █▀▀
            █ █ ▀ █ █ ▀▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [████████████████████░░░░░░░░░░░░░░░░░░]

            Next up
            Squats
            Set 1/2 · Round 2/8

            1:23 of 4:10 · 14 kcal

            space pause · n skip · b back · i how-to
            l language · q quit
            """),
        ScreenCase(
            "restPaused", "en", width: 40, colour: false, ScreenFixtures.restPaused,
            """
            Classic Tabata                Phase 5/17
            ‖ PAUSED · space to resume

            REST
            █▀█   █▀█ █▀▀
            █ █ ▀ █ █ ▀▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [████████████████████░░░░░░░░░░░░░░░░░░]

            Next up
            Squats
            Set 1/2 · Round 2/8

            1:23 of 4:10 · 14 kcal

            space resume · n skip · b back
            i how-to · l language · q quit
            """),
        ScreenCase(
            "openSet", "en", width: 40, colour: false, ScreenFixtures.open,
            """
            Classic Tabata                Phase 7/17


            WORK
            Bear crawl
            Set 1/2 · Round 2/8

            12 reps
            0:37
            Enter when done

            Last exercise

            1:23 of 4:10 · 14 kcal

            space pause · n skip · b back
            Enter done · i how-to · l language
            q quit
            """),
        ScreenCase(
            "finishedSaved", "en", width: 40, colour: false, ScreenFixtures.finished(.saved),
            """
            Classic Tabata

            WORKOUT COMPLETE

            Duration     18:30
            Active time  10:40
            Paused       0:12
            Phases       17 of 17
            Energy       211 kcal (±30 %: 148–275)
            Timing       17 phases, max 0.4 ms late
            Body mass    70 kg (default)

            Saved to the history.
            """),
        ScreenCase(
            "finishedPreview", "en", width: 40, colour: false, ScreenFixtures.finished(.preview, reason: .stopped),
            """
            Classic Tabata

            STOPPED

            Duration     18:30
            Active time  10:40
            Paused       0:12
            Phases       17 of 17
            Energy       211 kcal (±30 %: 148–275)
            Timing       17 phases, max 0.4 ms late
            Body mass    70 kg (default)

            Not saved: a preview at another speed
            (add --log to keep it).
            """),
        ScreenCase(
            "workColour", "en", width: 40, colour: true, ScreenFixtures.work,
            """
            \u{1B}[1mClassic Tabata\u{1B}[0m                \u{1B}[2mPhase 4/17\u{1B}[0m


            \u{1B}[1;31mWORK\u{1B}[0m
            \u{1B}[1mBurpees\u{1B}[0m
            Set 1/2 · Round 2/8

            \u{1B}[1;31m█▀█   ▀█  ▀▀█\u{1B}[0m
            \u{1B}[1;31m█ █ ▀  █   ▀█\u{1B}[0m
            \u{1B}[1;31m▀▀▀ ▀ ▀▀▀ ▀▀▀\u{1B}[0m
            [\u{1B}[36m██████████████\u{1B}[0m\u{1B}[2m░░░░░░░░░░░░░░░░░░░░░░░░\u{1B}[0m]

            \u{1B}[2mNext: Squats\u{1B}[0m

            \u{1B}[2m1:23 of 4:10 · 14 kcal\u{1B}[0m

            \u{1B}[2mspace pause · n skip · b back · i how-to\u{1B}[0m
            \u{1B}[2ml language · q quit\u{1B}[0m
            """),
        ScreenCase(
            "restPausedColour", "en", width: 40, colour: true, ScreenFixtures.restPaused,
            """
            \u{1B}[1mClassic Tabata\u{1B}[0m                \u{1B}[2mPhase 5/17\u{1B}[0m
            \u{1B}[1;7;33m ‖ PAUSED · space to resume \u{1B}[0m

            \u{1B}[1;32mREST\u{1B}[0m
            \u{1B}[1;32m█▀█   █▀█ █▀▀\u{1B}[0m
            \u{1B}[1;32m█ █ ▀ █ █ ▀▀█\u{1B}[0m
            \u{1B}[1;32m▀▀▀ ▀ ▀▀▀ ▀▀▀\u{1B}[0m
            [\u{1B}[36m████████████████████\u{1B}[0m\u{1B}[2m░░░░░░░░░░░░░░░░░░\u{1B}[0m]

            \u{1B}[2mNext up\u{1B}[0m
            \u{1B}[1mSquats\u{1B}[0m
            Set 1/2 · Round 2/8

            \u{1B}[2m1:23 of 4:10 · 14 kcal\u{1B}[0m

            \u{1B}[2mspace resume · n skip · b back\u{1B}[0m
            \u{1B}[2mi how-to · l language · q quit\u{1B}[0m
            """),
        ScreenCase(
            "getReady", "de", width: 40, colour: false, ScreenFixtures.getReady,
            """
            Klassisches Tabata            Phase 1/17


            MACH DICH BEREIT
            █▀█   █▀█ █▀█
            █ █ ▀ █ █ █▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░]

            Zuerst
            Burpees
            Satz 1/2 · Runde 2/8

            1:23 von 4:10 · 14 kcal

            Leertaste Pause · n überspringen
            b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "work", "de", width: 40, colour: false, ScreenFixtures.work,
            """
            Klassisches Tabata            Phase 4/17


            BELASTUNG
            Burpees
            Satz 1/2 · Runde 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████░░░░░░░░░░░░░░░░░░░░░░░░]

            Nächste Übung: Kniebeugen

            1:23 von 4:10 · 14 kcal

            Leertaste Pause · n überspringen
            b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "workWide", "de", width: 72, colour: false, ScreenFixtures.work,
            """
            Klassisches Tabata                                            Phase 4/17


            BELASTUNG
            Burpees
            Satz 1/2 · Runde 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]

            Nächste Übung: Kniebeugen

            1:23 von 4:10 · 14 kcal

            Leertaste Pause · n überspringen · b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "workPaused", "de", width: 40, colour: false, ScreenFixtures.workPaused,
            """
            Klassisches Tabata            Phase 4/17
            ‖ ANGEHALTEN · Leertaste setzt fort

            BELASTUNG
            Burpees
            Satz 1/2 · Runde 2/8

            █▀█   ▀█  ▀▀█
            █ █ ▀  █   ▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [██████████████░░░░░░░░░░░░░░░░░░░░░░░░]

            Nächste Übung: Kniebeugen

            1:23 von 4:10 · 14 kcal

            Leertaste weiter · n überspringen
            b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "rest", "de", width: 40, colour: false, ScreenFixtures.resting,
            """
            Klassisches Tabata            Phase 5/17


            PAUSE
            █▀█   █▀█ █▀▀
            █ █ ▀ █ █ ▀▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [████████████████████░░░░░░░░░░░░░░░░░░]

            Als Nächstes
            Kniebeugen
            Satz 1/2 · Runde 2/8

            1:23 von 4:10 · 14 kcal

            Leertaste Pause · n überspringen
            b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "restPaused", "de", width: 40, colour: false, ScreenFixtures.restPaused,
            """
            Klassisches Tabata            Phase 5/17
            ‖ ANGEHALTEN · Leertaste setzt fort

            PAUSE
            █▀█   █▀█ █▀▀
            █ █ ▀ █ █ ▀▀█
            ▀▀▀ ▀ ▀▀▀ ▀▀▀
            [████████████████████░░░░░░░░░░░░░░░░░░]

            Als Nächstes
            Kniebeugen
            Satz 1/2 · Runde 2/8

            1:23 von 4:10 · 14 kcal

            Leertaste weiter · n überspringen
            b zurück · i Anleitung · l Sprache
            q beenden
            """),
        ScreenCase(
            "openSet", "de", width: 40, colour: false, ScreenFixtures.open,
            """
            Klassisches Tabata            Phase 7/17


            BELASTUNG
            Bärengang
            Satz 1/2 · Runde 2/8

            12 Wiederholungen
            0:37
            Enter, wenn fertig

            Letzte Übung

            1:23 von 4:10 · 14 kcal

            Leertaste Pause · n überspringen
            b zurück · Enter fertig · i Anleitung
            l Sprache · q beenden
            """),
        ScreenCase(
            "finishedSaved", "de", width: 40, colour: false, ScreenFixtures.finished(.saved, defaultMass: false),
            """
            Klassisches Tabata

            TRAINING GESCHAFFT

            Dauer        18:30
            Aktive Zeit  10:40
            Pausen       0:12
            Phasen       17 von 17
            Energie      211 kcal (±30 %: 148–275)
            Genauigkeit  17 Phasen, ≤ 0,4 ms zu spät

            Im Verlauf gespeichert.
            """),
        ScreenCase(
            "finishedTooShort", "de", width: 40, colour: false,
            ScreenFixtures.finished(.tooShort, reason: .interrupted),
            """
            Klassisches Tabata

            ABGEBROCHEN

            Dauer          18:30
            Aktive Zeit    10:40
            Pausen         0:12
            Phasen         17 von 17
            Energie        211 kcal (±30 %: 148–275)
            Genauigkeit    17 Phasen, ≤ 0,4 ms zu
                           spät
            Körpergewicht  70 kg (Standardwert)

            Nicht gespeichert: kürzer als 3 s.
            """),
    ]
}

/// The session views, compared as whole screens (SPEC §5).
@Suite struct SessionScreenTests {
    @Test(arguments: ScreenCase.all)
    func screen(_ screen: ScreenCase) {
        #expect(screen.render() == screen.expected)
    }
}
