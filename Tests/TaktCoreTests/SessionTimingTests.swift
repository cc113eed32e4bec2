import Foundation
import Testing

@testable import TaktCore

/// Every performed phase is recorded with when it was due and when it began, so the history
/// can prove how punctual each session was.
@Suite struct SessionTimingTests {
    static let strings = Languages.bundled.strings(for: "en")
    static let german = Languages.bundled.strings(for: "de")

    /// The short timeline (phases due at 0, 5, 25, 35) woken late, paused, and skipped.
    static func playedTiming() throws -> SessionTiming {
        var machine = SessionFixtures.machine(SessionFixtures.short)
        let effects = machine.play([
            (.start, 0), (.tick, 5.0004), (.key(.pauseResume), 10), (.key(.pauseResume), 12), (.tick, 27.001),
            (.key(.skip), 30), (.tick, 50),
        ])
        let ending = try #require(SessionMachineTests.endings(effects).first)
        #expect(ending.reason == .finished)
        #expect(ending.pauses == 1)
        return ending.timing(language: "de")
    }

    static func rounded(_ value: Double?) -> Double? {
        value.map { ($0 * 1_000_000).rounded() / 1_000_000 }
    }

    @Test func eachPhaseKeepsItsPlannedAndActualStartItsLengthPauseAndSkip() throws {
        let timing = try Self.playedTiming()
        #expect(timing.phaseCount == 4)
        #expect(timing.phases.map(\.order) == [1, 2, 3, 4])
        #expect(timing.phases.map(\.kind) == [.getReady, .work, .rest, .work])
        #expect(timing.phases.map(\.exercise) == [nil, "burpees", nil, "squats"])
        #expect(timing.phases.map(\.name) == ["", "Burpees", "", "Kniebeugen"])
        #expect(timing.phases.map { Self.rounded($0.plannedStart) } == [0, 5, 27, 30])
        #expect(timing.phases.map { Self.rounded($0.actualStart) } == [0, 5.0004, 27.001, 30])
        #expect(timing.phases.map { Self.rounded($0.seconds) } == [5, 20, 3, 20])
        #expect(timing.phases.map(\.pausedSeconds) == [0, 2, 0, 0])
        #expect(timing.phases.map(\.skipped) == [false, false, true, false])
        // Only starts the clock made can be late: the first phase and the one after a skip cannot.
        #expect(timing.phases.map { Self.rounded($0.latenessMilliseconds) } == [nil, 0.4, 1, nil])
    }

    @Test func summaryHasMedianMaximumPausesAndSpeed() throws {
        let timing = try Self.playedTiming()
        #expect(Self.rounded(timing.medianLatenessMilliseconds) == 0.7)
        #expect(Self.rounded(timing.maxLatenessMilliseconds) == 1)
        #expect(timing.pauses == 1)
        #expect(timing.speed == 1)
    }

    /// What the finished view and the plain line read: the same numbers, without the list.
    @Test func theSummaryAloneHasTheNumbersOfTheWholeTiming() throws {
        var machine = SessionFixtures.machine(SessionFixtures.short)
        let effects = machine.play([
            (.start, 0), (.tick, 5.0004), (.key(.pauseResume), 10), (.key(.pauseResume), 12), (.tick, 27.001),
            (.key(.skip), 30), (.tick, 50),
        ])
        let ending = try #require(SessionMachineTests.endings(effects).first)
        var whole = ending.timing(language: "en")
        #expect(whole.phases.count == 4)
        whole.phases = []
        #expect(ending.timingSummary == whole)
    }

    @Test(
        arguments: [
            ([], nil), ([3.0], 3.0), ([1.0, 4.0], 2.5), ([0.5, 1.0, 9.0], 1.0),
        ] as [([Double], Double?)])
    func median(values: [Double], expected: Double?) {
        #expect(SessionTiming.median(ofSorted: values) == expected)
    }

    @Test func aSessionWithoutPhasesHasNoLatenessAndNoDivisionByZero() {
        let timing = SessionTiming(phases: [], pauses: 0, speed: 1)
        #expect(timing.phaseCount == 0)
        #expect(timing.medianLatenessMilliseconds == nil)
        #expect(timing.maxLatenessMilliseconds == nil)
        #expect(TimingText.summary(timing, strings: Self.strings) == "0 phases")
    }

    @Test func timingInWords() throws {
        let timing = SessionTiming(
            phases: [], phaseCount: 24, medianLatenessMilliseconds: 0.2, maxLatenessMilliseconds: 0.41, pauses: 0,
            speed: 1)
        #expect(TimingText.summary(timing, strings: Self.strings) == "24 phases, max 0.4 ms late")
        #expect(TimingText.summary(timing, strings: Self.german) == "24 Phasen, ≤ 0,4 ms zu spät")
        var one = timing
        one.phaseCount = 1
        one.maxLatenessMilliseconds = nil
        #expect(TimingText.summary(one, strings: Self.german) == "1 Phase")
    }

    @Test func timingSurvivesJSONAndAnOldRecordWithoutItStillDecodes() throws {
        let timing = try Self.playedTiming()
        var record = HistoryFixtures.session(HistoryFixtures.date("2026-11-20 18:00"), id: HistoryFixtures.id(1))
        record.timing = timing
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(SessionRecord.self, from: data) == record)
        var old = record
        old.timing = nil
        let oldData = try JSONEncoder().encode(old)
        #expect(!String(decoding: oldData, as: UTF8.self).contains("timing"))
        #expect(try JSONDecoder().decode(SessionRecord.self, from: oldData).timing == nil)
    }
}
