import Foundation
import Testing

@testable import TaktTerminal

@Suite struct LineEditorTests {
    /// Scripted input: lines come through as they are, and no history file appears.
    @Test func notInteractiveReadsPlainLinesAndKeepsNoHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var input = ["list", "", "run tabata-classic"]
        let editor = LineEditor(
            historyFile: folder.appendingPathComponent("repl_history"), interactive: false,
            plainLine: { input.isEmpty ? nil : input.removeFirst() })
        var lines: [String] = []
        while let line = editor.readLine(prompt: "takt> ") { lines.append(line) }
        #expect(lines == ["list", "", "run tabata-classic"])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
