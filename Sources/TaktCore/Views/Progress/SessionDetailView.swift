import Foundation

/// `history ID`: one session in detail, its facts, its scores and lifts, and then every performed phase with when it
/// was due, when it began, how late that was, how long it ran, its pauses and whether it was skipped.
///
/// Start times are program time since the session began, to the millisecond, as the events
/// file writes them; lateness to a tenth of a millisecond.
///
/// On a narrow terminal the phase table leaves out the due time first (start minus lateness
/// gives it), then the pauses and the length, and the phase names give up room last.
public enum SessionDetailView {
    private enum Column: Int {
        case order, phase, planned, started, late, length, paused
    }

    /// `titles`: the title of each scored block by its number, from the program when it is
    /// still known; a score's line is named by it, else by its format (SPEC 13).
    public static func render(
        _ record: SessionRecord, timeZone: TimeZone, strings: Strings, width: Int = .max, titles: [Int: String] = [:],
        catalog: ExerciseCatalog? = nil
    ) -> String {
        var lines = facts(record, timeZone: timeZone, strings: strings)
        lines += scoreLines(record, strings: strings, width: width, titles: titles)
        lines += liftLines(record, strings: strings, catalog: catalog)
        // A logged session ran without the timer: it has no phases to miss.
        if record.source == .log { return lines.joined(separator: "\n") }
        lines.append("")
        guard let timing = record.timing, !timing.phases.isEmpty else {
            lines.append(strings(.historyDetailNoTiming))
            return lines.joined(separator: "\n")
        }
        // The last column only when something was skipped, so no empty column widens the rule.
        let anySkipped = timing.phases.contains(where: \.skipped)
        var table = TextTable([.right, .left, .right, .right, .right, .right, .right] + (anySkipped ? [.left] : []))
        table.append(
            [
                .historyDetailHeaderOrder, .historyDetailHeaderPhase, .historyDetailHeaderPlanned,
                .historyDetailHeaderStarted, .historyDetailHeaderLate, .historyDetailHeaderLength,
                .historyDetailHeaderPaused,
            ].map { strings($0) })
        for phase in timing.phases {
            table.append(
                [
                    String(phase.order), name(of: phase, strings: strings), startText(phase.plannedStart, strings),
                    startText(phase.actualStart, strings),
                    phase.latenessMilliseconds.map { milliseconds($0, strings) } ?? "–",
                    ClockText.format(.seconds(max(0, phase.seconds)), rounding: .nearest),
                    phase.pausedSeconds > 0 ? ClockText.format(.seconds(phase.pausedSeconds), rounding: .nearest) : "",
                ] + (anySkipped ? [phase.skipped ? strings(.historyDetailSkipped) : ""] : []))
        }
        let dropping: [Column] = [.planned, .paused, .length]
        let fitted = table.fitted(
            TextTable.Fit(
                width: width, shrinking: Column.phase.rawValue, minimum: 16, dropping: dropping.map(\.rawValue)))
        lines += fitted.table.lines(ruleAfterFirstRow: true)
        return lines.joined(separator: "\n")
    }

    private static func facts(_ record: SessionRecord, timeZone: TimeZone, strings: Strings) -> [String] {
        var rows: [(StringKey, String)] = [
            (.historyDetailId, record.id.uuidString.lowercased()),
            (.historyDetailProgram, TerminalText.sanitize(record.programTitle + " (" + record.programID + ")")),
            (.historyDetailStarted, HistoryDates.local(record.startedAt, timeZone: timeZone, strings: strings)),
            (.historyDetailEnded, strings(StringKey(.historyEndReason, record.endReason.rawValue))),
            (
                .historyDetailDuration,
                ClockText.format(
                    .seconds(max(0, record.endedAt.timeIntervalSince(record.startedAt))), rounding: .nearest)
            ),
            (.historyDetailActive, ClockText.format(.seconds(max(0, record.activeSeconds)), rounding: .nearest)),
            (.historyDetailPaused, ClockText.format(.seconds(max(0, record.pausedSeconds)), rounding: .nearest)),
            (.historyDetailPhases, HistoryTableView.phases(record, strings: strings)),
            (.historyDetailKcal, kcalText(record, strings: strings)),
        ]
        rows += heartRateRows(record, strings: strings)
        if record.source == .log || record.edited {
            let how = strings(record.source == .log ? .historyDetailRecordedLog : .historyDetailRecordedTimer)
            rows.append(
                (
                    .historyDetailRecorded,
                    record.edited ? strings(.historyDetailRecordedEdited, ["how": .text(how)]) : how
                ))
        }
        if let note = record.note { rows.append((.historyDetailNote, TerminalText.sanitize(note))) }
        if let timing = record.timing {
            rows.append((.timingLabel, TimingText.summary(timing, strings: strings)))
            if let median = timing.medianLatenessMilliseconds {
                rows.append((.historyDetailMedian, milliseconds(median, strings)))
            }
            rows.append((.historyDetailPauses, String(timing.pauses)))
            let digits = timing.speed == timing.speed.rounded() ? 0 : 2
            rows.append(
                (
                    .historyDetailSpeed,
                    strings(
                        .historyDetailSpeedValue,
                        ["speed": .text(strings.number(timing.speed, fractionDigits: digits))])
                ))
        }
        var table = TextTable([.left, .left])
        for (key, value) in rows { table.append([strings(key), value]) }
        return table.lines()
    }

