import ArgumentParser
import Foundation
import TaktCore

/// The root of the command table: every command takt knows, once.
///
/// ArgumentParser parses the words (for the command line and for each REPL line alike) and
/// answers `--version` from the configuration; help and error texts come from takt's own string
/// tables so they follow the language.
struct TaktCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "takt",
        version: "takt \(App.version)",
        // Each element converted as the compiler knows it (every TaktCommand is a ParsableCommand);
        // the array as a whole would be cast at run time, a search of the binary's conformances
        // per command that cost eight million instructions before any command ran.
        subcommands: CommandTable.commands.map { $0.parsable },
        helpNames: []
    )

    @OptionGroup var common: CommonOptions
}

extension TaktCommand {
    /// This command as the parser's table holds it, converted where the compiler knows how.
    static var parsable: any ParsableCommand.Type { self }
}

/// The options every command takes, declared once: `--lang` for one call.
struct CommonOptions: ParsableArguments {
    static let words = ArgumentWords(options: ["--lang": .language])

    @Option(completion: words.completion("--lang")) var lang: String?
}

/// A call's words as the parser reads them first: the options every command takes, wherever
/// they stand, and the rest in order for ``TaktCommands``. Read before the command itself, so
/// the command's own mistakes are told in the language the call asks for.
struct CallWords: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "takt", helpNames: [])

    @OptionGroup var common: CommonOptions
    @Argument(parsing: .allUnrecognized) var command: [String] = []
}

extension TaktCommands {
    /// What the parser answers instead of running a command, as declared (`--version`: the
    /// configured version); nil when `error` is a mistake of the command line.
    static func answer(to error: any Error) -> String? {
        exitCode(for: error) == .success ? fullMessage(for: error) : nil
    }

    /// The parser's answer to `takt --version` alone, from the configuration without building
    /// the parser; nil for any other words.
    static func versionAnswer(to words: [String]) -> String? {
        words == ["--version"] ? configuration.version : nil
    }

    /// The parser's answer to options given before any command (`takt --version`); nil when it
    /// has none (an unknown option).
    static func answer(toRootOptions words: [String]) -> String? {
        do {
            _ = try parseAsRoot(words)
            return nil
        } catch {
            return answer(to: error)
        }
    }
}

extension CallWords {
    /// `words` read by the parser; a mistake in them (`--lang` without its value) is told in
    /// `strings`, with where to read more when a command is named.
    static func read(_ words: [String], strings: Strings) throws(CommandFailure) -> (lang: String?, command: [String]) {
        if isPlain(words) { return (nil, words) }
        do {
            let call = try parse(words)
            return (call.common.lang, call.command)
        } catch {
            let command = words.first { CommandTable.command(named: $0) != nil }
            let message = ParseError(error).message(command: command, strings: strings)
            throw CommandFailure(
                message: strings(.cliErrorPrefix, ["message": .text(message)]), status: ExitStatus.usage.code)
        }
    }
}

extension CallWords {
    /// Whether the parser would read `words` as they are, all of them the command's: none is an
    /// option every command takes, nor `--`, after which the parser reads no option. Most calls
    /// are such, and building the parser costs more than the rest of a `--version`.
    static func isPlain(_ words: [String]) -> Bool {
        let common = CommonOptions.words.options.keys
        return words.allSatisfy { word in
            word != "--" && !common.contains { word == $0 || word.hasPrefix($0 + "=") }
        }
    }
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
        // A heart-rate strap, to try before training (SPEC section 18).
        HeartRateCommand.self,
        // The calm end: a meditation timer with gongs (SPEC section 19).
        MeditateCommand.self,
        HelpCommand.self, QuitCommand.self,
    ]

    /// Command names as typed, in table order.
    static var names: [String] { commands.map { $0.typedName } }

    /// Each command's words, by command name; `""` holds the options of every command (`--lang`).
    static var words: [String: ArgumentWords] {
        Dictionary(uniqueKeysWithValues: commands.map { ($0.typedName, $0.words) } + [("", CommonOptions.words)])
    }

    static func command(named name: String) -> (any TaktCommand.Type)? {
        commands.first { $0.typedName == name }
    }
}
