import ArgumentParser

/// The root of the command table: every command takt knows, once.
///
/// ArgumentParser parses the words (for the command line and for each REPL line alike);
/// help and error texts come from takt's own string tables so they follow the language.
struct TaktCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "takt",
        subcommands: CommandTable.commands,
        helpNames: []
    )

    /// `--lang` for one call: the dispatcher takes it out of the words before parsing; declared
    /// here so completion scripts and the manual know it.
    static let words = ArgumentWords(options: ["--lang": .language])

    @Option(completion: words.completion("--lang")) var lang: String?
}

extension CommandConfiguration {
    /// One command of the table, by the name it is typed as. Its help comes from the string
    /// tables (`help.<name>.usage`, `.summary`, `.details`) in the session's language, so
    /// ArgumentParser's own `--help` is switched off.
    static func command(_ name: String) -> CommandConfiguration {
        CommandConfiguration(commandName: name, helpNames: [])
    }
}

enum CommandTable {
    static let commands: [any TaktCommand.Type] = [
        ListCommand.self, ShowCommand.self, ValidateCommand.self, RunCommand.self, ShareCommand.self,
        ConvertCommand.self, AddCommand.self, RemoveCommand.self, InfoCommand.self, HistoryCommand.self,
        StatsCommand.self, ReportCommand.self, ExportCommand.self, ImportCommand.self, LangCommand.self,
        SetCommand.self, UnsetCommand.self, SettingsCommand.self, ClearCommand.self,
        // Training plans (README, "Training plans").
        PlanCommand.self, TodayCommand.self,
        HelpCommand.self, QuitCommand.self,
    ]

    /// Command names as typed, in table order.
    static var names: [String] { commands.map { $0._commandName } }

    /// Each command's words, by command name; `""` holds the options of every command (`--lang`).
    static var words: [String: ArgumentWords] {
        Dictionary(uniqueKeysWithValues: commands.map { ($0._commandName, $0.words) } + [("", TaktCommands.words)])
    }

    static func command(named name: String) -> (any TaktCommand.Type)? {
        commands.first { $0._commandName == name }
    }

    /// Each command's options as typed (`--json`, `-o`), and `""` for the options of every
    /// command (`--lang`): read from ArgumentParser's own help of the declarations, so REPL
    /// completion offers exactly what parsing accepts.
    static var options: [String: [String]] {
        var options = [(name: "", help: TaktCommands.helpMessage(columns: 1000))]
        options += commands.map { ($0._commandName, TaktCommands.helpMessage(for: $0, columns: 1000)) }
        return Dictionary(uniqueKeysWithValues: options.map { ($0.name, Self.optionNames(inHelp: $0.help)) })
    }

    /// The option names of an OPTIONS section: `  -o <o>`, `  --log/--no-log`, `  --json`.
    static func optionNames(inHelp help: String) -> [String] {
        var names: [String] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            for word in words.first?.split(separator: "/") ?? [] where word.hasPrefix("-") {
                let name = String(word.prefix { $0 != "<" && $0 != "," })
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
