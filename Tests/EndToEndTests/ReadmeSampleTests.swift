import Foundation
import Testing

/// README's samples are takt's own output, so the two cannot drift apart.
///
/// Every fenced block of README that shows a command (`$ takt …`, `$ swift run takt`,
/// `takt> …`) is a transcript: each command runs against the real binary in a fresh home,
/// and what it printed must be the lines README shows under it. A sample that cannot be
/// reproduced (a session's live screen, a history of months, a remote's random links) says
/// so with `<!-- example -->` on the line above its fence, and is left alone; nothing else is.
@Suite(.serialized)
struct ReadmeSampleTests {
    /// One command of a transcript and the lines README shows after it.
    struct Step {
        var line: Int
        var command: String
        var expected: [String]
    }

    struct Transcript: CustomTestStringConvertible {
        var line: Int
        var steps: [Step]
        var testDescription: String { "README line \(line)" }
    }

    static let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Pinned so that a logged workout's date and "on …" lines are the same on every run.
    static let now = "2026-11-26T19:00:00Z"

    static let transcripts: [Transcript] = {
        guard let readme = try? String(contentsOf: readmeURL, encoding: .utf8) else { return [] }
        return parse(readme)
    }()

    static func isCommand(_ line: String) -> Bool {
        line.hasPrefix("$ ") || line.hasPrefix("takt> ")
    }

    /// The transcripts of README: text and plain fences with a command, not marked as examples.
    static func parse(_ readme: String) -> [Transcript] {
        let lines = readme.components(separatedBy: "\n")
        var transcripts: [Transcript] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index]
            guard fence.hasPrefix("```") else {
                index += 1
                continue
            }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            index += 1
            let marked = start > 0 && lines[start - 1].hasPrefix("<!-- example")
            // YAML, JSON and diagrams are no transcripts; their closing fence is no opening one.
            guard fence == "```text" || fence == "```", !marked, let first = body.firstIndex(where: isCommand)
            else { continue }
            var steps: [Step] = []
            for (offset, line) in body.enumerated().dropFirst(first) {
                if isCommand(line) {
                    steps.append(Step(line: start + 2 + offset, command: line, expected: []))
                } else {
                    steps[steps.count - 1].expected.append(line)
                }
            }
            transcripts.append(Transcript(line: start + 1, steps: steps))
        }
        return transcripts
    }

    /// A command line's words, with '…' and "…" quoting.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current?.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                current = current ?? ""
            } else if character == " " {
                if let word = current { words.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        if let word = current { words.append(word) }
        return words
    }

    @Test func readmeHasTranscriptsToCheck() {
        // The first session, German and a broken file, the scorebook: a parser that found
        // none would pass every sample silently.
        #expect(Self.transcripts.count >= 3, "\(Self.transcripts.map(\.line))")
    }

    @Test(arguments: transcripts)
    func theSampleIsWhatTaktPrints(_ transcript: Transcript) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        var status: Int32 = 0
        for step in transcript.steps {
            let words = Self.words(step.command)
            let arguments = Array(words.dropFirst())
            let printed: [String]
            if words.first == "takt>", arguments == ["quit"] {
                printed = []
            } else if words.first == "takt>" || (arguments.first == "takt" && arguments.count > 1) {
                let command = words.first == "takt>" ? arguments : Array(arguments.dropFirst())
                let (exit, output) = try run(command, home: home)
                status = exit
                printed = Self.lines(output)
            } else if arguments == ["echo", "$?"] {
                printed = ["\(status)"]
            } else if arguments.first == "cat", arguments.count == 2 {
                // A file the transcript shows is the file the next commands read.
                try (step.expected.joined(separator: "\n") + "\n").write(
                    to: home.appendingPathComponent(arguments[1]), atomically: true, encoding: .utf8)
                printed = step.expected
            } else if arguments == ["swift", "run", "takt"] || arguments == ["takt"] {
                printed = try greeting(home: home)
            } else {
                Issue.record("README line \(step.line): '\(step.command)' is no command this test can run")
                continue
            }
            #expect(
                printed == step.expected,
                "README line \(step.line): \(step.command)\n--- README\n\(step.expected.joined(separator: "\n"))\n--- takt\n\(printed.joined(separator: "\n"))"
            )
        }
    }

    /// A one-shot command as README's reader sees it in an 80-column terminal, piped.
    func run(_ arguments: [String], home: URL) throws -> (Int32, String) {
        let (process, output) = TaktProcess.make(
            arguments, home: home,
            environment: ["COLUMNS": "80", "NO_COLOR": "1", "TZ": "UTC", "TAKT_NOW": Self.now])
        process.currentDirectoryURL = home
        try process.run()
        // A sample that would run a session (or wait for input) must fail, not hang the suite.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, text)
    }

    /// The prompt's greeting, from the REPL in a real terminal (a pipe gets none).
    func greeting(home: URL) throws -> [String] {
        let tmux = try TmuxSession(columns: 80, rows: 24, environment: ["TAKT_HOME": home.path])
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(TmuxSession.quoted(TmuxSession.taktBinary.path))
        let screen = try tmux.waitFor("takt>")
        try tmux.type("quit")
        let lines = Self.lines(screen)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("takt ") }) else { return lines }
        return Array(lines[start...].prefix { $0 != "takt>" })
    }

    /// Output as README writes it: lines without trailing blanks, no final empty line.
    static func lines(_ output: String) -> [String] {
        var lines = output.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
