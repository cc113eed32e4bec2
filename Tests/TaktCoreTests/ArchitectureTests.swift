import Foundation
import Testing

/// The rules docs/development.md's Architecture section states, checked on the sources so that a change
/// that breaks one fails here rather than in a reader's head.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized

    /// Every Swift file below `folder` (a path below Sources), with its text.
    static func files(in folder: String = "") throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            files.append(((folder.isEmpty ? "" : folder + "/") + path, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The lines of `text` that are code, not comments.
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// TaktCore reads no file, no clock, no environment and calls no C: it is handed what it needs.
    @Test func theCoreIsPure() throws {
        let forbidden = [
            "FileManager", "FileHandle", "ProcessInfo", "Date()", "Date.now", "ContinuousClock", "SuspendingClock",
            "import Glibc", "contentsOf: URL", "Data(contentsOf", ".write(to:", "getenv(", "clock_gettime",
            "errno", "stat(", "rename(", "Process(",
        ]
        var found: [String] = []
        for (path, text) in try Self.files(in: "TaktCore") {
            for line in Self.codeLines(text) {
                for word in forbidden where line.contains(word) { found.append("\(path): \(word)") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// Glibc is imported in one place, and the state C callbacks need lives in one file.
    @Test func cCallsAndTheirStateHaveOneHome() throws {
        let files = try Self.files()
        let glibc = files.filter { $0.text.contains("import Glibc") }.map(\.path)
        #expect(
            Set(glibc) == [
                "TaktPlatform/Platform.swift", "TaktPlatform/Platform+Files.swift",
                "TaktPlatform/Platform+Network.swift",
            ])
        let unsafeState = files.filter { file in
            Self.codeLines(file.text).contains { $0.contains("nonisolated(unsafe)") }
        }.map(\.path)
        #expect(unsafeState == ["TaktPlatform/Platform.swift"])
    }

    /// The command line reaches the disk, the clock and the time zone only through what App is
    /// given: its FileSystem (one whole-or-nothing write), `now()` and `timeZone`. The two
    /// exceptions are where those givens are made: App's defaults and its clock, and the shell's
    /// completion callback, which runs without an App.
    @Test func theCommandLineKeepsItsSeams() throws {
        let forbidden = [
            "FileManager", "Date()", "TimeZone.current", ".atomic", "LocalFileSystem()", "Data(contentsOf",
        ]
        let givens: [String: Set<String>] = [
            "TaktCLI/App/App.swift": ["LocalFileSystem()"], "TaktCLI/App/App+Access.swift": ["Date()"],
            "TaktCLI/Install/ShellCompletion.swift": ["LocalFileSystem()"],
        ]
        var found: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI") {
            for line in Self.codeLines(text) {
                for word in forbidden where line.contains(word) && givens[path]?.contains(word) != true {
                    found.append("\(path): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// A command gets what a session or a callback produced as a returned value (a
    /// `SessionOutcome`, a result), never through a lock filled inside a closure or by
    /// asserting the main actor from a callback. (REPL/AppREPL.swift's `assumeIsolated` is
    /// readline's C completion hook, called synchronously while the main actor waits in
    /// `readline`: a real C-callback boundary, outside Commands.)
    @Test func commandsTakeResultsNotSideChannels() throws {
        var found: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI/Commands") {
            for line in Self.codeLines(text) {
                for word in ["assumeIsolated", "Mutex", "import Synchronization"] where line.contains(word) {
                    found.append("\(path): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// Shared state is guarded by `Locked` (a pthread mutex), never by `Synchronization.Mutex`:
    /// on Linux Mutex locks with a raw futex that ThreadSanitizer cannot see, so every value it
    /// guards between threads reads as a race in `scripts/sanitize thread`, hiding real ones.
    /// Tests are held to it too, since they run under ThreadSanitizer with the code.
    @Test func locksAreOnesThreadSanitizerSees() throws {
        let tests = Self.sources.appendingPathComponent("../Tests").standardized
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        var testFiles: [(path: String, text: String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            testFiles.append(("Tests/" + path, text))
        }
        // This file names the type it forbids.
        let checked = try Self.files() + testFiles.filter { !$0.path.hasSuffix("/ArchitectureTests.swift") }
        #expect(checked.count > 100, "\(checked.count) files: the walk found the sources")
        var found: [String] = []
        for (path, text) in checked {
            for line in Self.codeLines(text)
            where line.range(of: #"\bMutex\s*[<(]"#, options: .regularExpression) != nil {
                found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// App is what every command runs against, not where everything lives: each concern is a
    /// small type or a file of its own (`App/Plans/`: the plan file, the plan shelf, the plan's
    /// context and progress, what `run` runs), so no file under `TaktCLI/App` is longer than
    /// 250 lines and App keeps at most 12 stored properties.
    @Test func appStaysSmall() throws {
        var long: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI/App") {
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
            if count > 250 { long.append("\(path) (\(count) lines)") }
        }
        #expect(long.isEmpty, "\(long)")
        let stored = try Self.storedProperties(of: "App", in: "TaktCLI/App/App.swift")
        // The counter sees App's own properties at all, or it would pass by counting nothing.
        #expect(stored.contains("console"), "\(stored)")
        #expect(stored.count <= 12, "\(stored.count) stored properties: \(stored)")
    }

    /// App's extensions only shrink: behaviour belongs to the type it serves (`HistoryAccess`
    /// holds the history's, `ProgramAccess` the programs', `PlanAccess` the plans',
    /// `SettingsAccess` config.yaml's, `SessionDisplays` what a session is shown on), not to
    /// App. 16 blocks of 577 lines when this rule was written, 12 of 281 once the first types
    /// took theirs, 2 now: `App+Access.swift` builds those types for the language of the call,
    /// and `AppREPL.swift` is the REPL.
    @Test func appExtensionsDoNotGrow() throws {
        var blocks: [String] = []
        var lines = 0
        for (path, text) in try Self.files(in: "TaktCLI") {
            var start: Int?
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.range(of: #"^extension App\b"#, options: .regularExpression) != nil {
                    start = number
                    blocks.append("\(path):\(number + 1)")
                } else if let first = start, line == "}" {
                    lines += number - first
                    start = nil
                }
            }
        }
        // The counter sees App's extensions at all, or it would pass by counting nothing.
        #expect(blocks.contains { $0.hasPrefix("TaktCLI/App/App+Access.swift") }, "\(blocks)")
        #expect(blocks.count <= 2, "\(blocks.count) extensions of App: \(blocks)")
        #expect(lines <= 110, "\(lines) lines in extensions of App")
    }

    /// `--version` and `--lang` are answered by the parser as declared (the root's configuration
    /// and ``CommonOptions``), never matched by hand in the words before it: the option names
    /// are spelled in their declaration only.
    @Test func versionAndLanguageAreTheParsersToAnswer() throws {
        var found: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI") where path != "TaktCLI/Commands/CommandTable.swift" {
            for line in Self.codeLines(text) where line.contains("\"--version") || line.contains("\"--lang") {
                found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
        let declaration = try String(
            contentsOf: Self.sources.appendingPathComponent("TaktCLI/Commands/CommandTable.swift"), encoding: .utf8)
        #expect(declaration.contains("version: \"takt \\(App.version)\""))
        #expect(declaration.contains("@Option(completion: words.completion(\"--lang\")) var lang"))
    }

    /// History rows are read by column name, never by position: a column added or reordered by
    /// a migration can then never shift what a reader takes for what (`row[3]`).
    @Test func historyRowsAreReadByNameNotPosition() throws {
        var positional: [String] = []
        for (path, text) in try Self.files() {
            for line in Self.codeLines(text) where line.range(of: #"\brow\[[0-9]"#, options: .regularExpression) != nil
            {
                positional.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(positional.isEmpty, "\(positional)")
    }

    /// swift-argument-parser is used through its public API only: no underscored member
    /// (`_dumpHelp()`, `_commandName`), which may change in any release.
    @Test func argumentParserIsUsedThroughItsPublicAPI() throws {
        var found: [String] = []
        for (path, text) in try Self.files() where text.contains("import ArgumentParser") {
            for line in Self.codeLines(text) where line.range(of: #"\._[a-zA-Z]"#, options: .regularExpression) != nil {
                found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// An option with a fixed set of values is a type that lists them (`ExpressibleByArgument`),
    /// so help, completion scripts and the parser's own error know them: never a `String`.
    @Test func formatOptionsAreTypesNotStrings() throws {
        let typedAsText = #"@Option\b.*\bvar (format|action|sort)\w*: String"#
        var found: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI") {
            for line in Self.codeLines(text) where line.range(of: typedAsText, options: .regularExpression) != nil {
                found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// ArgumentParser makes only the English text of its parse errors public; that text is read
    /// in one place (`Commands/ParseError.swift`, one row per kind), nowhere else.
    @Test func parseErrorsAreReadInOnePlace() throws {
        var readers: [String] = []
        for (path, text) in try Self.files(in: "TaktCLI") {
            if Self.codeLines(text).contains(where: { $0.contains("Commands.message(for:") }) { readers.append(path) }
        }
        #expect(readers == ["TaktCLI/Commands/ParseError.swift"])
    }

    /// Whether a word names a file or a program id is decided by one rule
    /// (`ProgramReference.looksLikePath`), so the lookup and the completion never disagree.
    @Test func onePathOrIdRule() throws {
        var rules: [String] = []
        for (path, text) in try Self.files() {
            for line in Self.codeLines(text) where line.contains("func looksLikePath") { rules.append(path) }
        }
        #expect(rules == ["TaktCore/Program/Library/ProgramReference.swift"])
    }

    /// Where in a file something is has one type, `SourcePosition`: no other type stores its own
    /// line (a stored `line: Int`, or a `line: Int` in an enum case or a tuple).
    @Test func oneLineAndColumnType() throws {
        let storedLine =
            #"(\b(var|let)\s+line\s*:\s*Int\s*$)|(\(\s*line\s*:\s*Int\s*,)|(case\s+\w+\(.*\bline\s*:\s*Int)"#
        var found: [String] = []
        for (path, text) in try Self.files() where path != "TaktCore/Program/SourcePosition.swift" {
            // A function's parameter named `line` is no stored position.
            for line in Self.codeLines(text)
            where !line.contains("func ")
                && line.range(of: storedLine, options: .regularExpression) != nil
            {
                found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// No function is longer than 60 lines, from its `func` to its closing brace.
    @Test func noFunctionIsOverSixtyLines() throws {
        var long: [String] = []
        for (path, text) in try Self.files() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                let line = lines[index].trimmingCharacters(in: .whitespaces)
                guard line.range(of: #"^(.*\s)?func\s"#, options: .regularExpression) != nil, !line.hasPrefix("//")
                else { continue }
                guard let length = Self.bodyLength(lines, from: index) else { continue }
                if length > 60 { long.append("\(path):\(index + 1) (\(length) lines)") }
            }
        }
        #expect(long.isEmpty, "\(long)")
    }

    /// The session machine's states carry their data (a phase visit's deadline, pauses, cues
    /// and how-to are in `running(Visit)` and `paused(Visit, since:)`), so the machine itself
    /// keeps at most 8 stored properties.
    @Test func theSessionMachineKeepsItsDataInItsStates() throws {
        let stored = try Self.storedProperties(of: "SessionMachine", in: "TaktCore/Session/SessionMachine.swift")
        // The counter sees the machine's state at all, or it would pass by counting nothing.
        #expect(stored.contains("state"), "\(stored)")
        #expect(stored.count <= 8, "\(stored.count) stored properties: \(stored)")
    }

    /// The names of the stored properties in the body of the type `name` declared in `path`:
    /// its `let` and `var` members that are not static and have no getter. Members of nested
    /// types and locals of functions are deeper, and an extension cannot add any.
    static func storedProperties(of name: String, in path: String) throws -> [String] {
        let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.codeOnly)
        let declaration = #"\b(struct|class|actor|enum)\s+"# + name + #"\b"#
        let start = try #require(lines.firstIndex { $0.range(of: declaration, options: .regularExpression) != nil })
        let member =
            #"^\s*(@\w+(\([^)]*\))?\s+)*((public|package|internal|fileprivate|private|open)(\(set\))?\s+"#
            + #"|lazy\s+|weak\s+|unowned\s+|final\s+|nonisolated(\(unsafe\))?\s+)*(let|var)\s+\w+"#
        var names: [String] = []
        var depth = 0
        for (offset, line) in lines[start...].enumerated() {
            if depth == 1, let match = line.range(of: member, options: .regularExpression) {
                // A brace before any `=` opens a getter, unless its block holds observers.
                let rest = line[match.upperBound...]
                let opensBlock = rest.range(of: #"^[^=]*\{"#, options: .regularExpression) != nil
                let block =
                    rest.drop { $0 != "{" }.dropFirst() + " " + (lines.dropFirst(start + offset + 1).first ?? "")
                let observers = block.range(of: #"^\s*(willSet|didSet)\b"#, options: .regularExpression) != nil
                if !opensBlock || observers {
                    names.append(String(line[..<match.upperBound].split(separator: " ").last ?? ""))
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0 && line.contains("}") { break }
        }
        return names
    }

    /// `line` without its comment and with string literals emptied, so only code's braces count.
    static func codeOnly(_ line: Substring) -> String {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if character == "\"" && previous != "\\" {
                inString.toggle()
                code.append(character)
                continue
            }
            if inString { continue }
            if character == "/" && previous == "/" {
                code.removeLast()
                break
            }
            code.append(character)
        }
        return code
    }

    /// Lines from `start` to the brace that closes the first one opened, or `nil` for a
    /// declaration without a body (a protocol requirement). Braces in string literals and
    /// comments do not count.
    static func bodyLength(_ lines: [Substring], from start: Int) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var previous: Character = " "
            for character in lines[index] {
                defer { previous = character }
                if character == "\"" && previous != "\\" { inString.toggle() }
                if inString { continue }
                if character == "/" && previous == "/" { break }
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                    if opened && depth == 0 { return index - start + 1 }
                }
            }
            if !opened && index > start + 5 { return nil }
        }
        return nil
    }
}
