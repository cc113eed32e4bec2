import Foundation
import TaktCore
import TaktTestSupport
import Testing

@testable import TaktCLI

/// Every command of the command table as a person sees it: the real binary in a tmux pane at
/// 60, 80 and 140 columns, in English and German, compared with the screens in `Screens/`.
///
/// Beside the goldens, each screen is checked for what a golden cannot show by itself: no
/// line the terminal had to wrap, no escape sequence shown as text, no colour under `NO_COLOR`,
/// and no control byte through a pipe. A command added to the table without a line in
/// ``script`` fails ``everyCommandOfTheTableHasAScreen()``.
///
/// `TAKT_RECORD_SCREENS=1 swift test --filter CommandScreenTests` writes the goldens anew;
/// read the diff before committing it.
@Suite(.serialized) struct CommandScreenTests {
    /// The command lines, in order, all in one TAKT_HOME that starts empty and is the current
    /// folder, with the fixtures `history.json` and `broken.yaml` copied into it (so no path
    /// printed depends on where the repository is) and `scored-plan.yaml` among its plans.
    /// `~home` is that folder.
    static let script: [(command: String, line: String)] = [
        ("import", "import history.json"),
        ("list", "list"),
        ("show", "show tabata-four"),
        ("show", "show beginner-six-weeks"),
        ("validate", "validate broken.yaml"),
        ("run", "run 3x5/2 --speed 20 --no-log"),
        ("share", "share tabata-four"),
        ("convert", "convert tabata-four -o ~home/tabata-four.fit"),
        ("add", "add 8x20/10"),
        ("remove", "remove 8x20-10"),
        ("info", "info burpees"),
        ("history", "history"),
        ("history", "history ab35c753"),
        ("stats", "stats"),
        ("report", "report -o ~home/report.html"),
        ("export", "export --format csv -o ~home/history.csv"),
        ("lang", "lang"),
        ("set", "set weight 72"),
        ("set", "set"),
        ("unset", "unset weight"),
        ("settings", "settings"),
        ("plan", "plan start beginner-six-weeks --on 2026-11-16 --days mon,wed,fri"),
        ("plan", "plan"),
        ("today", "today"),
        ("plan", "plan stop"),
        ("show", "show scored-weeks"),
        ("plan", "plan start scored-weeks --on 2026-11-16"),
        ("today", "today"),
        ("plan", "plan stop"),
        ("log", "log cindy 18+7 --scaled --on 2026-11-20 --note rows"),
        ("log", "log cindy 7:30"),
        ("help", "help"),
        ("help", "help set"),
        ("help", "help log"),
        ("help", "help run"),
        ("help", "help plan"),
        ("help", "help stats"),
        ("help", "help unset"),
        ("hr", "help hr"),
        ("meditate", "help meditate"),
        ("clear", "clear"),
        ("quit", "quit"),
    ]

    /// The folder of the goldens and their fixtures.
    static let screens = TmuxSession.packageRoot.appendingPathComponent("Tests/EndToEndTests/Screens")

    /// A fixed moment and zone: the history, the heatmap and the plan's calendar never move.
    static let fixedTime = ["TAKT_NOW": "2026-11-20T20:00:00Z", "TZ": "UTC"]

    static let locales = ["en": "en_US.UTF-8", "de": "de_DE.UTF-8"]

