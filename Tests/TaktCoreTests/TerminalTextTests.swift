import Testing

@testable import TaktCore

/// Texts from program files cannot drive the terminal.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("Burpees\u{1B}[2J\u{1B}[H", "Burpees"),
        ("\u{1B}]0;pwned\u{7}Title", "Title"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("a\u{9B}31mb", "ab"),
        ("tab\there\nnew", "tab here new"),
        ("bell\u{7}\u{0}\u{7F}end", "bellend"),
        ("Bärengang", "Bärengang"),
        ("evil\u{202E}txt", "eviltxt"),
        ("dangling\u{1B}", "dangling"),
    ])
    func escapeSequencesAndControlCharactersAreStripped(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test func localizedTextIsSanitizedOnCreation() {
        let text = LocalizedText(["en": "Go\u{1B}[31m!", "de": "Los\u{1B}c!"])
        #expect(text.resolved(for: "en") == "Go!")
        #expect(text.resolved(for: "de") == "Los!")
    }
}
