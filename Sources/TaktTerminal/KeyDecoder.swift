import TaktCore

/// Turns the bytes a raw-mode terminal sends into session keys.
///
/// Escape sequences are read whole, so their letters never count as keys: the `A` of
/// "ESC [ A" is not a key press. The few a presenter remote or a foot pedal sends are keys of
/// their own: Page Down and Right arrow are Enter, Page Up and Left arrow are `u`; every other
/// sequence (Up, Down, function keys) is dropped. A sequence split across two reads is still
/// recognised, which is why the decoder keeps state.
public struct KeyDecoder: Sendable {
    /// What a key press at the terminal asks for: a session key, or the remote's links again.
    public enum Input: Sendable, Hashable {
        case key(SessionKey)
        /// r: show the remote's links and QR code again (section "A second screen" of README).
        case remoteLinks
    }

    private enum Mode: Sendable {
        case plain
        /// After ESC.
        case escape
        /// Inside "ESC [" or "ESC O", until the final byte; the parameter bytes so far.
        case sequence([UInt8])
    }

    /// Parameter bytes kept of one sequence: the longest takt reads ("5" of "ESC [ 5 ~") is one;
    /// a longer one is dropped whole without growing.
    private static let longestParameters = 8

    private var mode = Mode.plain

    public init() {}

    /// The session keys in `bytes`; `r` is ``SessionKey/other`` here, as any other letter.
    public mutating func decode(_ bytes: [UInt8]) -> [SessionKey] {
        decodeInput(bytes).map { input in
            if case .key(let key) = input { return key }
            return .other
        }
    }

    /// What the key presses in `bytes` ask for, in order.
    public mutating func decodeInput(_ bytes: [UInt8]) -> [Input] {
        var inputs: [Input] = []
        for byte in bytes {
            switch mode {
            case .escape:
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
                    mode = .sequence([])
                } else {
                    // A lone Esc press: the next byte is a key of its own.
                    mode = .plain
                    inputs += decodeInput([byte])
                }
            case .sequence(var parameters):
                // Parameters and intermediates are 0x20–0x3F; a final byte is 0x40–0x7E.
                if (0x40...0x7E).contains(byte) {
                    mode = .plain
                    if let key = Self.presenterKey(parameters: parameters, final: byte) { inputs.append(.key(key)) }
                } else {
                    if parameters.count < Self.longestParameters { parameters.append(byte) }
                    mode = .sequence(parameters)
                }
            case .plain:
                if byte == 0x1B {
                    mode = .escape
                } else if byte == UInt8(ascii: "r") || byte == UInt8(ascii: "R") {
                    inputs.append(.remoteLinks)
                } else if let key = Self.key(for: byte) {
                    inputs.append(.key(key))
                }
            }
        }
        return inputs
    }

    /// The key a presenter remote's or foot pedal's sequence stands for: Page Down ("ESC [ 6 ~")
    /// and Right ("ESC [ C", "ESC O C") are Enter; Page Up ("ESC [ 5 ~") and Left are `u`.
    static func presenterKey(parameters: [UInt8], final: UInt8) -> SessionKey? {
        switch (parameters, final) {
        case ([UInt8(ascii: "6")], UInt8(ascii: "~")), ([], UInt8(ascii: "C")): .markDone
        case ([UInt8(ascii: "5")], UInt8(ascii: "~")), ([], UInt8(ascii: "D")): .undo
        default: nil
        }
    }

    /// The key a single byte means: space/p/. pause/resume, n, b, Enter, u, i, l, q, digits,
    /// Backspace and Ctrl-C, letters in either case; `x`, `*`, `.` and `,` are the signs of a
    /// lift's answer (``SessionKey/sign(_:)``; `.`, a presenter's blank-screen key, pauses
    /// elsewhere); any other printable character is ``SessionKey/other``.
    public static func key(for byte: UInt8) -> SessionKey? {
        switch byte {
        case 0x03: .interrupt
        case 0x0A, 0x0D: .markDone
        case 0x08, 0x7F: .erase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "u"), UInt8(ascii: "U"): .undo
        case UInt8(ascii: " "), UInt8(ascii: "p"), UInt8(ascii: "P"): .pauseResume
        case UInt8(ascii: "."): .sign(".")
        case UInt8(ascii: ","): .sign(",")
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "*"): .sign("x")
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
