/// Why a setting was refused; ``message(_:)`` says it in the user's language, naming what is allowed.
public enum SettingProblem: Error, Sendable, Hashable {
    /// `set` with a name that is no setting, and the closest one when there is one.
    case unknownKey(String, suggestion: String?)
    /// A value outside what the key allows. `languages` lists the codes for `language`.
    case invalid(Settings.Key, value: String, languages: [String] = [])

    public func message(_ strings: Strings) -> String {
        switch self {
        case .unknownKey(let key, let suggestion?):
            return strings(
                "settings.error.unknownKeySuggestion",
                ["key": .text(key), "suggestion": .text(suggestion)])
        case .unknownKey(let key, nil):
            let keys = Settings.Key.allCases.map(\.rawValue).joined(separator: ", ")
            return strings(
                "settings.error.unknownKey", ["key": .text(key), "keys": .text(keys)])
        case .invalid(let key, let value, let languages):
            let shown = StringArgument.text(value)
            switch key {
            case .weight:
                return strings(
                    "settings.error.weight",
                    ["min": range(Settings.weightRange), "max": upper(Settings.weightRange), "value": shown])
            case .height:
                return strings(
                    "settings.error.height",
                    ["min": range(Settings.heightRange), "max": upper(Settings.heightRange), "value": shown])
            case .age:
                return strings(
                    "settings.error.age",
                    [
                        "min": .int(Settings.ageRange.lowerBound), "max": .int(Settings.ageRange.upperBound),
                        "value": shown,
                    ])
            case .goal:
                return strings(
                    "settings.error.goal",
                    [
                        "min": .int(Stats.weeklyGoalRange.lowerBound), "max": .int(Stats.weeklyGoalRange.upperBound),
                        "value": shown,
                    ])
            case .sex:
                return strings("settings.error.sex", ["value": shown])
            case .sound:
                return strings("settings.error.sound", ["value": shown])
            case .planWeeks:
                return strings("settings.error.plan-weeks", ["value": shown])
            case .language:
                return strings(
                    "settings.error.language", ["codes": .text(languages.joined(separator: ", ")), "value": shown])
            }
        }
    }

    private func range(_ bounds: ClosedRange<Double>) -> StringArgument { .int(Int(bounds.lowerBound)) }
    private func upper(_ bounds: ClosedRange<Double>) -> StringArgument { .int(Int(bounds.upperBound)) }
}
