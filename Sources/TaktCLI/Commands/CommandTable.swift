import ArgumentParser
import Foundation

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
        LogCommand.self,
        StatsCommand.self, ReportCommand.self, ExportCommand.self, ImportCommand.self, LangCommand.self,
        SetCommand.self, UnsetCommand.self, SettingsCommand.self, ClearCommand.self,
        // Training plans (README, "Training plans").
        PlanCommand.self, TodayCommand.self,
        HelpCommand.self, QuitCommand.self,
    ]

    /// Command names as typed, in table order.
    static var names: [String] { commands.map { $0.typedName } }

    /// Each command's words, by command name; `""` holds the options of every command (`--lang`).
    static var words: [String: ArgumentWords] {
        Dictionary(uniqueKeysWithValues: commands.map { ($0.typedName, $0.words) } + [("", TaktCommands.words)])
    }

    static func command(named name: String) -> (any TaktCommand.Type)? {
        commands.first { $0.typedName == name }
    }
}
