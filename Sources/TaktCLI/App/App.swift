import ArgumentParser
import Foundation
import TaktCore
import TaktPlatform
import TaktTerminal

/// What every command runs against: paths, settings, languages, the console; and the one
/// dispatcher that turns words (from the command line or a REPL line) into a command run.
@MainActor
public final class App {
    nonisolated public static let version = "0.1.0"

    public let environment: [String: String]
    public let paths: AppPaths
    public let console: Console
    /// The disk, as the core reads and writes it.
    public let files: any FileSystem
    /// Where a session reads keys, the time and signals: the terminal's, or a test's.
    let sessionInputs: SessionInputs
    var languages: Languages
    /// The saved settings (defaults when config.yaml is missing or broken).
    var settings: Settings
    /// The language chosen for this process (`lang` changes and saves it).
    var language: String
    /// What holds for the command being run only; reset at each.
    var call = Call()
    /// Asks a yes/no question at the prompt (`remove`); set while the REPL runs.
    var confirm: ((String) -> Bool)?
    /// Voice cues fell back to the bell (no espeak-ng): the hint is told once a process.
    let espeakHint = EspeakHint()
    /// A broken config.yaml found at start: reported once the language of the call is known.
    private var settingsProblem: SettingsFile.Problem?

    public init(
        environment: [String: String], console: Console, files: any FileSystem = LocalFileSystem(),
        sessionInputs: SessionInputs = .terminal
    ) {
        self.environment = environment
        self.console = console
        self.files = files
        self.sessionInputs = sessionInputs
        paths = AppPaths(environment: environment)
        var languages = Languages.bundled
        languages.addTables(in: paths.localizationDirectory, files: files)
        self.languages = languages
        do {
            let reading = try SettingsFile.read(from: paths.settingsFile, files: files)
            settings = reading.settings
            if !reading.ignored.isEmpty {
                settingsProblem = .ignored(path: paths.settingsFile.path, problems: reading.ignored)
            }
        } catch {
            settings = Settings()
            settingsProblem = error
        }
        language = languages.detect(flag: nil, saved: settings.language, environment: environment)
    }

    /// Runs the process's arguments: one command, or the REPL when there is none.
    ///
    /// A `--lang` here holds for the whole process (every REPL line too) without being saved;
    /// start-up warnings are printed after it is known, so they are in that language.
    public func start(_ arguments: [String]) async -> Int32 {
        // Words for the shell (completion callbacks) are passed on untouched, `--lang` included.
        if ShellIntegration.handles(arguments) {
            return ShellIntegration.perform(arguments, console: console, languages: languages, strings: strings)
        }
        let words: [String]
        do {
            let call = try readCallWords(arguments)
            if let code = call.language { language = code }
            words = call.command
        } catch {
            report(error)
            return ExitStatus.usage.code
        }
        // `set KEY VALUE` and `lang CODE` report a broken config themselves when they save;
        // `set` and `lang` alone only show, so they must not hide it.
        let saves = ["set", "lang"].contains(words.first ?? "") && words.count > 1
        reportStartupProblems(commandReportsSettings: saves)
        return words.isEmpty ? await runREPL() : await perform(command: words, callLanguage: nil)
    }

    /// A broken config.yaml (kept, takt goes on with defaults) and user string tables that
    /// did not load. `set` and `lang` report a broken config themselves when they try to save.
    private func reportStartupProblems(commandReportsSettings: Bool) {
        if let settingsProblem, !commandReportsSettings {
            console.errorLine(settingsProblem.message(strings))
        }
        for problem in languages.tableProblems {
            console.errorLine(
                strings(
                    .cliWarningLocalization,
                    ["file": .path(problem.file), "reason": .text(problem.message(strings))]))
        }
    }

    /// What holds for one command call only.
    struct Call {
        /// A `--lang` given for this call only.
        var language: String?
        /// Whether this call has checked the `TAKT_PROGRAMS` folders (one warning per command).
        var programFoldersChecked = false
    }

    /// True while the REPL runs (it asks at its prompt), so commands can tell a one-shot call
    /// from a REPL line.
    var isInteractive: Bool { confirm != nil }

    /// The texts of the language in force for the current call.
    var strings: Strings { languages.strings(for: call.language ?? language) }

