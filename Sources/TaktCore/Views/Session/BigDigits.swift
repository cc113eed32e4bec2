/// A clock text drawn three rows high in block characters, for the countdown.
///
/// Only digits and ":" have glyphs; the clock texts of ``ClockText`` use nothing else.
/// The result is at most 17 columns for "59:59", so it fits the 40-column minimum.
enum BigDigits {
    private static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"],
        "1": ["▀█ ", " █ ", "▀▀▀"],
        "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"],
        "4": ["█ █", "▀▀█", "  ▀"],
        "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"],
        "7": ["▀▀█", "  █", "  ▀"],
        "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"],
        ":": [" ", "▀", "▀"],
    ]

    /// Three rows spelling `clock`; a character without a glyph is left out.
    static func rows(_ clock: String) -> [String] {
        let drawn = clock.compactMap { glyphs[$0] }
        return (0..<3).map { row in
            // Trailing blanks (the right of a "1") carry nothing and would only be erased anyway.
            String(drawn.map { $0[row] }.joined(separator: " ").reversed().drop { $0 == " " }.reversed())
        }
    }
}
