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
    var widths: [Int] { Self.widths(of: cellWidths, columns: alignments.count) }

    /// Every cell's width, measured once: measuring is the dear part of a 1,000-row table.
    private var cellWidths: [[Int]] {
        rows.map { row in row.map(DisplayWidth.of) }
    }

    private static func widths(of cellWidths: [[Int]], columns: Int) -> [Int] {
        var widths = [Int](repeating: 0, count: columns)
        for row in cellWidths {
            for (column, width) in row.enumerated() where column < columns {
                widths[column] = max(widths[column], width)
            }
        }
        return widths
    }

    /// The rows as lines, without trailing spaces; with `ruleAfterFirstRow`, a "─" line under the header.
    func lines(indent: String = "", ruleAfterFirstRow: Bool = false) -> [String] {
        let cellWidths = cellWidths
        let widths = Self.widths(of: cellWidths, columns: alignments.count)
        var lines = zip(rows, cellWidths).map { row, rowWidths in
            var line = indent
            for (column, cell) in row.enumerated() where column < widths.count {
                if column > 0 { line += "  " }
                let padding = String(repeating: " ", count: max(0, widths[column] - rowWidths[column]))
                line += alignments[column] == .left ? cell + padding : padding + cell
            }
            return DisplayWidth.trimmingTrailingSpaces(line)
        }
        if ruleAfterFirstRow, !lines.isEmpty {
            let total = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
            lines.insert(indent + String(repeating: "─", count: total), at: 1)
        }
        return lines
    }

    /// How a table meets a terminal's width: whole columns are left out in `dropping` order until
    /// one text column can have `minimum` columns, then that column gives up what is still too
    /// much (its cells cut with "…").
    struct Fit {
        var width: Int
        var shrinking: Int
        var minimum: Int
        var dropping: [Int] = []
    }

    /// The table narrowed to `fit.width` as far as ``Fit`` allows, and the original indexes of
    /// the columns it kept.
    func fitted(_ fit: Fit, indent: String = "") -> (table: TextTable, kept: [Int]) {
        var widths = widths
        var kept = Array(alignments.indices)
        func total() -> Int {
            kept.map { widths[$0] }.reduce(DisplayWidth.of(indent), +) + 2 * max(0, kept.count - 1)
        }
        let natural = widths[fit.shrinking]
        let wanted = min(natural, fit.minimum)
        widths[fit.shrinking] = wanted
        var dropping = fit.dropping[...]
        while total() > fit.width, let next = dropping.popFirst() {
            kept.removeAll { $0 == next }
        }
        // Never so narrow that "…" is all a cell shows.
        widths[fit.shrinking] = min(natural, max(min(natural, 4), fit.width - (total() - wanted)))
        var table = TextTable(kept.map { alignments[$0] })
        table.rows = rows.map { row in
            kept.map { column in
                let cell = column < row.count ? row[column] : ""
                return column == fit.shrinking ? Self.cut(cell, to: widths[column]) : cell
            }
        }
        return (table, kept)
    }

    /// A cell cut to `columns`, its "…" right after the last word ("ladder…", not "ladder …").
    private static func cut(_ cell: String, to columns: Int) -> String {
        let cut = DisplayWidth.truncate(cell, to: columns)
        guard cut != cell, cut.hasSuffix("…") else { return cut }
        return DisplayWidth.trimmingTrailingSpaces(String(cut.dropLast())) + "…"
    }

    /// Cuts a text to `limit` terminal columns, marking the cut with "…"; escaped first, as a cell.
    static func truncated(_ text: String, to limit: Int) -> String {
        DisplayWidth.truncate(TerminalText.sanitize(text, lineBreaks: .space), to: limit)
    }
}
