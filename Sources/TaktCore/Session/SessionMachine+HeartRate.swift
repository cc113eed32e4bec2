extension SessionMachine {
    /// What the machine keeps of the strap: its last word, and the second of program time of
    /// the last `hr` line, so that a strap sending four notifications a second gives one line.
    struct HeartRateTrack: Sendable, Hashable {
        var status: HeartRateStatus?
        var lastLineSecond: Int64?
        /// One byte a real second since the start: the first bpm of that second, 0 without one.
        var samples: [UInt8] = []
        /// Seconds of ``samples`` in zones 1–5, by the zone each reading came with.
        var zoneSeconds = Array(repeating: 0, count: HeartRateRecord.zoneCount)

        /// Keeps the first reading of real second `second`; nothing outside 25–250 bpm.
        mutating func keep(bpm: Int, zone: Int?, second: Int) {
            guard HeartRateRecord.plausible.contains(bpm), (0..<HeartRateRecord.longest).contains(second) else {
                return
            }
            if samples.count <= second { samples += repeatElement(0, count: second + 1 - samples.count) }
            guard samples[second] == 0 else { return }
            samples[second] = UInt8(bpm)
            if let zone, zoneSeconds.indices.contains(zone - 1) { zoneSeconds[zone - 1] += 1 }
        }

        /// What is kept of the strap with the session; `nil` when it gave no reading.
        var record: HeartRateRecord? { HeartRateRecord(samples: samples, zoneSeconds: zoneSeconds) }
    }

    /// Whether `start` was handled: readings before it are shown, not kept.
    private var isStarted: Bool {
        if case .ready = state { return false }
        return true
    }

    /// The strap's latest word: shown from the next frame, and an `hr` line when it is the
    /// first reading of its second, or the first silence after readings.
    ///
    /// Nothing here touches a phase, a deadline or the tally: a strap cannot delay the session.
    mutating func hear(_ status: HeartRateStatus, at now: Duration, into effects: inout [Effect]) {
        let before = tally.heartRate.status
        tally.heartRate.status = status
        switch status {
        case .beat(let bpm, let zone):
            if isStarted {
                let real = (now - tally.startedAt).secondsValue / speed
                if real >= 0, real < Double(HeartRateRecord.longest) {
                    tally.heartRate.keep(bpm: bpm, zone: zone, second: Int(real))
                }
            }
            let second = now.components.seconds
            if tally.heartRate.lastLineSecond != second {
                tally.heartRate.lastLineSecond = second
                effects.append(.heartRate(bpm: bpm, at: now))
            }
        case .lost:
            if before?.bpm != nil {
                tally.heartRate.lastLineSecond = nil
                effects.append(.heartRate(bpm: nil, at: now))
            }
        case .searching, .unavailable:
            break
        }
        if before != status { effects.append(.redraw) }
    }
}
