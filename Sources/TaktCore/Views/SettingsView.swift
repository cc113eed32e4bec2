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
                .settingsListLine,
                [
                    "name": .text(strings(StringKey(.settingsName, key.rawValue))),
                    "value": .text(value(of: key, in: settings, strings: strings)),
                ])
        }.joined(separator: "\n")
    }

    /// "Saved: weight 72.5 kg", after `set weight 72.5`.
    public static func confirmation(of key: Settings.Key, in settings: Settings, strings: Strings) -> String {
        strings(
            .settingsSaved,
            [
                "name": .text(strings(StringKey(.settingsName, key.rawValue))),
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
            return settings.language ?? strings(.settingsValueUnset)
        case .weight:
            guard let weight = settings.weightKilograms else {
                let mass = KcalText.mass(BodyProfile.defaultMassKilograms, isDefault: false, strings: strings)
                return strings(.settingsValueDefault, ["value": .text(mass)])
            }
            return KcalText.mass(weight, isDefault: false, strings: strings)
        case .age:
            return settings.ageYears.map { strings(.settingsUnitYears, ["count": .int($0)]) }
                ?? strings(.settingsValueUnset)
        case .sex:
            return settings.sex.map { strings(StringKey(.settingsSex, $0.rawValue)) } ?? strings(.settingsValueUnset)
        case .height:
            return settings.heightCentimetres.map { strings(.settingsUnitCm, ["value": .text(number($0))]) }
                ?? strings(.settingsValueUnset)
        case .goal:
            let goal = strings(.settingsUnitGoal, ["count": .int(settings.effectiveWeeklyGoal)])
            return settings.weeklyGoal == nil ? strings(.settingsValueDefault, ["value": .text(goal)]) : goal
        case .sound:
            let sound = strings(StringKey(.settingsSound, settings.effectiveSound.rawValue))
            return settings.sound == nil ? strings(.settingsValueDefault, ["value": .text(sound)]) : sound
        case .planWeeks:
            let counting = strings(StringKey(.planCounting, settings.effectivePlanWeeks.rawValue))
            return settings.planWeeks == nil ? strings(.settingsValueDefault, ["value": .text(counting)]) : counting
        }
    }
}