    /// Each score with its block, then its rounds' splits or its periods' done times and misses,
    /// wrapped at `width`: "AMRAP (block 1): 7+12", "Rounds: 1 in 0:45.2 · 2 in 0:51.0".
    private static func scoreLines(
        _ record: SessionRecord, strings: Strings, width: Int, titles: [Int: String]
    ) -> [String] {
        var lines: [String] = []
        if let workout = record.workoutScore {
            // The workout's one score first, named by the program and its kind (SPEC 14).
            let name = ScoreText.workoutName(workout.kind, title: record.programTitle, strings)
            let scoreText = RecordText.score(workout.score, record.division, strings)
            lines += ["", strings(.historyDetailScoreTitled, ["title": .text(name), "score": .text(scoreText)])]
        }
        for score in record.scores {
            lines.append("")
            let scoreText = RecordText.score(score, record.division, strings)
            if let title = titles[score.block].map({ TerminalText.sanitize($0) }), !title.isEmpty {
                lines.append(strings(.historyDetailScoreTitled, ["title": .text(title), "score": .text(scoreText)]))
            } else {
                lines.append(
                    strings(
                        .historyDetailScoreValue,
                        [
                            "format": .text(ScoreText.formatName(score.format, strings)), "block": .int(score.block),
                            "score": .text(scoreText),
                        ]))
            }
            guard !score.splits.isEmpty else { continue }
            let periods = score.format.isPeriodic
            let items = score.splits.enumerated().map { index, split in
                split.map {
                    strings(
                        .historyDetailSplit, ["round": .int(index + 1), "time": .text(ScoreText.time($0, strings))])
                } ?? strings(.historyDetailMissed, ["round": .int(index + 1)])
            }
            let list = items.joined(separator: " · ")
            let text = strings(periods ? .historyDetailPeriods : .historyDetailRounds, ["list": .text(list)])
            lines += WordWrap.lines(text, width: width == .max ? 80 : width)
        }
        return lines
    }

    private static func name(of phase: PerformedPhase, strings: Strings) -> String {
        switch phase.kind {
        case .getReady: strings(.showPhaseGetReady)
        case .rest: strings(.showPhaseRest)
        case .inhale, .hold, .exhale, .meditation, .reflection: BreathText.name(phase.kind, strings) ?? ""
        case .work, .emom, .deathBy, .amrap, .forTime:
            TextTable.truncated(TerminalText.sanitize(phase.name), to: HistoryTableView.titleWidth)
        }
    }

    /// "1:05.250": minutes, seconds and milliseconds of program time; from an hour on the hours
    /// lead, as every other time takt writes ("1:01:05.250", not "61:05.250").
    static func startText(_ seconds: Double, _ strings: Strings) -> String {
        let millis = Int((max(0, seconds) * 1000).rounded())
        let (hours, minutes) = (millis / 3_600_000, millis / 60_000 % 60)
        let rest = strings.number(Double(millis % 60_000) / 1000, fractionDigits: 3)
        let clock = (millis % 60_000 < 10_000 ? "0" : "") + rest
        guard hours > 0 else { return String(minutes) + ":" + clock }
        return String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes) + ":" + clock
    }

    static func milliseconds(_ value: Double, _ strings: Strings) -> String {
        strings(.historyDetailMs, ["ms": .text(TimingText.milliseconds(value, strings))])
    }
}
