extension QRCode {
    /// Quiet-zone modules around the code: the standard asks for four.
    public static let quietZone = 4

    /// The code as lines of text, two module rows per line in half blocks (▀ ▄ █), with its
    /// quiet zone: 41 columns and 21 lines for a remote link.
    ///
    /// With `colour`, dark modules are black on a bright white ground, whatever the terminal's
    /// colours. Without colour the blocks draw the light modules: on the usual dark terminal
    /// the code then reads dark on light as cameras expect (on a light terminal it is inverted,
    /// which phone cameras read too).
    public func terminalLines(colour: Bool) -> [String] {
        let margin = Self.quietZone
        let span = size + 2 * margin
        func dark(_ x: Int, _ y: Int) -> Bool {
            let (column, row) = (x - margin, y - margin)
            guard (0..<size).contains(column), (0..<size).contains(row) else { return false }
            return modules[row][column]
        }
        var lines: [String] = []
        for top in stride(from: 0, to: span, by: 2) {
            var line = colour ? "\u{1B}[30;107m" : ""
            for x in 0..<span {
                // Drawn cells: dark modules in colour, light ones without.
                let upper = dark(x, top) == colour
                let lower = top + 1 < span && dark(x, top + 1) == colour
                switch (upper, lower) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(colour ? line + "\u{1B}[0m" : line)
        }
        return lines
    }
}
