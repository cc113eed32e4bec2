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
            "digits, Backspace, u and other characters for the reps prompt (x is a lift answer's sign); Ctrl-D ignored",
            Array("xyz1u".utf8) + [0x7F, 0x08, 0x04], [.sign("x"), .other, .other, .digit(1), .undo, .erase, .erase]
        ),
        ("several in one read", Array("p n".utf8), [.pauseResume, .pauseResume, .skip]),
        ("arrow keys are not b, n or q", [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x71], [.stop]),
        ("function key with parameters", [0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x6E], [.skip]),
        ("SS3 keys", [0x1B, 0x4F, 0x50, 0x62], [.back]),
        ("Esc, then q", [0x1B, 0x71], [.stop]),
        // Presenter remotes and foot pedals send these.
        ("Page Down is Enter", Array("\u{1B}[6~".utf8), [.markDone]),
        ("Right arrow is Enter, as CSI and SS3", Array("\u{1B}[C\u{1B}OC".utf8), [.markDone, .markDone]),
        ("Page Up is u", Array("\u{1B}[5~".utf8), [.undo]),
        ("Left arrow is u, as CSI and SS3", Array("\u{1B}[D\u{1B}OD".utf8), [.undo, .undo]),
        // `.` pauses wherever no lift's answer takes it as its decimal point (SessionMachine).
        ("a presenter's blank-screen key is the sign that pauses", Array(".".utf8), [.sign(".")]),
        (
            "a lift answer's signs", Array("4x97,5*".utf8),
            [.digit(4), .sign("x"), .digit(9), .digit(7), .sign(","), .digit(5), .sign("x")]
        ),
        (
            "Up, Down, Home and Page keys with modifiers stay dropped",
            Array("\u{1B}[A\u{1B}[B\u{1B}[1~\u{1B}[6;5~".utf8), []
        ),
        (
            "a sequence with endless parameters is dropped whole",
            Array("\u{1B}[".utf8) + Array(repeating: 0x36, count: 500) + Array("~n".utf8), [.skip]
        ),
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
        #expect(decoder.decode([0x41]) == [])
        #expect(decoder.decode(Array("n".utf8)) == [.skip])
    }

    @Test func aPageDownSplitAcrossReadsIsStillOneEnter() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B]) == [])
        #expect(decoder.decode([0x36]) == [])
        #expect(decoder.decode([0x7E]) == [.markDone])
    }

    /// r asks for the remote's links; as a session key (at the reps prompt) it is no digit.
    @Test func rAsksForTheRemoteLinks() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeInput(Array("rRn".utf8)) == [.remoteLinks, .remoteLinks, .key(.skip)])
        #expect(decoder.decode(Array("r".utf8)) == [.other])
    }
}
