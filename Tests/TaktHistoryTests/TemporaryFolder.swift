import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var database: URL { url.appendingPathComponent("data/takt/history.sqlite") }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path).sorted()
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
