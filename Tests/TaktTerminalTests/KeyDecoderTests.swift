import TaktCore
import TaktTerminal
import Testing

/// Bytes from a raw-mode terminal to session keys.
@Suite struct KeyDecoderTests {
    static let keys: [(String, [UInt8], [SessionKey])] = [
        ("space", [0x20], [.pauseResume]),
        ("p", Array("pP".utf8), [.pauseResume, .pauseResume]),
        ("n", Array("nN".utf8), [.skip, .skip]),
        ("b", Array("b".utf8), [.back]),
        ("Enter as CR", [0x0D], [.markDone]),
        ("Enter as LF", [0x0A], [.markDone]),
        ("i", Array("i".utf8), [.howTo]),
        ("l", Array("l".utf8), [.switchLanguage]),
        ("q", Array("q".utf8), [.stop]),
        ("Ctrl-C", [0x03], [.interrupt]),
        (
            "digits, Backspace, u and other characters for the reps prompt; Ctrl-D ignored",
            Array("xyz1u".utf8) + [0x7F, 0x08, 0x04], [.other, .other, .other, .digit(1), .undo, .erase, .erase]
        ),
        ("several in one read", Array("p n".utf8), [.pauseResume, .pauseResume, .skip]),
        ("arrow keys are not b, n or q", [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x71], [.stop]),
        ("function key with parameters", [0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x6E], [.skip]),
        ("SS3 keys", [0x1B, 0x4F, 0x50, 0x62], [.back]),
        ("Esc, then q", [0x1B, 0x71], [.stop]),
    ]

    @Test(arguments: keys)
    func decodes(name: String, bytes: [UInt8], expected: [SessionKey]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == expected, "\(name)")
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsStillDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x44]) == [])
        #expect(decoder.decode(Array("n".utf8)) == [.skip])
    }
}
