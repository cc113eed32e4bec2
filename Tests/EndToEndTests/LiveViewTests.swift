import Foundation
import Testing

/// The live view in a real 40×10 terminal: what must fit fits, the screen is tinted by the
/// phase, and `NO_COLOR` turns the tint off.
@Suite(.serialized)
struct LiveViewTests {
    /// The backgrounds the tints use: red, green, yellow, blue.
    static let backgrounds = ["\u{1B}[41m", "\u{1B}[42m", "\u{1B}[43m", "\u{1B}[44m"]

    static func start(environment: [String: String] = [:]) throws -> TmuxSession {
        let tmux = try TmuxSession(columns: 40, rows: 10, environment: environment)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path) + " run tabata-classic --speed 2")
        try tmux.waitFor("GET READY")
        return tmux
    }

    @Test func aSmallWindowKeepsCountdownNameNextAndKeysAndIsTinted() throws {
        let tmux = try Self.start()
        let screen = try tmux.screen()
        let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("GET READY"))
        #expect(lines.contains("Next: Burpees"))
        #expect(lines.contains { $0.hasPrefix("space pause") })
        #expect(lines.contains { $0.hasSuffix("q quit") })
        // The countdown in block digits, at least three rows.
        #expect(lines.filter { $0.contains("█") }.count >= 3)
        let coloured = try tmux.colouredScreen()
        #expect(coloured.contains("\u{1B}[43m"))
        try tmux.press("Space")
        // The whole paused frame: its last row is drawn last.
        try tmux.waitFor("the paused frame") { $0.contains("PAUSED") && $0.contains("space resume") }
        #expect(try tmux.colouredScreen().contains("\u{1B}[44m"))
        try tmux.press("q")
        try tmux.waitFor("STOPPED")
    }

    @Test func noColourMeansNoTint() throws {
        let tmux = try Self.start(environment: ["NO_COLOR": "1"])
        try tmux.press("Space")
        // The whole paused frame: its last row is drawn last.
        try tmux.waitFor("the paused frame") { $0.contains("PAUSED") && $0.contains("space resume") }
        let coloured = try tmux.colouredScreen()
        #expect(!Self.backgrounds.contains { coloured.contains($0) }, "\(coloured)")
        try tmux.press("q")
        try tmux.waitFor("STOPPED")
    }
}

/// `show` wraps at the terminal's width, and at 80 columns into a pipe.
@Suite(.serialized) struct ShowWidthTests {
    @Test func aPipeGetsEightyColumns() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["show", "strength-circuit"], home: home)
        #expect(status == 0)
        let lines = text.components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains("Duration  14:25 = get ready 0:10 + work 5:15 + rest 9:00 + 2 open sets, not"))
        #expect(lines.contains("          timed"))
    }

    @Test
    func aTerminalGetsItsOwnWidth() throws {
        let tmux = try TmuxSession(columns: 60, rows: 40)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path) + " show strength-circuit")
        let screen = try tmux.waitFor("Finisher")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains("Duration  14:25 = get ready 0:10 + work 5:15 + rest 9:00 + 2"))
        #expect(lines.contains("          open sets, not timed"))
    }
}
