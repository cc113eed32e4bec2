import Foundation

/// The `history` table: one line per session, newest first as given.
///
/// Columns: the start of the id (what `history ID` takes), local start date and time, program,
/// duration (pauses included), active minutes, kcal, how it ended, phases performed of planned
/// (and skipped), and the language it ran in. kcal computed with the default body mass are
/// marked `*` and explained below the table. A preview (run at another speed) says so, with
/// its speed, next to how it ended: it is listed, never counted.
///
/// The table fits the terminal's `width`: columns are left out, the least needed first (language,
/// phases, duration, how it ended, kcal) until the program title has ``narrowestTitle`` columns;
/// then the title is cut with "…". ID, date, program and active time always stay. When any
/// session has a score (the scored formats), a Score column shows each one's first; it gives
/// way after kcal.
public enum HistoryTableView {
    /// The longest program title shown; longer ones end in "…".
    public static let titleWidth = 28
    /// The room a title keeps before it is cut further: enough to tell programs apart.
    public static let narrowestTitle = 20

    private enum Column: Int {
        case id, date, program, duration, active, kcal, end, phases, language, score
    }

    /// Active minutes to a tenth, rounded down: 119.7 s is "1.9", never the "2.0" that the
    /// counting rule (two active minutes) would deny.
    static func activeMinutes(_ record: SessionRecord, _ strings: Strings) -> String {
        strings.number((max(0, record.activeSeconds) / 6).rounded(.down) / 10, fractionDigits: 1)
    }

    public static func render(
        _ records: [SessionRecord], timeZone: TimeZone, strings: Strings, width: Int = .max
    ) -> String {
        guard !records.isEmpty else { return strings(.historyEmpty) }
        let header = [
            .historyHeaderId, .historyHeaderDate, .historyHeaderProgram, .historyHeaderDuration,
            .historyHeaderActive,
            .historyHeaderKcal, .historyHeaderEnd, .historyHeaderPhases, .historyHeaderLanguage,
        ].map { strings($0) }
        let rows = records.map { record in
            [
                Self.shortID(record.id),
                HistoryDates.local(record.startedAt, timeZone: timeZone, strings: strings),
                TextTable.truncated(record.programTitle, to: titleWidth),
                ClockText.format(.seconds(record.endedAt.timeIntervalSince(record.startedAt)), rounding: .nearest),
                strings(.historyMinutes, ["minutes": .text(activeMinutes(record, strings))]),
                KcalText.kcal(record.kcal, strings: strings) + (record.bodyMassIsDefault ? "*" : ""),
                endColumn(record, strings: strings),
                Self.phases(record, strings: strings),
                TerminalText.sanitize(record.language),
            ]
        }
        // Numbers are right-aligned, texts left-aligned.
        let scored = records.contains { !$0.scores.isEmpty || $0.workoutScore != nil }
        var table = TextTable(
            [.left, .left, .left, .right, .right, .right, .left, .left, .left] + (scored ? [.left] : []))
        table.append(header + (scored ? [strings(.historyHeaderScore)] : []))
        for (record, row) in zip(records, rows) {
            table.append(
                row
                    + (scored
                        ? [Self.firstScore(of: record).map { RecordText.score($0, record.division, strings) } ?? ""]
                        : [])
            )
        }
        let dropping: [Column] = [.language, .phases, .duration, .end, .kcal] + (scored ? [.score] : [])
        let fitted = table.fitted(
            TextTable.Fit(
                width: width, shrinking: Column.program.rawValue, minimum: narrowestTitle,
                dropping: dropping.map(\.rawValue)))
        var lines = fitted.table.lines(ruleAfterFirstRow: true)
        if fitted.kept.contains(Column.kcal.rawValue), let defaulted = records.first(where: \.bodyMassIsDefault) {
            let mass = KcalText.massNumber(defaulted.bodyMassKilograms, strings: strings)
            lines.append("")
            lines += WordWrap.lines(strings(.historyDefaultMassNote, ["mass": .text(mass)]), width: width)
        }
        return lines.joined(separator: "\n")
    }

    /// The first 8 characters of the id: enough to tell sessions apart, and what `history ID` takes.
    public static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }

    /// "16/16", or "12/16, 2 skipped" when phases were skipped.
    public static func phases(_ record: SessionRecord, strings: Strings) -> String {
        let skipped = record.phasesSkipped
        let arguments: [String: StringArgument] = [
            "done": .int(record.phasesDone), "total": .int(record.phasesTotal), "skipped": .int(skipped),
        ]
        return strings(skipped > 0 ? .historyPhasesSkipped : .historyPhases, arguments)
    }

    /// "finished", or "finished · preview ×60" for a preview.
    static func endColumn(_ record: SessionRecord, strings: Strings) -> String {
        let reason = strings(StringKey(.historyEndReason, record.endReason.rawValue))
        guard record.isPreview else { return reason }
        let speed = strings.number(record.speed, fractionDigits: record.speed.rounded() == record.speed ? 0 : 2)
        return strings(.historyPreview, ["reason": .text(reason), "speed": .text(speed)])
    }

    /// The score a session's row shows: the workout's one score when its program declares one
    /// (`log barbara 28:30` keeps no block's), else its first block's (SPEC 13, 14).
    static func firstScore(of record: SessionRecord) -> BlockScore? {
        record.workoutScore?.score ?? record.scores.first
    }
}
