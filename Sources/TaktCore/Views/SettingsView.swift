/// How settings read back to the user: the list `set` shows, and the line after a change.
///
///     language: de
///     weight: 72.5 kg
///     age: not set
///     weekly goal: 3 sessions a week (default)
public enum SettingsView {
    /// Every setting, one per line, unset ones marked, defaults named.
    public static func render(_ settings: Settings, strings: Strings) -> String {
        Settings.Key.allCases.map { key in
            strings(
                "settings.list.line",
                [
                    "name": .text(strings("settings.name." + key.rawValue)),
                    "value": .text(value(of: key, in: settings, strings: strings)),
                ])
        }.joined(separator: "\n")
    }

    /// "Saved: weight 72.5 kg", after `set weight 72.5`.
    public static func confirmation(of key: Settings.Key, in settings: Settings, strings: Strings) -> String {
        strings(
            "settings.saved",
            [
                "name": .text(strings("settings.name." + key.rawValue)),
                "value": .text(value(of: key, in: settings, strings: strings)),
            ])
    }

    /// One setting's value in words and the language's numbers.
    public static func value(of key: Settings.Key, in settings: Settings, strings: Strings) -> String {
        func number(_ value: Double) -> String {
            strings.number(value, fractionDigits: value.rounded() == value ? 0 : 1)
        }
        switch key {
        case .language:
            return settings.language ?? strings("settings.value.unset")
        case .weight:
            guard let weight = settings.weightKilograms else {
                let mass = KcalText.mass(BodyProfile.defaultMassKilograms, isDefault: false, strings: strings)
                return strings("settings.value.default", ["value": .text(mass)])
            }
            return KcalText.mass(weight, isDefault: false, strings: strings)
        case .age:
            return settings.ageYears.map { strings("settings.unit.years", ["count": .int($0)]) }
                ?? strings("settings.value.unset")
        case .sex:
            return settings.sex.map { strings("settings.sex." + $0.rawValue) } ?? strings("settings.value.unset")
        case .height:
            return settings.heightCentimetres.map { strings("settings.unit.cm", ["value": .text(number($0))]) }
                ?? strings("settings.value.unset")
        case .goal:
            let goal = strings("settings.unit.goal", ["count": .int(settings.effectiveWeeklyGoal)])
            return settings.weeklyGoal == nil ? strings("settings.value.default", ["value": .text(goal)]) : goal
        case .sound:
            let sound = strings("settings.sound." + settings.effectiveSound.rawValue)
            return settings.sound == nil ? strings("settings.value.default", ["value": .text(sound)]) : sound
        case .planWeeks:
            let counting = strings("plan.counting." + settings.effectivePlanWeeks.rawValue)
            return settings.planWeeks == nil ? strings("settings.value.default", ["value": .text(counting)]) : counting
        }
    }
}
