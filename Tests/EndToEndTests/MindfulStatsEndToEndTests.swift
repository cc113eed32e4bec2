import Foundation
import Testing

/// Mindful minutes on the real binary (SPEC section 19): a history of breathing and meditation
/// sessions, brought in by `import` (a sitting at speed 1 long enough to count would take
/// minutes), then `stats` in a terminal and `stats --json`: the mindful table apart from the
/// workouts, its own streak, the reward held and the day it covered; a day under 2 minutes
/// never counts.
@Suite(.serialized) struct MindfulStatsEndToEndTests {
    static let day: TimeInterval = 86_400

    /// Local midnight (UTC: the terminal's `env -i` sets no TZ) `back` days before today, and a minute.
    static func start(daysBack back: Int) -> Date {
        let today = (Date().timeIntervalSince1970 / day).rounded(.down) * day
        return Date(timeIntervalSince1970: today - Double(back) * day + 60)
    }

    static func dayText(daysBack back: Int, format: String = "yyyy-MM-dd") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: start(daysBack: back))
    }

    /// One session of the export's shape: `kind`, `seconds` long at speed 1, `back` days ago.
    static func session(kind: String, seconds: Int, daysBack back: Int) -> [String: Any] {
        let started = start(daysBack: back)
        let iso = ISO8601DateFormatter()
        return [
            "id": UUID().uuidString.lowercased(), "startedAt": iso.string(from: started),
            "endedAt": iso.string(from: started.addingTimeInterval(Double(seconds))),
            "programId": kind == "workout" ? "tabata" : kind, "programTitle": kind, "kind": kind, "speed": 1,
            "activeSeconds": seconds, "pausedSeconds": 0, "endReason": "finished", "phasesDone": 1,
            "phasesSkipped": 0, "phasesTotal": 1, "kcal": 1.0, "kcalLow": 1.0, "kcalHigh": 1.0, "bodyMassKg": 70,
            "bodyMassIsDefault": true, "division": "rx", "edited": false, "language": "en", "note": NSNull(),
            "planDay": NSNull(), "planId": NSNull(), "planWeek": NSNull(), "scores": [], "sets": [],
            "source": "timer", "workoutScore": NSNull(),
        ]
    }

    /// Ten minutes a day 15 to 9 days ago (7 days: a reward) and 7 days ago to today (8 days:
    /// a second), breathing and meditation in turn; 8 days ago one minute of breathing, which
    /// does not count, so the reward covers that day. One workout today, counted apart.
    static func history() throws -> URL {
        var sessions: [[String: Any]] = []
        for back in (0...15).reversed() where back != 8 {
            sessions.append(session(kind: back % 2 == 0 ? "breathing" : "meditation", seconds: 600, daysBack: back))
        }
        sessions.append(session(kind: "breathing", seconds: 60, daysBack: 8))
        sessions.append(session(kind: "workout", seconds: 1200, daysBack: 0))
        let home = try TaktProcess.home()
        let file = home.appendingPathComponent("calm.json")
        try JSONSerialization.data(withJSONObject: sessions).write(to: file)
        return file
    }

    @Test(arguments: [("en", 60), ("de", 140)])
    func statsShowTheMindfulMinutesStreakAndReward(language: String, columns: Int) throws {
        let file = try Self.history()
        let tmux = try TmuxSession(columns: columns, rows: 100)
        try tmux.waitFor(TmuxSession.shellPrompt)
        let takt = TmuxSession.quoted(TmuxSession.taktBinary.path) + " --lang " + language
        try tmux.type(takt + " import " + TmuxSession.quoted(file.path))
        _ = try tmux.waitFor(language == "en" ? "Imported 17 sessions" : "17 Einheiten")
        try tmux.clearHistory()
        try tmux.type("clear; " + takt + " stats")
        let screen = try tmux.waitFor(language == "en" ? "Days in a row" : "Tage in Folge", timeout: .seconds(20))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // The last two numbers of the rows starting with `label`: the workouts' table, then the mindful one.
        let ends = { (label: String) in
            lines.filter { $0.hasPrefix(label) }.map { $0.split(separator: " ").suffix(2).joined(separator: " ") }
        }
        if language == "en" {
            #expect(screen.contains("Mindful minutes"), "\(screen)")
            // The mindful table's: 15 sessions of 10 minutes, the day's single minute left out.
            #expect(ends("All time").last == "15 150", "\(screen)")
            #expect(lines.contains("Streak: 1 day"))
            #expect(lines.contains("Mindful streak: 8 days"))
            #expect(lines.contains("Streak rewards: 1 of 3"))
            let covered = Self.dayText(daysBack: 8, format: "MMM d")
            #expect(lines.contains("Covered: \(covered) (a streak of 16 days with them)"), "\(screen)")
        } else {
            #expect(screen.contains("Achtsame Minuten"), "\(screen)")
            #expect(ends("Insgesamt").last == "15 150", "\(screen)")
            #expect(lines.contains("Serie: 1 Tag"))
            #expect(lines.contains("Achtsamkeitsserie: 8 Tage"))
            #expect(lines.contains("Serienbelohnungen: 1 von 3"))
            #expect(
                lines.contains { $0.hasPrefix("Überbrückt: ") && $0.hasSuffix("(mit ihnen eine Serie von 16 Tagen)") })
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= columns })
    }

    @Test func statsJSONHasTheMindfulPartRewardsAndCoveredDays() throws {
        let file = try Self.history()
        let home = try TaktProcess.home()
        let (imported, told) = try TaktProcess.run(["import", file.path], home: home)
        #expect(imported == 0, "\(told)")
        let (status, output) = try TaktProcess.run(["stats", "--json"], home: home)
        #expect(status == 0, "\(output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let mindful = try #require(object["mindful"] as? [String: Any])
        let allTime = try #require(mindful["allTime"] as? [String: Any])
        #expect(allTime["sessions"] as? Int == 15)
        #expect(allTime["minutes"] as? Int == 150)
        #expect(mindful["streakDays"] as? Int == 8)
        #expect(mindful["rewards"] as? Int == 1)
        #expect(mindful["coveredDays"] as? [String] == [Self.dayText(daysBack: 8)])
        // The workouts' own: one session today, no reward, nothing covered.
        #expect(object["streakDays"] as? Int == 1)
        #expect(object["rewards"] as? Int == 0)
        #expect(object["coveredDays"] as? [String] == [])
        let workouts = try #require(object["allTime"] as? [String: Any])
        #expect(workouts["sessions"] as? Int == 1)
    }
}
