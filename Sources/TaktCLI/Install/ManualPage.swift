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
            #".TH TAKT 1 "" "takt \#(version)" "takt""#, ".nh",
            ".SH " + roff(strings("man.section.name")),
            "takt \\- " + roff(strings("man.name")),
            ".SH " + roff(strings("man.section.synopsis")),
            ".B takt",
            roff(strings("man.synopsis")),
            ".SH " + roff(strings("man.section.description")),
        ]
        page += paragraphs(strings("man.description"))
        page.append(".SH " + roff(strings("man.section.commands")))
        for name in CommandTable.names {
            page += [".TP", ".B " + roff(strings("help.\(name).usage")), roff(strings("help.\(name).summary"))]
            let details = strings("help.\(name).details")
            if !details.isEmpty {
                page += [".sp", ".nf"] + details.split(separator: "\n").map { roff(String($0)) } + [".fi"]
            }
        }
        page.append(".SH " + roff(strings("man.section.options")))
        page += paragraphs(strings("help.global"))
        page += options.flatMap { term, key in [".TP", ".B " + roff(term), roff(strings(key))] }
        page += section(strings("man.section.environment"), entries: environment, strings: strings)
        page += section(strings("man.section.files"), entries: files, strings: strings)
        page += section(strings("man.section.exit"), entries: exitStatuses, strings: strings)
        page += [".SH " + roff(strings("man.section.seeAlso")), ".BR espeak-ng (1),", ".BR tmux (1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// Options for the shell rather than for a workout.
    static let options = [
        ("--generate-completion-script bash|zsh|fish", "man.option.completion"),
        ("--generate-manual [en|de]", "man.option.manual"),
    ]

    /// Environment variables and the key of what each does.
    static let environment = [
        ("TAKT_HOME", "man.env.home"), ("TAKT_PROGRAMS", "man.env.programs"),
        ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME", "man.env.xdg"),
        ("LC_ALL, LC_MESSAGES, LANG", "man.env.locale"), ("NO_COLOR", "man.env.noColor"),
        ("PATH", "man.env.path"),
    ]

    static let files = [
        ("$XDG_CONFIG_HOME/takt/config.yaml", "man.files.config"),
        ("$XDG_CONFIG_HOME/takt/programs/", "man.files.programs"),
        ("$XDG_CONFIG_HOME/takt/localization/", "man.files.localization"),
        ("$XDG_DATA_HOME/takt/history.sqlite", "man.files.history"),
        ("$XDG_STATE_HOME/takt/repl_history", "man.files.replHistory"),
    ]

    static let exitStatuses = [
        ("0", "man.exit.success"), ("1", "man.exit.failure"), ("2", "man.exit.usage"), ("128+N", "man.exit.signal"),
    ]

    private static func section(_ title: String, entries: [(String, String)], strings: Strings) -> [String] {
        [".SH " + roff(title)] + entries.flatMap { term, key in [".TP", ".B " + roff(term), roff(strings(key))] }
    }

    /// Text lines as filled paragraphs: a blank line in the text starts a new one.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? ".PP" : roff(String(line))
        }
    }

    /// Text made safe for roff: backslashes and minus signs escaped, no line read as a request.
    static func roff(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
