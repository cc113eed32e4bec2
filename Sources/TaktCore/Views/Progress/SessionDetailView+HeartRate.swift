/// `history ID`'s heart rate (SPEC section 18): the average and maximum bpm and the seconds in
/// each zone, and the kcal from heart rate said as such beside the MET figure.
extension SessionDetailView {
    /// The rows of `record`'s heart rate; none without one.
    static func heartRateRows(_ record: SessionRecord, strings: Strings) -> [(StringKey, String)] {
        guard let heart = record.heartRate else { return [] }
        let bpm = { (value: Int) in strings(.heartRateBpm, ["value": .int(value)]) }
        let time = { (seconds: Int) in ClockText.format(.seconds(seconds), rounding: .nearest) }
        var zones: [String: StringArgument] = [:]
        for (index, seconds) in heart.zoneSeconds.enumerated() { zones["z\(index + 1)"] = .text(time(seconds)) }
        return [
            (
                .heartRateHistoryLabel,
                strings(
                    .heartRateHistoryValue,
                    [
                        "avg": .text(bpm(heart.average)), "max": .text(bpm(heart.maximum)),
                        "time": .text(time(heart.sampleCount)),
                    ])
            ),
            (.heartRateHistoryZonesLabel, strings(.heartRateHistoryZones, zones)),
        ]
    }

    /// The kcal of `record`: "412 kcal from heart rate, Keytel 2005; by MET 380" when its
    /// heart rate gave them, else "380 kcal".
    static func kcalText(_ record: SessionRecord, strings: Strings) -> String {
        guard let calories = record.heartRate?.calories else {
            return strings(.historyDetailKcalValue, ["kcal": .text(KcalText.kcal(record.kcal, strings: strings))])
        }
        return HeartRateKcalText.keytel(kcal: record.kcal, met: calories.met, strings: strings)
    }
}

/// How every view says kcal from heart rate beside the MET figure.
public enum HeartRateKcalText {
    /// "412 kcal from heart rate, Keytel 2005; by MET 380".
    public static func keytel(kcal: Double, met: Double, strings: Strings) -> String {
        strings(
            .heartRateKcalKeytel,
            ["kcal": .text(KcalText.kcal(kcal, strings: strings)), "met": .text(KcalText.kcal(met, strings: strings))])
    }

    /// The finished view's and plain mode's kcal when they came from heart rate; `nil` when
    /// they are the MET estimate (no strap, no reading, or age, weight or sex unset).
    public static func summary(_ ending: SessionEnding, strings: Strings) -> String? {
        guard ending.heartRate != nil else { return nil }
        let kept = ending.heartRateKept
        guard let calories = kept.record?.calories else { return nil }
        return keytel(kcal: kept.kcal, met: calories.met, strings: strings)
    }
}
