/// How every view writes a calorie estimate: "211 kcal (148–275) · 70 kg (default)".
///
/// The band is the ±30 % of ``CalorieEstimate``; the body mass is named, and called a default
/// when the user has not set one, so nobody mistakes the number for a measurement.
public enum KcalText {
    /// The estimate with its band and the mass it was computed with.
    public static func format(
        _ estimate: CalorieEstimate, massKilograms: Double, isDefaultMass: Bool, strings: Strings
    ) -> String {
        strings(
            "kcal.withMass",
            [
                "estimate": .text(band(estimate, strings: strings)),
                "mass": .text(mass(massKilograms, isDefault: isDefaultMass, strings: strings)),
            ])
    }

    /// The estimate for `profile`, naming its mass.
    public static func format(_ estimate: CalorieEstimate, profile: BodyProfile, strings: Strings) -> String {
        format(estimate, massKilograms: profile.effectiveMass, isDefaultMass: profile.usesDefaultMass, strings: strings)
    }

    /// "211 kcal (148–275)", whole kcal.
    public static func band(_ estimate: CalorieEstimate, strings: Strings) -> String {
        strings(
            "kcal.estimate",
            [
                "kcal": .text(strings.number(estimate.kcal, fractionDigits: 0)),
                "low": .text(strings.number(estimate.low, fractionDigits: 0)),
                "high": .text(strings.number(estimate.high, fractionDigits: 0)),
            ])
    }

    /// "70 kg (default)" or "72.5 kg": a fraction only when there is one.
    public static func mass(_ kilograms: Double, isDefault: Bool, strings: Strings) -> String {
        let digits = kilograms.rounded() == kilograms ? 0 : 1
        let text = strings.number(kilograms, fractionDigits: digits)
        return strings(isDefault ? "kcal.massDefault" : "kcal.mass", ["mass": .text(text)])
    }
}
