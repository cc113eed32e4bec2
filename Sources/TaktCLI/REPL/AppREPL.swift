import Foundation
import TaktCore

extension App {
    /// Reads commands line by line and runs each through the one command table.
    func runREPL(arguments: [String]) async -> Int32 {
        isInteractive = true
        defer { isInteractive = false }
        while !quitRequested, let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            _ = await perform(arguments + words)
        }
        return 0
    }
}
