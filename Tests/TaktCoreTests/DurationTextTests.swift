import Testing

@testable import TaktCore

@Suite struct DurationTextTests {
    @Test(arguments: [
        ("20", 20), ("0", 0), ("20s", 20), ("1m", 60), ("1m30s", 90), ("1h", 3600), ("1h2m3s", 3723),
        ("90s", 90), (" 45s ", 45), ("2h30m", 9000),
    ])
    func parsesDurations(text: String, seconds: Int) {
        #expect(DurationText.seconds(from: text) == seconds)
    }

    @Test(arguments: [
        "", "soon", "s", "1m1h", "1s1s", "1.5m", "-5", "20 s", "1m30", "m30s", "99999999999999999999",
        "9999999999999999h", "1d",
    ])
    func refusesOtherText(text: String) {
        #expect(DurationText.seconds(from: text) == nil)
    }
}
