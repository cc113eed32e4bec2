import Foundation
import Testing

@testable import TaktCore

/// `history ID`'s timing table writes hours as every clock of takt does ("1:01:05.000", not
/// "61:05.000"); SessionDetailViewTests compares the whole table.
@Suite struct SessionDetailHourTests {
    @Test(arguments: [
        (0.0, "0:00.000"), (65.25, "1:05.250"), (3599.9994, "59:59.999"), (3600, "1:00:00.000"),
        (3665, "1:01:05.000"), (3780, "1:03:00.000"), (36000, "10:00:00.000"),
    ])
    func startText(seconds: Double, text: String) {
        #expect(SessionDetailView.startText(seconds, Languages.bundled.strings(for: "en")) == text)
        let german = text.replacingOccurrences(of: ".", with: ",")
        #expect(SessionDetailView.startText(seconds, Languages.bundled.strings(for: "de")) == german)
    }
}
