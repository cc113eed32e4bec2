import Foundation
import Testing

@testable import TaktCore

/// Finished sessions as FIT activities: laps, session and activity messages, timer events.
@Suite struct FITActivityTests {
    let start = Date(timeIntervalSince1970: 1_763_900_000)

    private func laps() -> [ActivityLap] {
        [
            ActivityLap(start: start, elapsedSeconds: 10, timerSeconds: 10, intensity: .warmup),
            ActivityLap(start: start.addingTimeInterval(10), elapsedSeconds: 25, timerSeconds: 20, intensity: .active),
            ActivityLap(start: start.addingTimeInterval(35), elapsedSeconds: 10, timerSeconds: 10, intensity: .rest),
        ]
    }

    private func fitTime(_ date: Date) -> UInt32 { UInt32(date.timeIntervalSince1970 - FITProfile.epochOffset) }

    @Test func anActivityHasFileIDEventsLapsSessionAndActivityInOrder() throws {
        let export = ActivityExport(
            start: start, end: start.addingTimeInterval(45), timerSeconds: 40, kcal: 12.6, laps: laps())
        let data = export.file()
        #expect(FITCRC.checksum([UInt8](data)) == 0)
        let messages = try FITReader.messages(data)
        #expect(
            messages.map(\.global) == [0, 21, 20, 19, 20, 19, 20, 19, 20, 21, 18, 34])
        #expect(messages[0].unsigned(FITProfile.FileID.type) == 4)
        #expect(messages[1].unsigned(FITProfile.Event.eventType) == 0)
        #expect(messages[9].unsigned(FITProfile.Event.eventType) == 4)

        let lapMessages = messages.filter { $0.global == FITProfile.Message.lap }
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.startTime) } == laps().map { fitTime($0.start) })
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.totalElapsedTime) } == [10_000, 25_000, 10_000])
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.totalTimerTime) } == [10_000, 20_000, 10_000])
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.lapIntensity) } == [2, 0, 1])

        let session = try #require(messages.first { $0.global == FITProfile.Message.session })
        #expect(session.unsigned(FITProfile.Summary.sessionSport) == 62)
        #expect(session.unsigned(FITProfile.Summary.totalCalories) == 13)
        #expect(session.unsigned(FITProfile.Summary.totalElapsedTime) == 45_000)
        #expect(session.unsigned(FITProfile.Summary.totalTimerTime) == 40_000)
        #expect(session.unsigned(FITProfile.Summary.sessionNumLaps) == 3)
        let activity = try #require(messages.last)
        #expect(activity.unsigned(FITProfile.Summary.activityNumSessions) == 1)
        #expect(activity.unsigned(FITProfile.Common.timestamp) == fitTime(start.addingTimeInterval(45)))
    }

    /// A row as takt logs one: get ready, work paused for 5 s, a rest skipped early, work.
    private func loggedRow() -> SessionRecord {
        var record = HistoryFixtures.session(start, seconds: 68, active: 50, paused: 5, kcal: 33.4)
        let phase = { (order: Int, kind: Phase.Kind, at: Double, seconds: Double, paused: Double) in
            PerformedPhase(
                order: order, kind: kind, exercise: kind == .work ? "burpees" : nil, name: "", plannedStart: at,
                actualStart: at, seconds: seconds, pausedSeconds: paused, skipped: false, latenessMilliseconds: 0.2)
        }
        record.timing = SessionTiming(
            phases: [
                phase(1, .getReady, 0, 10, 0), phase(2, .work, 10, 20, 5), phase(3, .rest, 35, 3, 0),
                phase(4, .work, 38, 30, 0),
            ], pauses: 1, speed: 1)
        return record
    }

    @Test func aLoggedSessionHasALapPerPerformedPhaseWithTheRowsTimes() throws {
        let record = loggedRow()
        let data = SessionActivity.export(record).file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-session.fit")
        let messages = try FITReader.messages(data)
        let lapMessages = messages.filter { $0.global == FITProfile.Message.lap }
        let phases = try #require(record.timing?.phases)
        #expect(lapMessages.count == phases.count)
        #expect(
            lapMessages.map { $0.unsigned(FITProfile.Summary.startTime) }
                == phases.map { fitTime(record.startedAt.addingTimeInterval($0.actualStart)) })
        #expect(
            lapMessages.map { $0.unsigned(FITProfile.Summary.totalElapsedTime) } == [10_000, 25_000, 3_000, 30_000])
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.totalTimerTime) } == [10_000, 20_000, 3_000, 30_000])
        #expect(lapMessages.map { $0.unsigned(FITProfile.Summary.lapIntensity) } == [2, 0, 1, 0])
        // The laps fill the row from its start to its end.
        let elapsed = lapMessages.compactMap { $0.unsigned(FITProfile.Summary.totalElapsedTime) }.reduce(0, +)
        #expect(Double(elapsed) == record.endedAt.timeIntervalSince(record.startedAt) * 1000)
        let session = try #require(messages.first { $0.global == FITProfile.Message.session })
        #expect(session.unsigned(FITProfile.Summary.totalCalories) == 33)
        #expect(session.unsigned(FITProfile.Summary.totalTimerTime) == 63_000)
        #expect(session.unsigned(FITProfile.Summary.startTime) == fitTime(record.startedAt))
        #expect(session.unsigned(FITProfile.Common.timestamp) == fitTime(record.endedAt))
    }

    @Test func aRowWithoutPhasesIsOneLapForTheWholeSession() throws {
        let record = HistoryFixtures.session(start, seconds: 300, active: 160, paused: 20, kcal: 33.4)
        let messages = try FITReader.messages(SessionActivity.export(record).file())
        let lapMessages = messages.filter { $0.global == FITProfile.Message.lap }
        #expect(lapMessages.count == 1)
        #expect(lapMessages.first?.unsigned(FITProfile.Summary.totalElapsedTime) == 300_000)
        #expect(lapMessages.first?.unsigned(FITProfile.Summary.totalTimerTime) == 280_000)
        #expect(lapMessages.first?.unsigned(FITProfile.Summary.startTime) == fitTime(record.startedAt))
    }

    @Test func fileNamesSortByDayAndNeverCollide() {
        let record = HistoryFixtures.session(start, id: HistoryFixtures.id(42))
        #expect(SessionActivity.fileName(for: record) == "2025-11-23-tabata-classic-00000000.fit")
        #expect(
            SessionActivity.day("2026-11-01", timeZone: HistoryFixtures.utc)
                == Date(timeIntervalSince1970: 1_793_491_200))
        #expect(SessionActivity.day("2026-02-30", timeZone: HistoryFixtures.utc) == nil)
        #expect(SessionActivity.day("yesterday", timeZone: HistoryFixtures.utc) == nil)
    }
}
