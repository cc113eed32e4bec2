/// How `set` and `settings` say the lift settings (SPEC section 17): "back-squats 140 kg,
/// deadlifts 180 kg" and "bar 20 + 25 20 15 10 5 2.5 1.25 kg".
extension SettingsView {
    /// Every 1RM set, by catalog key (what `set max` takes), or "not set".
    static func maxes(_ settings: Settings, strings: Strings) -> String {
        guard !settings.maxes.isEmpty else { return strings(.settingsValueUnset) }
        let text = LiftSetText(strings: strings)
        return settings.maxes.sorted { $0.key < $1.key }.map { key, weight in
            key + " " + text.weight(weight.amount, weight.unit)
        }.joined(separator: ", ")
    }

    /// The athlete's plates, or "a gym's kg plates (default)": short enough for the table of
    /// `settings`, whose full default `set plates` shows.
    static func platesValue(_ settings: Settings, strings: Strings) -> String {
        guard settings.plates == nil else { return plates(settings.effectivePlates, strings: strings) }
        let unit = strings(StringKey(.unit, settings.effectivePlates.unit.rawValue))
        return strings(
            .settingsValueDefault, ["value": .text(strings(.liftSettingPlatesStandard, ["unit": .text(unit)]))])
    }

    /// "bar 20 + 25 20 15 10 5 2.5 1.25 kg", in the language's numbers.
    public static func plates(_ plates: PlateSet, strings: Strings) -> String {
        let text = LiftSetText(strings: strings)
        return strings(
            .liftSettingPlates,
            [
                "bar": .text(text.number(plates.bar)),
                "plates": .text(plates.plates.map(text.number).joined(separator: " ")),
                "unit": .text(strings(StringKey(.unit, plates.unit.rawValue))),
            ])
    }
}
