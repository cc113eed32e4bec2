import Foundation
import TaktCore
import TaktPlatform
import Testing

/// The prompt in a real terminal: its one-line greeting, and `clear`.
@Suite(.serialized)
struct REPLGreetingTests {
    /// The bundled programs the greeting counts (the tmux session's TAKT_HOME has none of its own).
    static let programs = ProgramLibrary(userDirectories: [], files: LocalFileSystem()).entries.filter {
        $0.loaded != nil
    }.count

    static func lines(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    @Test func theREPLGreetsInOneLineAndClearLeavesOnlyThePrompt() throws {
        // Tall enough for the whole help, "Commands:" included, above the prompt.
        let tmux = try TmuxSession(columns: 100, rows: 40)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path))
        let greeted = try tmux.waitFor("takt>")
        let greeting = try #require(Self.lines(greeted).first { $0.hasPrefix("takt ") && $0.contains("·") })
        #expect(
            greeting.hasSuffix(" · English · \(Self.programs) programs · type 'help' for the commands"), "\(greeting)")
        #expect(Self.lines(greeted).last == "takt>")

        try tmux.type("help")
        // The help's last line: its first may already have scrolled out of 24 rows.
        try tmux.waitFor("the help") { $0.contains("takt opens its") }
        try tmux.type("clear")
        let cleared = try tmux.waitFor("a cleared screen") { Self.lines($0) == ["takt>"] }
        #expect(!cleared.contains("takt opens its"))
        try tmux.type("quit")
        try tmux.waitFor("the shell") { Self.lines($0).last == TmuxSession.shellPrompt }
    }

    @Test func theGreetingIsInTheSessionLanguage() throws {
        let tmux = try TmuxSession(columns: 100, rows: 24, environment: ["LANG": "de_DE.UTF-8"])
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path))
        let greeted = try tmux.waitFor("takt>")
        #expect(greeted.contains(" · Deutsch · \(Self.programs) Programme · „help“ zeigt die Befehle"), "\(greeted)")
        try tmux.type("quit")
    }
}
