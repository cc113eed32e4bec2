/// Lays out rows of text in aligned columns, two spaces apart: the one table layout of takt.
///
/// `list`, `history`, `stats`, `show`'s facts and its timeline all use it. Columns are measured
/// in terminal columns (``DisplayWidth``), not characters, so a CJK or emoji title takes the
/// room it really takes and the columns after it stay aligned.
struct TextTable {
    enum Alignment {
        case left, right
    }

    var alignments: [Alignment]
    var rows: [[String]] = []

    init(_ alignments: [Alignment]) {
        self.alignments = alignments
    }

    /// Adds a row; a cell is one line, so a newline or tab in it (a file name, a history row)
    /// becomes a space rather than breaking the table (other controls are escaped).
    mutating func append(_ row: [String]) {
        rows.append(row.map { TerminalText.sanitize($0, lineBreaks: .space) })
    }

    /// The width of each column in terminal columns: its widest cell.
    var widths: [Int] {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], DisplayWidth.of(cell))
            }
        }
        return widths
    }

    /// The rows as lines, without trailing spaces; with `ruleAfterFirstRow`, a "─" line under the header.
    func lines(indent: String = "", ruleAfterFirstRow: Bool = false) -> [String] {
        let widths = widths
        var lines = rows.map { row in
            var cells: [String] = []
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
                cells.append(alignments[column] == .left ? cell + padding : padding + cell)
            }
            let line = indent + cells.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        if ruleAfterFirstRow, !lines.isEmpty {
            let total = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
            lines.insert(indent + String(repeating: "─", count: total), at: 1)
        }
        return lines
    }

    /// Cuts a text to `limit` terminal columns, marking the cut with "…"; escaped first, as a cell.
    static func truncated(_ text: String, to limit: Int) -> String {
        DisplayWidth.truncate(TerminalText.sanitize(text, lineBreaks: .space), to: limit)
    }
}
