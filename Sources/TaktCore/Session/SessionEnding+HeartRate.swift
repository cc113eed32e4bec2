extension SessionEnding {
    /// The heart rate kept with the session and the session's kcal (real, a preview's divided
    /// by its speed): with age, weight and sex set and a second with a bpm, Keytel et al. 2005
    /// for every second with one and section 7's MET for the others (SPEC section 18), the MET
    /// figure kept beside it; else the MET estimate alone.
    ///
    /// Each performed stretch's MET kcal is spread evenly over its real seconds, each second
    /// matched with the sample of that second since the start; getReady and paused time,
    /// which MET bills nothing, count nothing from the heart either.
    public var heartRateKept: (record: HeartRateRecord?, kcal: Double) {
        let metKcal = kcal.kcal / speed
        guard var record = heartRate else { return (nil, metKcal) }
        let beats = record.samples
        var seconds: [(bpm: Int?, metKcal: Double)] = []
        for visit in performed {
            let visitKcal =
                CalorieEstimate.metMinutes(visit.phase, seconds: visit.time.secondsValue) * profile.kcalPerMETMinute
                / speed
            let first = Int(realSeconds(visit.began - startedAt))
            let count = min(Int(realSeconds(visit.time).rounded()), HeartRateRecord.longest)
            guard visitKcal > 0, count > 0, first >= 0 else { continue }
            for second in first..<(first + count) {
                let sample = beats.indices.contains(second) ? beats[second] : 0
                seconds.append((bpm: sample == 0 ? nil : Int(sample), metKcal: visitKcal / Double(count)))
            }
        }
        guard let total = KeytelCalories.total(of: seconds, profile: profile), total.heartSeconds > 0 else {
            return (record, metKcal)
        }
        record.calories = HeartRateRecord.Calories(heart: total.kcal, met: metKcal)
        return (record, total.kcal)
    }
}
