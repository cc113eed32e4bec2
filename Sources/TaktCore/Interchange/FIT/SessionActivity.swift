import Foundation

/// A history row as a FIT activity: `export --format fit`.
public enum SessionActivity {
    /// The activity of `record`: a lap for each phase the session performed, and for each
    /// round of an amrap or for-time window (docs/formats.md).
    ///
    /// The row's phase times are program seconds since its start, as its start and end are,
    /// so each lap begins at `startedAt + actualStart`, lasts its performed seconds plus its
    /// pauses, and its timer ran the performed seconds. A row logged before takt kept its
    /// phases gives one lap for the whole session: elapsed the row's duration, timer that
    /// minus the paused seconds.
    ///
    /// With the row's scores, an amrap or for-time window is a lap per complete round (its
    /// split) and a lap for the rest of the window after the last one, and an emom or
    /// death-by period says by its trigger whether it was done (`manual`, an Enter) or missed
    /// (`time`). See ``windowLaps(_:score:start:)`` for how the scores are matched.
    public static func export(_ record: SessionRecord) -> ActivityExport {
        var activity = laps(record)
        activity.sets = sets(record)
        return activity
    }

    /// The activity of `record` without its sets.
    private static func laps(_ record: SessionRecord) -> ActivityExport {
        let elapsed = max(0, record.endedAt.timeIntervalSince(record.startedAt))
        let timer = max(0, elapsed - record.pausedSeconds)
        let phases = record.timing?.phases ?? []
        guard !phases.isEmpty else {
            let lap = ActivityLap(
                start: record.startedAt, elapsedSeconds: elapsed, timerSeconds: timer, intensity: .active)
            return ActivityExport(
                start: record.startedAt, end: record.endedAt, timerSeconds: timer, kcal: record.kcal, laps: [lap],
                heartRate: record.heartRate?.samples ?? [])
        }
        let windows = ScoredWindows(phases: phases, scores: record.scores)
        var laps: [ActivityLap] = []
        for (position, phase) in phases.enumerated() {
            let start = record.startedAt.addingTimeInterval(phase.actualStart)
            if let score = windows.rounds[position], let rounds = windowLaps(phase, score: score, start: start) {
                laps += rounds
                continue
            }
            var lap = ActivityLap(
                start: start, elapsedSeconds: phase.seconds + phase.pausedSeconds, timerSeconds: phase.seconds,
                intensity: intensity(of: phase.kind))
            if let done = windows.periods[position] { lap.trigger = done ? .manual : .time }
            laps.append(lap)
        }
        return ActivityExport(
            start: record.startedAt, end: record.endedAt, timerSeconds: timer, kcal: record.kcal, laps: laps,
            heartRate: record.heartRate?.samples ?? [])
    }

    /// The laps of an amrap or for-time window: one per complete round, lasting its split,
    /// then one for the rest of the window, so the laps fill the window's time exactly.
    ///
    /// The row does not say when within the window a pause fell, so the window's paused
    /// seconds are the last lap's (its elapsed time exceeds its timer). Splits are kept to
    /// 0.1 s, so their sum may pass the window's performed seconds by the rounding: the
    /// rounds are cut to the window, and a rest shorter than 0.05 s (a for-time finished by
    /// its last rep) joins the last round. Splits that cannot be this window's (a missing
    /// split, or more time than the window had) give `nil`: the window stays one lap.
    static func windowLaps(_ phase: PerformedPhase, score: BlockScore, start: Date) -> [ActivityLap]? {
        let splits = score.splits.compactMap { $0 }
        let total = splits.reduce(0, +)
        guard !splits.isEmpty, splits.count == score.splits.count,
            total <= phase.seconds + 0.05 * Double(splits.count + 1)
        else { return nil }
        var laps: [ActivityLap] = []
        var used = 0.0
        for split in splits {
            let seconds = min(split, max(0, phase.seconds - used))
            laps.append(
                ActivityLap(
                    start: start.addingTimeInterval(used), elapsedSeconds: seconds, timerSeconds: seconds,
                    intensity: .active))
            used += seconds
        }
        let rest = max(0, phase.seconds - used)
        if rest >= 0.05 {
            // Ended by the cap (the clock), or by n or a stop before it.
            laps.append(
                ActivityLap(
                    start: start.addingTimeInterval(used), elapsedSeconds: rest + phase.pausedSeconds,
                    timerSeconds: rest, intensity: .active, trigger: phase.skipped ? .manual : .time))
        } else if let last = laps.indices.last {
            laps[last].timerSeconds += rest
            laps[last].elapsedSeconds += rest + phase.pausedSeconds
        }
        return laps
    }

    /// Which performed phases the row's scores speak for.
    ///
    /// A performed phase has no block number, so windows are matched in order: the k-th
    /// amrap or for-time window of the timeline (by its `order`) with the k-th amrap or
    /// for-time score by block, and only when there are as many of each; a window visited
    /// twice (after back) takes its score on the last visit, as the score is that visit's.
    /// Emom and death-by periods, in timeline order, take the splits of the emom and
    /// death-by scores one after the other (a session stopped inside a period may have one
    /// period more than splits); any other count leaves the periods' triggers alone.
    struct ScoredWindows {
        /// Index in the row's phases → the score whose rounds become its laps.
        var rounds: [Int: BlockScore] = [:]
        /// Index in the row's phases → whether the period was done.
        var periods: [Int: Bool] = [:]

        init(phases: [PerformedPhase], scores: [BlockScore]) {
            guard !scores.isEmpty else { return }
            let sorted = scores.sorted { $0.block < $1.block }
            let windowScores = sorted.filter { !$0.format.isPeriodic }
            let windows = Self.lastVisits(phases) { $0.scoredFormat?.isPeriodic == false }
            if windows.count == windowScores.count {
                for (index, score) in zip(windows, windowScores) { rounds[index] = score }
            }
            let splits = sorted.filter(\.format.isPeriodic).flatMap(\.splits)
            let orders = Self.orders(phases) { $0.isPeriodic }
            guard orders.count == splits.count || orders.count == splits.count + 1 else { return }
            var done: [Int: Bool] = [:]
            for (order, split) in zip(orders, splits) { done[order] = split != nil }
            for (index, phase) in phases.enumerated() {
                if let value = done[phase.order] { periods[index] = value }
            }
        }

        /// The distinct `order`s of the phases of the kinds `matching`, in timeline order.
        static func orders(_ phases: [PerformedPhase], matching: (Phase.Kind) -> Bool) -> [Int] {
            Set(phases.filter { matching($0.kind) }.map(\.order)).sorted()
        }

        /// The index of the last visit of each phase of the kinds `matching`, in timeline order.
        static func lastVisits(_ phases: [PerformedPhase], matching: (Phase.Kind) -> Bool) -> [Int] {
            var last: [Int: Int] = [:]
            for (index, phase) in phases.enumerated() where matching(phase.kind) { last[phase.order] = index }
            return orders(phases, matching: matching).compactMap { last[$0] }
        }
    }

    private static func intensity(of kind: Phase.Kind) -> ActivityLap.Intensity {
        switch kind {
        case .getReady: .warmup
        case .work, .emom, .deathBy, .amrap, .forTime: .active
        case .rest, .inhale, .hold, .exhale, .meditation, .reflection: .rest
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
