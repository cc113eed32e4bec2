/// Energy from heart rate by Keytel et al. 2005 (J Sports Sci 23:289–297), the equations
/// without VO2max, summed a second at a time; seconds without a heart rate use the MET estimate.
///
///     men:   kJ/min = −55.0969 + 0.6309 × bpm + 0.1988 × kg + 0.2017 × years
///     women: kJ/min = −20.4022 + 0.4472 × bpm − 0.1263 × kg + 0.074 × years
///
/// At rates low enough to make the equation negative a second counts nothing: the study fitted
/// exercise, not rest.
public enum KeytelCalories {
    /// kJ per kcal (the thermochemical calorie).
    static let kilojoulesPerKcal = 4.184

    /// kcal per minute at `bpm` for this person; `nil` unless weight, age and sex are set.
    public static func kcalPerMinute(bpm: Int, profile: BodyProfile) -> Double? {
        guard let mass = profile.massKilograms, let age = profile.ageYears, let sex = profile.sex else { return nil }
        let rate = Double(bpm)
        let years = Double(age)
        let kilojoules: Double =
            switch sex {
            case .male: -55.0969 + 0.6309 * rate + 0.1988 * mass + 0.2017 * years
            case .female: -20.4022 + 0.4472 * rate - 0.1263 * mass + 0.074 * years
            }
        return max(0, kilojoules) / kilojoulesPerKcal
    }

    /// One session's kcal: from the heart where a second has a bpm, from MET where it has none.
    public struct Total: Sendable, Hashable {
        /// The whole: heart seconds and MET seconds together.
        public var kcal: Double
        /// The part from heart rate.
        public var heartKcal: Double
        /// Seconds billed from heart rate.
        public var heartSeconds: Int
        /// Seconds billed from MET, for want of a heart rate.
        public var metSeconds: Int
    }

    /// Sums the seconds of a session.
    ///
    /// - Parameters:
    ///   - seconds: each second's bpm (`nil` when the strap had no contact) and the kcal section 7's
    ///     MET estimate gives that second.
    /// - Returns: `nil` when weight, age or sex is unset: then every second is the MET estimate.
    public static func total(of seconds: [(bpm: Int?, metKcal: Double)], profile: BodyProfile) -> Total? {
        guard profile.massKilograms != nil, profile.ageYears != nil, profile.sex != nil else { return nil }
        var total = Total(kcal: 0, heartKcal: 0, heartSeconds: 0, metSeconds: 0)
        for second in seconds {
            if let bpm = second.bpm, let perMinute = kcalPerMinute(bpm: bpm, profile: profile) {
                total.heartKcal += perMinute / 60
                total.heartSeconds += 1
            } else {
                total.kcal += second.metKcal
                total.metSeconds += 1
            }
        }
        total.kcal += total.heartKcal
        return total
    }
}
