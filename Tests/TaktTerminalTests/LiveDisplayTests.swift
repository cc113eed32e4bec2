import TaktCore
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktTerminal

@Suite struct LiveDisplayTests {
    static let english = Languages.bundled.strings(for: "en")
    static let german = Languages.bundled.strings(for: "de")

    static func make(colour: Bool = false) -> (LiveDisplay, RecordedOutput, Window) {
        let output = RecordedOutput()
        let window = Window()
        let display = LiveDisplay(output: output, colour: colour, windowSize: { window.size })
        return (display, output, window)
    }

    @Test func redrawsOnlyWhenTheScreenChanges() {
        let (display, output, _) = Self.make()
        var snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        display.show(snapshot, strings: Self.english)
        #expect(output.writes.count == 1)
        // Same second on the countdown and the same bar cell: the same screen, nothing written.
        snapshot.remaining = .seconds(12.2)
        display.show(snapshot, strings: Self.english)
        display.show(snapshot, strings: Self.english)
        #expect(output.writes.count == 1)
        // The countdown moves on: one more write.
        snapshot.remaining = .seconds(11.9)
        display.show(snapshot, strings: Self.english)
        #expect(output.writes.count == 2)
    }

    @Test func firstFrameHidesTheCursorAndClearsThenLaterFramesRewriteOnlyChangedLines() {
        let (display, output, _) = Self.make()
        var snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        display.show(snapshot, strings: Self.english)
        #expect(output.writes[0].hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1HClassic Tabata"))
        snapshot.isPaused = true
        display.show(snapshot, strings: Self.english)
        // Pausing changes the marker line and the footer's first key, nothing else.
        #expect(
            output.writes[1] == "\u{1B}[6;1H\u{1B}[2K       ‖ PAUSED · space to resume"
                + "\u{1B}[29;1H\u{1B}[2Kspace resume · n skip · b back"
                + "\u{1B}[30;1H\u{1B}[2Ki how-to · l language · q quit")
    }

    @Test func aLanguageSwitchRedrawsInTheNewLanguage() {
        let (display, output, _) = Self.make()
        let snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        display.show(snapshot, strings: Self.english)
        display.show(snapshot, strings: Self.german)
        #expect(output.writes.count == 2)
        #expect(output.writes[1].contains("BELASTUNG"))
    }

    @Test func aResizeClearsAndLaysOutForTheNewWidth() {
        let (display, output, window) = Self.make()
        let snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        display.show(snapshot, strings: Self.english)
        window.size = TerminalDevice.Size(columns: 60, rows: 30)
        display.show(snapshot, strings: Self.english)
        #expect(output.writes.count == 2)
        #expect(output.writes[1].hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[2J"))
        #expect(output.writes[1].contains("Classic Tabata" + String(repeating: " ", count: 36) + "Phase 4/17"))
    }

    /// After a resize the window shows exactly what a session started at that size shows:
    /// nothing of the old frame is left, and nothing of the new one (the keys on the last row
    /// above all) is erased.
    @Test(arguments: [true, false])
    func afterAResizeTheScreenIsAsIfItHadStartedAtThatSize(colour: Bool) {
        let sizes = [(40, 10), (100, 30), (40, 10), (80, 24), (160, 50), (40, 10)]
        let (display, output, window) = Self.make(colour: colour)
        var screen = TerminalScreen(columns: sizes[0].0, rows: sizes[0].1)
        let snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        for (columns, rows) in sizes {
            window.size = TerminalDevice.Size(columns: columns, rows: rows)
            screen.resize(columns: columns, rows: rows)
            let written = output.writes.count
            display.show(snapshot, strings: Self.english)
            for write in output.writes[written...] { screen.play(write) }
            let fresh = SessionScreen(strings: Self.english, width: columns, height: rows, colour: false)
                .render(snapshot).map { String($0.reversed().drop { $0 == " " }.reversed()) }
            #expect(screen.text == fresh, "\(columns)x\(rows)")
        }
    }

    @Test func aWindowNarrowerThanFortyGetsTheLinesCutNotWrapped() {
        let (display, _, window) = Self.make()
        window.size = TerminalDevice.Size(columns: 30, rows: 30)
        display.show(DisplayFixtures.work(remaining: .seconds(12.3)), strings: Self.english)
        #expect(display.lastFrame?.map(\.bytes).allSatisfy { DisplayWidth.of($0) <= 30 } == true)
        #expect(display.lastFrame?.map(\.bytes).contains("[██████████████░░░░░░░░░░░░░░…") == true)
    }

    /// However small the window, the frame has at most its rows: nothing scrolls, and the
    /// countdown is kept first.
    @Test func aShortWindowGetsAFrameOfItsHeightSoNothingScrolls() {
        let (display, output, window) = Self.make()
        window.size = TerminalDevice.Size(columns: 40, rows: 6)
        display.show(DisplayFixtures.work(remaining: .seconds(12.3)), strings: Self.english)
        #expect(output.bytes.contains("\u{1B}[6;1H"))
        #expect(!output.bytes.contains("\u{1B}[7;1H"))
        #expect(display.lastFrame?.count == 6)
        #expect(display.lastFrame?.map(\.bytes).contains { $0.contains("█▀█ ▄ ▀█  ▀▀█") } == true)
    }

    @Test func closeRestoresTheCursorBelowTheFrameExactlyOnce() {
        let (display, output, _) = Self.make()
        display.show(DisplayFixtures.work(remaining: .seconds(12.3)), strings: Self.english)
        display.close()
        display.close()
        display.show(DisplayFixtures.work(remaining: .seconds(2)), strings: Self.english)
        #expect(output.writes.count == 2)
        // The frame fills the window: the cursor goes to its last row and scrolls one line.
        #expect(output.writes[1] == "\u{1B}[0m\u{1B}[30;1H\n\u{1B}[?25h")
    }

    @Test func closeBeforeAnyFrameWritesNothing() {
        let (display, output, _) = Self.make()
        display.close()
        #expect(output.writes.isEmpty)
    }

    /// The how-to is part of the snapshot: drawn while it holds one, gone with the next that does not.
    @Test func theHowToIsDrawnFromTheSnapshot() {
        let (display, output, _) = Self.make()
        var snapshot = DisplayFixtures.work(remaining: .seconds(12.3))
        snapshot.howTo = Phase.Activity(
            key: "burpees", name: LocalizedText(["en": "Burpees"]), met: 11, howTo: LocalizedText(["en": "Jump."]))
        display.showHowTo(snapshot: snapshot, strings: Self.english)
        #expect(output.bytes.contains("  Burpees: Jump."))
        snapshot.remaining = .seconds(10.5)
        display.show(snapshot, strings: Self.english)
        #expect(display.lastFrame?.map(\.bytes).contains("  Burpees: Jump.") == true)
        snapshot.howTo = nil
        display.show(snapshot, strings: Self.english)
        #expect(display.lastFrame?.map(\.bytes).contains("  Burpees: Jump.") == false)
    }
}

/// A small work/rest pair for the display tests.
enum DisplayFixtures {
    static let burpees = Phase.Activity(key: "burpees", name: LocalizedText(["en": "Burpees"]), met: 11)
    static let squats = Phase.Activity(
        key: "squats", name: LocalizedText(["en": "Squats", "de": "Kniebeugen"]), met: 5)

    static func phase(_ order: Int, _ kind: Phase.Kind, _ activity: Phase.Activity?) -> Phase {
        Phase(
            order: order, kind: kind, activity: activity, block: 0, blockTitle: nil, round: 2, rounds: 8, set: 1,
            sets: 2, seconds: kind == .work ? 20 : 10, reps: nil, isRestAfter: false, billedMET: 5)
    }

    static let rest = phase(5, .rest, nil)

    static func work(remaining: Duration) -> SessionSnapshot {
        SessionSnapshot(
            programTitle: LocalizedText(["en": "Classic Tabata"]), phaseIndex: 3, phase: phase(4, .work, burpees),
            nextWork: phase(6, .work, squats), isPaused: false, remaining: remaining, phaseElapsed: .seconds(7),
            sessionElapsed: .seconds(83), plannedTotal: .seconds(250), phaseCount: 17, kcal: 14)
    }
}
