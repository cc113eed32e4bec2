import Foundation

/// One performed phase of a session, or one round of a scored window, as a lap of a FIT activity.
public struct ActivityLap: Sendable, Hashable {
    public enum Intensity: Sendable, Hashable {
        case warmup, active, rest
    }

    /// What ended the lap (FIT's `lap_trigger`): an Enter or a key (`manual`), or the clock
    /// (`time`): an emom period done is `manual`, a missed one `time`.
    public enum Trigger: Sendable, Hashable {
        case manual, time
    }

    public var start: Date
    /// Wall-clock seconds from the lap's start to its end, pauses included.
    public var elapsedSeconds: Double
    /// Seconds the timer ran: elapsed minus paused time.
    public var timerSeconds: Double
    public var intensity: Intensity
    public var trigger: Trigger

    public init(
        start: Date, elapsedSeconds: Double, timerSeconds: Double, intensity: Intensity, trigger: Trigger = .manual
    ) {
        self.start = start
        self.elapsedSeconds = elapsedSeconds
        self.timerSeconds = timerSeconds
        self.intensity = intensity
        self.trigger = trigger
    }
}

/// A finished session as the FIT activity file Garmin Connect, Strava and intervals.icu take.
///
/// The messages follow the FIT SDK's "activity file" recipe: file_id (type activity), a timer
/// start event, a record and a lap per performed phase, a timer stop event, one session
/// (sport HIIT) and the activity message that closes the file.
public struct ActivityExport: Sendable, Hashable {
    public var start: Date
    public var end: Date
    public var timerSeconds: Double
    public var kcal: Double
    public var laps: [ActivityLap]
    /// The heart rate of each real second since ``start``, 0 without contact (SPEC section 18):
    /// a record a second with a bpm carries `heart_rate`.
    public var heartRate: [UInt8]
    /// A session with lifts: its sets and the rests after them, as `set` messages (FITSets.swift).
    public var sets: [ActivitySet] = []

    public init(
        start: Date, end: Date, timerSeconds: Double, kcal: Double, laps: [ActivityLap], heartRate: [UInt8] = []
    ) {
        self.heartRate = heartRate
        self.start = start
        self.end = end
        self.timerSeconds = timerSeconds
        self.kcal = kcal
        self.laps = laps
    }

    public func file() -> Data {
        var messages: [FITMessage] = [
            FITMessage(
                FITProfile.Message.fileID,
                [
                    .enumeration(FITProfile.FileID.type, FITProfile.FileID.typeActivity),
                    .uint16(FITProfile.FileID.manufacturer, FITProfile.FileID.manufacturerDevelopment),
                    .uint16(FITProfile.FileID.product, 0),
                    .uint32z(FITProfile.FileID.serialNumber, 1),
                    .time(FITProfile.FileID.timeCreated, start),
                ]),
            timerEvent(FITProfile.Event.start, at: start),
        ]
        // The heart rate's records go in time order between the laps': every message's
        // timestamp is at or after the one before it.
        var second = 0
        func beats(before date: Date) {
            while second < heartRate.count, start.addingTimeInterval(Double(second)) < date {
                if heartRate[second] != 0 {
                    messages.append(
                        FITMessage(
                            FITProfile.Message.record,
                            [
                                .time(FITProfile.Common.timestamp, start.addingTimeInterval(Double(second))),
                                .uint8(FITProfile.recordHeartRate, heartRate[second]),
                            ]))
                }
                second += 1
            }
        }
        for (index, lap) in laps.enumerated() {
            beats(before: lap.start)
            messages.append(FITMessage(FITProfile.Message.record, [.time(FITProfile.Common.timestamp, lap.start)]))
            beats(before: lap.start.addingTimeInterval(lap.elapsedSeconds))
            messages.append(lapMessage(lap, index: index))
        }
        beats(before: end)
        messages.append(FITMessage(FITProfile.Message.record, [.time(FITProfile.Common.timestamp, end)]))
        messages += sets.enumerated().map { FITSetMessage.message($1, index: $0) }
        messages.append(timerEvent(FITProfile.Event.stopAll, at: end))
        messages.append(sessionMessage())
        messages.append(
            FITMessage(
                FITProfile.Message.activity,
                [
                    .time(FITProfile.Common.timestamp, end),
                    .seconds(FITProfile.Summary.activityTotalTimerTime, timerSeconds),
                    .uint16(FITProfile.Summary.activityNumSessions, 1),
                    .enumeration(FITProfile.Summary.activityType, FITProfile.activityManual),
                    .enumeration(FITProfile.Summary.activityEvent, FITProfile.Event.activity),
                    .enumeration(FITProfile.Summary.activityEventType, FITProfile.Event.stop),
                ]))
        return FITWriter.file(messages)
    }

