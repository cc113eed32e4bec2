import Foundation

@testable import TaktCore

/// A fixed synthetic history for the pictures: half a year of Monday, Wednesday and Friday
/// sessions, a six-day run in August, a five-day streak up to "now", three programs, and the
/// timing of the newest sessions. Nothing depends on the real date.
enum ProgressFixtures {
    typealias F = HistoryFixtures

    /// Friday 20 November 2026, 19:00 in Berlin.
    static let now = F.date("2026-11-20 19:00")
    static let goal = 3

    static let programs = [
        ("tabata-classic", "Classic Tabata"), ("seven-minute", "The 7-minute workout"),
        ("strength-circuit", "Strength circuit"),
    ]

    /// Day strings of every session, oldest first.
    static var days: [String] {
        var days: [String] = []
        // Mondays, Wednesdays and Fridays from 1 June to 13 November; every fifth week without its Friday.
        let first = F.date("2026-06-01 12:00", in: F.utc)
        for offset in 0...165 where [0, 2, 4].contains(offset % 7) && !(offset % 7 == 4 && offset / 7 % 5 == 3) {
            days.append(HistoryDates.day(Int(first.timeIntervalSince1970 / 86_400) + offset))
        }
        days += ["2026-08-11", "2026-08-13", "2026-08-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19"]
        days.append("2026-11-20")
        return days.sorted()
    }

    static var records: [SessionRecord] {
        days.enumerated().map { index, day in
            // 3 to 27 active minutes, and now and then a short try that does not count for the streak.
            let minutes = index % 11 == 5 ? 1.5 : Double(3 + (index * 7) % 25)
            let (id, title) = programs[index % 3]
            var record = SessionRecord(
                id: F.id(index + 1), programID: id, programTitle: title, startedAt: F.date(day + " 07:30"),
                endedAt: F.date(day + " 07:30").addingTimeInterval(minutes * 96 + 30), pausedSeconds: 30,
                activeSeconds: minutes * 60, phasesDone: 16, phasesTotal: 16, endReason: .finished,
                kcal: minutes * 9.25, language: "en", bodyMassKilograms: 70, bodyMassIsDefault: false)
            if index >= days.count - 8 {
                let late = Double(index % 5) * 0.35 + 0.1
                record.timing = SessionTiming(
                    phases: [], phaseCount: 16, medianLatenessMilliseconds: late / 2, maxLatenessMilliseconds: late,
                    pauses: index % 2, speed: 1)
            }
            return record
        }
    }

    static func stats(_ records: [SessionRecord] = records) -> Stats {
        Stats(records: records, now: now, timeZone: F.berlin, weeklyGoal: goal)
    }

    static func series(_ records: [SessionRecord] = records) -> ProgressSeries {
        ProgressSeries(
            records: records, now: now, timeZone: F.berlin, weeklyGoal: goal, currentStreak: stats(records).streakDays)
    }
}
