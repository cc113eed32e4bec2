import Foundation

/// A history row as a FIT activity: `export --format fit`.
public enum SessionActivity {
    /// The activity of `record`: a lap for each phase the session performed.
    ///
    /// The row's phase times are program seconds since its start, as its start and end are,
    /// so each lap begins at `startedAt + actualStart`, lasts its performed seconds plus its
    /// pauses, and its timer ran the performed seconds. A row logged before takt kept its
    /// phases gives one lap for the whole session: elapsed the row's duration, timer that
    /// minus the paused seconds.
    public static func export(_ record: SessionRecord) -> ActivityExport {
        let elapsed = max(0, record.endedAt.timeIntervalSince(record.startedAt))
        let timer = max(0, elapsed - record.pausedSeconds)
        let phases = record.timing?.phases ?? []
        let laps =
            phases.isEmpty
            ? [ActivityLap(start: record.startedAt, elapsedSeconds: elapsed, timerSeconds: timer, intensity: .active)]
            : phases.map { phase in
                ActivityLap(
                    start: record.startedAt.addingTimeInterval(phase.actualStart),
                    elapsedSeconds: phase.seconds + phase.pausedSeconds, timerSeconds: phase.seconds,
                    intensity: intensity(of: phase.kind))
            }
        return ActivityExport(
            start: record.startedAt, end: record.endedAt, timerSeconds: timer, kcal: record.kcal, laps: laps)
    }

    private static func intensity(of kind: Phase.Kind) -> ActivityLap.Intensity {
        switch kind {
        case .getReady: .warmup
        case .work, .emom, .deathBy, .amrap, .forTime: .active
        case .rest: .rest
        }
    }

    /// `2026-11-21-tabata-classic-1a2b3c4d.fit`: day, program and the start of the id, so the
    /// files of a folder sort by date and never collide.
    public static func fileName(for record: SessionRecord) -> String {
        let day = String(HistoryDates.iso8601(record.startedAt).prefix(10))
        let program = TextForm.id(for: record.programID)
        let id = record.id.uuidString.lowercased().prefix(8)
        return day + "-" + program + "-" + id + ".fit"
    }

    /// `2026-11-01` as the start of that day in `timeZone`; `nil` for anything else.
    public static func day(_ text: String, timeZone: TimeZone) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.day], from: date).day == day
        else { return nil }
        return date
    }
}
