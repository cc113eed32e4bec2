/// Zones 1–5 of the heart-rate reserve (Karvonen): a zone starts at rest + p × (max − rest) for
/// p = 50, 60, 70, 80 and 90 %.
///
/// Below 50 % of the reserve a beat is in no zone; at or above 90 % it is in zone 5, also above
/// the maximum (a maximum from age is an estimate).
public struct HeartRateZones: Sendable, Hashable {
    /// The percentages of the reserve where zones 1 to 5 begin.
    public static let starts = [50, 60, 70, 80, 90]

    public let maximum: Int
    public let resting: Int

    /// Zones between `resting` and `maximum`; `nil` when there is no reserve between them.
    public init?(maximum: Int, resting: Int) {
        guard maximum > resting else { return nil }
        self.maximum = maximum
        self.resting = resting
    }

    /// The maximum from age by Tanaka, Monahan & Seals 2001: 208 − 0.7 × age, rounded.
    public static func tanakaMaximum(ageYears: Int) -> Int {
        // In tenths, to round 183.5 up without a double's 0.7 × 35 = 24.499…
        (2080 - 7 * ageYears + 5) / 10
    }

    /// The lowest bpm of each zone, 1 to 5, rounded up: a bpm is in a zone when it reaches its start.
    public var lowerBounds: [Int] {
        // In whole numbers: 0.7 × 100 in doubles is 70.000…01, which would round up to 71.
        Self.starts.map { resting + ($0 * (maximum - resting) + 99) / 100 }
    }

    /// The zone 1–5 of `bpm`, `nil` below zone 1.
    public func zone(of bpm: Int) -> Int? {
        lowerBounds.lastIndex { bpm >= $0 }.map { $0 + 1 }
    }
}

extension Settings {
    /// The resting heart rate used when `hr-rest` is unset, said as a default.
    public static let defaultHeartRateRest = 60

    /// The maximum heart rate: `hr-max`, else Tanaka's estimate from the age, else unknown.
    public var effectiveHeartRateMax: Int? {
        heartRateMax ?? ageYears.map(HeartRateZones.tanakaMaximum(ageYears:))
    }

    /// The resting heart rate: `hr-rest`, else 60.
    public var effectiveHeartRateRest: Int { heartRateRest ?? Self.defaultHeartRateRest }

    /// The zones from the settings; `nil` without a maximum, or with a maximum from age that is
    /// not above the resting rate.
    public var heartRateZones: HeartRateZones? {
        effectiveHeartRateMax.flatMap { HeartRateZones(maximum: $0, resting: effectiveHeartRateRest) }
    }
}
