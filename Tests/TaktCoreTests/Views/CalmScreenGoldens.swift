import Foundation
import Testing

@testable import TaktCore

/// The one golden harness of the calm screens (breathing, meditation): each instant of a
/// session rendered whole, in en and de, 60, 80 and 140 columns by 24 rows, without colour,
/// and compared with its file in a folder beside the tests (`TAKT_WRITE_GOLDENS=1` writes them).
enum CalmScreenGoldens {
    static let languages = ["en", "de"]
    static let widths = [60, 80, 140]
    static let height = 24

    /// One screen: an instant of the session, a language and a width.
    struct Case: Sendable, CustomTestStringConvertible {
        var instant: String
        var language: String
        var width: Int
        var name: String { "\(instant)-\(language)-\(width)x\(CalmScreenGoldens.height)" }
        var testDescription: String { name }
    }

    /// Every language and width of each instant named.
    static func cases(_ instants: [String]) -> [Case] {
        instants.flatMap { instant in
            languages.flatMap { language in widths.map { Case(instant: instant, language: language, width: $0) } }
        }
    }

    static func golden(_ name: String, folder: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(folder)
            .appendingPathComponent(name + ".txt")
    }

    /// The screen of `screen`'s instant among `instants`, as its golden in `folder` has it, and
    /// no line wider than the terminal.
    static func check(_ screen: Case, instants: [(String, SessionSnapshot)], folder: String) throws {
        let snapshot = try #require(instants.first { $0.0 == screen.instant }?.1, "\(screen.instant)")
        let text = SessionScreen(
            strings: Languages.bundled.strings(for: screen.language), width: screen.width, height: height,
            colour: false
        )
        .render(snapshot).joined(separator: "\n")
        let file = golden(screen.name, folder: folder)
        if ProcessInfo.processInfo.environment["TAKT_WRITE_GOLDENS"] != nil {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)), "\(folder)/\(screen.name)")
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= screen.width })
    }
}
