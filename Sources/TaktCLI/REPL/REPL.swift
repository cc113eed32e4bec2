import TaktCore
import TaktTerminal

/// The interactive loop: read a line, split it into words, hand them to the command table.
///
/// The REPL knows no commands but `quit` and `exit`; everything else goes to `dispatch`, the
/// same table the command line uses, so a command behaves alike in both. It runs on the main
/// actor with the command table: reading a line blocks, as a prompt should.
@MainActor
public struct REPL {
    private let reader: LineReader
    private let strings: @MainActor () -> Strings
    private let errors: @MainActor (String) -> Void
    private let dispatch: @MainActor ([String]) async -> Int32

    /// - Parameters:
    ///   - reader: the line editor (readline on a terminal, plain lines otherwise).
    ///   - strings: the current texts, asked on every line so `lang de` applies at once.
    ///   - errors: where REPL errors (an unclosed quote) are written, such as standard error.
    ///   - dispatch: runs one command's words and returns its exit status.
    public init(
        reader: LineReader, strings: @escaping @MainActor () -> Strings,
        errors: @escaping @MainActor (String) -> Void, dispatch: @escaping @MainActor ([String]) async -> Int32
    ) {
        self.reader = reader
        self.strings = strings
        self.errors = errors
        self.dispatch = dispatch
    }

    /// Runs until `quit`, `exit` or the end of input; returns the last command's status.
    public func run() async -> Int32 {
        var status = ExitStatus.success.code
        // readline prints the prompt itself, past the console: a user string table's prompt
        // goes through the same filter here.
        while let line = reader.readLine(prompt: TerminalText.sanitize(strings()(.replPrompt), lineBreaks: .escape)) {
            let words: [String]
            do throws(CommandWords.Failure) {
                words = try CommandWords.split(line)
            } catch {
                switch error {
                case .unclosedQuote(let quote):
                    errors(strings()(.replErrorUnclosedQuote, ["quote": .text(String(quote))]))
                }
                status = ExitStatus.usage.code
                continue
            }
            guard let command = words.first else { continue }
            if command == "quit" || command == "exit" { break }
            status = await dispatch(words)
        }
        return status
    }
}
