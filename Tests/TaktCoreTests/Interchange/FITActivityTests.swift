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

    private func performed(
        _ order: Int, _ kind: Phase.Kind, at: Double, _ seconds: Double, paused: Double = 0, skipped: Bool = false
    ) -> PerformedPhase {
        PerformedPhase(
            order: order, kind: kind, exercise: nil, name: "", plannedStart: at, actualStart: at, seconds: seconds,
            pausedSeconds: paused, skipped: skipped, latenessMilliseconds: nil)
    }

    /// Get ready, then a 5:00 amrap paused for 4 s: 3 rounds (62.4, 71.3, 80.2 s) and a partial
    /// round for the 86.1 s left, then a rest.
    private func amrapRow() -> SessionRecord {
        var record = HistoryFixtures.session(start, seconds: 344, active: 300, paused: 4, kcal: 41)
        record.timing = SessionTiming(
            phases: [
                performed(1, .getReady, at: 0, 10), performed(2, .amrap, at: 10, 300, paused: 4),
                performed(3, .rest, at: 314, 30),
            ], pauses: 1, speed: 1)
        record.scores = [Self.amrap(splits: [62.4, 71.3, 80.2])]
        return record
    }

    private static func amrap(splits: [Double]) -> BlockScore {
        BlockScore(block: 2, .amrap(.init(rounds: 3, reps: 12, totalReps: 102, seconds: 300, splits: splits)))
    }

    private static func deathBy(splits: [Double?]) -> BlockScore {
        BlockScore(block: 1, .deathBy(.init(periodsDone: 2, periodsMissed: 0, reps: 0, totalReps: 3, splits: splits)))
    }

    @Test func anAmrapWindowIsALapPerRoundAndOneForTheRest() throws {
        let record = amrapRow()
        let data = SessionActivity.export(record).file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-amrap.fit")
        let laps = try FITReader.messages(data).filter { $0.global == FITProfile.Message.lap }
        #expect(laps.count == 6)
        let timers = laps.compactMap { $0.unsigned(FITProfile.Summary.totalTimerTime) }
        #expect(timers == [10_000, 62_400, 71_300, 80_200, 86_100, 30_000])
        // The window's pause is its last lap's: the laps still fill the row.
        let elapsed = laps.compactMap { $0.unsigned(FITProfile.Summary.totalElapsedTime) }
        #expect(elapsed == [10_000, 62_400, 71_300, 80_200, 90_100, 30_000])
        #expect(Double(elapsed.reduce(0, +)) == record.endedAt.timeIntervalSince(record.startedAt) * 1000)
        // Each lap starts where the one before ended.
        let exported = SessionActivity.export(record).laps
        for (before, after) in zip(exported, exported.dropFirst()) {
            #expect(abs(before.start.addingTimeInterval(before.elapsedSeconds).timeIntervalSince(after.start)) < 1e-6)
        }
        let starts = laps.compactMap { $0.unsigned(FITProfile.Summary.startTime) }
        let ends = laps.compactMap { $0.unsigned(FITProfile.Common.timestamp) }
        #expect(Array(starts.dropFirst()) == Array(ends.dropLast()))
        // Rounds end by Enter, the rest by the cap.
        #expect(laps.map { $0.unsigned(FITProfile.Summary.lapTrigger) } == [0, 0, 0, 0, 1, 0])
        let session = try #require(try FITReader.messages(data).first { $0.global == FITProfile.Message.session })
        #expect(session.unsigned(FITProfile.Summary.sessionNumLaps) == 6)
        #expect(session.unsigned(FITProfile.Summary.totalTimerTime) == UInt32(timers.reduce(0, +)))
    }

    @Test func aForTimeFinishedByItsLastRepHasNoRestLap() throws {
        var record = HistoryFixtures.session(start, seconds: 100.15, active: 100.15, kcal: 20)
        record.timing = SessionTiming(phases: [performed(1, .forTime, at: 0, 100.15)], pauses: 0, speed: 1)
        // Rounded to tenths, the splits pass the window by 0.05 s.
        record.scores = [
            BlockScore(
                block: 1,
                .forTime(.init(rounds: 3, totalReps: 45, seconds: 100.2, capped: false, splits: [30.1, 35.0, 35.1])))
        ]
        let laps = SessionActivity.export(record).laps
        #expect(laps.count == 3)
        #expect(abs(laps.map(\.timerSeconds).reduce(0, +) - 100.15) < 1e-9)
        #expect(laps.map(\.trigger) == [.manual, .manual, .manual])
    }

    @Test func splitsThatCannotBeTheWindowsLeaveItOneLap() throws {
        var record = amrapRow()
        record.scores[0] = Self.amrap(splits: [200, 200])
        #expect(SessionActivity.export(record).laps.count == 3)
        record = amrapRow()
        record.scores[0] = Self.amrap(splits: [])
        #expect(SessionActivity.export(record).laps.count == 3)
        // A row without scores is a lap per phase, as before scores.
        record = amrapRow()
        record.scores = []
        #expect(SessionActivity.export(record).laps.map(\.timerSeconds) == [10, 300, 30])
    }

    @Test func aWindowVisitedTwiceSplitsItsLastVisit() throws {
        var record = amrapRow()
        record.timing?.phases.insert(performed(2, .amrap, at: 10, 0, skipped: true), at: 1)
        record.timing?.phases.insert(performed(1, .getReady, at: 10, 0, skipped: true), at: 2)
        let laps = SessionActivity.export(record).laps
        #expect(
            laps.map { Int(($0.timerSeconds * 1000).rounded()) } == [
                10_000, 0, 0, 62_400, 71_300, 80_200, 86_100, 30_000,
            ])
    }

    /// An emom of 4 periods of 60 s: done at 41.2 s, missed, done at 50.0 s, done at 38.7 s.
    private func emomRow() -> SessionRecord {
        var record = HistoryFixtures.session(start, seconds: 250, active: 240, kcal: 30)
        record.timing = SessionTiming(
            phases: [performed(1, .getReady, at: 0, 10)]
                + (0..<4).map { performed(2 + $0, .emom, at: 10 + 60 * Double($0), 60) },
            pauses: 0, speed: 1)
        record.scores = [
            BlockScore(
                block: 2,
                .emom(
                    .init(periods: 4, periodsDone: 3, periodsMissed: 1, totalReps: 30, splits: [41.2, nil, 50.0, 38.7]))
            )
        ]
        return record
    }

    @Test func anEmomIsALapPerPeriodThatSaysDoneOrMissed() throws {
        let record = emomRow()
        let data = SessionActivity.export(record).file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-emom.fit")
        let laps = try FITReader.messages(data).filter { $0.global == FITProfile.Message.lap }
        #expect(laps.count == 5)
        #expect(
            laps.map { $0.unsigned(FITProfile.Summary.totalTimerTime) } == [10_000] + Array(repeating: 60_000, count: 4)
        )
        // Done by Enter (manual), missed when the clock ended the period (time).
        #expect(laps.map { $0.unsigned(FITProfile.Summary.lapTrigger) } == [0, 0, 1, 0, 0])
        let starts = laps.compactMap { $0.unsigned(FITProfile.Summary.startTime) }
        let ends = laps.compactMap { $0.unsigned(FITProfile.Common.timestamp) }
        #expect(Array(starts.dropFirst()) == Array(ends.dropLast()))
    }

    @Test func aDeathByStoppedInsideAPeriodKeepsTheTriggersOfThoseThatEnded() throws {
        var record = HistoryFixtures.session(start, seconds: 100, active: 100, kcal: 10, reason: .stopped)
        record.timing = SessionTiming(
            phases: (0..<3).map { performed(1 + $0, .deathBy, at: 30 * Double($0), $0 == 2 ? 40 : 30) }, pauses: 0,
            speed: 1)
        record.scores = [Self.deathBy(splits: [12, 25])]
        #expect(SessionActivity.export(record).laps.map(\.trigger) == [.manual, .manual, .manual])
        record.scores[0] = Self.deathBy(splits: [12, nil])
        #expect(SessionActivity.export(record).laps.map(\.trigger) == [.manual, .time, .manual])
        // Periods that do not match the splits are left as they were.
        record.scores[0] = Self.deathBy(splits: [12])
        #expect(SessionActivity.export(record).laps.map(\.trigger) == [.manual, .manual, .manual])
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
