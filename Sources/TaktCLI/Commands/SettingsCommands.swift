import ArgumentParser
import TaktCore

/// `lang [CODE]`: shows the language, or switches to CODE and saves it.
struct LangCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "lang", helpNames: [])

    @Argument var code: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let code else {
            let strings = app.strings
            app.console.line(
                strings(
                    "lang.current",
                    [
                        "name": .text(strings.table.languageName), "code": .text(strings.language),
                        "available": .text(app.languages.codes.joined(separator: ", ")),
                    ]))
            return ExitStatus.success.code
        }
        guard let code = app.languages.code(matching: code) else {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(app.unknownLanguageMessage(code))]),
                status: ExitStatus.usage.code)
        }
        try app.saveSetting(.language, to: code)
        app.language = code
        app.console.line(app.strings("lang.switched", ["name": .text(app.strings.table.languageName)]))
        return ExitStatus.success.code
    }
}

/// `set [KEY VALUE]`: shows every setting, or validates and saves one.
struct SetCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "set", helpNames: [])

    @Argument var key: String?
    @Argument var value: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let key else {
            app.console.line(SettingsView.render(app.settings, strings: app.strings))
            return ExitStatus.success.code
        }
        guard let settingKey = Settings.Key(rawValue: key.lowercased()) else {
            var message = app.strings("set.error.unknownKey", ["key": .text(key)])
            if let guess = Suggestion.closest(to: key, among: Settings.Key.allCases.map(\.rawValue)) {
                message += " " + app.strings("cli.didYouMean", ["suggestion": .text(guess)])
            }
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(message)]), status: ExitStatus.usage.code)
        }
        guard let value else {
            throw app.failure(
                "cli.error.missingArgument", ["usage": .text(app.strings("help.set.usage"))],
                status: ExitStatus.usage.code)
        }
        try app.saveSetting(settingKey, to: value)
        if settingKey == .language, let code = app.settings.language {
            app.language = code
        }
        app.console.line(SettingsView.confirmation(of: settingKey, in: app.settings, strings: app.strings))
        return ExitStatus.success.code
    }
}

extension App {
    /// Validates and saves one setting; on any problem nothing is written and the user is told why.
    func saveSetting(_ key: Settings.Key, to value: String) throws(CommandFailure) {
        do {
            settings = try SettingsFile.update(
                key.rawValue, to: value, languages: languages.codes, at: paths.settingsFile)
        } catch {
            // A broken file's report is already compiler style, one located line per problem.
            if case .broken = error { throw CommandFailure(message: error.message(strings)) }
            // A value `set` refuses is a bad argument; a file that cannot be written is a failure.
            let status = if case .refused = error { ExitStatus.usage } else { ExitStatus.failure }
            throw CommandFailure(
                message: strings("cli.error.prefix", ["message": .text(error.message(strings))]), status: status.code)
        }
    }
}
