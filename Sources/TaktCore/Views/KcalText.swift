/// How every view writes a calorie estimate and a body mass: "211 kcal (148–275)", "72.5 kg".
///
/// The band is the ±30 % of ``CalorieEstimate``, in whole kcal with the language's numbers.
/// Views whose sentences differ in shape keep their own wording key, but the figures in it
/// always come from here, so `show`, the live summary and plain mode never disagree.
public enum KcalText {
    /// The estimate and its band in whole kcal: the `{kcal}`, `{low}` and `{high}` of a wording.
    public static func figures(_ estimate: CalorieEstimate, strings: Strings) -> [String: StringArgument] {
        [
            "kcal": .text(kcal(estimate.kcal, strings: strings)),
            "low": .text(kcal(estimate.low, strings: strings)),
            "high": .text(kcal(estimate.high, strings: strings)),
        ]
    }

    /// The estimate with its band, worded by `key` ("≈ {kcal} kcal ({low}–{high})" and the like).
    public static func band(_ estimate: CalorieEstimate, wording key: StringKey, strings: Strings) -> String {
        strings(key, figures(estimate, strings: strings))
    }

    /// Whole kcal, as tables and bands show them: "211".
    public static func kcal(_ value: Double, strings: Strings) -> String {
        strings.number(value, fractionDigits: 0)
    }

    /// "70" or "72.5": a body mass in the language's numbers, with a fraction only when there is one.
    public static func massNumber(_ kilograms: Double, strings: Strings) -> String {
        // Decide on the digit after rounding: 72.04 kg reads "72 kg", not "72.0 kg".
        let tenths = (kilograms * 10).rounded() / 10
        return strings.number(tenths, fractionDigits: tenths.rounded() == tenths ? 0 : 1)
    }

    /// "72.5 kg", or "70 kg (default)" when the person has not set a weight.
    public static func mass(_ kilograms: Double, isDefault: Bool, strings: Strings) -> String {
        strings(isDefault ? .kcalMassDefault : .kcalMass, ["mass": .text(massNumber(kilograms, strings: strings))])
    }

    /// The mass `profile` computes with, called a default when it is one.
    public static func mass(of profile: BodyProfile, strings: Strings) -> String {
        mass(profile.effectiveMass, isDefault: profile.usesDefaultMass, strings: strings)
    }
}
