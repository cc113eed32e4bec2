import TaktCore

/// takt's help, from the string tables: an overview of every command, or one command in full.
///
/// The tables hold help as paragraphs and lists (``Prose``), never as lines broken by hand, so
/// help is wrapped anew for each width: the terminal's, at most ``width``.
enum HelpText {
    /// Help is never wider than this, however wide the window: lines of prose read best short.
    static let width = 80

    /// The width help is wrapped to for a terminal of `columns` (`nil`: not a terminal).
    static func width(for columns: Int?) -> Int {
        min(columns ?? width, width)
    }

    static func overview(_ strings: Strings, width: Int = width) -> String {
        var lines = [strings(.helpIntro), "", strings(.helpCommands)]
        for name in CommandTable.names {
            lines.append("  \(name)  \(strings(StringKey(.help, "\(name).summary")))")
        }
        lines += ["", strings(.helpGlobal), "", strings(.helpExitStatus), "", strings(.helpMore)]
        return Prose.wrapped(lines.joined(separator: "\n"), width: width)
    }

    static func command(_ name: String, _ strings: Strings, languages: Languages, width: Int = width) -> String {
        var lines = usage(strings(StringKey(.help, "\(name).usage")), strings, width: width) + [""]
        lines.append(Prose.wrapped(strings(StringKey(.help, "\(name).summary")), width: width))
        let details = details(name, strings, languages: languages)
        if !details.isEmpty {
            lines += ["", Prose.wrapped(details, width: width)]
        }
        return lines.joined(separator: "\n")
    }

    /// A command's details as paragraphs; those of `set` and `unset` name the settings from
    /// the one list of them (``Settings/Key``), so a new setting cannot be left out.
    static func details(_ name: String, _ strings: Strings, languages: Languages) -> String {
        let key = StringKey(.help, "\(name).details")
        switch name {
        case SetCommand.typedName:
            return strings(
                key, ["settings": .text(SettingsView.allowedValues(strings: strings, languages: languages.codes))])
        case UnsetCommand.typedName:
            let own = Settings.Key.allCases.map { SettingsView.name(of: $0, strings: strings) }
            var others: [String] = []
            for code in languages.codes where code != strings.language {
                let table = languages.strings(for: code)
                for word in Settings.Key.allCases.map({ SettingsView.name(of: $0, strings: table) })
                where !own.contains(word) && !others.contains(word) {
                    others.append(word)
                }
            }
            return strings(
                key, ["names": .text(own.joined(separator: ", ")), "otherNames": .text(others.joined(separator: ", "))])
        default:
            return strings(key)
        }
    }

    /// A usage too long for one line beside its label goes on the next.
    static func usage(_ usage: String, _ strings: Strings, width: Int = width) -> [String] {
        let line = strings(.helpUsage, ["usage": .text(usage)])
        guard DisplayWidth.of(line) > width else { return [line] }
        let label = strings(.helpUsage, ["usage": .text("")])
        // Indented like the details below it, unless the indent alone would pass the width.
        return [DisplayWidth.trimmingTrailingSpaces(label), (DisplayWidth.of(usage) <= width - 2 ? "  " : "") + usage]
    }
}
