import ArgumentParser
import TaktCore

/// `lang [CODE]`: shows the language, or switches to CODE and saves it.
struct LangCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("lang")

    static let words = ArgumentWords(.language)

    @Argument(completion: words.completion(0)) var code: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let code else {
            let strings = app.strings
            app.console.line(
                strings(
                    .langCurrent,
                    [
                        "name": .text(strings.table.languageName), "code": .text(strings.language),
                        "available": .text(app.languages.codes.joined(separator: ", ")),
                    ]))
            return ExitStatus.success.code
        }
        guard let code = app.languages.code(matching: code) else {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(app.unknownLanguageMessage(code))]),
                status: ExitStatus.usage.code)
        }
        try app.saveSetting(.language, to: code)
        app.language = code
        app.console.line(app.strings(.langSwitched, ["name": .text(app.strings.table.languageName)]))
        return ExitStatus.success.code
    }
}

/// `set [KEY VALUE]`: shows every setting, or validates and saves one.
struct SetCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("set")

    static let words = ArgumentWords(.setting, .settingValue)

    @Argument(completion: words.completion(0)) var key: String?
    @Argument(completion: words.completion(1)) var value: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let key else {
            app.console.line(SettingsView.render(app.settings, strings: app.strings))
            return ExitStatus.success.code
        }
        let settingKey = try app.settingKey(named: key)
        guard let value else {
            throw app.failure(
                .cliErrorMissingArgument, ["usage": .text(app.strings(.helpSetUsage))],
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

/// `unset KEY`: removes one saved setting, so its default applies again.
struct UnsetCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("unset")

    static let words = ArgumentWords(.setting)

    @Argument(completion: words.completion(0)) var key: String

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let settingKey = try app.settingKey(named: key)
        let name = StringArgument.text(app.strings(StringKey(.settingsName, settingKey.rawValue)))
        let result: (settings: Settings, removed: Bool)
        do {
            result = try SettingsFile.remove(settingKey, at: app.paths.settingsFile, files: app.files)
        } catch {
            if case .broken = error { throw CommandFailure(message: error.message(app.strings)) }
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        app.settings = result.settings
        if settingKey == .language {
            app.language = app.languages.detect(flag: nil, saved: nil, environment: app.environment)
        }
        guard result.removed else {
            app.console.line(app.strings(.settingsUnsetNotSet, ["name": name]))
            return ExitStatus.success.code
        }
        let value = SettingsView.value(of: settingKey, in: app.settings, strings: app.strings)
        app.console.line(app.strings(.settingsUnsetRemoved, ["name": name, "value": .text(value)]))
        return ExitStatus.success.code
    }
}

/// `settings`: every setting with its value and where that value came from.
struct SettingsCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("settings")

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let strings = app.strings
        app.console.line(
            SettingsSourcesView.render(
                app.settings, language: app.languageInForce, languageName: strings.table.languageName,
                configPath: app.paths.settingsFile.path, strings: strings, width: app.console.tableWidth))
        return ExitStatus.success.code
    }
}

extension App {
    /// The setting `name` means, in English or any loaded language (`gewicht`); else a failure
    /// with the closest name.
    func settingKey(named name: String) throws(CommandFailure) -> Settings.Key {
        if let key = Settings.Key.named(name, in: languages) { return key }
        var message = strings(.setErrorUnknownKey, ["key": .path(name), "keys": .text(SettingsView.names(strings))])
        if let guess = Suggestion.closest(to: name.lowercased(), among: Settings.Key.allNames(in: languages)) {
            message += " " + strings(.cliDidYouMean, ["suggestion": .text(guess)])
        }
        throw CommandFailure(
            message: strings(.cliErrorPrefix, ["message": .text(message)]), status: ExitStatus.usage.code)
    }

    /// The language of this call and what decided it: `--lang`, config.yaml, the environment or the default.
    var languageInForce: (code: String, source: SettingSource) {
        let chosen = languages.choose(flag: nil, saved: settings.language, environment: environment)
        let code = strings.language
        return code == chosen.code ? (code, chosen.source) : (code, .commandLine)
    }

    /// Validates and saves one setting; on any problem nothing is written and the user is told why.
    func saveSetting(_ key: Settings.Key, to value: String) throws(CommandFailure) {
        do {
            settings = try SettingsFile.update(
                key.rawValue, to: value, languages: languages.codes, at: paths.settingsFile, files: files)
        } catch {
            // A broken file's report is already compiler style, one located line per problem.
            if case .broken = error { throw CommandFailure(message: error.message(strings)) }
            // A value `set` refuses is a bad argument; a file that cannot be written is a failure.
            let status = if case .refused = error { ExitStatus.usage } else { ExitStatus.failure }
            throw CommandFailure(
                message: strings(.cliErrorPrefix, ["message": .text(error.message(strings))]), status: status.code)
        }
    }
}