    /// Whether views may use colour: only on a terminal, and never with `NO_COLOR` set.
    var colorEnabled: Bool {
        console.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    // MARK: Dispatch

    /// Runs one command line's words and returns the exit status. Never throws, never exits:
    /// every problem becomes a localized message on standard error.
    public func perform(_ arguments: [String]) async -> Int32 {
        do {
            let read = try readCallWords(arguments)
            return await perform(command: read.command, callLanguage: read.language)
        } catch {
            report(error)
            return ExitStatus.usage.code
        }
    }

    /// Runs a command's words, the options every command takes already read from them.
    private func perform(command words: [String], callLanguage: String?) async -> Int32 {
        call = Call(language: callLanguage)
        defer { call = Call() }
        guard let name = words.first else { return ExitStatus.success.code }

        if name == "-h" || name == "--help" {
            console.line(HelpText.overview(strings, width: HelpText.width(for: console.outputColumns())))
            return checkingOutput(0)
        }
        // The two commands a new user types first answer without building the parser, whose
        // first use costs more than the rest of the process (docs/development.md, "Start-up").
        if let version = TaktCommands.versionAnswer(to: words) {
            console.line(version)
            return checkingOutput(ExitStatus.success.code)
        }
        if name == "help", words.count <= 2, words.dropFirst().allSatisfy({ !$0.hasPrefix("-") }) {
            return checkingOutput(HelpCommand.answer(about: words.dropFirst().first, in: self))
        }
        guard CommandTable.command(named: name) != nil else {
            // An option before any command is the root's (`--version`), for the parser to answer.
            if name.hasPrefix("-"), let answer = TaktCommands.answer(toRootOptions: words) {
                console.line(answer)
                return checkingOutput(ExitStatus.success.code)
            }
            report(unknownCommand: name)
            return ExitStatus.usage.code
        }
        if words.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }) {
            console.line(
                HelpText.command(
                    name, strings, languages: languages, width: HelpText.width(for: console.outputColumns())))
            return checkingOutput(0)
        }
        return checkingOutput(await execute(words, name: name))
    }

    private func execute(_ words: [String], name: String) async -> Int32 {
        do {
            let parsed = try TaktCommands.parseAsRoot(CommandTable.joiningTextForm(words))
            guard var command = parsed as? any TaktCommand else { return 0 }
            return try await command.execute(in: self)
        } catch let failure as CommandFailure {
            console.errorLine(failure.message)
            return failure.status
        } catch {
            if let answer = TaktCommands.answer(to: error) {
                console.line(answer)
                return ExitStatus.success.code
            }
            report(ParseError(error).message(command: name, strings: strings))
            return ExitStatus.usage.code
        }
    }

    /// A command whose standard output could not be written failed, whatever it returned.
    ///
    /// A reader that went away (`| head`) is not told about: nobody reads standard output any
    /// more, standard error often goes to the same closed pipe, and a write there would end takt
    /// by SIGPIPE. The status still says it.
    private func checkingOutput(_ status: Int32) -> Int32 {
        guard let problem = console.takeOutputFailure() else { return status }
        if problem != .noReader {
            report(strings(.cliErrorStdout, ["reason": .text(problem.message(strings))]))
        }
        return status == 0 ? 1 : status
    }

    /// The options every command takes, read by the parser wherever they stand, and the
    /// command's words; refuses a language takt does not have.
    private func readCallWords(_ words: [String]) throws(CommandFailure) -> (language: String?, command: [String]) {
        let call = try CallWords.read(words, strings: strings)
        guard let value = call.lang else { return (nil, call.command) }
        guard let code = languages.code(matching: value) else {
            throw CommandFailure(
                message: strings(.cliErrorPrefix, ["message": .text(unknownLanguageMessage(value))]),
                status: ExitStatus.usage.code)
        }
        return (code, call.command)
    }

    func unknownLanguageMessage(_ code: String) -> String {
        strings(
            .cliErrorUnknownLanguage,
            [
                "language": .path(code),
                "available": .text(languages.codes.joined(separator: ", ")),
            ])
    }

    /// A failure whose message is the table text of `key`, marked as an error.
    func failure(_ key: StringKey, _ arguments: [String: StringArgument] = [:], status: Int32 = ExitStatus.failure.code)
        -> CommandFailure
    {
        CommandFailure(key, arguments, strings: strings, status: status)
    }

    func report(unknownCommand name: String) {
        var message = strings(.cliErrorUnknownCommand, ["command": .path(name)])
        if let guess = Suggestion.closest(to: name, among: CommandTable.names) {
            message += " " + strings(.cliDidYouMean, ["suggestion": .text(guess)])
        }
        report(message)
    }

    private func report(_ error: any Error) {
        if let failure = error as? CommandFailure {
            console.errorLine(failure.message)
        } else {
            console.errorLine(strings(.cliErrorPrefix, ["message": .text(SystemProblem(error).message(strings))]))
        }
    }

    private func report(_ message: String) {
        console.errorLine(strings(.cliErrorPrefix, ["message": .text(message)]))
    }
}
