import Foundation
import Testing

@testable import TaktCore

/// Untrusted text cannot drive the terminal: controls are shown as escapes, never obeyed.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("Burpees\u{1B}[2J\u{1B}[H", #"Burpees\u001b[2J\u001b[H"#),
        ("\u{1B}]52;c;cHduZWQ=\u{7}Title", #"\u001b]52;c;cHduZWQ=\u0007Title"#),
        ("a\u{9B}31mb", #"a\u009b31mb"#),
        ("tab\there\nnew", "tab\there\nnew"),
        ("csv\r\nline\rback", "csv\nline\\u000dback"),
        ("bell\u{7}\u{0}\u{7F}end", #"bell\u0007\u0000\u007fend"#),
        ("Bärengang", "Bärengang"),
        ("evil\u{202E}txt\u{2066}", #"evil\u202etxt\u2066"#),
        ("zero\u{200B}width\u{FEFF}\u{2060}", #"zero\u200bwidth\ufeff\u2060"#),
        ("tag\u{E0041}", #"tag\udb40\udc41"#),
    ])
    func controlsAreEscaped(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test func aTableCellOrScreenLineStaysOneLine() {
        #expect(TerminalText.sanitize("a\nb\tc", lineBreaks: .escape) == #"a\u000ab\u0009c"#)
    }

    @Test func escapedJSONStillDecodesToTheSameText() throws {
        let original = "x\u{7F}\u{85}\u{202E}\u{200B}\u{E0041}y"
        let json = String(decoding: try JSONEncoder().encode([original]), as: UTF8.self)
        let safe = TerminalText.sanitize(json)
        #expect(!safe.unicodeScalars.contains { TerminalText.isControl($0) })
        #expect(try JSONDecoder().decode([String].self, from: Data(safe.utf8)) == [original])
    }

    @Test func programTextsLoseInvisiblesAndLineBreaks() {
        let text = LocalizedText(["en": "Go\u{200B}\u{202E}!\nnow", "de": "Los\u{1B}c!"])
        #expect(text.resolved(for: "en") == "Go! now")
        #expect(text.resolved(for: "de") == "Los!")
    }

    @Test func theLiveScreenKeepsTaktsLooksButNotAProgramsCodes() {
        let line = ScreenLine([ScreenLine.Run("Squats\u{1B}[2J", .work)])
        #expect(line.rendered(width: 40, colour: true) == "\u{1B}[1;31mSquats\\u001b[2J\u{1B}[0m")
    }
}
