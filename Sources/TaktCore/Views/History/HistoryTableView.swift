import Foundation

/// The `history` table: one line per session, newest first as given.
///
/// Columns: local start date and time, program, duration (pauses included), active minutes,
/// kcal, how it ended, and the language it ran in. kcal computed with the default body mass
/// are marked `*` and explained below the table.
public enum HistoryTableView {
    /// The longest program title shown; longer ones end in "…".
    public static let titleWidth = 28

    public static func render(_ records: [SessionRecord], timeZone: TimeZone, strings: Strings) -> String {
        guard !records.isEmpty else { return strings("history.empty") }
        let header = [
            "history.header.date", "history.header.program", "history.header.duration", "history.header.active",
            "history.header.kcal", "history.header.end", "history.header.language",
        ].map { strings($0) }
        let rows = records.map { record in
            [
                HistoryDates.local(record.startedAt, timeZone: timeZone, strings: strings),
                TextTable.truncated(record.programTitle, to: titleWidth),
                ClockText.format(.seconds(record.endedAt.timeIntervalSince(record.startedAt)), rounding: .nearest),
                strings(
                    "history.minutes", ["minutes": .text(strings.number(record.activeSeconds / 60, fractionDigits: 1))]),
                KcalText.kcal(record.kcal, strings: strings) + (record.bodyMassIsDefault ? "*" : ""),
                strings("history.endReason." + record.endReason.rawValue),
                record.language,
            ]
        }
        // Numbers are right-aligned, texts left-aligned.
        var table = TextTable([.left, .left, .right, .right, .right, .left, .left])
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
}