    @Test func everyCommandOfTheTableHasAScreen() {
        let covered = Set(Self.script.map(\.command))
        let missing = CommandTable.names.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "commands without a screen in CommandScreenTests.script: \(missing)")
    }

    @Test(arguments: ["en", "de"], [60, 80, 140])
    func everyScreenFitsAndMatchesItsGolden(language: String, columns: Int) throws {
        let run = try ScreenRun(language: language, columns: columns, colour: true)
        var document = ""
        for (index, step) in Self.script.enumerated() {
            let screen = try run.show(step.line, step: index)
            #expect(screen.wrapped.isEmpty, "\(language) \(columns): '\(step.line)' wrapped: \(screen.wrapped)")
            #expect(
                !screen.text.contains("\\u001b") && !screen.text.contains("\\u001B"),
                "\(language) \(columns): '\(step.line)' shows an escape as text:\n\(screen.text)")
            document += "━━ takt \(step.line)\n" + screen.text + "\n"
        }
        let golden = Self.screens.appendingPathComponent("\(language)-\(columns).txt")
        let expected = try GoldenFile.expected(document, at: golden)
        for (got, want) in zip(Self.sections(document), Self.sections(expected)) where got != want {
            Issue.record("\(golden.lastPathComponent) differs:\n--- expected\n\(want)\n--- got\n\(got)")
        }
        #expect(
            Self.sections(document).count == Self.sections(expected).count,
            "\(golden.lastPathComponent): \(Self.sections(expected).count) screens recorded, \(Self.sections(document).count) shown"
        )
    }

    /// Colour where the terminal has it, as colour: the heatmap's greys are SGR in the pane,
    /// never the text of an escape. Under `NO_COLOR` no command sends any SGR at all.
    @Test(arguments: [true, false])
    func colourIsColourAndNoColorIsPlain(colour: Bool) throws {
        let run = try ScreenRun(language: "en", columns: 80, colour: colour)
        for (index, step) in Self.script.enumerated() {
            let screen = try run.show(step.line, step: index)
            let sgr = screen.coloured.contains("\u{1B}[")
            if colour {
                if step.command == "stats" { #expect(screen.coloured.contains("\u{1B}[38;5;240m")) }
            } else {
                #expect(!sgr, "NO_COLOR: '\(step.line)' sent colour:\n\(screen.coloured)")
            }
        }
    }

    /// Through a pipe (`takt … | less`) no command writes a control byte but the line break.
    @Test func aPipeGetsNoControlBytes() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        try Self.addScoredPlan(to: home)
        for step in Self.script {
            let arguments = step.line.split(separator: " ").map {
                String($0).replacingOccurrences(of: "~home", with: home.path)
                    .replacingOccurrences(
                        of: "history.json", with: Self.screens.appendingPathComponent("history.json").path
                    )
                    .replacingOccurrences(
                        of: "broken.yaml", with: Self.screens.appendingPathComponent("broken.yaml").path)
            }
            let (_, output) = try TaktProcess.run(arguments, home: home, environment: Self.fixedTime)
            let controls = output.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
            #expect(controls.isEmpty, "'\(step.line)' wrote controls into a pipe: \(output.debugDescription)")
        }
    }

    /// A plan of scored workouts among the user's plans: its views name each day's blocks.
    static func addScoredPlan(to home: URL) throws {
        let plans = home.appendingPathComponent("programs/plans")
        try FileManager.default.createDirectory(at: plans, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: screens.appendingPathComponent("scored-plan.yaml"),
            to: plans.appendingPathComponent("scored-weeks.yaml"))
    }

    /// Help as prose: at 60 and 80 columns no line of a paragraph could have held the next word
    /// (the screens are read from the pane, the paragraphs from the string tables).
    @Test(arguments: ["en", "de"], [60, 80])
    func helpWrapsAsProse(language: String, columns: Int) throws {
        let run = try ScreenRun(language: language, columns: columns, colour: false)
        let strings = Languages.bundled.strings(for: language)
        for (index, name) in (["run", "plan", "stats", "unset", "share", "convert", "export"]).enumerated() {
            let screen = try run.show("help \(name)", step: index).text
            let prose = screen.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
            let details = HelpText.details(name, strings, languages: .bundled)
            let source = strings(StringKey(.help, "\(name).summary")) + (details.isEmpty ? "" : "\n\n" + details)
            let early = WrapCheck.earlyBreaks(rendered: prose, source: source, width: columns)
            #expect(early.isEmpty, "help \(name), \(language), \(columns): \(early)\n\(screen)")
        }
        let overview = try run.show("help", step: 99).text
        let early = WrapCheck.earlyBreaks(
            rendered: overview, source: HelpText.overview(strings, width: .max), width: columns)
        #expect(early.isEmpty, "help, \(language), \(columns): \(early)\n\(overview)")
    }

    /// A golden document's screens, by their `━━ takt` headings.
    static func sections(_ document: String) -> [String] {
        document.components(separatedBy: "━━ takt ").filter { !$0.isEmpty }
    }
}

/// One pane, one TAKT_HOME: the script's lines typed one after another, each screen read alone.
struct ScreenRun {
    struct Screen {
        /// What the person sees, paths made neutral (`~home`, `~screens`) and timings masked.
        var text: String
        /// The same with colours as SGR sequences.
        var coloured: String
        /// Lines the terminal wrapped, joined again.
        var wrapped: [String]
    }

    let tmux: TmuxSession

    init(language: String, columns: Int, colour: Bool) throws {
        var environment = CommandScreenTests.fixedTime
        environment["LANG"] = CommandScreenTests.locales[language]
        environment["PATH"] = TmuxSession.taktBinary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        if !colour { environment["NO_COLOR"] = "1" }
        tmux = try TmuxSession(columns: columns, rows: 200, environment: environment)
        for fixture in ["history.json", "broken.yaml"] {
            try FileManager.default.copyItem(
                at: CommandScreenTests.screens.appendingPathComponent(fixture),
                to: tmux.home.appendingPathComponent(fixture))
        }
        try CommandScreenTests.addScoredPlan(to: tmux.home)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type("cd " + TmuxSession.quoted(tmux.home.path))
    }

    /// Types `takt LINE` on a cleared screen and returns what it printed.
    func show(_ line: String, step: Int) throws -> Screen {
        let typed = line.replacingOccurrences(of: "~home", with: tmux.home.path)
        try tmux.clearHistory()
        // The printed marker differs from the typed one, so the echo of the line cannot end the wait.
        try tmux.type("clear; takt \(typed); printf '%s-%s\\n' screen-end \(step)")
        let end = "screen-end-\(step)"
        try tmux.waitFor(end, timeout: .seconds(20)) { $0.components(separatedBy: "\n").contains(end) }
        let visible = Self.upTo(end, in: try tmux.screen())
        let joined = Self.upTo(end, in: try tmux.joinedScreen())
        let coloured = Self.upTo(end, in: try tmux.colouredScreen())
        // -J keeps the blanks a line was padded with; the plain capture trims them.
        let wrapped = joined.map(Self.trimmed).filter { !$0.isEmpty && !visible.map(Self.trimmed).contains($0) }
        return Screen(
            text: neutral(visible.joined(separator: "\n")), coloured: coloured.joined(separator: "\n"),
            wrapped: wrapped)
    }

    /// The lines before the one that is `end` (any SGR around it ignored), trailing blank lines dropped.
    static func upTo(_ end: String, in screen: String) -> [String] {
        var lines = Array(
            screen.components(separatedBy: "\n").prefix {
                !$0.replacingOccurrences(of: "\u{1B}[0m", with: "").hasSuffix(end)
            })
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Paths that differ between machines, and timings that differ between runs, made fixed.
    func neutral(_ text: String) -> String {
        var text = text.replacingOccurrences(of: tmux.home.path, with: "~home")
        // "max 0.4 ms late", "max 0,4 ms": lateness is measured, not planned.
        if let lateness = try? Regex(#"\d+([.,]\d+)? ms"#) {
            text = text.replacing(lateness, with: "# ms")
        }
        return text
    }
}
