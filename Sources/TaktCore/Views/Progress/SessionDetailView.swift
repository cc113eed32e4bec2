import Foundation

/// `history ID`: one session in detail, its facts and then every performed phase with when it
/// was due, when it began, how late that was, how long it ran, its pauses and whether it was skipped.
///
/// Start times are program time since the session began, to the millisecond, as the events
/// file writes them; lateness to a tenth of a millisecond.
public enum SessionDetailView {
    public static func render(_ record: SessionRecord, timeZone: TimeZone, strings: Strings) -> String {
        var lines = facts(record, timeZone: timeZone, strings: strings)
        lines.append("")
        guard let timing = record.timing, !timing.phases.isEmpty else {
            lines.append(strings("history.detail.noTiming"))
            return lines.joined(separator: "\n")
        }
        // The last column only when something was skipped, so no empty column widens the rule.
        let anySkipped = timing.phases.contains(where: \.skipped)
        var table = TextTable([.right, .left, .right, .right, .right, .right, .right] + (anySkipped ? [.left] : []))
        table.append(
            [
                "history.detail.header.order", "history.detail.header.phase", "history.detail.header.planned",
                "history.detail.header.started", "history.detail.header.late", "history.detail.header.length",
                "history.detail.header.paused",
            ].map { strings($0) })
        for phase in timing.phases {
            table.append(
                [
                    String(phase.order), name(of: phase, strings: strings), startText(phase.plannedStart, strings),
                    startText(phase.actualStart, strings),
                    phase.latenessMilliseconds.map { milliseconds($0, strings) } ?? "–",
                    ClockText.format(.seconds(max(0, phase.seconds)), rounding: .nearest),
                    phase.pausedSeconds > 0 ? ClockText.format(.seconds(phase.pausedSeconds), rounding: .nearest) : "",
                ] + (anySkipped ? [phase.skipped ? strings("history.detail.skipped") : ""] : []))
        }
        lines += table.lines(ruleAfterFirstRow: true)
        return lines.joined(separator: "\n")
    }

    private static func facts(_ record: SessionRecord, timeZone: TimeZone, strings: Strings) -> [String] {
        var rows: [(String, String)] = [
            ("history.detail.id", record.id.uuidString.lowercased()),
            ("history.detail.program", TerminalText.sanitize(record.programTitle + " (" + record.programID + ")")),
            ("history.detail.started", HistoryDates.local(record.startedAt, timeZone: timeZone, strings: strings)),
            ("history.detail.ended", strings("history.endReason." + record.endReason.rawValue)),
            (
                "history.detail.duration",
                ClockText.format(
                    .seconds(max(0, record.endedAt.timeIntervalSince(record.startedAt))), rounding: .nearest)
            ),
            ("history.detail.active", ClockText.format(.seconds(max(0, record.activeSeconds)), rounding: .nearest)),
            ("history.detail.paused", ClockText.format(.seconds(max(0, record.pausedSeconds)), rounding: .nearest)),
            ("history.detail.phases", HistoryTableView.phases(record, strings: strings)),
            (
                "history.detail.kcal",
                strings("history.detail.kcalValue", ["kcal": .text(KcalText.kcal(record.kcal, strings: strings))])
            ),
        ]
        if let timing = record.timing {
            rows.append(("timing.label", TimingText.summary(timing, strings: strings)))
            if let median = timing.medianLatenessMilliseconds {
                rows.append(("history.detail.median", milliseconds(median, strings)))
            }
            rows.append(("history.detail.pauses", String(timing.pauses)))
            let digits = timing.speed == timing.speed.rounded() ? 0 : 2
            rows.append(
                (
                    "history.detail.speed",
                    strings(
                        "history.detail.speedValue",
                        ["speed": .text(strings.number(timing.speed, fractionDigits: digits))])
                ))
        }
        var table = TextTable([.left, .left])
        for (key, value) in rows { table.append([strings(key), value]) }
        return table.lines()
    }

    private static func name(of phase: PerformedPhase, strings: Strings) -> String {
        switch phase.kind {
        case .getReady: strings("show.phase.getReady")
        case .rest: strings("show.phase.rest")
        case .work: TextTable.truncated(TerminalText.sanitize(phase.name), to: HistoryTableView.titleWidth)
        }
    }

    /// "1:05.250": minutes, seconds and milliseconds of program time.
    static func startText(_ seconds: Double, _ strings: Strings) -> String {
        let millis = Int((max(0, seconds) * 1000).rounded())
        let minutes = millis / 60_000
        let rest = strings.number(Double(millis % 60_000) / 1000, fractionDigits: 3)
        return String(minutes) + ":" + (millis % 60_000 < 10_000 ? "0" : "") + rest
    }

    static func milliseconds(_ value: Double, _ strings: Strings) -> String {
        strings("history.detail.ms", ["ms": .text(TimingText.milliseconds(value, strings))])
    }
}
