/// How much of a movement a task asks for: reps, a distance, calories, a time, or as many reps
/// as possible (README, "Writing a program").
public enum Quantity: Sendable, Hashable {
    case reps(Int)
    case distance(Distance)
    /// Calories on a machine's display; a men's/women's prescription (`15/12`) is a split.
    case calories(BySex<Int>)
    /// Seconds of a hold or a station.
    case time(Int)
    /// As many reps as possible: asked for when the window ends.
    case max

    /// The kinds, in the order messages and the catalog list them.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case reps, distance, calories, time, max

        /// What an exercise without a `quantities:` list takes: a bodyweight movement.
        public static let bodyweight: [Kind] = [.reps, .time, .max]

        public static func < (left: Kind, right: Kind) -> Bool {
            let order = allCases
            return (order.firstIndex(of: left) ?? 0) < (order.firstIndex(of: right) ?? 0)
        }
    }

    public var kind: Kind {
        switch self {
        case .reps: .reps
        case .distance: .distance
        case .calories: .calories
        case .time: .time
        case .max: .max
        }
    }

    /// The reps of a reps task; `nil` for every other quantity.
    public var reps: Int? {
        if case .reps(let count) = self { return count }
        return nil
    }
}

/// One value for everyone, or a men's and a women's value (`95/65lb`, `15/12 cal`), picked by
/// the `sex` setting; both are shown when it is unset.
public enum BySex<Value: Sendable & Hashable>: Sendable, Hashable {
    case same(Value)
    case split(male: Value, female: Value)

    /// The value for `sex`; `nil` for a split when the sex is not known.
    public func value(for sex: BodyProfile.Sex?) -> Value? {
        switch (self, sex) {
        case (.same(let value), _): value
        case (.split(let male, _), .male): male
        case (.split(_, let female), .female): female
        case (.split, nil): nil
        }
    }

    /// The values as written: one, or the men's then the women's.
    public var values: [Value] {
        switch self {
        case .same(let value): [value]
        case .split(let male, let female): [male, female]
        }
    }

    /// Each value changed by `transform`, the split kept.
    public func map<Other>(_ transform: (Value) -> Other) -> BySex<Other> {
        switch self {
        case .same(let value): .same(transform(value))
        case .split(let male, let female): .split(male: transform(male), female: transform(female))
        }
    }

    /// This prescription for one sex (a split becomes that sex's value); unchanged when unknown.
    public func picked(for sex: BodyProfile.Sex?) -> BySex {
        guard let sex, let value = value(for: sex) else { return self }
        return .same(value)
    }
}

/// A distance as written, in its own unit: `400m`, `5km`, `1mi`.
public struct Distance: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case m, km, mi

        /// Metres in one of this unit; the international mile.
        public var metres: Double {
            switch self {
            case .m: 1
            case .km: 1000
            case .mi: 1609.344
            }
        }

        /// The unit a word names: `m`, `km`, `mi`, and the words `mile` and `miles` of the
        /// whiteboard's "1 mile run". Any case; nothing else.
        public init?(word: String) {
            switch word.lowercased() {
            case "m": self = .m
            case "km": self = .km
            case "mi", "mile", "miles": self = .mi
            default: return nil
            }
        }
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public var metres: Double { value * unit.metres }

    /// The longest distance a task may ask for: 100 km, past any race a workout holds.
    public static let maximumMetres = 100_000.0
}

/// A load as written, in its own unit: `43kg`, `95lb`, `1.5pood`, `95/65lb` (men/women).
public struct Load: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case kg, lb, pood

        /// Kilograms in one of this unit. The pound is the international one; a pood is taken
        /// as kettlebells are cast, 16 kg (the old Russian pood is 16.38 kg, but a "1.5 pood"
        /// kettlebell is a 24 kg one and "2 pood" is 32 kg in every gym).
        public var kilograms: Double {
            switch self {
            case .kg: 1
            case .lb: 0.453_592_37
            case .pood: 16
            }
        }

        /// The unit a word names: `kg`, `lb` (and `lbs`), `pood` (and `poods`). Any case.
        public init?(word: String) {
            switch word.lowercased() {
            case "kg": self = .kg
            case "lb", "lbs": self = .lb
            case "pood", "poods": self = .pood
            default: return nil
            }
        }
    }

    public var amount: BySex<Double>
    public var unit: Unit

    public init(_ amount: BySex<Double>, _ unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    /// The heaviest load a task may ask for, in kilograms: past every lift ever made.
    public static let maximumKilograms = 1000.0

    /// `amount` in `unit` expressed in `other`.
    public static func convert(_ value: Double, from unit: Unit, to other: Unit) -> Double {
        value * unit.kilograms / other.kilograms
    }
}

/// A climbing ladder: round k of an amrap does `start + (k − 1) × step` reps of each movement
/// that gives none of its own (`reps: {start: 3, step: 3}`, `3-6-9-… thrusters`).
public struct Climb: Sendable, Hashable {
    public var start: Int
    public var step: Int

    public init(start: Int, step: Int) {
        self.start = start
        self.step = step
    }

    /// The most reps a round may ask for.
    public static let maximumReps = 10_000

    /// Reps of round `round` (1-based), never past ``maximumReps`` (nor overflowing).
    public func reps(round: Int) -> Int {
        let (product, overflow) = max(round - 1, 0).multipliedReportingOverflow(by: step)
        guard !overflow else { return Self.maximumReps }
        let (sum, over) = start.addingReportingOverflow(product)
        return over ? Self.maximumReps : min(sum, Self.maximumReps)
    }

    /// The first round whose reps pass ``maximumReps`` among the rounds an athlete could reach
    /// in `cap` seconds at one rep a second, doing `movements` movements a round; `nil` when
    /// none does.
    public func roundPastLimit(cap: Int, movements: Int) -> Int? {
        var elapsed = 0
        var round = 1
        while elapsed <= cap {
            // The reader bounds start, step and cap, so this sum cannot overflow; each round
            // takes at least a second, so the loop ends within the cap's seconds.
            let reps = start + (round - 1) * step
            if reps > Self.maximumReps { return round }
            elapsed += max(reps, 1) * max(movements, 1)
            round += 1
        }
        return nil
    }
}