    private func timerEvent(_ type: UInt8, at date: Date) -> FITMessage {
        FITMessage(
            FITProfile.Message.event,
            [
                .time(FITProfile.Common.timestamp, date),
                .enumeration(FITProfile.Event.event, FITProfile.Event.timer),
                .enumeration(FITProfile.Event.eventType, type),
                .uint8(FITProfile.Event.eventGroup, 0),
            ])
    }

    private func lapMessage(_ lap: ActivityLap, index: Int) -> FITMessage {
        let intensity: UInt8 =
            switch lap.intensity {
            case .warmup: FITProfile.Intensity.warmup
            case .active: FITProfile.Intensity.active
            case .rest: FITProfile.Intensity.rest
            }
        let trigger: UInt8 =
            switch lap.trigger {
            case .manual: FITProfile.lapTriggerManual
            case .time: FITProfile.lapTriggerTime
            }
        return FITMessage(
            FITProfile.Message.lap,
            [
                .uint16(FITProfile.Common.messageIndex, UInt16(clamping: index)),
                .time(FITProfile.Common.timestamp, lap.start.addingTimeInterval(lap.elapsedSeconds)),
                .enumeration(FITProfile.Summary.event, FITProfile.Event.lapEvent),
                .enumeration(FITProfile.Summary.eventType, FITProfile.Event.stop),
                .time(FITProfile.Summary.startTime, lap.start),
                .seconds(FITProfile.Summary.totalElapsedTime, lap.elapsedSeconds),
                .seconds(FITProfile.Summary.totalTimerTime, lap.timerSeconds),
                .enumeration(FITProfile.Summary.lapIntensity, intensity),
                .enumeration(FITProfile.Summary.lapTrigger, trigger),
                .enumeration(FITProfile.Summary.lapSport, FITProfile.sportHIIT),
            ])
    }

    private func sessionMessage() -> FITMessage {
        FITMessage(
            FITProfile.Message.session,
            [
                .uint16(FITProfile.Common.messageIndex, 0),
                .time(FITProfile.Common.timestamp, end),
                .enumeration(FITProfile.Summary.event, FITProfile.Event.sessionEvent),
                .enumeration(FITProfile.Summary.eventType, FITProfile.Event.stop),
                .time(FITProfile.Summary.startTime, start),
                .enumeration(FITProfile.Summary.sessionSport, FITProfile.sportHIIT),
                .enumeration(FITProfile.Summary.sessionSubSport, FITProfile.subSportHIIT),
                .seconds(FITProfile.Summary.totalElapsedTime, end.timeIntervalSince(start)),
                .seconds(FITProfile.Summary.totalTimerTime, timerSeconds),
                .uint16(FITProfile.Summary.totalCalories, UInt16(clamping: Int(kcal.rounded()))),
                .uint16(FITProfile.Summary.sessionFirstLapIndex, 0),
                .uint16(FITProfile.Summary.sessionNumLaps, UInt16(clamping: laps.count)),
                .enumeration(FITProfile.Summary.sessionTrigger, FITProfile.sessionTriggerActivityEnd),
            ])
    }
}
