/// Why a setting was refused; ``message(_:)`` says it in the user's language, naming what is allowed.
public enum SettingProblem: Error, Sendable, Hashable {
    /// `set` with a name that is no setting, and the closest one when there is one.
    case unknownKey(String, suggestion: String?)
    /// A value outside what the key allows. `languages` lists the codes for `language`.
    case invalid(Settings.Key, value: String, languages: [String] = [])
    /// `hr-max` not above `hr-rest`: the zones need a reserve between them.
    case heartRateOrder(maximum: Int, resting: Int)
    /// A lift's value (`set max`) the lift language refuses, in its own words.
    case lift(Settings.Key, Diagnostic.Message)

    public func message(_ strings: Strings) -> String {
        switch self {
        case .unknownKey(let key, let suggestion?):
            return strings(
                .settingsErrorUnknownKeySuggestion,
                ["key": .text(key), "suggestion": .text(suggestion)])
        case .unknownKey(let key, nil):
            let keys = Settings.Key.allCases.map(\.rawValue).joined(separator: ", ")
            return strings(
                .settingsErrorUnknownKey, ["key": .text(key), "keys": .text(keys)])
        case .heartRateOrder(let maximum, let resting):
            return strings(.heartRateSettingOrder, ["max": .int(maximum), "rest": .int(resting)])
        case .lift(_, let message):
            return strings(message.key, message.arguments)
        case .invalid(let key, let value, let languages):
            let shown = StringArgument.text(value)
            switch key {
            case .weight:
                return strings(
                    .settingsErrorWeight,
                    ["min": range(Settings.weightRange), "max": upper(Settings.weightRange), "value": shown])
            case .height:
                return strings(
                    .settingsErrorHeight,
                    ["min": range(Settings.heightRange), "max": upper(Settings.heightRange), "value": shown])
            case .age:
                return strings(.settingsErrorAge, limits(Settings.ageRange, shown))
            case .goal:
                return strings(.settingsErrorGoal, limits(Stats.weeklyGoalRange, shown))
            case .sex:
                return strings(.settingsErrorSex, ["value": shown])
            case .sound:
                return strings(.settingsErrorSound, ["value": shown])
            case .planWeeks:
                return strings(.settingsErrorPlanWeeks, ["value": shown])
            case .units:
                return strings(.settingsErrorUnits, ["value": shown])
            case .scoreBy:
                return strings(.settingsErrorScoreBy, ["value": shown])
            case .heartRateMax:
                return strings(.settingsErrorHrMax, limits(Settings.heartRateMaxRange, shown))
            case .heartRateRest:
                return strings(.settingsErrorHrRest, limits(Settings.heartRateRestRange, shown))
            case .heartRateDevice:
                return strings(.settingsErrorHrDevice, ["max": .int(Settings.heartRateDeviceLength.upperBound)])
            case .max, .plates:
                return liftMessage(key, shown, strings)
            case .language:
                return strings(
                    .settingsErrorLanguage, ["codes": .text(languages.joined(separator: ", ")), "value": shown])
            }
        }
    }

    /// A refused `max` or `plates`, naming the form and the limits.
    private func liftMessage(_ key: Settings.Key, _ shown: StringArgument, _ strings: Strings) -> String {
        guard key == .plates else { return strings(.liftSettingErrorMax, ["value": shown]) }
        return strings(
            .liftSettingErrorPlates,
            [
                "value": shown, "bar": .int(Int(Settings.maximumBarKilograms)),
                "plate": .int(Int(Settings.maximumPlateKilograms)), "count": .int(Settings.plateCountRange.upperBound),
            ])
    }

    private func limits(_ bounds: ClosedRange<Int>, _ shown: StringArgument) -> [String: StringArgument] {
        ["min": .int(bounds.lowerBound), "max": .int(bounds.upperBound), "value": shown]
    }

    private func range(_ bounds: ClosedRange<Double>) -> StringArgument { .int(Int(bounds.lowerBound)) }
    private func upper(_ bounds: ClosedRange<Double>) -> StringArgument { .int(Int(bounds.upperBound)) }
}
