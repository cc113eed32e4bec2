/// Bitmap fonts drawn in block characters, scaled by whole numbers, for text read from afar.
///
/// Each glyph is a grid of pixels ("#" on, "." off). A pixel is `scale` columns wide and
/// `scale` half-rows high: a terminal cell is about twice as high as it is wide, so with
/// half blocks ("▀", "▄", "█") the pixels stay square at every scale. At scale 1 the digits
/// are the familiar three-row countdown.
struct BlockFont: Sendable {
    /// Pixel rows of every glyph.
    let pixelRows: Int
    /// Pixel columns between two glyphs (times the scale).
    let spacing: Int
    private let glyphs: [Character: [String]]

    /// Terminal rows `scale` takes: two pixel rows to a row.
    func rows(scale: Int) -> Int { (pixelRows * scale + 1) / 2 }

    /// Columns `text` takes at `scale`, or `nil` when a character has no glyph.
    func width(_ text: String, scale: Int) -> Int? {
        var pixels = 0
        for character in text {
            guard let glyph = glyphs[character] else { return nil }
            pixels += (glyph.first?.count ?? 0) + (pixels > 0 ? spacing : 0)
        }
        return pixels * scale
    }

    /// The rows spelling `text` at `scale`, or `nil` when a character has no glyph.
    func rows(_ text: String, scale: Int) -> [String]? {
        var bitmap = [String](repeating: "", count: pixelRows)
        for (index, character) in text.enumerated() {
            guard let glyph = glyphs[character] else { return nil }
            for row in 0..<pixelRows {
                let gap = index > 0 ? String(repeating: ".", count: spacing) : ""
                bitmap[row] += gap + glyph[row]
            }
        }
        // Each pixel row repeated `scale` times, each pixel `scale` columns wide.
        let pixels = bitmap.flatMap { row in
            [[Bool]](repeating: row.flatMap { [Bool](repeating: $0 == "#", count: scale) }, count: scale)
        }
        return stride(from: 0, to: pixels.count, by: 2).map { top in
            let bottom = top + 1 < pixels.count ? pixels[top + 1] : []
            return String(
                pixels[top].indices.map { column in
                    Self.halfBlock(top: pixels[top][column], bottom: bottom.indices.contains(column) && bottom[column])
                })
        }
    }

    private static func halfBlock(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}

extension BlockFont {
    /// Digits and ":" three pixels wide and five high: the countdown's clock texts need no more;
    /// "×" and the decimal signs for a lift's set.
    static let digits = BlockFont(
        pixelRows: 5, spacing: 1,
        glyphs: [
            "0": ["###", "#.#", "#.#", "#.#", "###"],
            "1": ["##.", ".#.", ".#.", ".#.", "###"],
            "2": ["###", "..#", "###", "#..", "###"],
            "3": ["###", "..#", ".##", "..#", "###"],
            "4": ["#.#", "#.#", "###", "..#", "..#"],
            "5": ["###", "#..", "###", "..#", "###"],
            "6": ["###", "#..", "###", "#.#", "###"],
            "7": ["###", "..#", "..#", "..#", "..#"],
            "8": ["###", "#.#", "###", "#.#", "###"],
            "9": ["###", "#.#", "###", "..#", "###"],
            ":": [".", "#", ".", "#", "."],
            // A lift's set drawn big: "5×102.5", "5×102,5".
            "×": ["...", "#.#", ".#.", "#.#", "..."],
            ".": [".", ".", ".", ".", "#"],
            ",": [".", ".", ".", "#", "#"],
        ])

    /// Capital letters (German umlauts included), digits and a few signs, five pixels wide and
    /// seven high, for an exercise's name; text with any other character is not drawn large.
    static let letters = BlockFont(pixelRows: 7, spacing: 1, glyphs: letterGlyphs)

    private static let letterGlyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "B": ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
        "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
        "D": ["###..", "#..#.", "#...#", "#...#", "#...#", "#..#.", "###.."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
        "G": [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "J": ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
        "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "M": ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
        "N": ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "Q": [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
        "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
        "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
        "W": ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
        "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
        "Y": ["#...#", "#...#", "#...#", ".#.#.", "..#..", "..#..", "..#.."],
        "Z": ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
        "Ä": [".#.#.", ".....", ".###.", "#...#", "#####", "#...#", "#...#"],
        "Ö": [".#.#.", ".....", ".###.", "#...#", "#...#", "#...#", ".###."],
        "Ü": [".#.#.", ".....", "#...#", "#...#", "#...#", "#...#", ".###."],
        "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
        "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
        "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
        "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
        "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
        "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
        "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
        "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
        "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
        " ": ["...", "...", "...", "...", "...", "...", "..."],
        "-": ["...", "...", "...", "###", "...", "...", "..."],
    ]
}
