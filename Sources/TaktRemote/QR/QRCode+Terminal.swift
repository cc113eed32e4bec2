extension QRCode {
    /// Quiet-zone modules around the code: the standard asks for four.
    public static let quietZone = 4

    /// The code as lines of text, two module rows per line in half blocks (▀ ▄ █), with a quiet
    /// zone of `margin` modules: 37 columns and 19 lines for a remote link with 2, so it fits an
    /// 80 × 24 terminal with its links (phone cameras read a margin of 2 without trouble).
    ///
    /// With `blocksAreDark` the blocks draw the dark modules, for a light ground (the caller sets
    /// black on white). Without, they draw the light ones: on the usual dark terminal the code
    /// then reads dark on light as cameras expect (on a light terminal it is inverted, which
    /// phone cameras read too).
    public func textLines(blocksAreDark: Bool, margin: Int = 2) -> [String] {
        let span = size + 2 * margin
        func dark(_ x: Int, _ y: Int) -> Bool {
            let (column, row) = (x - margin, y - margin)
            guard (0..<size).contains(column), (0..<size).contains(row) else { return false }
            return modules[row][column]
        }
        var lines: [String] = []
        for top in stride(from: 0, to: span, by: 2) {
            var line = ""
            for x in 0..<span {
                let upper = dark(x, top) == blocksAreDark
                let lower = top + 1 < span && dark(x, top + 1) == blocksAreDark
                switch (upper, lower) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
        }
        return lines
    }
}
