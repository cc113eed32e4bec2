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

    static func command(_ name: String, _ strings: Strings) -> String {
        var lines = usage(strings(StringKey(.help, "\(name).usage")), strings) + [""]
        lines.append(strings(StringKey(.help, "\(name).summary")))
        let details = strings(StringKey(.help, "\(name).details"))
        if !details.isEmpty {
            lines += ["", details]
        }
        return lines.joined(separator: "\n")
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
