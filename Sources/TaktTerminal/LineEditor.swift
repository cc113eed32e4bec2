@preconcurrency import CReadline
import Foundation
import TaktPlatform

/// Reads one line of input at a time; the REPL's source of commands.
public protocol LineReader: AnyObject {
    /// The next line without its newline, or `nil` at the end of input (Ctrl-D).
    func readLine(prompt: String) -> String?
}

/// Reads REPL lines: GNU readline on a terminal, plain lines otherwise.
///
/// On a terminal it prompts, edits, keeps a history file and completes words through the
/// caller's callback; Ctrl-C clears the line and prompts again. When standard input is not
/// a terminal it reads plain lines without prompt or history, so the REPL can be scripted.
public final class LineEditor: LineReader {
    /// Completes the word under the cursor: the line up to the cursor and that word.
    public typealias Completer = Platform.Completer

    /// Lines kept in the history file.
    public static let historyLimit: Int32 = 1000

    private let interactive: Bool
    private let historyFile: URL?
    private let plainLine: () -> String?

    /// - Parameters:
    ///   - historyFile: where the history persists (its folder is created); `nil` keeps none.
    ///   - completer: the candidates for the word under the cursor.
    ///   - interactive: use readline; by default when standard input is a terminal.
    ///   - plainLine: where lines come from when not interactive; standard input by default.
    public init(
        historyFile: URL?, completer: Completer? = nil,
        interactive: Bool = Platform.isTerminal(Platform.standardInput),
        plainLine: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }
    ) {
        self.interactive = interactive
        self.historyFile = interactive ? historyFile : nil
        self.plainLine = plainLine
        guard interactive else { return }
        Platform.LineCompletion.completer = completer
        rl_readline_name = Platform.LineCompletion.applicationName
        rl_attempted_completion_function = attemptCompletion
        if let historyFile {
            try? FileManager.default.createDirectory(
                at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            stifle_history(Self.historyLimit)
            read_history(historyFile.path)
        }
    }

    public func readLine(prompt: String) -> String? {
        guard interactive else { return plainLine() }
        let pointer = TerminalDevice.withInterruptHandler(clearLineOnInterrupt) { readline(prompt) }
        guard let pointer else {
            // Ctrl-D leaves the cursor after the prompt; the shell's prompt deserves its own line.
            fputs("\n", stdout)
            fflush(stdout)
            return nil
        }
        defer { free(pointer) }
        let line = String(cString: pointer)
        remember(line)
        return line
    }

    /// Adds a line to the history, in memory and at the end of the file.
    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        // Consecutive repeats would only make arrow-up slower.
        if let last = history_get(history_base + history_length - 1), let text = last.pointee.line,
            String(cString: text) == line
        {
            return
        }
        add_history(line)
        guard let historyFile else { return }
        if !FileManager.default.fileExists(atPath: historyFile.path) {
            _ = FileManager.default.createFile(atPath: historyFile.path, contents: nil)
        }
        append_history(1, historyFile.path)
        history_truncate_file(historyFile.path, Self.historyLimit)
    }
}

/// Ctrl-C at the prompt: readline has already cleaned up and re-sends the signal here, so
/// readline's own functions are safe to call; the half-typed line goes and a fresh prompt comes.
private func clearLineOnInterrupt(_ signal: Int32) {
    rl_crlf()
    rl_on_new_line()
    rl_replace_line("", 0)
    rl_redisplay()
}

/// readline's attempted-completion hook: asks the Swift completer for the word under the cursor.
private func attemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    // Never fall back to readline's own file names: takt's completer offers paths itself.
    rl_attempted_completion_over = 1
    guard let completer = Platform.LineCompletion.completer, let buffer = rl_line_buffer else { return nil }
    let word = text.map { String(cString: $0) } ?? ""
    let bytes = UnsafeBufferPointer(start: buffer, count: Int(max(0, end))).map { UInt8(bitPattern: $0) }
    let matches = completer(String(decoding: bytes, as: UTF8.self), word)
    Platform.LineCompletion.matches = matches
    guard !matches.isEmpty else { return nil }
    // A folder completes to "name/" with no space after, so the next Tab goes inside it.
    if matches.count == 1, matches[0].hasSuffix("/") {
        rl_completion_suppress_append = 1
    }
    return rl_completion_matches(text, generateCompletion)
}

/// readline's generator: the `state`-th match, in memory readline frees.
private func generateCompletion(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    let matches = Platform.LineCompletion.matches
    let index = Int(state)
    guard index < matches.count else { return nil }
    return strdup(matches[index])
}
