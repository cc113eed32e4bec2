/// The one filter between untrusted text and a terminal.
///
/// Program files, exercise catalogs, string tables, file names, paths, environment variables
/// and history rows all come from outside, and any of them may hold bytes that a terminal
/// obeys: an ESC sequence that writes the clipboard (OSC 52), a newline that forges a row,
/// a bidi override that shows text reversed. ``sanitize(_:lineBreaks:)`` turns every such
/// character into a visible escape, and it runs where text leaves takt:
///
/// - `Console.write`/`writeError` (TaktCLI) sanitize every plain string they are given, so
///   each command's output, message and JSON passes through it whatever it holds;
/// - the live session screen is built as ``TerminalString`` values: text appended to one is
///   sanitized on the way in, and takt's own control sequences can only be added as
///   ``TerminalControl`` values, which nothing outside takt can construct from text.
///
/// So takt's colours and cursor moves reach the terminal, and no untrusted byte can pose as one.
public enum TerminalText {
    /// What to do with newlines and tabs.
    public enum LineBreaks: Sendable {
        /// Keep `\n` and `\t` (multi-line output such as a whole report).
        case keep
        /// Escape them too: a file name or a screen line must stay one line, and show what it holds.
        case escape
        /// Make them spaces: a table cell stays one line and reads as words.
        case space
    }

    /// `text` with every control shown as a JSON escape (`\u` and four hex digits).
    ///
    /// Escaped: C0 controls (all but newline and tab, unless `lineBreaks` is `.escape`), DEL,
    /// C1 controls (U+0080–U+009F), bidi marks, overrides and isolates, zero-width and other
    /// invisible format characters (see ``isControl(_:)``). The escape is the JSON one, so
    /// the same filter keeps JSON output valid and meaning the same: a string that held such
    /// a character still decodes to it. An ESC sequence loses its ESC and becomes harmless
    /// printable text. Characters beyond U+FFFF are escaped as a UTF-16 surrogate pair. With
    /// `.keep`, a CRLF line ending becomes LF.
    public static func sanitize(_ text: String, lineBreaks: LineBreaks = .keep) -> String {
        guard !isPrintableASCII(text, lineBreaks),
            text.unicodeScalars.contains(where: { needsEscape($0, lineBreaks) })
        else { return text }
        var output = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        for (index, scalar) in zip(scalars.indices, scalars) {
            guard needsEscape(scalar, lineBreaks) else {
                output.append(scalar)
                continue
            }
            if lineBreaks == .space, isSpacingControl(scalar) {
                output.append(" ")
                continue
            }
            // A CRLF line ending (CSV's) ends the line like LF alone; only a lone CR could
            // move the cursor back over text already shown.
            if lineBreaks == .keep, scalar == "\r", scalars.index(after: index) < scalars.endIndex,
                scalars[scalars.index(after: index)] == "\n"
            {
                continue
            }
            for unit in String(scalar).utf16 {
                output.append(contentsOf: "\\u".unicodeScalars)
                output.append(contentsOf: hex(unit).unicodeScalars)
            }
        }
        return String(output)
    }

    /// `text` as a one-line program text: escape sequences dropped whole, invisible
    /// characters (bidi controls, zero-width characters) removed, line breaks made spaces.
    ///
    /// For what takt stores from a program file or catalog (titles, names, descriptions): a
    /// title is one line, a colour code in it is noise, and invisible characters could only
    /// make two titles look alike or show one reversed. What is left needs no escaping.
    public static func strippingInvisibles(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, .escape) }) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B: skipEscapeSequence(&scalars)
            case 0x9B: skipUntilFinal(&scalars)  // C1 CSI
            case 0x9D: skipUntilStringTerminator(&scalars)  // C1 OSC
            default:
                if !needsEscape(scalar, .escape) {
                    output.append(scalar)
                } else if isSpacingControl(scalar) {
                    output.append(" ")
                }
            }
        }
        return String(output)
    }

    /// Whether a character is one that a terminal may obey or that hides or reorders text.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: true
        // Arabic letter mark, Mongolian vowel separator.
        case 0x061C, 0x180E: true
        // Zero-width space, non-joiner, joiner; left-to-right and right-to-left marks.
        case 0x200B...0x200F: true
        // Line and paragraph separators; bidi embeddings and overrides (LRE RLE PDF LRO RLO).
        case 0x2028...0x202E: true
        // Word joiner, invisible operators; bidi isolates (LRI RLI FSI PDI); deprecated format controls.
        case 0x2060...0x2064, 0x2066...0x206F: true
        // Zero-width no-break space (byte order mark); interlinear annotation controls.
        case 0xFEFF, 0xFFF9...0xFFFB: true
        // Tag characters: invisible, used to smuggle text.
        case 0xE0000...0xE007F: true
        default: false
        }
    }

    /// Whether `text` is printable ASCII (with newlines and tabs where they are kept), so
    /// nothing in it needs escaping: found byte by byte, without decoding a scalar.
    private static func isPrintableASCII(_ text: String, _ lineBreaks: LineBreaks) -> Bool {
        text.utf8.allSatisfy { byte in
            (0x20..<0x7F).contains(byte) || (lineBreaks == .keep && (byte == 0x0A || byte == 0x09))
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ lineBreaks: LineBreaks) -> Bool {
        if lineBreaks == .keep && (scalar == "\n" || scalar == "\t") { return false }
        if lineBreaks == .space && scalar == "\t" { return true }
        return isControl(scalar)
    }

    /// Controls that separate words (tab, newlines): a space keeps the words apart when removed.
    private static func isSpacingControl(_ scalar: Unicode.Scalar) -> Bool {
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipUntilFinal(&scalars)
        case "]", "P", "X", "^", "_": skipUntilStringTerminator(&scalars)
        default: return  // two-scalar escape such as ESC c
        }
    }

    /// Skips a CSI sequence's parameters up to and including its final byte (0x40–0x7E).
    private static func skipUntilFinal(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
        }
    }

    /// Skips an OSC/DCS string up to BEL or ST (`ESC \`).
    private static func skipUntilStringTerminator(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                _ = scalars.next()
                return
            }
        }
    }
}
