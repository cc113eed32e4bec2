import Foundation
import Testing

/// Goldens are files beside the tests that compare with them (one convention for every
/// golden): a test renders, and the text must be the file's. `TAKT_RECORD_SCREENS=1` writes the
/// files anew, to be read in review before they are committed.
enum GoldenFile {
    /// The folder `name` beside the test file `path` (pass `#filePath`).
    static func folder(_ name: String, besides path: String) -> URL {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Whether `text` (a newline is added at its end) is the golden file `name` in `folder`.
    static func matches(_ text: String, _ name: String, in folder: URL) throws -> Bool {
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TAKT_RECORD_SCREENS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: file, encoding: .utf8) == text + "\n"
    }
}
