/// What takt knows about the person training, for calorie estimates.
public struct BodyProfile: Sendable, Hashable {
    public enum Sex: String, Sendable, Hashable, CaseIterable {
        case female = "f"
        case male = "m"
    }

    /// Used when no weight is set; every output that uses it says so.
    public static let defaultMassKilograms = 70.0

    /// Body mass in kg, `nil` when unset.
    public var massKilograms: Double?
    public var ageYears: Int?
    public var sex: Sex?
    public var heightCentimetres: Double?

    public init(massKilograms: Double? = nil, ageYears: Int? = nil, sex: Sex? = nil, heightCentimetres: Double? = nil) {
        self.massKilograms = massKilograms
        self.ageYears = ageYears
        self.sex = sex
        self.heightCentimetres = heightCentimetres
    }

    /// The mass the estimate uses: the person's, else the default.
    public var effectiveMass: Double { massKilograms ?? Self.defaultMassKilograms }
    public var usesDefaultMass: Bool { massKilograms == nil }

    /// Resting metabolic rate in kcal/day by Mifflin–St Jeor, when mass, age, sex and height are all set.
    public var restingKcalPerDay: Double? {
        guard let mass = massKilograms, let age = ageYears, let sex, let height = heightCentimetres else {
            return nil
        }
        let base = 10 * mass + 6.25 * height - 5 * Double(age)
        return base + (sex == .male ? 5 : -161)
    }

    /// kcal burned per minute at 1 MET: the person's own resting rate when known, else the
    /// ACSM standard of 3.5 ml O₂/kg/min (5 kcal per litre of O₂).
    public var kcalPerMETMinute: Double {
        if let rmr = restingKcalPerDay {
            return rmr / 1440
        }
        return 3.5 * effectiveMass / 200
    }
}
