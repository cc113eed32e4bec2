import TaktCore

/// takt's help, from the string tables: an overview of every command, or one command in full.
enum HelpText {
    static func overview(_ strings: Strings) -> String {
        let names = CommandTable.names
        let width = names.map(\.count).max() ?? 0
        var lines = [strings(.helpIntro), "", strings(.helpCommands)]
        for name in names {
            let padding = String(repeating: " ", count: width - name.count)
            lines.append("  \(name)\(padding)  \(strings(StringKey(.help, "\(name).summary")))")
        }
        lines += ["", strings(.helpGlobal), "", strings(.helpExitStatus), "", strings(.helpMore)]
        return lines.joined(separator: "\n")
    }

    static func command(_ name: String, _ strings: Strings, languages: Languages) -> String {
        var lines = usage(strings(StringKey(.help, "\(name).usage")), strings) + [""]
        lines.append(strings(StringKey(.help, "\(name).summary")))
        let details = details(name, strings, languages: languages)
        if !details.isEmpty {
            lines += ["", details]
        }
        return lines.joined(separator: "\n")
    }

    /// A command's details; those of `set` and `unset` name the settings from the one list of
    /// them (``Settings/Key``), so a new setting cannot be left out.
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
            let text = strings(
                key, ["names": .text(own.joined(separator: ", ")), "otherNames": .text(others.joined(separator: ", "))])
            // The lists are as long as the settings are many: wrapped to fit 80 columns.
            return text.split(separator: "\n").flatMap {
                WordWrap.indented(String($0), width: 80, first: "  ", rest: "  ")
            }.joined(separator: "\n")
        default:
            return strings(key)
        }
    }

    /// Help fits 80 columns: a usage too long for one line beside its label goes on the next.
    static func usage(_ usage: String, _ strings: Strings) -> [String] {
        let line = strings(.helpUsage, ["usage": .text(usage)])
        guard DisplayWidth.of(line) > 80 else { return [line] }
        let label = strings(.helpUsage, ["usage": .text("")])
        // Indented like the details below it, unless the indent alone would pass 80 columns.
        return [DisplayWidth.trimmingTrailingSpaces(label), (DisplayWidth.of(usage) <= 78 ? "  " : "") + usage]
    }
}
