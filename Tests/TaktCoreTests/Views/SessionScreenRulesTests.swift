import Testing

@testable import TaktCore

/// Rules every session screen keeps, whatever the state, language or width.
@Suite struct SessionScreenRulesTests {
    static let languages = ["en", "de"]

    /// A real session just past its burpees, resting before squats, and the same rest paused.
    ///
    /// Built by the session machine, not by hand, so the snapshot carries whatever the machine
    /// remembers of the finished phase; `howTo` is what the i key shows during the rest.
    static func restAfterBurpees(
        language: String
    ) -> (rest: SessionSnapshot, paused: SessionSnapshot, howTo: Phase.Activity?) {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 5), (.tick, 25.25)])
        let rest = machine.snapshot(at: .seconds(27.5))
        _ = machine.play([(.key(.howTo), 27.5), (.key(.pauseResume), 27.5)])
        let paused = machine.snapshot(at: .seconds(27.5))
        return (rest, paused, paused.howTo)
    }

    /// `snapshot` with the how-to of an exercise `name` that says `text` on screen.
    static func showingHowTo(_ snapshot: SessionSnapshot, name: String, text: String) -> SessionSnapshot {
        var snapshot = snapshot
        snapshot.howTo = Phase.Activity(
            key: nil, name: LocalizedText(plain: name), met: 5, howTo: LocalizedText(plain: text))
        return snapshot
    }

    /// `snapshot` with `howTo` on screen, or none.
    static func showing(_ howTo: Phase.Activity?, _ snapshot: SessionSnapshot) -> SessionSnapshot {
        var snapshot = snapshot
        snapshot.howTo = howTo
        return snapshot
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
        let howTo = try #require(session.howTo)
        #expect(SessionScreen.howTo(howTo, strings: strings).hasPrefix(language == "de" ? "Kniebeugen" : "Squats"))
        for snapshot in [session.rest, session.paused] {
            for howTo in [nil, howTo] {
                for colour in [false, true] {
                    let screen = SessionScreen(strings: strings, width: width, colour: colour)
                        .render(Self.showing(howTo, snapshot)).joined(separator: "\n")
                    #expect(!Self.mentions(screen, "Burpees"))
                    #expect(Self.mentions(screen, language == "de" ? "Kniebeugen" : "Squats"))
                }
            }
        }
    }

    /// Whether `screen` names `name`, in ordinary text or in large letters at any scale.
    static func mentions(_ screen: String, _ name: String) -> Bool {
        if screen.contains(name) { return true }
        return (1...2).contains { scale in
            // Screens leave trailing blanks off; so must the rows looked for.
            let rows = (BlockFont.letters.rows(name.uppercased(), scale: scale) ?? [])
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            return !rows.isEmpty && rows.allSatisfy { screen.contains($0) }
        }
    }

    /// Rest paused is the rest view plus the marker, line for line: only the marker line
    /// (blank while running) and the key bar (pause becomes resume) differ, at every size.
    @Test(arguments: languages, [(40, 10), (50, 16), (80, 24), (160, 50)])
    func restPausedIsRestPlusMarker(language: String, size: (Int, Int)) {
        let strings = Languages.bundled.strings(for: language)
        let session = Self.restAfterBurpees(language: language)
        let screen = SessionScreen(strings: strings, width: size.0, height: size.1, colour: false)
        let keys = KeyHelp(strings: strings, width: size.0)
        for howTo in [nil, session.howTo] {
            let rest = screen.render(Self.showing(howTo, session.rest))
            let paused = screen.render(Self.showing(howTo, session.paused))
            #expect(rest.count == paused.count)
            let resume = keys.lines(paused: true, openSet: false).map { $0.rendered(width: size.0, colour: false) }
            let marker = strings(.runViewPaused)
            for (index, line) in paused.enumerated() where index < rest.count && line != rest[index] {
                let isMarker = line.trimmingPrefix(while: { $0 == " " }) == marker && rest[index].isEmpty
                #expect(isMarker || resume.contains(line), "\(index): \(line)")
            }
            #expect(paused.contains { $0.trimmingPrefix(while: { $0 == " " }) == marker })
        }
    }

    /// With colour the whole screen is tinted, every line to the right edge: by the phase's
    /// kind, or by pausing.
    @Test(arguments: [
        (ScreenFixtures.work, "41;97"), (ScreenFixtures.resting, "42;30"), (ScreenFixtures.getReady, "43;30"),
        (ScreenFixtures.workPaused, "44;97"), (ScreenFixtures.restPaused, "44;97"),
    ])
    func colourTintsEveryLineByKind(snapshot: SessionSnapshot, tint: String) {
        for language in Self.languages {
            let lines = SessionScreen(
                strings: Languages.bundled.strings(for: language), width: 60, height: 20, colour: true
            ).render(snapshot)
            #expect(lines.count == 20)
            for line in lines {
                #expect(line.hasPrefix("\u{1B}[0;" + tint) && line.hasSuffix("\u{1B}[0m"))
                #expect(DisplayWidth.of(Self.withoutLooks(line)) == 60)
            }
        }
    }

    /// However few rows the window has, the screen never has more, and the countdown is the
    /// last thing to go.
    @Test(arguments: 1...12)
    func neverTallerThanTheWindow(height: Int) {
        for language in Self.languages {
            let strings = Languages.bundled.strings(for: language)
            for snapshot in [ScreenFixtures.work, ScreenFixtures.restPaused, ScreenFixtures.open] {
                let lines = SessionScreen(strings: strings, width: 40, height: height, colour: false)
                    .render(Self.showingHowTo(snapshot, name: "Squats", text: "sit back, stand up."))
                #expect(lines.count <= height)
                #expect(
                    lines.filter { $0.contains("█") || $0.contains("▀") }.count == (height >= 3 ? 3 : 0) || height >= 10
                )
            }
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
        for colour in [false, true] {
            let screen = SessionScreen(
                strings: Languages.bundled.strings(for: "en"), width: 30, height: 10, colour: colour)
            let lines = screen.render(ScreenFixtures.work, columns: 30)
            #expect(lines.count == 10)
            #expect(lines.allSatisfy { DisplayWidth.of(Self.withoutLooks($0)) <= 30 })
            #expect(
                Self.withoutLooks(lines[1]) == "                Burpees"
                    + (colour ? String(repeating: " ", count: 7) : ""))
            #expect(Self.withoutLooks(lines[2]).hasSuffix("…"))
        }
    }

    /// No line is wider than the screen, so nothing wraps; wide characters count double.
    @Test(arguments: [40, 41, 57, 80])
    func noLineIsWiderThanTheScreen(width: Int) {
        var snapshot = ScreenFixtures.work
        snapshot.programTitle = LocalizedText(plain: "日本語のとても長いプログラムのタイトルです本当に長い")
        snapshot.phase.activity?.name = LocalizedText(plain: String(repeating: "Mountain climbers ", count: 5))
        for language in Self.languages {
            let lines = SessionScreen(
                strings: Languages.bundled.strings(for: language), width: width, height: 40, colour: false
            )
            .render(
                Self.showingHowTo(
                    snapshot, name: "Plank", text: String(repeating: "Keep your back straight. ", count: 12)))
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(line)")
            }
            #expect(lines[0].hasSuffix("Phase 4/17"))
            #expect(DisplayWidth.of(lines[0]) == width)
        }
    }

    /// The how-to goes below the state; in a small window it gets what is left, cut with "…",
    /// before the countdown grows.
    @Test func howToIsDrawnBelowTheStateWithTheRoomLeft() {
        let strings = Languages.bundled.strings(for: "de")
        let paused = Self.showingHowTo(
            ScreenFixtures.workPaused, name: "Burpees",
            text: "Aus dem Stand in die Hocke, Beine nach hinten in den Liegestütz springen, zurück und hochspringen.")
        let tall = SessionScreen(strings: strings, width: 40, height: 24, colour: false)
        #expect(
            tall.render(paused).joined(separator: "\n") == """
                Klassisches Tabata            Phase 4/17
                  ‖ ANGEHALTEN · Leertaste setzt fort
                               BELASTUNG
                                Burpees
                          Satz 1/2 · Runde 2/8

                █████████         ██████      █████████
                ███▀▀▀███   ▄▄▄   ▀▀▀███      ▀▀▀▀▀▀███
                ███   ███   ███      ███            ███
                ███   ███            ███         ██████
                ███   ███   ▄▄▄      ███         ▀▀▀███
                ███   ███   ███      ███            ███
                █████████         █████████   █████████
                ▀▀▀▀▀▀▀▀▀         ▀▀▀▀▀▀▀▀▀   ▀▀▀▀▀▀▀▀▀
                [██████████████░░░░░░░░░░░░░░░░░░░░░░░░]

                       Nächste Übung: Kniebeugen

                      noch 3:03 von 4:10 · 14 kcal
                  Burpees: Aus dem Stand in die Hocke,
                  Beine nach hinten in den Liegestütz
                  springen, zurück und hochspringen.
                ␣ weiter · n vor · b zurück · i Info
                l Sprache · q Ende
                """)
        let small = SessionScreen(strings: strings, width: 40, height: 10, colour: false)
        #expect(
            small.render(paused).joined(separator: "\n") == """
                  ‖ ANGEHALTEN · Leertaste setzt fort
                                Burpees
                             █▀█ ▄ ▀█  ▀▀█
                             █ █ ▄  █   ▀█
                             ▀▀▀   ▀▀▀ ▀▀▀
                       Nächste Übung: Kniebeugen
                  Burpees: Aus dem Stand in die Hocke,
                  Beine nach hinten in den Liegestütz …
                ␣ weiter · n vor · b zurück · i Info
                l Sprache · q Ende
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

    /// A rendered line without its colour codes (SGR sequences), as a person would read it.
    static func withoutLooks(_ line: String) -> String {
        line.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
    }
}

/// The finished screen in a small window: the line that says whether the history kept the
/// session is always there whole, and less important lines give way first.
@Suite struct FinishedScreenFitTests {
    static let endings: [SaveStatus] = [
        .saved, .kept(spoolFile: "/home/ana/.local/state/takt/spool/2026-11-25T09-30-00.json"),
        .failed("the disk is full"), .tooShort,
    ]

    /// The save line, wrapped as the view wraps it.
    static func saveLines(_ status: SaveStatus, strings: Strings) -> [String] {
        let summary = ScreenFixtures.finished(status).summary
        let full = SessionScreen(strings: strings, width: 40, height: 60, colour: false)
            .render(ScreenFixtures.finished(status))
        // On a tall screen the save line is the last paragraph, after the last blank line.
        let last = full.lastIndex(of: "") ?? 0
        #expect(summary != nil)
        return Array(full[(last + 1)...])
    }

    @Test(arguments: ["en", "de"], 7...24)
    func theSaveLineStaysWholeAtEveryHeight(language: String, height: Int) {
        let strings = Languages.bundled.strings(for: language)
        for status in Self.endings {
            let lines = SessionScreen(strings: strings, width: 40, height: height, colour: false)
                .render(ScreenFixtures.finished(status))
            // The row below the summary is left for the prompt that follows it.
            #expect(lines.count <= height - 1, "\(status) at height \(height)")
            let save = Self.saveLines(status, strings: strings)
            #expect(!save.isEmpty)
            #expect(Array(lines.suffix(save.count)) == save, "\(status) at height \(height): \(lines)")
            // A path is never cut with "…": it is broken across lines, every character kept.
            if case .kept(let path) = status { #expect(save.joined().contains(path)) }
        }
    }

    /// What goes first when rows run short: the blank lines, then timing, then the body
    /// mass; the headline and the title stay longest after the save line.
    @Test func lessImportantLinesGiveWayFirst() {
        let strings = Languages.bundled.strings(for: "en")
        let screen = { (height: Int) in
            SessionScreen(strings: strings, width: 40, height: height, colour: false)
                .render(ScreenFixtures.finished(.saved))
        }
        #expect(screen(10).count == 9)
        #expect(!screen(10).contains { $0.hasPrefix("Timing") })
        #expect(screen(10).contains { $0.hasPrefix("Body mass") })
        #expect(screen(4) == ["Classic Tabata", "WORKOUT COMPLETE", "Saved to the history."])
        #expect(screen(3) == ["WORKOUT COMPLETE", "Saved to the history."])
        #expect(screen(1) == ["Saved to the history."])
    }
}

/// At 40×10, the smallest window drawn whole, every view of a session ends with its keys,
/// every key whole: `q quit` included.
@Suite struct SmallScreenKeyLineTests {
    static let views: [(String, SessionSnapshot)] =
        ScreenCase.views + [("openSet", ScreenFixtures.open), ("openSetPaused", paused(ScreenFixtures.open))]

    static func paused(_ snapshot: SessionSnapshot) -> SessionSnapshot {
        var snapshot = snapshot
        snapshot.isPaused = true
        return snapshot
    }

    @Test(arguments: ["en", "de"], [false, true])
    func everyViewKeepsItsKeyLineWhole(language: String, howTo: Bool) {
        let strings = Languages.bundled.strings(for: language)
        for (name, view) in Self.views {
            let snapshot =
                howTo
                ? SessionScreenRulesTests.showingHowTo(view, name: "Squats", text: "Sit back, then stand up tall.")
                : view
            let screen = SessionScreen(strings: strings, width: 40, height: 10, colour: false).render(snapshot)
            let keys = KeyHelp(strings: strings, width: 40)
                .lines(paused: snapshot.isPaused, openSet: snapshot.phase.isOpen)
                .map { $0.rendered(width: 40, colour: false) }
            #expect(screen.count == 10, "\(name)")
            #expect(screen.suffix(keys.count + 1).contains(keys[keys.count - 1]), "\(name): \(screen)")
            let shown = screen.joined(separator: "\n")
            #expect(
                shown.contains(strings(.runKeysQuit)) || shown.contains(strings(.runKeysShortQuit)), "\(name)")
            for line in keys { #expect(screen.contains(line), "\(name): \(line)") }
        }
    }
}
