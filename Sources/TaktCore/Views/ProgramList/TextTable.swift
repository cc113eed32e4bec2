/// Lays out rows of text in aligned columns, two spaces apart.
struct TextTable {
    enum Alignment {
        case left, right
    }

    var alignments: [Alignment]
    var rows: [[String]] = []

    init(_ alignments: [Alignment]) {
        self.alignments = alignments
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The rows as lines, without trailing spaces.
    func lines(indent: String = "") -> [String] {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            var cells: [String] = []
            for (column, cell) in row.enumerated() where column < widths.count {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(alignments[column] == .left ? cell + padding : padding + cell)
            }
            let line = indent + cells.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Cuts a text to `limit` characters, marking the cut with "…".
    static func truncated(_ text: String, to limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
