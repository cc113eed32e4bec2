import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// What a person's terminal gets, through the same console path: colour on, `NO_COLOR`, a pipe,
/// and the terminal's width.
@MainActor @Suite struct ConsoleScreenTests {
    /// Runs one command against a fresh home, as a terminal of `columns` (or a pipe, for `nil`)
    /// sees it; with `sessions`, a history imported from that JSON first. The clock and the
    /// time zone are pinned, so dated screens compare whole.
    func perform(
        _ words: [String], columns: Int?, environment: [String: String] = [:], sessions: String? = nil
    ) async throws -> (status: Int32, out: String, err: String) {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = ["TAKT_HOME": home.path, "HOME": home.path, "TAKT_NOW": "2026-11-25T09:00:00Z", "TZ": "UTC"]
        env.merge(environment) { _, new in new }
        if let sessions {
            let file = home.appendingPathComponent("sessions.json")
            try sessions.write(to: file, atomically: true, encoding: .utf8)
            let status = await App(environment: env, console: TestConsole().console()).perform(["import", file.path])
            try #require(status == 0)
        }
        let capture = TestConsole()
        let app = App(environment: env, console: capture.console(terminal: columns != nil, columns: columns))
        let status = await app.perform(words)
        return (status, capture.out, capture.err)
    }

    /// Takes the SGR codes out: what the screen shows without colour.
    static func withoutColour(_ text: String) -> String {
        text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    }

    /// `ESC[38;5;34m` → `{34}`, `ESC[0m` → `{/}`: every code, readable in a golden.
    static func named(_ text: String) -> String {
        text.replacing(#/\x1B\[(?:38;5;)?([0-9;]*)m/#) { $0.output.1 == "0" ? "{/}" : "{" + $0.output.1 + "}" }
    }

    /// Three sessions in the week before TAKT_NOW: one strong day, two light ones.
    static let sessions = """
        [
        {"id":"6f1c2a7e-0000-4000-8000-000000000001","programId":"tabata-four","programTitle":"Tabata in four blocks",
         "startedAt":"2026-11-24T18:10:00Z","endedAt":"2026-11-24T18:40:30Z","activeSeconds":1000,"pausedSeconds":0,
         "kcal":150.4,"kcalLow":120,"kcalHigh":180,"bodyMassKg":72,"bodyMassIsDefault":false,"endReason":"stopped",
         "language":"de","phasesDone":14,"phasesSkipped":2,"phasesTotal":16,"speed":1},
        {"id":"6f1c2a7e-0000-4000-8000-000000000002","programId":"tabata-classic","programTitle":"Classic Tabata",
         "startedAt":"2026-11-23T07:05:00Z","endedAt":"2026-11-23T07:15:00Z","activeSeconds":240,"pausedSeconds":0,
         "kcal":50,"kcalLow":40,"kcalHigh":60,"bodyMassKg":70,"bodyMassIsDefault":true,"endReason":"finished",
         "language":"en","phasesDone":16,"phasesSkipped":0,"phasesTotal":16,"speed":1},
        {"id":"6f1c2a7e-0000-4000-8000-000000000003","programId":"seven-minute","programTitle":"The 7-minute workout",
         "startedAt":"2026-11-18T06:45:00Z","endedAt":"2026-11-18T06:53:00Z","activeSeconds":360,"pausedSeconds":0,
         "kcal":50,"kcalLow":40,"kcalHigh":60,"bodyMassKg":70,"bodyMassIsDefault":true,"endReason":"finished",
         "language":"en","phasesDone":16,"phasesSkipped":0,"phasesTotal":16,"speed":1}
        ]
        """

    @Test func statsIsInColourOnATerminalAndPlainUnderNoColourAndInAPipe() async throws {
        let coloured = try await perform(["stats"], columns: 60, sessions: Self.sessions)
        let noColour = try await perform(
            ["stats"], columns: 60, environment: ["NO_COLOR": "1"], sessions: Self.sessions)
        let wide = try await perform(["stats"], columns: 80, sessions: Self.sessions)
        let piped = try await perform(["stats"], columns: nil, sessions: Self.sessions)
        #expect(coloured.status == 0 && coloured.err.isEmpty)
        if let folder = ProcessInfo.processInfo.environment["TAKT_WRITE_GOLDENS"] {
            try Self.named(coloured.out).write(toFile: folder + "/stats-console.txt", atomically: true, encoding: .utf8)
        }
        // takt's own colours reach the terminal as colours, never as escaped text.
        #expect(!coloured.out.contains("\\u001b"))
        #expect(Self.named(coloured.out) == Self.statsInColourAt60)
        // Without colour, the same screen, character for character, and no escape at all.
        #expect(noColour.out == Self.withoutColour(coloured.out))
        #expect(piped.out == Self.withoutColour(wide.out))
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
        // A quoted line with a caret under it stays whole, so the caret points where it should.
        let caret = "error: column 7: expected a duration\n  8x(20q burpees, 30s squats, 40s lunges)\n        ^"
        #expect(
            WordWrap.fitting(caret, width: 30)
                == "error: column 7: expected a\nduration\n  8x(20q burpees, 30s squats, 40s lunges)\n        ^")
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

    /// `stats` on a colour terminal of 60 columns, its codes named (see ``named(_:)``).
    static let statsInColourAt60 = """
        Your training
                    Sessions  Active min  kcal
        This week          2          21   200
        This month         3          27   250
        All time           3          27   250

        Streak: 2 days
        Weekly goal: 2 of 3 sessions ●●○

        Active minutes a day, last 26 weeks
            Jun     Jul     Aug       Sep     Oct     Nov
        Mon {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/} {22}░{/}
        Tue {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/} {34}▓{/}
        Wed {240}· · · · · · · · · · · · · · · · · · · · · · · ·{/} {28}▒{/} {240}·{/}
        Thu {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/}
        Fri {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/}
        Sat {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/}
        Sun {240}· · · · · · · · · · · · · · · · · · · · · · · · ·{/}
            {240}·{/} none  {22}░{/} under 5  {28}▒{/} under 10  {34}▓{/} under 20  {40}█{/} 20 or more

        Active minutes a week (✓ goal of 3 sessions met)
          Sep 7                                           0 min  0/3
          Sep 14                                          0 min  0/3
          Sep 21                                          0 min  0/3
          Sep 28                                          0 min  0/3
          Oct 5                                           0 min  0/3
          Oct 12                                          0 min  0/3
          Oct 19                                          0 min  0/3
          Oct 26                                          0 min  0/3
          Nov 2                                           0 min  0/3
          Nov 9                                           0 min  0/3
          Nov 16  {36}██████████▊{/}                             6 min  1/3
          Nov 23  {36}█████████████████████████████████████{/}  21 min  2/3

        Days in a row: 2 now, longest 2

        """
}
