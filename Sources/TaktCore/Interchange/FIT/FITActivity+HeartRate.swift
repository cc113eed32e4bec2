import Foundation

extension FITProfile {
    /// `session` and `lap` heart-rate fields (uint8, bpm).
    public enum HeartRateSummary {
        public static let sessionAverage: UInt8 = 16
        public static let sessionMaximum: UInt8 = 17
        public static let lapAverage: UInt8 = 15
        public static let lapMaximum: UInt8 = 16
    }
}

/// The average and maximum bpm of a stretch of a session, as FIT's `avg_heart_rate` and
/// `max_heart_rate` carry them (SPEC section 18).
public struct ActivityHeartRate: Sendable, Hashable {
    public var average: UInt8
    public var maximum: UInt8

    public init(average: UInt8, maximum: UInt8) {
        self.average = average
        self.maximum = maximum
    }

    /// The figures of `samples` (a bpm a second, 0 without contact), rounded as the history
    /// rounds its average; `nil` when no second has a bpm.
    init?<Samples: Sequence>(_ samples: Samples) where Samples.Element == UInt8 {
        var sum = 0
        var count = 0
        var maximum: UInt8 = 0
        for sample in samples where sample != 0 {
            sum += Int(sample)
            count += 1
            maximum = max(maximum, sample)
        }
        guard count > 0 else { return nil }
        self.init(average: UInt8(clamping: (sum + count / 2) / count), maximum: maximum)
    }

    /// The figures of a kept heart rate: from its samples, or from its summary when it was
    /// imported without them.
    public init?(_ record: HeartRateRecord?) {
        guard let record else { return nil }
        if let figures = ActivityHeartRate(record.samples) {
            self = figures
        } else {
            self.init(average: UInt8(clamping: record.average), maximum: UInt8(clamping: record.maximum))
        }
    }
}

extension ActivityExport {
    /// This activity with the session's heart-rate figures, for the session message.
    func summarizing(_ record: HeartRateRecord?) -> ActivityExport {
        var export = self
        export.sessionHeartRate = ActivityHeartRate(record)
        return export
    }

    /// The lap's average and maximum bpm, from the samples of the seconds that fall in it (the
    /// seconds whose records the file places among the lap's); none without one.
    func heartRateFields(of lap: ActivityLap) -> [FITField] {
        let first = max(0, Int(lap.start.timeIntervalSince(start).rounded(.up)))
        let lapEnd = lap.start.addingTimeInterval(lap.elapsedSeconds).timeIntervalSince(start)
        let end = min(heartRate.count, Int(lapEnd.rounded(.up)))
        guard first < end, let figures = ActivityHeartRate(heartRate[first..<end]) else { return [] }
        return [
            .uint8(FITProfile.HeartRateSummary.lapAverage, figures.average),
            .uint8(FITProfile.HeartRateSummary.lapMaximum, figures.maximum),
        ]
    }

    /// The session's average and maximum bpm: the whole session's samples, or the kept summary.
    var sessionHeartRateFields: [FITField] {
        guard let figures = ActivityHeartRate(heartRate) ?? sessionHeartRate else { return [] }
        return [
            .uint8(FITProfile.HeartRateSummary.sessionAverage, figures.average),
            .uint8(FITProfile.HeartRateSummary.sessionMaximum, figures.maximum),
        ]
    }
}
