import Foundation
import TaktCore

/// The saved settings as `set`, `unset` and `lang` reach them: a setting named in any loaded
/// language (`gewicht`), and config.yaml changed whole or not at all, every problem told in
/// the language of the call (`app.settingsFile`).
struct SettingsAccess {
    var paths: AppPaths
    var files: any FileSystem
    var languages: Languages
    var strings: Strings

    /// The setting `name` means, in English or any loaded language; else a failure with the
    /// closest name.
    func key(named name: String) throws(CommandFailure) -> Settings.Key {
        if let key = Settings.Key.named(name, in: languages) { return key }
        var message = strings(.setErrorUnknownKey, ["key": .path(name), "keys": .text(SettingsView.names(strings))])
        if let guess = Suggestion.closest(to: name.lowercased(), among: Settings.Key.allNames(in: languages)) {
            message += " " + strings(.cliDidYouMean, ["suggestion": .text(guess)])
        }
        throw CommandFailure(
            message: strings(.cliErrorPrefix, ["message": .text(message)]), status: ExitStatus.usage.code)
    }

    /// The settings with `key` validated and saved as `value`; on any problem nothing is written.
    func saving(_ key: Settings.Key, as value: String) throws(CommandFailure) -> Settings {
        do {
            return try SettingsFile.update(
                key.rawValue, to: value, languages: languages.codes, at: paths.settingsFile, files: files)
        } catch {
            throw failure(error)
        }
    }

    /// The settings without `key`, and whether it was saved at all.
    func removing(_ key: Settings.Key) throws(CommandFailure) -> (settings: Settings, removed: Bool) {
        do {
            return try SettingsFile.remove(key, at: paths.settingsFile, files: files)
        } catch {
            throw failure(error)
        }
    }

    /// The settings without the 1RM of the movement `key`, and whether it had one.
    func removingMax(_ key: String) throws(CommandFailure) -> (settings: Settings, removed: Bool) {
        do {
            return try SettingsFile.removeMax(key, at: paths.settingsFile, files: files)
        } catch {
            throw failure(error)
        }
    }

    private func failure(_ problem: SettingsFile.Problem) -> CommandFailure {
        // A broken file's report is already compiler style, one located line per problem.
        if case .broken = problem { return CommandFailure(message: problem.message(strings)) }
        // A value `set` refuses is a bad argument; a file that cannot be written is a failure.
        let status = if case .refused = problem { ExitStatus.usage } else { ExitStatus.failure }
        return CommandFailure(
            message: strings(.cliErrorPrefix, ["message": .text(problem.message(strings))]), status: status.code)
    }
}
