/// How many terminal columns text takes, and how to cut it to fit.
///
/// Views truncate by columns, not by characters: a CJK character or an emoji takes two
/// columns, a combining mark none, and counting characters would let such lines wrap.
public enum DisplayWidth {
    /// The columns `text` occupies on a terminal.
    public static func of(_ text: String) -> Int {
        if let width = printableASCIIWidth(text) { return width }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The width of printable ASCII text, a column a byte; `nil` for any other text.
    ///
    /// Most of what tables hold (ids, clocks, numbers, English titles) is printable ASCII,
    /// which needs no grapheme breaking: finding graphemes was most of `list`'s table.
    private static func printableASCIIWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// The columns one grapheme occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // Fast paths for what screens are mostly made of: ASCII, box and block characters.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, (0x2500...0x259F).contains(only.value) { return 1 }
        guard let first = scalars.first else { return 0 }
        // Emoji written with the emoji variation selector are drawn two columns wide.
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(first)
    }

    /// Cuts `text` to at most `columns`, ending in "…" when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if let width = printableASCIIWidth(text) {
            guard width > columns else { return text }
            return String(decoding: text.utf8.prefix(columns - 1), as: UTF8.self) + "…"
        }
        guard of(text) > columns else { return text }
        var output = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            output.append(character)
            used += width
        }
        return output + "…"
    }

    /// `text` followed by spaces up to `columns` (nothing is cut).
    public static func pad(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - of(text)))
    }

    private static func of(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || isWide(scalar.value) { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth ranges (UAX #11), the ones text in programs can contain.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `line` without the spaces at its end, found scalar by scalar from the end (a trailing
    /// space is always a character of its own).
    public static func trimmingTrailingSpaces(_ line: String) -> String {
        let scalars = line.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            guard scalars[before] == " " else { break }
            end = before
        }
        return String(scalars[..<end])
    }
}
