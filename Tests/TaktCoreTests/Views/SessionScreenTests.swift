import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// One state drawn in one language at one window size, and the whole screen it must give.
struct ScreenCase: Sendable, CustomTestStringConvertible {
    var view: String
    var language: String
    var width: Int
    var height: Int
    var colour: Bool
    var snapshot: SessionSnapshot

    var name: String { "\(view) \(language) \(width)x\(height)" + (colour ? " colour" : "") }
    var testDescription: String { name }

    /// The case's golden screen in `SessionScreens/`, named like the case ("work-en-40x10.txt").
    var golden: URL { Self.goldens(name) }

    static func goldens(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SessionScreens")
            .appendingPathComponent(name.replacingOccurrences(of: " ", with: "-") + ".txt")
    }

    func render() -> String {
        SessionScreen(
            strings: Languages.bundled.strings(for: language), width: width, height: height, colour: colour
        )
        .render(snapshot).joined(separator: "\n")
    }

    static let views: [(String, SessionSnapshot)] = [
        ("getReady", ScreenFixtures.getReady), ("work", ScreenFixtures.work),
        ("workPaused", ScreenFixtures.workPaused), ("rest", ScreenFixtures.resting),
        ("restPaused", ScreenFixtures.restPaused),
    ]

    static let sizes = [(40, 10), (80, 24), (160, 50)]

    /// The three ways a finished session's summary can end: in the history, kept in the
    /// spool, not saved.
    static let endings: [(String, SaveStatus)] = [
        ("finishedSaved", .saved), ("finishedKept", .kept(spoolFile: "/home/ana/.local/state/takt/spool/s-0917.json")),
        ("finishedNotSaved", .failed("disk full")),
    ]

    /// Each ending at the smallest window, a short one and the usual one, in both languages.
    static let finished: [ScreenCase] = [(40, 10), (40, 12), (80, 24)].flatMap { size in
        ["en", "de"].flatMap { language in
            endings.map {
                ScreenCase(
                    view: $0.0, language: language, width: size.0, height: size.1, colour: false,
                    snapshot: ScreenFixtures.finished($0.1))
            }
        }
    }

    /// Every live view at the three sizes in both languages; colour at the smallest and the
    /// usual size; an open set; the finished screens.
    static let all: [ScreenCase] =
        sizes.flatMap { size in
            ["en", "de"].flatMap { language in
                views.map {
                    ScreenCase(
                        view: $0.0, language: language, width: size.0, height: size.1, colour: false, snapshot: $0.1)
                }
            }
        }
        + views.map { ScreenCase(view: $0.0, language: "en", width: 40, height: 10, colour: true, snapshot: $0.1) }
        + [
            ScreenCase(
                view: "work", language: "de", width: 80, height: 24, colour: true, snapshot: ScreenFixtures.work),
            ScreenCase(
                view: "openSet", language: "en", width: 80, height: 24, colour: false, snapshot: ScreenFixtures.open),
            ScreenCase(
                view: "openSet", language: "de", width: 40, height: 10, colour: false, snapshot: ScreenFixtures.open),
            ScreenCase(
                view: "finishedSaved", language: "en", width: 40, height: 24, colour: false,
                snapshot: ScreenFixtures.finished(.saved)),
            ScreenCase(
                view: "finishedPreview", language: "en", width: 40, height: 24, colour: false,
                snapshot: ScreenFixtures.finished(.preview, reason: .stopped)),
            ScreenCase(
                view: "finishedSaved", language: "de", width: 40, height: 24, colour: false,
                snapshot: ScreenFixtures.finished(.saved, defaultMass: false)),
            ScreenCase(
                view: "finishedTooShort", language: "de", width: 40, height: 24, colour: false,
                snapshot: ScreenFixtures.finished(.tooShort, reason: .interrupted)),
        ] + finished
}

/// The session views, compared as whole screens with the golden files in `SessionScreens/`.
///
/// Without colour, trailing blanks are left off (the live display erases each line before it
/// writes it); with colour, every line fills the width with the tint.
/// `TAKT_RECORD_SCREENS=1 swift test --filter SessionScreenTests` writes the goldens anew.
@Suite struct SessionScreenTests {
    @Test(arguments: ScreenCase.all)
    func screen(_ screen: ScreenCase) throws {
        let rendered = screen.render() + "\n"
        #expect(rendered == (try GoldenFile.expected(rendered, at: screen.golden)), "\(screen.name)\n\(rendered)")
    }

    /// A resize redraws the same moment laid out for the new size: the same snapshot at each
    /// size gives that size's screen, in both directions.
    @Test(arguments: ["en", "de"])
    func aResizeLaysTheSameMomentOutAgain(language: String) throws {
        let strings = Languages.bundled.strings(for: language)
        for (from, to) in [((80, 24), (40, 10)), ((40, 10), (160, 50)), ((160, 50), (80, 24))] {
            let before = SessionScreen(strings: strings, width: from.0, height: from.1, colour: false)
            let after = SessionScreen(strings: strings, width: to.0, height: to.1, colour: false)
            #expect(before.render(ScreenFixtures.work).count == from.1)
            let resized = after.render(ScreenFixtures.work).joined(separator: "\n") + "\n"
            let golden = try String(
                contentsOf: ScreenCase.goldens("work \(language) \(to.0)x\(to.1)"), encoding: .utf8)
            #expect(resized == golden)
        }
    }
}
