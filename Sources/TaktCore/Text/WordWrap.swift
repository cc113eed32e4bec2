/// Breaks text into lines at spaces, measured in terminal columns.
public enum WordWrap {
    /// What happens to a single word wider than the line.
    public enum LongWord: Sendable {
        /// Cut with "…": for screens where a wider line would wrap and break the layout.
        case cut
        /// Kept whole on a line of its own: for printed text, where a broken word misleads more
        /// than a long line (a path, a URL).
        case keep
        /// Broken at the width, nothing left out: for a screen line that must be read whole
        /// (the spool path on the finished screen).
        case split
    }

    /// The lines of `text` at most `width` columns wide; line breaks in `text` are kept.
    public static func lines(_ text: String, width: Int, longWord: LongWord = .keep) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            let wrapped = wrapParagraph(String(paragraph), width: max(1, width), longWord: longWord)
            return wrapped.isEmpty ? [""] : wrapped
        }
    }

    /// `text` wrapped to `width` columns, its first line after `first` and the others after
    /// `rest`: a hanging indent that keeps a wrapped item visibly one item.
    public static func indented(_ text: String, width: Int, first: String, rest: String) -> [String] {
        let room = width - max(DisplayWidth.of(first), DisplayWidth.of(rest))
        return lines(text, width: room).enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }

    private static func wrapParagraph(_ text: String, width: Int, longWord: LongWord) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            switch longWord {
            case .cut: current = DisplayWidth.truncate(word, to: width)
            case .keep: current = word
            case .split:
                var pieces = pieces(of: word, width: width)
                current = pieces.removeLast()
                lines += pieces
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `word` in pieces of at most `width` columns; never empty.
    private static func pieces(of word: String, width: Int) -> [String] {
        var pieces = [""]
        for character in word {
            let piece = pieces[pieces.count - 1] + String(character)
            if DisplayWidth.of(piece) <= width || pieces[pieces.count - 1].isEmpty {
                pieces[pieces.count - 1] = piece
            } else {
                pieces.append(String(character))
            }
        }
        return pieces
    }
}
