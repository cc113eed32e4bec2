import Foundation
import Testing

/// What a person sees in a real terminal of 60 and 80 columns: takt's colours as colours, and
/// every line within the window (the terminal never wraps one, mid-word or mid-column).
@Suite(.serialized) struct ScreenWidthEndToEndTests {
    static let takt = TmuxSession.quoted(TmuxSession.taktBinary.path)

    /// Three sessions with what makes `history` wide: a long title, a stopped one, a wide script.
    static let sessions = """
        [
        {"id":"6f1c2a7e-0000-4000-8000-000000000001","programId":"tabata-four","programTitle":"Tabata in four blocks, with a long warm-up",
         "startedAt":"2026-11-24T18:10:00Z","endedAt":"2026-11-24T18:40:30Z","activeSeconds":1000,"pausedSeconds":0,
         "kcal":150.4,"kcalLow":120,"kcalHigh":180,"bodyMassKg":72,"bodyMassIsDefault":false,"endReason":"stopped",
         "language":"de","phasesDone":14,"phasesSkipped":2,"phasesTotal":16,"speed":1},
        {"id":"6f1c2a7e-0000-4000-8000-000000000002","programId":"tabata-classic","programTitle":"Classic Tabata",
         "startedAt":"2026-11-23T07:05:00Z","endedAt":"2026-11-23T07:15:00Z","activeSeconds":300,"pausedSeconds":0,
         "kcal":50,"kcalLow":40,"kcalHigh":60,"bodyMassKg":70,"bodyMassIsDefault":true,"endReason":"finished",
         "language":"en","phasesDone":16,"phasesSkipped":0,"phasesTotal":16,"speed":1},
        {"id":"6f1c2a7e-0000-4000-8000-000000000003","programId":"mine","programTitle":"日本のタバタ",
         "startedAt":"2026-11-20T06:45:00Z","endedAt":"2026-11-20T06:55:00Z","activeSeconds":300,"pausedSeconds":0,
         "kcal":50,"kcalLow":40,"kcalHigh":60,"bodyMassKg":70,"bodyMassIsDefault":true,"endReason":"interrupted",
         "language":"en","phasesDone":9,"phasesSkipped":0,"phasesTotal":16,"speed":1}
        ]
        """

    /// Lines takt wrote wider than the window, as the terminal had to wrap them (the typed
    /// command lines are the shell's).
    static func overflowing(_ tmux: TmuxSession, columns: Int) throws -> [String] {
        try tmux.joinedScreen().split(separator: "\n").map(String.init).filter {
            $0.count > columns && !$0.hasPrefix(TmuxSession.shellPrompt)
        }
    }

    @Test(arguments: [60, 80])
    func statsIsInColourAndWithinTheWindow(columns: Int) throws {
        let tmux = try TmuxSession(columns: columns, rows: 60)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(Self.takt + " stats")
        let screen = try tmux.waitFor("Days in a row: 0 now, longest 0")
        // takt's own colours are never shown as escaped text...
        #expect(!screen.contains("\\u001b") && !screen.contains("[38;5;"))
        #expect(screen.contains("· none  ░ under 5  ▒ under 10  ▓ under 20  █ 20 or more"))
        // ...but drawn: the legend's marks in their greens, the empty days in grey.
        let coloured = try tmux.colouredScreen()
        #expect(coloured.contains("\u{1B}[38;5;240m·"))
        #expect(coloured.contains("\u{1B}[38;5;40m█"))
        #expect(try Self.overflowing(tmux, columns: columns).isEmpty)
    }

    @Test func noColourMeansNoColourOnTheScreen() throws {
        let tmux = try TmuxSession(columns: 80, rows: 60, environment: ["NO_COLOR": "1"])
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(Self.takt + " stats")
        try tmux.waitFor("Days in a row: 0 now, longest 0")
        #expect(!(try tmux.colouredScreen()).contains("38;5;"))
        #expect(!(try tmux.screen()).contains("\\u001b"))
    }

    @Test(arguments: [60, 80], ["en", "de"])
    func historyAndItsErrorsFitTheWindow(columns: Int, language: String) throws {
        let tmux = try TmuxSession(columns: columns, rows: 40)
        let file = tmux.home.appendingPathComponent("sessions.json")
        try Self.sessions.write(to: file, atomically: true, encoding: .utf8)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(Self.takt + " import " + TmuxSession.quoted(file.path) + " >/dev/null; clear")
        try tmux.waitFor("Screen clear") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "sh$" }
        try tmux.type(Self.takt + " --lang \(language) history; " + Self.takt + " --lang \(language) history 123456789")
        let screen = try tmux.waitFor("after the error") {
            $0.contains("日本のタバタ") && $0.split(separator: "\n").last == "sh$"
        }
        #expect(screen.contains("Tabata in four blocks"))
        // The error was told too, on a line of its own. The joined screen is read, and the typed
        // lines left out: they hold the binary's path, which wraps (and may hold digits) wherever
        // the clone lies.
        let joined = try tmux.joinedScreen()
        let told = joined.split(separator: "\n").filter {
            !$0.hasPrefix(TmuxSession.shellPrompt) && $0.contains("123456789")
        }
        #expect(told.count == 1, "\(joined)")
        #expect(try Self.overflowing(tmux, columns: columns).isEmpty, "\(joined)")
    }
}
