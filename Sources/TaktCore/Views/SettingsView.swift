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
        case .units:
            return settings.units.map { strings(StringKey(.unit, $0.rawValue)) } ?? strings(.settingsValueUnset)
        case .scoreBy:
            let scoreBy = strings(StringKey(.settingsScoreBy, settings.effectiveScoreBy.rawValue))
            return settings.scoreBy == nil ? strings(.settingsValueDefault, ["value": .text(scoreBy)]) : scoreBy
        case .heartRateMax:
            if let maximum = settings.heartRateMax { return strings(.heartRateBpm, ["value": .int(maximum)]) }
            guard let age = settings.ageYears, let maximum = settings.effectiveHeartRateMax else {
                return strings(.settingsValueUnset)
            }
            return strings(.heartRateSettingFromAge, ["value": .int(maximum), "age": .int(age)])
        case .heartRateRest:
            let resting = strings(.heartRateBpm, ["value": .int(settings.effectiveHeartRateRest)])
            return settings.heartRateRest == nil ? strings(.settingsValueDefault, ["value": .text(resting)]) : resting
        case .heartRateDevice:
            return settings.heartRateDevice.map { TerminalText.sanitize($0) } ?? strings(.settingsValueUnset)
        case .max:
            return maxes(settings, strings: strings)
        case .plates:
            return platesValue(settings, strings: strings)
        }
    }

    /// What `set` accepts, one line a setting, in the order `set` lists them, each by its name
    /// in the language of `strings`: the help of `set`.
    ///
    ///     weight      20–300 (kg)
    ///     plan-weeks  sessions|strict: …
    public static func allowedValues(strings: Strings, languages: [String]) -> String {
        let names = Settings.Key.allCases.map { name(of: $0, strings: strings) }
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(Settings.Key.allCases, names).map { key, name in
            "  " + DisplayWidth.pad(name, to: width + 2) + allowed(key, strings: strings, languages: languages)
        }.joined(separator: "\n")
    }

    /// The name `set` takes for `key` in the language of `strings`: `weight`, `gewicht`.
    public static func name(of key: Settings.Key, strings: Strings) -> String {
        strings(StringKey(.settingsKey, key.rawValue))
    }

    /// The values one setting accepts.
    static func allowed(_ key: Settings.Key, strings: Strings, languages: [String]) -> String {
        func range(_ text: StringKey, _ range: ClosedRange<Int>) -> String {
            strings(text, ["min": .int(range.lowerBound), "max": .int(range.upperBound)])
        }
        func range(_ text: StringKey, _ range: ClosedRange<Double>) -> String {
            strings(text, ["min": .int(Int(range.lowerBound)), "max": .int(Int(range.upperBound))])
        }
        switch key {
        case .language: return languages.joined(separator: "|")
        case .weight: return range(.settingsValuesWeight, Settings.weightRange)
        case .age: return range(.settingsValuesAge, Settings.ageRange)
        case .sex: return BodyProfile.Sex.allCases.map(\.rawValue).joined(separator: "|")
        case .height: return range(.settingsValuesHeight, Settings.heightRange)
        case .goal: return range(.settingsValuesGoal, Stats.weeklyGoalRange)
        case .sound: return Settings.Sound.allCases.map(\.rawValue).joined(separator: "|")
        case .planWeeks:
            return strings(
                .settingsValuesPlanWeeks,
                ["values": .text(PlanWeekCounting.allCases.map(\.rawValue).joined(separator: "|"))])
        case .units:
            return strings(
                .settingsValuesUnits, ["values": .text(Settings.Units.allCases.map(\.rawValue).joined(separator: "|"))])
        case .scoreBy:
            return strings(
                .settingsValuesScoreBy,
                ["values": .text(Settings.ScoreBy.allCases.map(\.rawValue).joined(separator: "|"))])
        case .heartRateMax: return range(.settingsValuesHrMax, Settings.heartRateMaxRange)
        case .heartRateRest:
            let starts = HeartRateZones.starts.map(String.init).joined(separator: "/")
            return strings(
                .settingsValuesHrRest,
                [
                    "min": .int(Settings.heartRateRestRange.lowerBound),
                    "max": .int(Settings.heartRateRestRange.upperBound), "starts": .text(starts),
                    "default": .int(Settings.defaultHeartRateRest),
                ])
        case .heartRateDevice: return strings(.settingsValuesHrDevice)
        case .max: return strings(.settingsValuesMax)
        case .plates: return strings(.settingsValuesPlates)
        }
    }

    /// Every setting's name in `set`'s order: "language, weight, …, plan-weeks".
    public static func names(_ strings: Strings) -> String {
        Settings.Key.allCases.map { name(of: $0, strings: strings) }.joined(separator: ", ")
    }
}
