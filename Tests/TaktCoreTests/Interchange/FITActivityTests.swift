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

    @Test func aSessionRowBecomesAnActivityWhoseLapsAddUpToTheRow() throws {
        let record = HistoryFixtures.session(start, seconds: 300, active: 160, paused: 20, kcal: 33.4)
        let export = SessionActivity.export(record)
        let data = export.file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-session.fit")
        let messages = try FITReader.messages(data)
        let lapMessages = messages.filter { $0.global == FITProfile.Message.lap }
        #expect(lapMessages.count == export.laps.count)
        let elapsed = lapMessages.compactMap { $0.unsigned(FITProfile.Summary.totalElapsedTime) }.reduce(0, +)
        let timer = lapMessages.compactMap { $0.unsigned(FITProfile.Summary.totalTimerTime) }.reduce(0, +)
        #expect(elapsed == 300_000)
        #expect(timer == 280_000)
        #expect(lapMessages.first?.unsigned(FITProfile.Summary.startTime) == fitTime(record.startedAt))
        let session = try #require(messages.first { $0.global == FITProfile.Message.session })
        #expect(session.unsigned(FITProfile.Summary.totalCalories) == 33)
        #expect(session.unsigned(FITProfile.Summary.startTime) == fitTime(record.startedAt))
        #expect(session.unsigned(FITProfile.Common.timestamp) == fitTime(record.endedAt))
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
