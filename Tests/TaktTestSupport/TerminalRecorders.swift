import Foundation
import TaktCore
import TaktPlatform
import TaktTerminal

/// Captures every write, as the terminal would receive it.
public final class RecordedOutput: TerminalOutput {
    public private(set) var writes: [String] = []
    public var bytes: String { writes.joined() }

    public init() {}

    public func write(_ text: TerminalString) { writes.append(text.bytes) }
}

/// A window whose size a test changes, as a user resizing the terminal would.
public final class Window {
    public var size = TerminalDevice.Size(columns: 40, rows: 30)

    public init() {}
}

/// A terminal's screen as the bytes takt writes leave it: the few controls the live display
/// uses (cursor position, erase in display and line, colours ignored), the cursor held on the
/// last column and row as xterm holds it, and a resize that keeps the top-left of the grid.
///
/// It lets a test read what a person would see after a series of frames and resizes, rather
/// than the escape codes that were sent.
public struct TerminalScreen {
    public private(set) var rows: [[Character]]
    private var row = 0
    private var column = 0
    /// The cursor sits on the last column after a character was written there: the next
    /// character goes to the start of the next line.
    private var pendingWrap = false

    public init(columns: Int, rows: Int) {
        self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    public var columns: Int { rows.first?.count ?? 0 }

    /// The screen as text, trailing blanks of each row trimmed.
    public var text: [String] {
        rows.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
    }

    public mutating func resize(columns: Int, rows count: Int) {
        rows = (0..<count).map { index in
            let old = index < rows.count ? rows[index] : []
            return (0..<columns).map { $0 < old.count ? old[$0] : " " }
        }
        row = min(row, count - 1)
        column = min(column, columns - 1)
        pendingWrap = false
    }

    public mutating func play(_ bytes: String) {
        var characters = bytes[...]
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                put(character)
                continue
            }
            // CSI: ESC [ parameters final
            guard characters.first == "[" else { continue }
            characters.removeFirst()
            var parameters = ""
            while let next = characters.first, !next.isLetter {
                parameters.append(next)
                characters.removeFirst()
            }
            guard let final = characters.popFirst() else { return }
            control(final, parameters)
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch final {
        case "H":
            row = min(max((numbers.first ?? 1) - 1, 0), rows.count - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), columns - 1)
            pendingWrap = false
        case "J":
            let mode = numbers.first ?? 0
            if mode == 2 || mode == 3 {
                for index in rows.indices { clear(index, from: 0) }
            } else {
                clear(row, from: column)
                for index in rows.indices where index > row { clear(index, from: 0) }
            }
        case "K":
            clear(row, from: numbers.first == 2 ? 0 : column)
        default:
            break  // colours, cursor visibility
        }
    }

    private mutating func clear(_ index: Int, from start: Int) {
        for position in start..<columns { rows[index][position] = " " }
    }

    private mutating func put(_ character: Character) {
        switch character {
        case "\n":
            newLine()
            column = 0
        case "\r":
            column = 0
            pendingWrap = false
        case "\u{7}":
            break
        default:
            if pendingWrap {
                newLine()
                column = 0
            }
            rows[row][column] = character
            if column == columns - 1 {
                pendingWrap = true
            } else {
                column += 1
            }
        }
    }

    private mutating func newLine() {
        pendingWrap = false
        if row == rows.count - 1 {
            rows.removeFirst()
            rows.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }
}

/// Golden files: whole expected outputs kept as text files beside the tests that compare them.
///
/// `TAKT_RECORD_SCREENS=1 swift test --filter SUITE` writes each golden anew from what the code
/// renders now; the diff is then read like any other change. Recording is refused when `CI` is
/// set, so a CI run can never rewrite the goldens it is meant to check.
public enum GoldenFile {
    /// Asked for while `CI` is set: the run fails instead of recording.
    public struct RecordingInCI: Error, CustomStringConvertible {
        public var description: String {
            "TAKT_RECORD_SCREENS is set while CI is: goldens are recorded by hand, never by CI"
        }
    }

    /// Whether this run records the goldens; throws when it would record in CI.
    public static func isRecording(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Bool {
        guard environment["TAKT_RECORD_SCREENS"] == "1" else { return false }
        if let ci = environment["CI"], !ci.isEmpty { throw RecordingInCI() }
        return true
    }

    /// The folder `name` beside the test file `path` (pass `#filePath`).
    public static func folder(_ name: String, besides path: String) -> URL {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Whether `text` (a newline is added at its end) is the golden file `name` in `folder`,
    /// after writing it there when recording.
    public static func matches(_ text: String, _ name: String, in folder: URL) throws -> Bool {
        try expected(text + "\n", at: folder.appendingPathComponent(name)) == text + "\n"
    }

    /// The golden at `url`, after writing `rendered` there when recording; "" when there is none.
    public static func expected(_ rendered: String, at url: URL) throws -> String {
        if try isRecording() {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}

/// Checks text wrapped as paragraphs (``Prose``) against the paragraphs it came from.
public enum WrapCheck {
    /// The lines of `rendered` that end a line early: a line of a paragraph that could have
    /// held the first word of the paragraph's next line within `width` columns. Also fails
    /// (with a line that says so) when the words of `rendered` are not those of `source`.
    public static func earlyBreaks(rendered: String, source: String, width: Int) -> [String] {
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        var next = 0
        for paragraph in Prose.paragraphs(source) {
            var words: [String]
            // A list's description may start on the line below its term, on purpose.
            var termEnd = -1
            switch paragraph {
            case .blank: words = []
            case .text(_, let text): words = split(text)
            case .item(_, let term, let description):
                words = split(term) + split(description)
                termEnd = split(term).count
            }
            var consumed = 0
            if words.isEmpty {
                if next < lines.count, split(lines[next]).isEmpty { next += 1 }
                continue
            }
            var previous: String?
            while !words.isEmpty {
                guard next < lines.count else { return problems + ["missing: \(words.joined(separator: " "))"] }
                let line = lines[next]
                let shown = split(line)
                guard !shown.isEmpty, Array(words.prefix(shown.count)) == shown else {
                    return problems + ["'\(line)' is not the paragraph's next words: \(words.joined(separator: " "))"]
                }
                if let previous, let first = shown.first, consumed != termEnd,
                    DisplayWidth.of(previous) + 1 + DisplayWidth.of(first) <= width
                {
                    problems.append(previous)
                }
                words.removeFirst(shown.count)
                consumed += shown.count
                previous = line
                next += 1
            }
        }
        return problems
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
