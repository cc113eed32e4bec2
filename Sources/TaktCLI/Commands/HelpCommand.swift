import ArgumentParser
import TaktCore

/// `help [COMMAND]`: the overview, or one command in full.
struct HelpCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("help")

    static let words = ArgumentWords(.command)

    @Argument(completion: words.completion(0)) var command: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        Self.answer(about: command, in: app)
    }

    /// The overview, or `command` in full: for the parsed command and for the App's short way.
    @MainActor static func answer(about command: String?, in app: App) -> Int32 {
        let width = HelpText.width(for: app.console.outputColumns())
        guard let command else {
            app.console.line(HelpText.overview(app.strings, width: width))
            return ExitStatus.success.code
        }
        guard CommandTable.command(named: command) != nil else {
            app.report(unknownCommand: command)
            return ExitStatus.usage.code
        }
        app.console.line(HelpText.command(command, app.strings, languages: app.languages, width: width))
        return ExitStatus.success.code
    }
}

/// `quit`: leaves the REPL (Ctrl-D does the same).
struct QuitCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("quit")

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        // The REPL ends on the word itself; as a one-shot command there is nothing to leave.
        ExitStatus.success.code
    }
}

/// `clear`: clears the terminal screen and its scrollback, as clear(1) does.
///
/// Into a file or a pipe it writes nothing: escape codes are for terminals only.
struct ClearCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("clear")

    /// Cursor home, erase the screen, erase the scrollback (ECMA-48 CUP and ED, xterm's ED 3).
    static let sequence: TerminalString = {
        var bytes = TerminalString(.clearScreen)
        bytes.append(.eraseScrollback)
        return bytes
    }()

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if app.console.outputIsTerminal { app.console.write(Self.sequence) }
        return ExitStatus.success.code
    }
}
