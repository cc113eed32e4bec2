import Foundation
import TaktCore

@testable import TaktCLI

/// Captures what commands print, like console-kit's TestConsole.
final class TestConsole: Sendable {
    private let output = Locked("")
    private let errors = Locked("")

    var out: String { output.withLock { $0 } }
    var err: String { errors.withLock { $0 } }

    /// - Parameter columns: the terminal's width, for standard output and error; `nil` as for a pipe.
    func console(terminal: Bool = false, columns: Int? = nil) -> Console {
        Console(
            write: { text in self.output.withLock { $0 += text } },
            writeError: { text in self.errors.withLock { $0 += text } },
            outputIsTerminal: terminal, inputIsTerminal: terminal,
            outputColumns: { columns }, errorColumns: { columns })
    }
}

/// A fresh TAKT_HOME per test, removed afterwards by the caller.
func temporaryHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs one command line against a fresh app and returns (status, stdout, stderr).
@MainActor
func run(_ words: [String], home: URL, environment: [String: String] = [:]) async -> (Int32, String, String) {
    let capture = TestConsole()
    var env = ["TAKT_HOME": home.path, "HOME": home.path]
    env.merge(environment) { _, new in new }
    let app = App(environment: env, console: capture.console())
    let status = await app.perform(words)
    return (status, capture.out, capture.err)
}
