/// Where a setting's value comes from, as `settings` shows it.
public enum SettingSource: Sendable, Hashable {
    case defaultValue
    /// Saved in config.yaml.
    case config
    /// Read from an environment variable, such as `LANG=de_DE.UTF-8` for the language.
    case environment(variable: String, value: String)
    /// Given for this call only (`--lang`).
    case commandLine
}

/// `settings`: every setting in the session's language, with its value and where it came from.
///
///     Setting       Value                 From
///     language      English (en)          environment (LANG=en_US.UTF-8)
///     weight        70 kg (default)       default
///     sound         voice                 config
///
///     config file: /home/ana/.config/takt/config.yaml
public enum SettingsSourcesView {
    /// - Parameters:
    ///   - language: the language in force and what decided it.
    ///   - configPath: the settings file, named under the table.
    ///   - width: the terminal's columns; a value too long for them is cut with "…".
    public static func render(
        _ settings: Settings, language: (code: String, source: SettingSource), languageName: String,
        configPath: String, strings: Strings, width: Int = .max
    ) -> String {
        var table = TextTable([.left, .left, .left])
        table.append([
            strings(.settingsSourcesSetting), strings(.settingsSourcesValue), strings(.settingsSourcesFrom),
        ])
        for key in Settings.Key.allCases {
            let value: String
            let source: SettingSource
            if key == .language {
                value = strings(
                    .settingsSourcesLanguage,
                    ["name": .text(TerminalText.sanitize(languageName)), "code": .text(language.code)])
                source = language.source
            } else {
                value = SettingsView.value(of: key, in: settings, strings: strings)
                source = settings.value(of: key) == nil ? .defaultValue : .config
            }
            table.append([strings(StringKey(.settingsName, key.rawValue)), value, text(of: source, strings: strings)])
        }
        let file = strings(.settingsSourcesFile, ["path": .text(TerminalText.sanitize(configPath))])
        let fitted = table.fitted(TextTable.Fit(width: width, shrinking: 1, minimum: 0)).table
        return (fitted.lines(ruleAfterFirstRow: true) + ["", file]).joined(separator: "\n")
    }

    static func text(of source: SettingSource, strings: Strings) -> String {
        switch source {
        case .defaultValue: strings(.settingsSourceDefault)
        case .config: strings(.settingsSourceConfig)
        case .commandLine: strings(.settingsSourceCommandLine)
        case .environment(let variable, let value):
            strings(
                .settingsSourceEnvironment,
                ["variable": .text(variable), "value": .text(TerminalText.sanitize(value))])
        }
    }
}
