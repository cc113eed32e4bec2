import Testing

@testable import TaktCore

@Suite struct TextLayoutTests {
    @Test(arguments: [
        ("Burpees", 7), ("█▀▄ ░", 5), ("\t", 0), ("Kniebeugen · Übung", 18), ("日本", 4), ("e\u{301}", 1), ("👍", 2),
        ("❤️", 2), ("", 0), ("a\u{7F}b\u{1B}", 2), ("\r\n", 0), ("Mountain climbers 12:30", 23),
    ])
    func displayWidth(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func truncationCountsColumnsAndEndsInAnEllipsis() {
        #expect(DisplayWidth.truncate("Mountain climbers", to: 10) == "Mountain …")
        #expect(DisplayWidth.truncate("日本語日本語", to: 6) == "日本…")
        #expect(DisplayWidth.truncate("Squats", to: 6) == "Squats")
        #expect(DisplayWidth.truncate("Squats", to: 0) == "")
        #expect(DisplayWidth.truncate("Squats", to: 5) == "Squa…")
        #expect(DisplayWidth.truncate("Sq\u{7}uats", to: 5) == "Sq\u{7}ua…")
    }

    @Test(arguments: [
        (Duration.seconds(0), ClockText.Rounding.up, "0:00"),
        (.seconds(7.2), .up, "0:08"),
        (.seconds(7.2), .down, "0:07"),
        (.seconds(7.5), .nearest, "0:08"),
        (.seconds(59.9), .down, "0:59"),
        (.seconds(750), .up, "12:30"),
        (.seconds(3723), .down, "1:02:03"),
        (.seconds(59.6), .nearest, "1:00"),
        (.seconds(3.4), .nearest, "0:03"),
        (.seconds(-3), .up, "0:00"),
    ])
    func clockText(duration: Duration, rounding: ClockText.Rounding, text: String) {
        #expect(ClockText.format(duration, rounding: rounding) == text)
    }

    @Test(arguments: [(0, "0:00"), (20, "0:20"), (1100, "18:20"), (3723, "1:02:03"), (86400, "24:00:00"), (-5, "0:00")])
    func clockTextOfWholeSeconds(seconds: Int, text: String) {
        #expect(ClockText.format(seconds: seconds) == text)
    }

    @Test func tableColumnsAreMeasuredInTerminalColumns() {
        var table = TextTable([.left, .right, .left])
        table.append(["id", "kcal", "title"])
        table.append(["日本", "7", "x"])
        table.append(["👍", "120", "🏃 run"])
        table.append(["e\u{301}", "", ""])
        #expect(
            table.lines(indent: "  ", ruleAfterFirstRow: true) == [
                "  id    kcal  title",
                "  ──────────────────",
                "  日本     7  x",
                "  👍     120  🏃 run",
                "  e\u{301}",
            ])
    }

    /// At scale 1 the digits are the three-row countdown; every scale keeps square pixels.
    @Test func blockDigitsSpellTheClockAtEveryScale() {
        #expect(
            BlockFont.digits.rows("12:34", scale: 1) == [
                "▀█  ▀▀█ ▄ ▀▀█ █ █",
                " █  █▀▀ ▄  ▀█ ▀▀█",
                "▀▀▀ ▀▀▀   ▀▀▀   ▀",
            ])
        #expect(
            BlockFont.digits.rows("1:0", scale: 2) == [
                "████        ██████",
                "  ██    ██  ██  ██",
                "  ██        ██  ██",
                "  ██    ██  ██  ██",
                "██████      ██████",
            ])
        #expect(BlockFont.digits.rows(scale: 4) == 10)
        #expect(BlockFont.digits.width("12:34", scale: 3) == 51)
        #expect(BlockFont.digits.rows("1a", scale: 1) == nil)
    }

    @Test func blockLettersSpellNamesWithUmlautsAndRefuseOthers() {
        #expect(
            BlockFont.letters.rows("ÄB", scale: 1) == [
                " ▀ ▀  █▀▀▀▄",
                "▄▀▀▀▄ █▄▄▄▀",
                "█▀▀▀█ █   █",
                "▀   ▀ ▀▀▀▀ ",
            ])
        #expect(BlockFont.letters.width("SQUATS", scale: 2) == 70)
        #expect(BlockFont.letters.rows("Café", scale: 1) == nil)
    }
}
