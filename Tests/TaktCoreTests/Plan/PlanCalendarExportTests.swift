import Foundation
import Testing

@testable import TaktCore

/// `plan export --ics`: RFC 5545 line by line. The files are also written to
/// `.build/test-artifacts/ics/` for `.ci/run`, where Python's `icalendar` parses them.
@Suite struct PlanCalendarExportTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let stamp = PlanScheduleTests.instant("2026-10-01T12:00:00Z")

    /// A plan whose texts need every escape, crossing the end of summer time on 2026-10-25.
    static let yaml = """
        id: escape-plan
        title: "Push, pull; legs \\\\ core"
        plan:
          weeks: 3
          days: [mon, thu]
          workouts:
            - title: "Legs, core; and a very long title that needs folding: Kniebeugen für Fortgeschrittene ✓"
              getReady: 0
              blocks:
                - title: "Block; one, two"
                  rounds: 2
                  exercises:
                    - {exercise: squats, work: 20s, rest: 10s}
                    - {exercise: lunges, work: 20s, rest: 10s}
          progression:
            work: +5s per week, max 30s
        """

    static func export(zone: TimeZone, language: String = "en", done: [PlanSessionDone] = []) throws
        -> PlanCalendarExport
    {
        let plan = try PlanFixtures.plan(yaml)
        let enrollment = PlanEnrollment(
            planID: plan.id, start: PlanScheduleTests.day("2026-10-12"), weekdays: [.monday, .thursday],
            minuteOfDay: 7 * 60 + 30)
        let schedule = PlanSchedule(plan: plan, enrollment: enrollment, counting: .sessions, timeZone: zone, done: done)
        let strings = language == "de" ? ProgramFixtures.de : ProgramFixtures.en
        return PlanCalendarExport(
            schedule: schedule, today: PlanScheduleTests.day("2026-10-12"), strings: strings,
            catalog: PlanFixtures.programs.catalog, stamp: stamp)
    }

    /// Writes the file for the Python check, with the UIDs it must contain beside it.
    static func writeArtifact(_ export: PlanCalendarExport, name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/test-artifacts/ics")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(export.render().utf8).write(to: folder.appendingPathComponent(name + ".ics"), options: .atomic)
        let expected = export.slots.map(export.uid).joined(separator: "\n") + "\n"
        try Data(expected.utf8).write(to: folder.appendingPathComponent(name + ".uids"), options: .atomic)
    }

    /// The physical lines, each checked for CRLF and 75 octets, and the unfolded logical lines.
    static func lines(_ text: String) -> (physical: [String], logical: [String]) {
        let bytes = Array(text.utf8)
        var physical: [String] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                #expect(index > 0 && bytes[index - 1] == 0x0D, "bare LF at octet \(index)")
                let line = Array(bytes[start..<max(start, index - 1)])
                #expect(line.count <= 75, "line of \(line.count) octets")
                // Folding never splits a UTF-8 sequence: every physical line decodes on its own.
                let decoded = String(validating: line, as: UTF8.self)
                #expect(decoded != nil, "a fold split a UTF-8 sequence")
                physical.append(decoded ?? "")
                start = index + 1
            }
            index += 1
        }
        #expect(start == bytes.count, "the file does not end with CRLF")
        var logical: [String] = []
        for line in physical {
            if line.hasPrefix(" "), let last = logical.popLast() {
                logical.append(last + line.dropFirst())
            } else {
                logical.append(line)
            }
        }
        return (physical, logical)
    }

    @Test func foldingAndEscapingByTheRFC() {
        #expect(ICalendar.escaped("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
        let long = "DESCRIPTION:" + String(repeating: "ä", count: 40)
        let folded = ICalendar.folded(long)
        // 12 octets of name, then 31 two-octet letters make 74; the 32nd would make 76.
        #expect(
            folded == "DESCRIPTION:" + String(repeating: "ä", count: 31) + "\r\n " + String(repeating: "ä", count: 9)
                + "\r\n")
        #expect(ICalendar.folded("SHORT:x") == "SHORT:x\r\n")
        #expect(ICalendar.duration(seconds: 3725) == "PT1H2M5S")
        #expect(ICalendar.offset(-16_200) == "-0430")
    }

    @Test func berlinAcrossTheClockChangeLineByLine() throws {
        let export = try Self.export(zone: Self.berlin)
        let text = export.render()
        let (physical, logical) = Self.lines(text)
        #expect(physical.count > logical.count, "nothing was folded")
        #expect(logical.first == "BEGIN:VCALENDAR")
        #expect(logical.last == "END:VCALENDAR")
        #expect(logical.filter { $0 == "BEGIN:VEVENT" }.count == 6)
        let uids = logical.filter { $0.hasPrefix("UID:") }
        #expect(Set(uids).count == 6)
        #expect(uids.first == "UID:escape-plan-2026-10-12-w1-d1@takt")
        // Summer time before the change, winter time after: the same 07:30 on the wall clock.
        let starts = logical.filter { $0.hasPrefix("DTSTART;") }
        #expect(
            starts == [
                "DTSTART;TZID=Europe/Berlin:20261012T073000", "DTSTART;TZID=Europe/Berlin:20261015T073000",
                "DTSTART;TZID=Europe/Berlin:20261019T073000", "DTSTART;TZID=Europe/Berlin:20261022T073000",
                "DTSTART;TZID=Europe/Berlin:20261026T073000", "DTSTART;TZID=Europe/Berlin:20261029T073000",
            ])
        let zone = Array(logical.drop { $0 != "BEGIN:VTIMEZONE" }.prefix { $0 != "END:VTIMEZONE" })
        #expect(zone.contains("TZID:Europe/Berlin"))
        let change = [
            "BEGIN:STANDARD", "DTSTART:20261025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
        ]
        #expect(zone.joined(separator: "|").contains(change.joined(separator: "|")))
        #expect(
            logical.contains(
                "SUMMARY:Legs\\, core\\; and a very long title that needs folding: Kniebeugen für Fortgeschrittene ✓"))
        #expect(logical.contains("DTSTAMP:20261001T120000Z"))
        // Week 1: 2 rounds of 2 × (20 + 10) without the trailing rest; week 3: work 30.
        let durations = logical.filter { $0.hasPrefix("DURATION:") }
        #expect(
            durations == [
                "DURATION:PT1M50S", "DURATION:PT1M50S", "DURATION:PT2M10S", "DURATION:PT2M10S", "DURATION:PT2M30S",
                "DURATION:PT2M30S",
            ])
        let description = try #require(logical.first { $0.hasPrefix("DESCRIPTION:") })
        #expect(
            description
                == "DESCRIPTION:Push\\, pull\\; legs \\\\ core: week 1 of 3\\, day 1 of 2 · 20/10s ×2 · 1:50\\n"
                + "Block\\; one\\, two ×2: Squats 20s\\, Lunges 20s")
        try Self.writeArtifact(export, name: "plan-berlin")
    }

    @Test func uidsStayTheSameWhenAMissedDayMovesTheSessions() throws {
        let before = try Self.export(zone: Self.utc)
        let done = [PlanSessionDone(week: 1, day: 1, startedAt: PlanScheduleTests.instant("2026-10-12T07:30:00Z"))]
        let plan = try PlanFixtures.plan(Self.yaml)
        let schedule = PlanSchedule(
            plan: plan, enrollment: before.schedule.enrollment, counting: .sessions, timeZone: Self.utc, done: done)
        // Thursday was missed: on Friday the remaining sessions move, keeping their UIDs.
        let later = PlanCalendarExport(
            schedule: schedule, today: PlanScheduleTests.day("2026-10-16"), strings: ProgramFixtures.en,
            catalog: PlanFixtures.programs.catalog, stamp: Self.stamp)
        #expect(before.slots.map(before.uid) == later.slots.map(later.uid))
        #expect(
            later.slots.map(\.date.description) == [
                "2026-10-12", "2026-10-19", "2026-10-22", "2026-10-26", "2026-10-29", "2026-11-02",
            ])
        let (_, logical) = Self.lines(later.render())
        #expect(!logical.contains("BEGIN:VTIMEZONE"))
        #expect(logical.contains("DTSTART:20261019T073000Z"))
        try Self.writeArtifact(later, name: "plan-utc")
    }

    @Test func germanExport() throws {
        let export = try Self.export(zone: Self.berlin, language: "de")
        let (_, logical) = Self.lines(export.render())
        #expect(
            logical.contains {
                $0.hasPrefix("DESCRIPTION:Push\\, pull\\; legs \\\\ core: Woche 1 von 3\\, Tag 1 von 2")
            })
        try Self.writeArtifact(export, name: "plan-de")
    }
}
