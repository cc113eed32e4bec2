import Foundation
import Glibc
import TaktCore
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktCLI
@testable import TaktTerminal

/// A live display that keeps every frame it drew, for whole-screen comparisons.
final class FrameRecorder: SessionDisplay {
    let live: LiveDisplay
    let window = Window()
    private(set) var frames: [[String]] = []
    /// Called after each new frame with the number of frames so far.
    var onFrame: (Int) -> Void = { _ in }

    init(size: TerminalDevice.Size) {
        window.size = size
        let window = self.window
        live = LiveDisplay(output: RecordedOutput(), colour: false, windowSize: { window.size })
    }

    private func keep() {
        if let frame = live.lastFrame?.map(\.bytes), frame != frames.last {
            frames.append(frame)
            onFrame(frames.count)
        }
    }

    func show(_ snapshot: SessionSnapshot, strings: Strings) {
        live.show(snapshot, strings: strings)
        keep()
    }

    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {}

    func showHowTo(snapshot: SessionSnapshot, strings: Strings) {
        live.showHowTo(snapshot: snapshot, strings: strings)
        keep()
    }

    func cue(_ cue: SessionCue, strings: Strings) {}
    func close() { live.close() }
}

/// i and l in a real session loop whose clock stands still at the start: the screens drawn
/// are compared whole, so a how-to left in the old language or not taken away shows.
@Suite(.serialized) struct HowToScreenTests {
    @Test func iTogglesTheHowToAndLRedrawsEveryTextInTheNewLanguage() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let keys = Array("iliq".utf8)
        #expect(write(ends[1], keys, keys.count) == keys.count)
        close(ends[1])
        let display = FrameRecorder(size: TerminalDevice.Size(columns: 50, rows: 14))
        let runner = SessionRunner(
            timeline: DriverFixtures.timeline, programID: "driver",
            programTitle: LocalizedText(["en": "Driver test", "de": "Treibertest"]),
            options: SessionOptions(logMode: .noLog), languages: .bundled, language: "en", profile: BodyProfile(),
            display: display, log: .nowhere,
            // Time stands still: every frame is of program time 0, whatever the machine's load.
            inputs: SessionInputs(keyboard: ends[0], clock: { 1_000_000_000 }, signals: { nil }))
        _ = try runner.run()
        let screens = display.frames.map { $0.map { "|" + $0 }.joined(separator: "\n") }
        #expect(screens.count == 5)
        #expect(Array(screens.prefix(4)) == Self.expected)
    }

    /// The window shrinks and SIGWINCH arrives (sent by hand) while the clock stands still: the loop redraws
    /// at once, the same moment laid out for the new size.
    @Test func aResizeSignalRedrawsAtOnceForTheNewSize() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writeEnd = ends[1]
        let display = FrameRecorder(size: TerminalDevice.Size(columns: 80, rows: 24))
        let signals = HandSignals()
        display.onFrame = { count in
            if count == 1 {
                display.window.size = TerminalDevice.Size(columns: 40, rows: 10)
                signals.send(.windowChanged)
            } else if count == 2 {
                let quit = Array("q".utf8)
                _ = write(writeEnd, quit, quit.count)
            }
        }
        let runner = SessionRunner(
            timeline: DriverFixtures.timeline, programID: "driver",
            programTitle: LocalizedText(["en": "Driver test", "de": "Treibertest"]),
            options: SessionOptions(logMode: .noLog), languages: .bundled, language: "en", profile: BodyProfile(),
            display: display, log: .nowhere,
            inputs: SessionInputs(keyboard: ends[0], clock: { 1_000_000_000 }, signals: { signals }))
        let summary = try runner.run().summary
        close(writeEnd)
        #expect(summary.ending.reason == .stopped)
        #expect(display.frames.count == 3)
        #expect(display.frames.first?.count == 24)
        #expect(display.frames.dropFirst().first?.map { "|" + $0 }.joined(separator: "\n") == Self.resized)
    }

    static let resized = """
        |
        |               GET READY
        |       ██████      ██████  ██████
        |       ██  ██  ██  ██  ██  ██
        |       ██  ██      ██  ██  ██████
        |       ██  ██  ██  ██  ██      ██
        |       ██████      ██████  ██████
        |             Next: Burpees
        |space pause · n skip · b back · i how-to
        |l language · q quit
        """

    static let expected = [
        // Get ready, in English, no how-to.
        """
        |Driver test                              Phase 1/9
        |
        |                    GET READY
        |            ██████      ██████  ██████
        |            ██  ██  ██  ██  ██  ██
        |            ██  ██      ██  ██  ██████
        |            ██  ██  ██  ██  ██      ██
        |            ██████      ██████  ██████
        |[░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
        |                     First up
        |                     Burpees
        |               Set 1/1 · Round 1/2
        |            2:05 left of 2:05 · 0 kcal
        |␣ pause  n skip  b back  i how-to  l lang  q quit
        """,
        // i: the how-to of the first exercise, in English.
        """
        |Driver test                              Phase 1/9
        |
        |                    GET READY
        |            ██████      ██████  ██████
        |            ██  ██  ██  ██  ██  ██
        |            ██  ██      ██  ██  ██████
        |            ██  ██  ██  ██  ██      ██
        |            ██████      ██████  ██████
        |                     First up
        |                     Burpees
        |               Set 1/1 · Round 1/2
        |            2:05 left of 2:05 · 0 kcal
        |  Burpees: Squat, jump back, jump up.
        |␣ pause  n skip  b back  i how-to  l lang  q quit
        """,
        // l: everything in German, the how-to too.
        """
        |
        |                 MACH DICH BEREIT
        |            ██████      ██████  ██████
        |            ██  ██  ██  ██  ██  ██
        |            ██  ██      ██  ██  ██████
        |            ██  ██  ██  ██  ██      ██
        |            ██████      ██████  ██████
        |                      Zuerst
        |                     Burpees
        |               Satz 1/1 · Runde 1/2
        |           noch 2:05 von 2:05 · 0 kcal
        |  Burpees: Hocken, zurückspringen, hochspringen.
        |Leertaste Pause · n überspringen · b zurück
        |i Anleitung · l Sprache · q beenden
        """,
        // i again: the how-to is gone, the rest stays German.
        """
        |Treibertest                              Phase 1/9
        |
        |                 MACH DICH BEREIT
        |            ██████      ██████  ██████
        |            ██  ██  ██  ██  ██  ██
        |            ██  ██      ██  ██  ██████
        |            ██  ██  ██  ██  ██      ██
        |            ██████      ██████  ██████
        |                      Zuerst
        |                     Burpees
        |               Satz 1/1 · Runde 1/2
        |           noch 2:05 von 2:05 · 0 kcal
        |Leertaste Pause · n überspringen · b zurück
        |i Anleitung · l Sprache · q beenden
        """,
    ]
}
