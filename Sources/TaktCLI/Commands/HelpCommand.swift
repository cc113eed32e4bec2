import ArgumentParser

/// `help [COMMAND]`: the overview, or one command in full.
struct HelpCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "help", helpNames: [])

    @Argument var command: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let command else {
            app.console.line(HelpText.overview(app.strings))
            return ExitStatus.success.code
        }
        guard CommandTable.command(named: command) != nil else {
            app.report(unknownCommand: command)
            return ExitStatus.usage.code
        }
        app.console.line(HelpText.command(command, app.strings))
        return ExitStatus.success.code
    }
}

/// `quit`: leaves the REPL (Ctrl-D does the same).
struct QuitCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "quit", helpNames: [])

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        app.quitRequested = true
        return ExitStatus.success.code
    }
}
