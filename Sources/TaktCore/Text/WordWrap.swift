/// Breaks text into lines at spaces, measured in terminal columns.
public enum WordWrap {
    /// What happens to a single word wider than the line.
    public enum LongWord: Sendable {
        /// Cut with "…": for screens where a wider line would wrap and break the layout.
        case cut
        /// Kept whole on a line of its own: for printed text, where a broken word misleads more
        /// than a long line (a path, a URL).
        case keep
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
            current = longWord == .cut ? DisplayWidth.truncate(word, to: width) : word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
