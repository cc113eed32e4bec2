import Foundation
import Testing

/// `stats` in a real terminal: the pictures take the window's width and are in colour there.
@Suite(.serialized) struct StatsPicturesTests {
    @Test(arguments: [80, 140])
    func aTerminalGetsPicturesAsWideAsItIsAndInColour(columns: Int) throws {
        let tmux = try TmuxSession(columns: columns, rows: 60)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path) + " stats")
        let screen = try tmux.waitFor("Days in a row: 0 now, longest 0")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains("Active minutes a day, last 26 weeks"))
        // The weekly bars reach the right edge: "0 min  0/3" ends at the last column.
        let bars = lines.filter { $0.hasSuffix("0 min  0/3") }
        #expect(bars.count == 12)
        #expect(bars.allSatisfy { $0.count == columns }, "\(bars)")
        // Empty days are drawn in the terminal's grey (256-colour 240).
        #expect(try tmux.colouredScreen().contains("38;5;240m"))
    }
}
