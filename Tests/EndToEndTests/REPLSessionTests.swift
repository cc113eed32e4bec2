import Foundation
import Testing

/// Issue 4's scenario on the real binary in a real terminal: the REPL, a live session with
/// `--speed`, pausing in a rest and in a work phase, q, and a terminal left as it was.
@Suite(.serialized)
struct REPLSessionTests {
    @Test
    func pauseInRestAndInWorkThenQuitRestoresTheTerminal() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        let settings = TerminalSettings(tmux)
        let before = try settings.read()

        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path))
        try tmux.waitFor("takt>")
        try tmux.type("run tabata-classic --speed 5")

        // The views centre their lines and draw names in large letters: lines are compared trimmed.
        let rest = Self.trimmed(try Self.pause(in: "Next up", tmux))
        #expect(rest.contains("Classic Tabata"))
        #expect(rest.contains("‖ PAUSED · space to resume"))
        #expect(rest.contains("Next up\nBurpees"))
        #expect(rest.contains("space resume · n skip"))

        try tmux.press("Space")
        try tmux.waitFor("resumed") { !$0.contains("PAUSED") && $0.contains("space pause") }
        let frozen = try Self.pause(in: "WORK", tmux)
        let work = Self.trimmed(frozen)
        #expect(work.contains("‖ PAUSED · space to resume"))
        #expect(work.contains("\nSet 1/1 · Round"))
        #expect(work.contains("Next: Burpees") || work.contains("Last exercise"))
        // Paused means frozen: the same screen when looked at again.
        #expect(try tmux.screen() == frozen)

        try tmux.press("q")
        let finished = try tmux.waitFor("STOPPED")
        #expect(finished.contains("Not saved: a preview at another speed"))
        try tmux.waitFor("the prompt after the summary") { $0.hasSuffix("takt>\n") || $0.contains("takt>") }
        try tmux.type("quit")
        try tmux.waitFor("the shell") { Self.lines($0).last { !$0.isEmpty } == TmuxSession.shellPrompt }

        #expect(try settings.read() == before)
        #expect(try tmux.cursorIsVisible())
    }

    /// The prompt itself: completion, Ctrl-C clearing the line, history kept across runs, Ctrl-D.
    @Test
    func readlinePromptCompletesClearsRemembersAndLeaves() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        let takt = TmuxSession.quoted(TmuxSession.taktBinary.path)
        try tmux.type(takt)
        try tmux.waitFor("takt>")

        try tmux.type("inf", enter: false)
        try tmux.press("Tab")
        try tmux.type("burpees-o", enter: false)
        try tmux.press("Tab")
        try tmux.waitFor("takt> info burpees-over-bar")
        try tmux.press("C-c")
        // The half-typed line is dropped and a fresh prompt waits below it.
        try tmux.waitFor("a fresh prompt") { Self.lines($0).contains("takt>") }
        try tmux.type("lang")
        // Ctrl-D only once readline reads again: typed earlier, the terminal's own line mode
        // takes it as an end of file and it is lost when readline switches modes (a loaded CI).
        try tmux.waitFor("the prompt after lang") {
            $0.contains("Language:") && Self.lines($0).last { !$0.isEmpty } == "takt>"
        }
        try tmux.press("C-d")
        try tmux.waitFor("the shell") { Self.lines($0).last { !$0.isEmpty } == TmuxSession.shellPrompt }

        let history = try String(
            contentsOf: tmux.home.appendingPathComponent("repl_history"), encoding: .utf8)
        #expect(history.components(separatedBy: "\n").contains("lang"))
        #expect(!history.contains("info burpees"))

        // A second run finds the line again with arrow-up.
        try tmux.type(takt)
        try tmux.waitFor("takt>")
        try tmux.press("Up")
        try tmux.waitFor("takt> lang")
        try tmux.press("C-u")
        try tmux.type("quit")
        try tmux.waitFor("the shell again") { Self.lines($0).last { !$0.isEmpty } == TmuxSession.shellPrompt }
    }

    /// Pauses during a phase showing the line `label` ("Next up", "WORK"); at --speed 5 a rest lasts
    /// two seconds, and a pause that lands in the next phase (a slow machine) is undone and tried again.
    static func pause(in label: String, _ tmux: TmuxSession) throws -> String {
        for _ in 0..<8 {
            try tmux.waitFor("a \(label) phase", timeout: .seconds(20)) { Self.lines(trimmed($0)).contains(label) }
            try tmux.press("Space")
            // The whole paused frame, its last row included: a frame larger than the terminal's
            // buffer reaches tmux in pieces, and a capture between them showed "PAUSED" at the
            // top over the running keys at the bottom (CI, once).
            let screen = try tmux.waitFor("the paused frame") { $0.contains("PAUSED") && $0.contains("space resume") }
            if Self.lines(trimmed(screen)).contains(label) { return screen }
            try tmux.press("Space")
            try tmux.waitFor("resumed") { !$0.contains("PAUSED") && $0.contains("space pause") }
        }
        throw TmuxSession.Timeout(expected: "a pause in \(label)", screen: try tmux.screen())
    }

    /// The screen with every line's leading and trailing blanks left off.
    static func trimmed(_ screen: String) -> String {
        lines(screen).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    static func lines(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n")
    }
}
