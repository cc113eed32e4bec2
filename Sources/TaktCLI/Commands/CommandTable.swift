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
    @Option(completion: ShellCompletion.languages) var lang: String?
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

    static func command(named name: String) -> (any TaktCommand.Type)? {
        commands.first { $0._commandName == name }
    }
}
