import Foundation

/// The `history` table: one line per session, newest first as given.
///
/// Columns: the start of the id (what `history ID` takes), local start date and time, program,
/// duration (pauses included), active minutes, kcal, how it ended, phases performed of planned
/// (and skipped), and the language it ran in. kcal computed with the default body mass are
/// marked `*` and explained below the table.
public enum HistoryTableView {
    /// The longest program title shown; longer ones end in "…".
    public static let titleWidth = 28

    public static func render(_ records: [SessionRecord], timeZone: TimeZone, strings: Strings) -> String {
        guard !records.isEmpty else { return strings("history.empty") }
        let header = [
            "history.header.id", "history.header.date", "history.header.program", "history.header.duration",
            "history.header.active",
            "history.header.kcal", "history.header.end", "history.header.phases", "history.header.language",
        ].map { strings($0) }
        let rows = records.map { record in
            [
                Self.shortID(record.id),
                HistoryDates.local(record.startedAt, timeZone: timeZone, strings: strings),
                TextTable.truncated(TerminalText.sanitize(record.programTitle), to: titleWidth),
                ClockText.format(.seconds(record.endedAt.timeIntervalSince(record.startedAt)), rounding: .nearest),
                strings(
                    "history.minutes", ["minutes": .text(strings.number(record.activeSeconds / 60, fractionDigits: 1))]),
                KcalText.kcal(record.kcal, strings: strings) + (record.bodyMassIsDefault ? "*" : ""),
                strings("history.endReason." + record.endReason.rawValue),
                Self.phases(record, strings: strings),
                TerminalText.sanitize(record.language),
            ]
        }
        // Numbers are right-aligned, texts left-aligned.
        var table = TextTable([.left, .left, .left, .right, .right, .right, .left, .left, .left])
        table.append(header)
        rows.forEach { table.append($0) }
        var lines = table.lines(ruleAfterFirstRow: true)
        if let defaulted = records.first(where: \.bodyMassIsDefault) {
            let mass = KcalText.massNumber(defaulted.bodyMassKilograms, strings: strings)
            lines.append("")
            lines.append(strings("history.defaultMassNote", ["mass": .text(mass)]))
        }
        return lines.joined(separator: "\n")
    }

    /// The first 8 characters of the id: enough to tell sessions apart, and what `history ID` takes.
    public static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }

    /// "16/16", or "12/16, 2 skipped" when the timing says phases were skipped.
    public static func phases(_ record: SessionRecord, strings: Strings) -> String {
        let skipped = record.timing?.skipped ?? 0
        let arguments: [String: StringArgument] = [
            "done": .int(record.phasesDone), "total": .int(record.phasesTotal), "skipped": .int(skipped),
        ]
        return strings(skipped > 0 ? "history.phases.skipped" : "history.phases", arguments)
    }
}
