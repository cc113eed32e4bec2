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
                truncated(TerminalText.sanitize(record.programTitle)),
                ClockText.format(.seconds(record.endedAt.timeIntervalSince(record.startedAt)), rounding: .nearest),
                strings(
                    "history.minutes", ["minutes": .text(strings.number(record.activeSeconds / 60, fractionDigits: 1))]),
                strings.number(record.kcal, fractionDigits: 0) + (record.bodyMassIsDefault ? "*" : ""),
                strings("history.endReason." + record.endReason.rawValue),
                TerminalText.sanitize(record.language),
            ]
        }
        // Numbers are right-aligned, texts left-aligned.
        let rightAligned: Set<Int> = [2, 3, 4]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? fill + cell : cell + fill
            }
            return padded.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var lines = [line(header), String(repeating: "─", count: widths.reduce(0, +) + 2 * (widths.count - 1))]
        lines += rows.map(line)
        if let defaulted = records.first(where: \.bodyMassIsDefault) {
            let mass = strings.number(defaulted.bodyMassKilograms, fractionDigits: 0)
            lines.append("")
            lines.append(strings("history.defaultMassNote", ["mass": .text(mass)]))
        }
        return lines.joined(separator: "\n")
    }

    private static func truncated(_ title: String) -> String {
        title.count <= titleWidth ? title : String(title.prefix(titleWidth - 1)) + "…"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
