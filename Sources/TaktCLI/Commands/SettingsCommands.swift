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
        app.settings = try app.settingsFile.saving(.language, as: code)
        app.language = code
        app.console.line(app.strings(.langSwitched, ["name": .text(app.strings.table.languageName)]))
        return ExitStatus.success.code
    }
}

/// `set [KEY VALUE]`: shows every setting, or validates and saves one.
struct SetCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("set")

    static let words = ArgumentWords(.setting, .settingValue, repeatsLast: true)

    @Argument(completion: words.completion(0)) var key: String?
    /// The value's words: one for most settings; `set max back squat 140kg` and `set plates
    /// 20kg 25 20 15` take several.
    @Argument(completion: words.completion(1)) var values: [String] = []

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let key else {
            app.console.line(SettingsView.render(app.settings, strings: app.strings))
            return ExitStatus.success.code
        }
        let settingKey = try app.settingsFile.key(named: key)
        if settingKey == .max { return try LiftSettings.setMax(values, typed: key, in: app) }
        if settingKey == .plates, values.isEmpty { return LiftSettings.showPlates(in: app) }
        guard !values.isEmpty else {
            throw app.failure(
                .cliErrorMissingArgument, ["usage": .text(app.strings(.helpSetUsage))],
                status: ExitStatus.usage.code)
        }
        app.settings = try app.settingsFile.saving(settingKey, as: values.joined(separator: " "))
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

    static let words = ArgumentWords(.setting, .exercise, repeatsLast: true)

    @Argument(completion: words.completion(0)) var key: String
    /// `unset max MOVEMENT`: the movement whose 1RM goes; without it every 1RM goes.
    @Argument(completion: words.completion(1)) var movement: [String] = []

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let settingKey = try app.settingsFile.key(named: key)
        if settingKey == .max, !movement.isEmpty { return try LiftSettings.unsetMax(movement, in: app) }
        if let extra = movement.first {
            throw app.failure(.cliErrorUnexpectedArgument, ["argument": .text(extra)], status: ExitStatus.usage.code)
        }
        let name = StringArgument.text(app.strings(StringKey(.settingsName, settingKey.rawValue)))
        let result = try app.settingsFile.removing(settingKey)
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
                app.settings, language: languageInForce(app), languageName: strings.table.languageName,
                configPath: app.paths.settingsFile.path, strings: strings, width: app.console.tableWidth))
        return ExitStatus.success.code
    }

    /// The language of this call and what decided it: `--lang`, config.yaml, the environment or the default.
    @MainActor private func languageInForce(_ app: App) -> (code: String, source: SettingSource) {
        let chosen = app.languages.choose(flag: nil, saved: app.settings.language, environment: app.environment)
        let code = app.strings.language
        return code == chosen.code ? (code, chosen.source) : (code, .commandLine)
    }
}
