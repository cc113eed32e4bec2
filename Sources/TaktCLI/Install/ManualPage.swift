import TaktCore

/// The manual page `takt.1`, written from the command table and the help texts.
///
/// One command table gives the REPL's help, the command line's, the completion scripts and
/// this page, so a command added to the table shows up here too; a test regenerates the page
/// and compares it with the committed `takt.1` (`takt --generate-manual > takt.1` rewrites it).
/// The output is man(7) roff, readable with `man ./takt.1`.
enum ManualPage {
    static func render(_ strings: Strings, version: String) -> String {
        var page = [
            #".TH TAKT 1 "" "takt \#(version)" "takt""#, ".nh", ".ad l",
            ".SH " + roff(strings(.manSectionName)),
            "takt \\- " + roff(strings(.manName)),
            ".SH " + roff(strings(.manSectionSynopsis)),
            ".B takt",
            roff(strings(.manSynopsis)),
            ".SH " + roff(strings(.manSectionDescription)),
        ]
        page += paragraphs(strings(.manDescription))
        page.append(".SH " + roff(strings(.manSectionCommands)))
        for name in CommandTable.names {
            page += [
                ".TP", ".B " + roff(strings(StringKey(.help, "\(name).usage"))),
                roff(strings(StringKey(.help, "\(name).summary"))),
            ]
            let details = HelpText.details(name, strings, languages: .bundled)
            if !details.isEmpty { page += [".RS"] + filled(details) + [".RE"] }
        }
        page.append(".SH " + roff(strings(.manSectionOptions)))
        page += paragraphs(strings(.helpGlobal))
        page += options.flatMap { term, key in [".TP", ".B " + roff(term), roff(strings(key))] }
        page.append(".SH " + roff(strings(.manSectionPrograms)))
        page += paragraphs(strings(.manProgramsIntro))
        page += language.flatMap { term, key in [".TP", ".B " + roff(term), roff(strings(key))] }
        page += section(strings(.manSectionEnvironment), entries: environment, strings: strings)
        page += section(strings(.manSectionFiles), entries: files, strings: strings)
        page += section(strings(.manSectionExit), entries: exitStatuses, strings: strings)
        page += [".SH " + roff(strings(.manSectionSeeAlso)), ".BR espeak-ng (1),", ".BR tmux (1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// Options for the shell rather than for a workout.
    static let options: [(String, StringKey)] = [
        ("--generate-completion-script bash|zsh|fish", .manOptionCompletion),
        ("--generate-manual [en|de]", .manOptionManual),
    ]

    /// The whiteboard's language, as a program file and the one-line text form write it
    /// (README, "Writing a program").
    static let language: [(String, StringKey)] = [
        ("reps: 5  |  5 pull-ups", .manProgramsReps),
        ("distance: 400m  |  400m run, 1 mile run", .manProgramsDistance),
        ("calories: 15/12  |  15/12 cal bike", .manProgramsCalories),
        ("time: 60s  |  1:00 plank", .manProgramsTime),
        ("max: true  |  max pull-ups", .manProgramsMax),
        ("load: 95/65lb  |  thrusters 95/65lb, 30 clean-and-jerks @ 61kg", .manProgramsLoad),
        ("together: [...]  |  emom 10: 5 pull-ups + 10 push-ups", .manProgramsTogether),
        ("reps: {start: 3, step: 3}  |  amrap 12: 3-6-9-... thrusters, pull-ups", .manProgramsClimb),
        ("scaled: {load: 65/45lb}", .manProgramsScaled),
        ("format: breathing, pattern: box, cycles: 6  |  breathe box 6, breathe calm for 5m", .manProgramsBreathing),
        ("format: meditation, minutes: 20, reflect: 3, gongEvery: 5", .manProgramsMeditation),
        ("set score-by task|round", .manProgramsScoreBy),
        ("set units kg|lb", .manProgramsUnits),
    ]

    /// Environment variables and the key of what each does.
    static let environment: [(String, StringKey)] = [
        ("TAKT_HOME", .manEnvHome), ("TAKT_PROGRAMS", .manEnvPrograms),
        ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME", .manEnvXdg),
        ("LC_ALL, LC_MESSAGES, LANG", .manEnvLocale), ("NO_COLOR", .manEnvNoColor),
        ("PATH", .manEnvPath),
    ]

    static let files: [(String, StringKey)] = [
        ("$XDG_CONFIG_HOME/takt/config.yaml", .manFilesConfig),
        ("$XDG_CONFIG_HOME/takt/programs/", .manFilesPrograms),
        ("$XDG_CONFIG_HOME/takt/localization/", .manFilesLocalization),
        ("$XDG_DATA_HOME/takt/history.sqlite", .manFilesHistory),
        ("$XDG_STATE_HOME/takt/repl_history", .manFilesReplHistory),
    ]

    static let exitStatuses: [(String, StringKey)] = [
        ("0", .manExitSuccess), ("1", .manExitFailure), ("2", .manExitUsage), ("128+N", .manExitSignal),
    ]

    private static func section(_ title: String, entries: [(String, StringKey)], strings: Strings) -> [String] {
        [".SH " + roff(title)] + entries.flatMap { term, key in [".TP", ".B " + roff(term), roff(strings(key))] }
    }

    /// Text lines as filled paragraphs: a blank line in the text starts a new one.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? ".PP" : roff(String(line))
        }
    }

    /// Help's paragraphs and lists (``Prose``) as roff fills them: wrapped by man(1) to the
    /// reader's window, a list's description hanging under its term.
    private static func filled(_ text: String) -> [String] {
        Prose.paragraphs(text).flatMap { paragraph -> [String] in
            switch paragraph {
            case .blank: []
            case .text(_, let words): [".PP", roff(words)]
            case .item(_, let term, let description): [".TP", ".B " + roff(term), roff(description)]
            }
        }
    }

    /// Text made safe for roff: backslashes and minus signs escaped, no line read as a request.
    static func roff(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            .replacingOccurrences(of: "\u{A0}", with: "\\ ")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
