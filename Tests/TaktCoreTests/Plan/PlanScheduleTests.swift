import Foundation
import Testing

@testable import TaktCore

/// "What is due today": week boundaries, missed days, a future start, time zones and DST.
@Suite struct PlanScheduleTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current

    static func day(_ text: String) -> CivilDate {
        CivilDate(iso: text) ?? CivilDate(year: 1970, month: 1, day: 1)
    }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    static func plan() throws -> Plan {
        try PlanFixtures.plan(PlanFixtures.simple(weeks: 2, progression: "    work: +5s per week"))
    }

    /// Monday 2026-11-23, Monday, Wednesday and Friday.
    static func schedule(
        start: String = "2026-11-23", counting: PlanWeekCounting = .sessions, zone: TimeZone = utc,
        done: [(Int, Int, String)] = []
    ) throws -> PlanSchedule {
        PlanSchedule(
            plan: try plan(),
            enrollment: PlanEnrollment(
                planID: "test-plan", start: day(start), weekdays: [.monday, .wednesday, .friday]),
            counting: counting, timeZone: zone,
            done: done.map { PlanSessionDone(week: $0.0, day: $0.1, startedAt: instant($0.2)) })
    }

    static func slot(_ index: Int, _ date: String) -> PlanSchedule.Slot {
        PlanSchedule.Slot(index: index, week: index / 3 + 1, day: index % 3 + 1, date: day(date))
    }

    @Test func firstDayIsDue() throws {
        #expect(try Self.schedule().today(Self.day("2026-11-23")) == .due(Self.slot(0, "2026-11-23")))
    }

    @Test func restDayNamesTheNextSession() throws {
        let schedule = try Self.schedule(done: [(1, 1, "2026-11-23T07:00:00Z")])
        #expect(schedule.today(Self.day("2026-11-24")) == .rest(next: Self.slot(1, "2026-11-25")))
        #expect(schedule.today(Self.day("2026-11-23")) == .doneToday(next: Self.slot(1, "2026-11-25")))
    }

    @Test func acrossTheWeekBoundary() throws {
        let schedule = try Self.schedule(done: [
            (1, 1, "2026-11-23T07:00:00Z"), (1, 2, "2026-11-25T07:00:00Z"), (1, 3, "2026-11-27T07:00:00Z"),
        ])
        #expect(schedule.today(Self.day("2026-11-28")) == .rest(next: Self.slot(3, "2026-11-30")))
        let due = schedule.today(Self.day("2026-11-30"))
        #expect(due == .due(Self.slot(3, "2026-11-30")))
        // Week 2 carries week 2's load.
        #expect(schedule.plan.program(week: 2, day: 1).defaults.work == 25)
    }

    @Test func aMissedDayShiftsThePlanByDefault() throws {
        let done = [(1, 1, "2026-11-23T07:00:00Z")]
        let sessions = try Self.schedule(done: done)
        // Wednesday was missed: Friday runs Wednesday's session.
        #expect(sessions.today(Self.day("2026-11-27")) == .due(Self.slot(1, "2026-11-27")))
        #expect(sessions.mark(Self.day("2026-11-25"), today: Self.day("2026-11-27")) == .missed)
        let strict = try Self.schedule(counting: .strict, done: done)
        // Strict calendar weeks: Friday is Friday's session; Wednesday's is gone.
        #expect(strict.today(Self.day("2026-11-27")) == .due(Self.slot(2, "2026-11-27")))
        #expect(strict.allSlots(from: Self.day("2026-11-27")).map(\.index) == [0, 2, 3, 4, 5])
        #expect(
            sessions.allSlots(from: Self.day("2026-11-27")).map(\.date.description) == [
                "2026-11-23", "2026-11-27", "2026-11-30", "2026-12-02", "2026-12-04", "2026-12-07",
            ])
    }

    @Test func aPlanStartedInTheFuture() throws {
        // Starts on a Tuesday: the first session is the Wednesday after.
        let schedule = try Self.schedule(start: "2026-12-01")
        #expect(schedule.today(Self.day("2026-11-25")) == .notStarted(first: Self.slot(0, "2026-12-02")))
        #expect(schedule.today(Self.day("2026-12-01")) == .rest(next: Self.slot(0, "2026-12-02")))
        #expect(schedule.mark(Self.day("2026-11-30"), today: Self.day("2026-11-25")) == .outside)
    }

    @Test func finishedWhenEverySessionIsDone() throws {
        var done: [(Int, Int, String)] = []
        let days = ["2026-11-23", "2026-11-25", "2026-11-27", "2026-11-30", "2026-12-02", "2026-12-04"]
        for (index, date) in days.enumerated() { done.append((index / 3 + 1, index % 3 + 1, date + "T07:00:00Z")) }
        let schedule = try Self.schedule(done: done)
        #expect(schedule.today(Self.day("2026-12-07")) == .finished)
        #expect(schedule.today(Self.day("2026-12-04")) == .doneToday(next: nil))
    }

    /// A session started late on Monday in New York is already Tuesday in Berlin.
    @Test func theDayDependsOnTheTimeZone() throws {
        let done = [(1, 1, "2026-11-24T03:30:00Z")]
        let inBerlin = try Self.schedule(zone: Self.berlin, done: done)
        let inNewYork = try Self.schedule(zone: Self.newYork, done: done)
        #expect(inNewYork.mark(Self.day("2026-11-23"), today: Self.day("2026-11-24")) == .done)
        #expect(inBerlin.mark(Self.day("2026-11-24"), today: Self.day("2026-11-24")) == .done)
        #expect(inBerlin.mark(Self.day("2026-11-23"), today: Self.day("2026-11-24")) == .missed)
        let now = Self.instant("2026-11-25T04:30:00Z")
        #expect(CivilDate(now, in: Self.berlin).description == "2026-11-25")
        #expect(CivilDate(now, in: Self.newYork).description == "2026-11-24")
        #expect(inNewYork.today(CivilDate(now, in: Self.newYork)) == .rest(next: Self.slot(1, "2026-11-25")))
    }

    /// The clocks change on Sunday 2026-03-29 in Berlin; the week after is still week 2.
    @Test func acrossTheSpringClockChange() throws {
        let done = [
            (1, 1, "2026-03-23T06:00:00Z"), (1, 2, "2026-03-25T06:00:00Z"), (1, 3, "2026-03-27T06:00:00Z"),
        ]
        let schedule = try Self.schedule(start: "2026-03-23", zone: Self.berlin, done: done)
        // 22:30 UTC on Sunday is 00:30 on Monday in summer time (UTC+2), 23:30 Sunday in winter time.
        let now = Self.instant("2026-03-29T22:30:00Z")
        #expect(schedule.today(CivilDate(now, in: Self.berlin)) == .due(Self.slot(3, "2026-03-30")))
        #expect(CivilDate(Self.instant("2026-03-28T22:30:00Z"), in: Self.berlin).description == "2026-03-28")
        let planned = Self.day("2026-03-30").date(hour: 7, minute: 0, in: Self.berlin)
        #expect(planned == Self.instant("2026-03-30T05:00:00Z"))
    }

    @Test func civilDatesCountDaysWithoutClocks() {
        #expect(Self.day("1970-01-01").dayNumber == 0)
        #expect(Self.day("2026-11-23").weekday == .monday)
        #expect(Self.day("2024-02-29").adding(days: 366).description == "2025-03-01")
        #expect(CivilDate(iso: "2026-02-30") == nil)
        #expect(CivilDate(iso: "26-1-1") == nil)
        #expect(Self.day("2026-11-26").weekStart.description == "2026-11-23")
    }
}
