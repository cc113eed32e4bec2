import Testing

@testable import TaktCore

/// Rules every session screen keeps, whatever the state, language or width.
@Suite struct SessionScreenRulesTests {
    static let languages = ["en", "de"]

    /// A real session just past its burpees, resting before squats, and the same rest paused.
    ///
    /// Built by the session machine, not by hand, so the snapshot carries whatever the machine
    /// remembers of the finished phase; `howTo` is what the i key asks to show during the rest.
    static func restAfterBurpees(language: String) -> (rest: SessionSnapshot, paused: SessionSnapshot, howTo: String) {
        let strings = Languages.bundled.strings(for: language)
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 5), (.tick, 25.25)])
        let rest = machine.snapshot(at: .seconds(27.5))
        let effects = machine.play([(.key(.howTo), 27.5), (.key(.pauseResume), 27.5)])
        let paused = machine.snapshot(at: .seconds(27.5))
        let howTo = effects.compactMap { effect -> String? in
            guard case .showHowTo(let phase) = effect else { return nil }
            let name = phase.activity?.name.resolved(for: language) ?? ""
            return strings("run.engine.howTo", ["name": .text(name), "text": .text("Sit back, stand up.")])
        }.first
        return (rest, paused, howTo ?? "")
    }

    /// Resting shows only what comes next: the exercise just finished (burpees) never appears.
    @Test(arguments: languages, [40, 80, 200])
    func restNeverShowsTheFinishedExercise(language: String, width: Int) throws {
        let strings = Languages.bundled.strings(for: language)
        let session = Self.restAfterBurpees(language: language)
        // The fixture must really be the rest right after burpees, or this test proves nothing.
        #expect(session.rest.phase.kind == .rest && session.paused.isPaused)
        #expect(session.rest.phaseIndex == 2)
        #expect(SessionFixtures.short.phases[1].activity?.key == "burpees")
        #expect(session.howTo.hasPrefix(language == "de" ? "Kniebeugen" : "Squats"))
        for snapshot in [session.rest, session.paused] {
            for howTo in [nil, session.howTo] {
                for colour in [false, true] {
                    let screen = SessionScreen(strings: strings, width: width, colour: colour)
                        .render(snapshot, howTo: howTo).joined(separator: "\n")
                    #expect(!screen.contains("Burpees"))
                    #expect(screen.contains(language == "de" ? "Kniebeugen" : "Squats"))
                }
            }
        }
    }

    /// Rest paused is the rest view plus the marker, line for line: only the marker line and the
    /// key bar (pause becomes resume) may differ.
    @Test(arguments: languages, [false, true])
    func restPausedIsRestPlusMarker(language: String, colour: Bool) {
        let strings = Languages.bundled.strings(for: language)
        let session = Self.restAfterBurpees(language: language)
        let screen = SessionScreen(strings: strings, width: 50, colour: colour)
        let keys = KeyHelp(strings: strings, width: 50)
        for howTo in [nil, session.howTo] {
            var expected = screen.render(session.rest, howTo: howTo)
            let running = keys.lines(paused: false, openSet: false).map { $0.rendered(width: 50, colour: colour) }
            let resume = keys.lines(paused: true, openSet: false).map { $0.rendered(width: 50, colour: colour) }
            #expect(Array(expected.suffix(running.count)) == running)
            expected.removeLast(running.count)
            expected += resume
            let marker = strings("run.view.paused")
            expected[1] = ScreenLine(colour ? " " + marker + " " : marker, .paused).rendered(width: 50, colour: colour)
            #expect(screen.render(session.paused, howTo: howTo) == expected)
        }
    }

    @Test(arguments: languages)
    func narrowerThanFortyIsDrawnAtForty(language: String) {
        let strings = Languages.bundled.strings(for: language)
        for snapshot in [ScreenFixtures.work, ScreenFixtures.resting, ScreenFixtures.finished(.preview)] {
            let narrow = SessionScreen(strings: strings, width: 12, colour: false).render(snapshot)
            let forty = SessionScreen(strings: strings, width: 40, colour: false).render(snapshot)
            #expect(narrow == forty)
        }
    }

    /// A terminal narrower than 40 columns gets the 40-column layout cut to its width, never wrapped.
    @Test func aNarrowerTerminalCutsLinesInsteadOfWrapping() {
        let screen = SessionScreen(strings: Languages.bundled.strings(for: "en"), width: 30, colour: true)
        let lines = screen.render(ScreenFixtures.work, columns: 30)
        #expect(lines.count == screen.render(ScreenFixtures.work).count)
        #expect(lines[0] == "\u{1B}[1mClassic Tabata\u{1B}[0m" + String(repeating: " ", count: 16))
        #expect(lines[10] == "[\u{1B}[36m██████████████\u{1B}[0m\u{1B}[2m░░░░░░░░░░░░░░…\u{1B}[0m")
    }

    /// No line is wider than the screen, so nothing wraps; wide characters count double.
    @Test(arguments: [40, 41, 57, 80])
    func noLineIsWiderThanTheScreen(width: Int) {
        var snapshot = ScreenFixtures.work
        snapshot.programTitle = LocalizedText(plain: "日本語のとても長いプログラムのタイトルです本当に長い")
        snapshot.phase.activity?.name = LocalizedText(plain: String(repeating: "Mountain climbers ", count: 5))
        for language in Self.languages {
            let lines = SessionScreen(strings: Languages.bundled.strings(for: language), width: width, colour: false)
                .render(snapshot, howTo: String(repeating: "Keep your back straight. ", count: 12))
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(line)")
            }
            #expect(lines[0].hasSuffix("Phase 4/17"))
            #expect(DisplayWidth.of(lines[0]) == width)
        }
    }

    @Test func howToOverlayIsDrawnBelowTheState() {
        let screen = SessionScreen(strings: Languages.bundled.strings(for: "de"), width: 40, colour: false)
        let text =
            "Burpees: Aus dem Stand in die Hocke, Beine nach hinten in den Liegestütz springen, zurück und hochspringen."
        let lines = screen.render(ScreenFixtures.workPaused, howTo: text)
        #expect(
            lines.joined(separator: "\n") == """
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

                  Burpees: Aus dem Stand in die Hocke,
                  Beine nach hinten in den Liegestütz
                  springen, zurück und hochspringen.

                1:23 von 4:10 · 14 kcal

                Leertaste weiter · n überspringen
                b zurück · i Anleitung · l Sprache
                q beenden
                """)
    }

    /// Each way a session can fail to be saved is worded, in both languages.
    @Test(arguments: [
        (SaveStatus.saved, "Saved to the history.", "Im Verlauf gespeichert."),
        (.tooShort, "Not saved: shorter than 3 s.", "Nicht gespeichert: kürzer als 3 s."),
        (.disabled, "Not saved: --no-log.", "Nicht gespeichert: --no-log."),
        (.failed("disk full"), "Not saved: disk full", "Nicht gespeichert: disk full"),
    ])
    func saveStatusIsWorded(status: SaveStatus, english: String, german: String) {
        for (language, expected) in [("en", english), ("de", german)] {
            let lines = SessionScreen(strings: Languages.bundled.strings(for: language), width: 60, colour: false)
                .render(ScreenFixtures.finished(status))
            #expect(lines.last == expected)
        }
    }

    @Test func failureMessagesCannotInjectEscapes() {
        let lines = SessionScreen(strings: Languages.bundled.strings(for: "en"), width: 60, colour: false)
            .render(ScreenFixtures.finished(.failed("locked\u{1B}[2J")))
        #expect(lines.last == "Not saved: locked\\u001b[2J")
    }
}
