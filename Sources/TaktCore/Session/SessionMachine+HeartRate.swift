extension SessionMachine {
    /// What the machine keeps of the strap: its last word, and the second of program time of
    /// the last `hr` line, so that a strap sending four notifications a second gives one line.
    struct HeartRateTrack: Sendable, Hashable {
        var status: HeartRateStatus?
        var lastLineSecond: Int64?
    }

    /// The strap's latest word: shown from the next frame, and an `hr` line when it is the
    /// first reading of its second, or the first silence after readings.
    ///
    /// Nothing here touches a phase, a deadline or the tally: a strap cannot delay the session.
    mutating func hear(_ status: HeartRateStatus, at now: Duration, into effects: inout [Effect]) {
        let before = tally.heartRate.status
        tally.heartRate.status = status
        switch status {
        case .beat(let bpm, _):
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
