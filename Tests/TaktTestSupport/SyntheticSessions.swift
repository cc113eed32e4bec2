import Foundation
import TaktCore

/// Made-up sessions for tests: deterministic, one to three a day going back in time.
public enum SyntheticSessions {
    /// `count` sessions, the newest starting one hour before `end`, each with a fresh id.
    public static func records(count: Int, endingAt end: Date) -> [SessionRecord] {
        var generator = SeededRandom(seed: 0x7A6B_7400 &+ UInt64(max(0, count)))
        var records: [SessionRecord] = []
        records.reserveCapacity(max(0, count))
        var start = end.addingTimeInterval(-3_600)
        let titles = ["Classic Tabata", "Burpees, squats & \"more\"", "Core 10", "Kniebeugen-Leiter"]
        for index in 0..<max(0, count) {
            let planned = Double(240 + Int(generator.next() % 1_500))
            let paused = generator.next() % 4 == 0 ? Double(generator.next() % 120) : 0
            let finished = generator.next() % 5 != 0
            let active = planned * (finished ? 0.6 : 0.3)
            records.append(
                SessionRecord(
                    id: generator.uuid(), programID: "program-\(index % titles.count)",
                    programTitle: titles[index % titles.count], startedAt: start,
                    endedAt: start.addingTimeInterval(planned + paused), pausedSeconds: paused,
                    activeSeconds: active, phasesDone: finished ? 16 : 7, phasesTotal: 16,
                    endReason: finished ? .finished : (index % 2 == 0 ? .stopped : .interrupted),
                    kcal: active / 60 * 11 * 3.5 * 70 / 200, language: index % 3 == 0 ? "de" : "en",
                    bodyMassKilograms: 70, bodyMassIsDefault: index % 4 != 0))
            // Eight to sixteen hours back to the previous session: one to three a day.
            start = start.addingTimeInterval(-Double(28_800 + Int(generator.next() % 28_800)))
        }
        return records
    }
}
