import Foundation
import Testing

@testable import TaktCore

/// `show PLAN` and `plan` compared as whole outputs.
@Suite struct PlanViewTests {
    @Test func showBeginnerPlanInEnglish() throws {
        let plans = PlanLibrary(userDirectories: [], programs: PlanFixtures.programs)
        let entry = try #require(plans.entry(id: "beginner-six-weeks"))
        let text = PlanShowView.render(
            entry, strings: ProgramFixtures.en, catalog: PlanFixtures.programs.catalog, width: 140)
        #expect(
            text == """
                Six weeks to your first hard circuit (beginner-six-weeks)
                Three short circuits a week. You start with 20 seconds of work and 40 of rest; every week work grows by 5 seconds and rest shrinks by 5, and every second week adds a round.

                6 weeks · Mon, Wed, Fri · 18 sessions
                  Workout 1: Circuit A: legs and core
                  Workout 2: Circuit B: whole body

                WEEK  DAY 1 Mon          DAY 2 Wed          DAY 3 Fri
                ───────────────────────────────────────────────────────────────
                1     20/40s ×2 · 7:35   20/40s ×2 · 7:35   20/40s ×2 · 7:35
                2     25/35s ×2 · 7:40   25/35s ×2 · 7:40   25/35s ×2 · 7:40
                3     30/30s ×3 · 11:45  30/30s ×3 · 11:45  30/30s ×3 · 11:45
                4     35/25s ×3 · 11:50  35/25s ×3 · 11:50  35/25s ×3 · 11:50
                5     40/20s ×4 · 15:55  40/20s ×4 · 15:55  40/20s ×4 · 15:55
                6     45/20s ×4 · 17:15  45/20s ×4 · 17:15  45/20s ×4 · 17:15

                Each day: work/rest seconds × rounds · session time. 'plan start ID' follows the plan.
                """)
    }

    /// Days in a list read as each language abbreviates them: "Mon, Wed, Fri", "Mo, Mi, Fr".
    @Test func dayNamesAreTheLanguagesAbbreviations() {
        let days: [Weekday] = [.monday, .wednesday, .friday, .sunday]
        #expect(PlanShowView.dayNames(days, ProgramFixtures.en) == "Mon, Wed, Fri, Sun")
        #expect(PlanShowView.dayNames(days, ProgramFixtures.de) == "Mo, Mi, Fr, So")
    }

    @Test func statusCalendarInGermanWithADoneAndAMissedDay() throws {
        let schedule = PlanSchedule(
            plan: try PlanScheduleTests.plan(),
            enrollment: PlanEnrollment(
                planID: "test-plan", start: PlanScheduleTests.day("2026-11-23"),
                weekdays: [.monday, .wednesday, .friday]),
            counting: .sessions, timeZone: PlanScheduleTests.berlin,
            done: [PlanSessionDone(week: 1, day: 1, startedAt: PlanScheduleTests.instant("2026-11-23T07:00:00Z"))])
        let text = PlanStatusView.render(
            schedule, today: PlanScheduleTests.day("2026-11-27"), strings: ProgramFixtures.de,
            catalog: PlanFixtures.programs.catalog, width: 140)
        #expect(
            text == """
                Trainingsplan: Test (test-plan)
                1 von 6 Einheiten erledigt · begonnen am 23.11.2026 · gezählt nach erledigten Einheiten

                            Mo  Di  Mi  Do  Fr  Sa  So
                23.11.2026  ✓   ·   ✗   ·   ▶   ·   ·
                30.11.2026  ○   ·   ○   ·   ○   ·   ·
                ✓ erledigt  ✗ verpasst  ▶ heute  ○ geplant  · Ruhetag

                Heute (Freitag): Woche 1 von 2, Tag 2 von 3 — Session, 20/40 s ×2 · 2:40. „run today“ startet es.
                """)
    }
}

/// Which history rows a plan counts.
@Suite struct PlanHistoryTests {
    static func record(plan: String?, week: Int?, day: Int?, reason: EndReason = .finished, speed: Double = 1)
        -> SessionRecord
    {
        let start = PlanScheduleTests.instant("2026-11-23T07:00:00Z")
        return SessionRecord(
            id: UUID(), programID: "p", programTitle: "P", startedAt: start, endedAt: start.addingTimeInterval(60),
            pausedSeconds: 0, activeSeconds: 40, phasesDone: 3, phasesTotal: 3, endReason: reason, kcal: 5,
            language: "en", bodyMassKilograms: 70, bodyMassIsDefault: true, speed: speed, planID: plan, planWeek: week,
            planDay: day)
    }

    @Test func onlyFinishedRealSessionsOfThisPlanCount() {
        let records = [
            Self.record(plan: "a", week: 1, day: 1),
            Self.record(plan: "a", week: 1, day: 2, reason: .stopped),
            Self.record(plan: "a", week: 1, day: 2, speed: 60),
            Self.record(plan: "b", week: 1, day: 2),
            Self.record(plan: nil, week: nil, day: nil),
            Self.record(plan: "a", week: 1, day: 3),
        ]
        #expect(PlanHistory.sessions(of: "a", in: records).map { "\($0.week)/\($0.day)" } == ["1/1", "1/3"])
    }
}
