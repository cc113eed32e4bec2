/// Makes untrusted text (from program files) safe to print on a terminal.
public enum TerminalText {
    /// Removes escape sequences and control characters, keeping printable text.
    ///
    /// ESC-introduced sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, and two-byte
    /// escapes) are dropped whole, so no part of them reaches the screen. Tabs and newlines
    /// become spaces: a program's texts are single-line in every view.
    public static func sanitize(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:  // C1 CSI
                skipUntilFinal(&scalars)
            case 0x9D:  // C1 OSC
                skipUntilStringTerminator(&scalars)
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                continue
            case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                // Line separators and bidirectional overrides can reorder what is shown.
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
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
