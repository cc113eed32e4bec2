/// A session's heart rate in history JSON (SPEC section 18): `avg`, `max` (bpm), `zones`
/// (seconds in zones 1–5), `samples` (seconds with a bpm), `kcalByMET` (section 7's figure when
/// the session's `kcal` came from heart rate, Keytel 2005; null when they are that figure) and,
/// with `export --format json --samples`, `bpm`: one value a second since the start, null
/// without contact. `import` reads it back, each value checked.
extension HistoryJSON {
    struct HeartRateEntry: Codable, Hashable {
        var avg: Int
        var max: Int
        var zones: [Int]
        var samples: Int
        var kcalByMET: Double?
        var bpm: [Int?]?

        init(_ heart: HeartRateRecord, samples withSamples: Bool) {
            avg = heart.average
            max = heart.maximum
            zones = heart.zoneSeconds
            samples = heart.sampleCount
            kcalByMET = heart.calories.map { Entry.tenths($0.met) }
            bpm = withSamples && !heart.samples.isEmpty ? heart.beats : nil
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(avg, forKey: .avg)
            try container.encode(max, forKey: .max)
            try container.encode(zones, forKey: .zones)
            try container.encode(samples, forKey: .samples)
            try container.encode(kcalByMET, forKey: .kcalByMET)
            try container.encodeIfPresent(bpm, forKey: .bpm)
        }

        /// The record this entry describes, given the session's kcal; `nil` when a value is one
        /// the history cannot hold (a bpm outside 25–250, five zones that are not five).
        func record(kcal: Double) -> HeartRateRecord? {
            var samples: [UInt8] = []
            if let bpm {
                guard bpm.count <= HeartRateRecord.longest else { return nil }
                for value in bpm {
                    guard let value else {
                        samples.append(0)
                        continue
                    }
                    guard HeartRateRecord.plausible.contains(value) else { return nil }
                    samples.append(UInt8(value))
                }
            }
            let record = HeartRateRecord(
                average: avg, maximum: max, zoneSeconds: zones, sampleCount: self.samples, samples: samples,
                calories: kcalByMET.map { HeartRateRecord.Calories(heart: kcal, met: $0) })
            return record.isValid ? record : nil
        }
    }
}
