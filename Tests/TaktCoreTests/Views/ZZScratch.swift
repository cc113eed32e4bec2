import Testing
import Foundation

@testable import TaktCore

@Suite struct ZZScratch {
    @Test func dump() {
        let cases: [(String, SessionSnapshot)] = [
            ("getReady", ScreenFixtures.getReady), ("work", ScreenFixtures.work), ("workPaused", ScreenFixtures.workPaused),
            ("rest", ScreenFixtures.resting), ("restPaused", ScreenFixtures.restPaused), ("open", ScreenFixtures.open),
        ]
        var out = ""
        for (w, h) in [(40, 10), (80, 24), (160, 50)] {
            for lang in ["en", "de"] {
                for (name, snap) in cases {
                    let lines = SessionScreen(strings: Languages.bundled.strings(for: lang), width: w, height: h, colour: false).render(snap)
                    out += "=== \(name) \(lang) \(w)x\(h) (\(lines.count) lines)\n" + lines.map { "|" + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        try? out.write(toFile: "/tmp/wt17-screens.txt", atomically: true, encoding: .utf8)
    }
}
