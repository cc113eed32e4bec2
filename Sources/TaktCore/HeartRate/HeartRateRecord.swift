/// A session's heart rate as kept (SPEC section 18): one sample a real second from the start,
/// the average, the maximum and the seconds in each zone, and the calories from the heart.
///
/// Samples are bytes: a bpm of 25–250, or 0 for a second without contact. A two-hour session
/// is 7,200 bytes, kept as one BLOB with its session. An import of a history JSON written
/// without `--samples` keeps the summary alone (``samples`` empty, ``sampleCount`` as written).
public struct HeartRateRecord: Sendable, Hashable, Codable {
    /// The bpm a sample may hold; anything else is no sample.
    public static let plausible = 25...250
    /// Five zones (Karvonen).
    public static let zoneCount = 5
    /// A day of seconds: more samples than this are not kept.
    public static let longest = 86_400

    public var average: Int
    public var maximum: Int
    /// Seconds in zones 1–5, by the zones of the session's settings.
    public var zoneSeconds: [Int]
    /// Seconds with a bpm.
    public var sampleCount: Int
    /// Each real second's bpm since the session began, 0 without contact; empty when only the
    /// summary is known.
    public var samples: [UInt8]
    /// The calories from heart rate and by MET when Keytel's applied; `nil` without age,
    /// weight and sex.
    public var calories: Calories?

    /// The two figures said side by side ("412 kcal from heart rate, Keytel 2005; by MET 380").
    public struct Calories: Sendable, Hashable, Codable {
        /// The session's kcal: Keytel for seconds with a bpm, MET for the others.
        public var heart: Double
        /// Section 7's MET estimate of the whole session.
        public var met: Double

        public init(heart: Double, met: Double) {
            self.heart = heart
            self.met = met
        }
    }

    public init(
        average: Int, maximum: Int, zoneSeconds: [Int], sampleCount: Int, samples: [UInt8] = [],
        calories: Calories? = nil
    ) {
        self.average = average
        self.maximum = maximum
        self.zoneSeconds = zoneSeconds
        self.sampleCount = sampleCount
        self.samples = samples
        self.calories = calories
    }

    /// The record of these samples (0 without contact; an implausible value counts as none)
    /// and the seconds the session counted in each zone; `nil` when no second has a bpm.
    public init?(samples raw: [UInt8], zoneSeconds: [Int]) {
        let samples = raw.prefix(Self.longest).map { Self.plausible.contains(Int($0)) ? $0 : 0 }
        var sum = 0
        var count = 0
        var maximum = 0
        for sample in samples where sample != 0 {
            sum += Int(sample)
            count += 1
            maximum = max(maximum, Int(sample))
        }
        guard count > 0 else { return nil }
        let zones = (0..<Self.zoneCount).map { zoneSeconds.indices.contains($0) ? min(zoneSeconds[$0], count) : 0 }
        self.init(
            average: (sum + count / 2) / count, maximum: maximum, zoneSeconds: zones, sampleCount: count,
            samples: Array(samples))
    }

    /// The bpm of each second, `nil` without contact.
    public var beats: [Int?] { samples.map { $0 == 0 ? nil : Int($0) } }

    /// Whether every value is one the history can hold: what import and the store check.
    public var isValid: Bool {
        Self.plausible.contains(average) && Self.plausible.contains(maximum) && average <= maximum
            && zoneSeconds.count == Self.zoneCount && zoneSeconds.allSatisfy { (0...Self.longest).contains($0) }
            && (1...Self.longest).contains(sampleCount) && samples.count <= Self.longest
            && samples.allSatisfy { $0 == 0 || Self.plausible.contains(Int($0)) }
            && (samples.isEmpty || samples.lazy.filter { $0 != 0 }.count == sampleCount)
            && (calories.map { HistoryRanges.amounts.contains($0.heart) && HistoryRanges.amounts.contains($0.met) }
                ?? true)
    }
}
