import Foundation

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

    /// `text` with every line wider than `width` wrapped on words; lines that fit are left as
    /// they are, so tables and pictures made to fit keep their alignment.
    ///
    /// For printed prose whose view does not know the width (messages, help): a wrapped line
    /// keeps its indentation, and a line laid out as a term and its description ("  plan   Follow
    /// a plan") continues under the description. A word wider than the line is kept whole, and
    /// so is a quoted line with a caret under it (a text form error): the caret must stay under
    /// its column.
    public static func fitting(_ text: String, width: Int) -> String {
        guard width > 0, !text.isEmpty else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.map { index -> String in
            let line = lines[index]
            guard DisplayWidth.of(line) > width else { return line }
            if index + 1 < lines.count, isCaret(lines[index + 1]) { return line }
            let hang = hangingIndent(line, width: width)
            let head = String(line.prefix(hang))
            let rest = String(line.dropFirst(hang))
            return indented(rest, width: width, first: head, rest: String(repeating: " ", count: DisplayWidth.of(head)))
                .map(DisplayWidth.trimmingTrailingSpaces)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private static func isCaret(_ line: String) -> Bool {
        line.hasSuffix("^") && line.dropLast().allSatisfy { $0 == " " }
    }

    /// Where a wrapped line continues: after a term's gap of two or more spaces when that is in
    /// the line's first half, else after the line's own indentation.
    private static func hangingIndent(_ line: String, width: Int) -> Int {
        let characters = Array(line)
        let leading = characters.prefix { $0 == " " }.count
        var index = leading
        while index < characters.count, index <= width / 2 {
            if characters[index] == " ", index + 1 < characters.count, characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end <= width / 2 && end < characters.count ? end : leading
            }
            index += 1
        }
        return leading
    }

    private static func wrapParagraph(_ text: String, width: Int, longWord: LongWord) -> [String] {
        var lines: [String] = []
        var current = ""
        // The line's width so far: a word and a space add their own widths, so each word is
        // measured once, not the whole line again at every word.
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let wordWidth = DisplayWidth.of(word)
            let candidateWidth = current.isEmpty ? wordWidth : currentWidth + 1 + wordWidth
            if candidateWidth <= width {
                current = current.isEmpty ? word : current + " " + word
                currentWidth = candidateWidth
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
            currentWidth = DisplayWidth.of(current)
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

/// Help and manual text read as paragraphs, so it can be wrapped anew at any width.
///
/// The text form the string tables use: one paragraph a line; a list item is a term and its
/// description with two or more spaces between them ("  --json   as JSON", "  Keys:  space …"),
/// indented as deep as it is nested; a line indented deeper than the paragraph before it, with
/// no such gap, continues that paragraph (a text laid out by hand for 80 columns reads back as
/// the paragraphs it was); a blank line is kept.
public enum Prose {
    public enum Paragraph: Sendable, Hashable {
        case blank
        case text(indent: Int, String)
        case item(indent: Int, term: String, description: String)
    }

    public static func paragraphs(_ text: String) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let content = String(line.dropFirst(indent))
            if content.allSatisfy(\.isWhitespace) {
                paragraphs.append(.blank)
                continue
            }
            if let gap = content.range(of: "  "), gap.lowerBound > content.startIndex {
                let term = String(content[..<gap.lowerBound])
                let description = String(content[gap.upperBound...]).drop { $0 == " " }
                paragraphs.append(.item(indent: indent, term: term, description: String(description)))
                continue
            }
            switch paragraphs.last {
            case .text(let first, let words) where indent > first:
                paragraphs[paragraphs.count - 1] = .text(indent: first, words + " " + content)
            case .item(let first, let term, let words) where indent > first:
                paragraphs[paragraphs.count - 1] = .item(indent: first, term: term, description: words + " " + content)
            default:
                paragraphs.append(.text(indent: indent, content))
            }
        }
        return paragraphs
    }

    /// `text` wrapped to `width` columns as paragraphs: a text under its own indent, an item's
    /// description under the column where the descriptions of its list begin (the widest term of
    /// the list and two spaces). Where that leaves a description less than a third of the width,
    /// or less than its longest word, it goes on the lines below its term instead.
    public static func wrapped(_ text: String, width: Int) -> String {
        let paragraphs = paragraphs(text)
        var columns = [Int](repeating: 0, count: paragraphs.count)
        var start = 0
        while start < paragraphs.count {
            var end = start
            var widest = 0
            while end < paragraphs.count, case .item(let indent, let term, _) = paragraphs[end] {
                widest = max(widest, indent + DisplayWidth.of(term))
                end += 1
            }
            for index in start..<end { columns[index] = widest + 2 }
            start = max(end, start + 1)
        }
        return zip(paragraphs, columns).flatMap { paragraph, column -> [String] in
            switch paragraph {
            case .blank:
                return [""]
            case .text(let indent, let words):
                let margin = String(repeating: " ", count: indent)
                return WordWrap.indented(words, width: width, first: margin, rest: margin)
            case .item(let indent, let term, let description):
                let head = String(repeating: " ", count: indent) + term
                let longest = description.split(separator: " ").map { DisplayWidth.of(String($0)) }.max() ?? 0
                guard width - column >= max(width / 3, longest) else {
                    let under = String(repeating: " ", count: indent + 4)
                    return [head] + WordWrap.indented(description, width: width, first: under, rest: under)
                }
                return WordWrap.indented(
                    description, width: width, first: DisplayWidth.pad(head, to: column),
                    rest: String(repeating: " ", count: column))
            }
        }.map(DisplayWidth.trimmingTrailingSpaces).joined(separator: "\n")
    }
}
