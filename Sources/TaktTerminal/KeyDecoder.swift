import TaktCore

/// Turns the bytes a raw-mode terminal sends into session keys.
///
/// Escape sequences (arrow and function keys) are dropped whole, so their letters never
/// count as keys: the `A` of "ESC [ A" is not a key press. A sequence split across two
/// reads is still recognised, which is why the decoder keeps state.
public struct KeyDecoder: Sendable {
    private enum Mode: Sendable {
        case plain
        /// After ESC.
        case escape
        /// Inside "ESC [" or "ESC O", until the final byte.
        case sequence
    }

    private var mode = Mode.plain

    public init() {}

    public mutating func decode(_ bytes: [UInt8]) -> [SessionKey] {
        var keys: [SessionKey] = []
        for byte in bytes {
            switch mode {
            case .escape:
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
                    mode = .sequence
                } else {
                    // A lone Esc press: the next byte is a key of its own.
                    mode = .plain
                    keys += decode([byte])
                }
            case .sequence:
                // Parameters and intermediates are 0x20–0x3F; a final byte is 0x40–0x7E.
                if (0x40...0x7E).contains(byte) { mode = .plain }
            case .plain:
                if byte == 0x1B {
                    mode = .escape
                } else if let key = Self.key(for: byte) {
                    keys.append(key)
                }
            }
        }
        return keys
    }

    /// The key a single byte means: space/p, n, b, Enter, u, i, l, q, digits, Backspace and
    /// Ctrl-C, letters in either case; any other printable character is ``SessionKey/other``.
    public static func key(for byte: UInt8) -> SessionKey? {
        switch byte {
        case 0x03: .interrupt
        case 0x0A, 0x0D: .markDone
        case 0x08, 0x7F: .erase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "u"), UInt8(ascii: "U"): .undo
        case UInt8(ascii: " "), UInt8(ascii: "p"), UInt8(ascii: "P"): .pauseResume
        case UInt8(ascii: "n"), UInt8(ascii: "N"): .skip
        case UInt8(ascii: "b"), UInt8(ascii: "B"): .back
        case UInt8(ascii: "i"), UInt8(ascii: "I"): .howTo
        case UInt8(ascii: "l"), UInt8(ascii: "L"): .switchLanguage
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): .stop
        case 0x21...0x7E: .other
        default: nil
        }
    }
}
