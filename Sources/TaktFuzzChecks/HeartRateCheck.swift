import Foundation
import TaktCore

extension FuzzTarget {
    public static let heartRate = FuzzTarget(
        name: "heart-rate",
        summary: "Bluetooth heart-rate notifications (0x2A37) from a strap; bytes round trip"
    ) { data in
        var promises = Promises()
        HeartRateCheck.check(data, &promises)
        return promises.broken
    }
}

enum HeartRateCheck {
    /// A notification is a plausible sample or refused; a sample, written back as a strap would
    /// send it, reads as the same sample.
    static func check(_ data: Data, _ promises: inout Promises) {
        switch HeartRateMeasurement.read(data) {
        case .failure:
            return
        case .success(let measurement):
            promises.expect(
                HeartRateMeasurement.plausibleBPM.contains(measurement.bpm), "kept \(measurement.bpm) bpm")
            promises.expect(measurement.contact != .lost, "kept a sample without skin contact")
            promises.expect(
                measurement.rrIntervals.count <= max(0, data.count - 2) / 2,
                "more RR intervals than the bytes hold")
            promises.expect(
                measurement.rrIntervalsMilliseconds.allSatisfy { (0...64_000).contains($0) },
                "an RR interval outside 0–64 s")
            promises.expect(
                HeartRateMeasurement.read(measurement.bytes) == .success(measurement),
                "round trip: the written bytes read as another measurement")
        }
    }
}
