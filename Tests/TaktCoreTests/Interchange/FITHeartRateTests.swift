import Foundation
import Testing

@testable import TaktCore

/// A session with a strap as a FIT activity (SPEC section 18): a record a second with a bpm
/// carries `heart_rate`, in time order among the laps; `.ci/run` reads the file back with
/// Garmin's SDK (Tests/Checkers/check_fit.py checks activity-heart-rate.fit's records).
@Suite struct FITHeartRateTests {
    let start = Date(timeIntervalSince1970: 1_763_900_000)

    @Test func recordsCarryTheHeartRateOfEachSecondWithOne() throws {
        var record = HistoryFixtures.session(start, seconds: 30, active: 20, paused: 0, kcal: 10)
        let phase = { (order: Int, kind: Phase.Kind, at: Double, seconds: Double) in
            PerformedPhase(
                order: order, kind: kind, exercise: nil, name: "", plannedStart: at, actualStart: at,
                seconds: seconds, pausedSeconds: 0, skipped: false, latenessMilliseconds: 0.2)
        }
        record.timing = SessionTiming(
            phases: [phase(1, .getReady, 0, 10), phase(2, .work, 10, 20)], pauses: 0, speed: 1)
        // 100 bpm climbing one a second, and seconds 5 and 6 without contact.
        var samples = (0..<30).map { UInt8(100 + $0) }
        samples[5] = 0
        samples[6] = 0
        record.heartRate = HeartRateRecord(samples: samples, zoneSeconds: [0, 0, 0, 0, 0])
        let data = SessionActivity.export(record).file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-heart-rate.fit")
        let messages = try FITReader.messages(data)
        let beats = messages.filter {
            $0.global == FITProfile.Message.record && $0.unsigned(FITProfile.recordHeartRate) != nil
        }
        #expect(
            beats.compactMap { $0.unsigned(FITProfile.recordHeartRate) } == samples.filter { $0 != 0 }.map(UInt32.init))
        let base = UInt32(start.timeIntervalSince1970 - FITProfile.epochOffset)
        #expect(beats.first?.unsigned(FITProfile.Common.timestamp) == base)
        #expect(beats.last?.unsigned(FITProfile.Common.timestamp) == base + 29)
        // Every message with a time is at or after the one before it.
        let times = messages.compactMap { $0.unsigned(FITProfile.Common.timestamp) }
        #expect(times == times.sorted())
        // Without a strap, the records are the laps' alone.
        record.heartRate = nil
        let plain = try FITReader.messages(SessionActivity.export(record).file())
        #expect(plain.filter { $0.global == FITProfile.Message.record }.count == 3)
    }

    /// The session and each lap carry `avg_heart_rate` and `max_heart_rate` of their seconds
    /// (rounded as the history rounds its average); a lap without a bpm carries neither, and a
    /// session imported without its samples takes its kept summary.
    @Test func sessionAndLapsCarryTheirAverageAndMaximum() throws {
        var record = HistoryFixtures.session(start, seconds: 40, active: 20, paused: 0, kcal: 10)
        let phase = { (order: Int, kind: Phase.Kind, at: Double, seconds: Double) in
            PerformedPhase(
                order: order, kind: kind, exercise: nil, name: "", plannedStart: at, actualStart: at,
                seconds: seconds, pausedSeconds: 0, skipped: false, latenessMilliseconds: 0.2)
        }
        record.timing = SessionTiming(
            phases: [phase(1, .getReady, 0, 10), phase(2, .work, 10, 20), phase(3, .rest, 30, 10)], pauses: 0,
            speed: 1)
        // 100 bpm climbing one a second for 30 s, seconds 5 and 6 without contact, the rest none.
        var samples = (0..<30).map { UInt8(100 + $0) }
        samples[5] = 0
        samples[6] = 0
        record.heartRate = HeartRateRecord(samples: samples, zoneSeconds: [0, 0, 0, 0, 0])
        let messages = try FITReader.messages(SessionActivity.export(record).file())
        let figures = { (message: FITDecodedMessage, average: UInt8, maximum: UInt8) in
            [message.unsigned(average), message.unsigned(maximum)]
        }
        let laps = messages.filter { $0.global == FITProfile.Message.lap }
        let summary = FITProfile.HeartRateSummary.self
        // Get ready 100–109 without 105 and 106: 834 / 8 = 104.25; work 110–129: 119.5, up to 120.
        #expect(
            laps.map { figures($0, summary.lapAverage, summary.lapMaximum) } == [[104, 109], [120, 129], [nil, nil]])
        let session = try #require(messages.first { $0.global == FITProfile.Message.session })
        // 3,224 over 28 seconds: 115.1.
        #expect(figures(session, summary.sessionAverage, summary.sessionMaximum) == [115, 129])
        #expect(record.heartRate?.average == 115)
        // Imported without samples: the summary alone, on the session.
        record.heartRate = HeartRateRecord(average: 140, maximum: 171, zoneSeconds: [0, 0, 20, 0, 0], sampleCount: 20)
        let imported = try FITReader.messages(SessionActivity.export(record).file())
        let kept = try #require(imported.first { $0.global == FITProfile.Message.session })
        #expect(figures(kept, summary.sessionAverage, summary.sessionMaximum) == [140, 171])
        #expect(
            imported.filter { $0.global == FITProfile.Message.lap }.allSatisfy {
                figures($0, summary.lapAverage, summary.lapMaximum) == [nil, nil]
            })
        // Without a strap, neither.
        record.heartRate = nil
        let plain = try FITReader.messages(SessionActivity.export(record).file())
        #expect(
            plain.filter { $0.global == FITProfile.Message.session || $0.global == FITProfile.Message.lap }
                .allSatisfy { $0.unsigned(16) == nil && $0.unsigned(17) == nil && $0.unsigned(15) == nil })
    }
}
