import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// What a person's terminal gets, through the same console path: colour on, `NO_COLOR`, a pipe,
/// and the terminal's width.
@MainActor @Suite struct ConsoleScreenTests {
    /// Runs one command against a fresh home, as a terminal of `columns` (or a pipe, for `nil`) sees it.
    func perform(
        _ words: [String], columns: Int?, environment: [String: String] = [:]
    ) async throws -> (status: Int32, out: String, err: String) {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let capture = TestConsole()
        var env = ["TAKT_HOME": home.path, "HOME": home.path]
        env.merge(environment) { _, new in new }
        let app = App(environment: env, console: capture.console(terminal: columns != nil, columns: columns))
        let status = await app.perform(words)
        return (status, capture.out, capture.err)
    }

    /// Takes the SGR codes out: what the screen shows without colour.
    static func withoutColour(_ text: String) -> String {
        text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    }

    @Test func statsIsInColourOnATerminalAndPlainUnderNoColourAndInAPipe() async throws {
        let coloured = try await perform(["stats"], columns: 80)
        let noColour = try await perform(["stats"], columns: 80, environment: ["NO_COLOR": "1"])
        let piped = try await perform(["stats"], columns: nil)
        #expect(coloured.status == 0 && coloured.err.isEmpty)
        // takt's own colours reach the terminal as colours, never as escaped text.
        #expect(!coloured.out.contains("\\u001b"))
        #expect(coloured.out.contains("\u{1B}[38;5;240m· · ·"))
        let legend = coloured.out.split(separator: "\n").first { $0.contains("under 5") }.map(String.init)
        #expect(
            legend
                == "    \u{1B}[38;5;240m·\u{1B}[0m none  "
                + "\u{1B}[38;5;22m░\u{1B}[0m under 5  \u{1B}[38;5;28m▒\u{1B}[0m under 10  "
                + "\u{1B}[38;5;34m▓\u{1B}[0m under 20  \u{1B}[38;5;40m█\u{1B}[0m 20 or more")
        // Without colour, the same screen, character for character, and no escape at all.
        #expect(Self.withoutColour(coloured.out) == piped.out)
        #expect(noColour.out == piped.out)
        #expect(!piped.out.contains("\u{1B}") && !piped.out.contains("\\u"))
    }

    @Test func aStyledRunStillEscapesWhatItHolds() {
        let hostile = StyledText("\u{1B}]52;c;ZXZpbA==\u{7}", .heat(.full))
        #expect(hostile.terminalString(colour: true).bytes == "\u{1B}[38;5;40m\\u001b]52;c;ZXZpbA==\\u0007\u{1B}[0m")
        #expect(hostile.terminalString(colour: false).bytes == "\\u001b]52;c;ZXZpbA==\\u0007")
    }

    @Test func errorsWrapOnWordsAtTheTerminalsWidth() async throws {
        let narrow = try await perform(["history", "nothing-like-this"], columns: 40)
        #expect(
            narrow.err == """
                error: no session 'nothing-like-this';
                'history' lists the sessions with their
                ids

                """)
        // A pipe gets the message on one line: the reader decides how to wrap it.
        let piped = try await perform(["history", "nothing-like-this"], columns: nil)
        #expect(piped.err == "error: no session 'nothing-like-this'; 'history' lists the sessions with their ids\n")
    }

    @Test func aTermAndItsDescriptionWrapUnderTheDescription() {
        #expect(
            WordWrap.fitting("  plan      Follows a training plan: where you stand, start, stop.", width: 40) == """
                  plan      Follows a training plan:
                            where you stand, start,
                            stop.
                """)
        // Lines that fit keep their spacing: tables are not reflowed.
        #expect(WordWrap.fitting("a  b\n  c   d", width: 40) == "a  b\n  c   d")
    }

    @Test func jsonIsNeverWrapped() async throws {
        let narrow = try await perform(["list", "--json"], columns: 20)
        let piped = try await perform(["list", "--json"], columns: nil)
        #expect(narrow.out == piped.out)
        #expect(narrow.out.split(separator: "\n").contains { $0.count > 20 })
    }

    @Test(arguments: [60, 80], ["en", "de"])
    func helpAndSettingsFitTheTerminal(columns: Int, language: String) async throws {
        for words in [["help"], ["help", "plan"], ["settings"], ["list"], ["show", "beginner-six-weeks"]] {
            let result = try await perform(words + ["--lang", language], columns: columns)
            // A path longer than the line is one word: kept whole, the one thing that may be wider.
            let wide = (result.out + result.err).split(separator: "\n").filter {
                DisplayWidth.of(String($0)) > columns && $0.contains(" ")
            }
            #expect(wide.isEmpty, "\(words): \(wide)")
        }
    }
}
