import TaktCore
import TaktTerminal
import Testing

@testable import TaktCLI

/// Lines fed to the REPL as if typed, with the prompts it showed.
final class ScriptedLines: LineReader {
    private var lines: [String]
    private(set) var prompts: [String] = []

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// What the REPL handed to the command table and wrote as errors.
final class Recorder {
    var commands: [[String]] = []
    var errors: [String] = []
}

@MainActor @Suite struct REPLTests {
    static func run(_ lines: [String], language: String = "en", status: Int32 = 0) async
        -> (status: Int32, commands: [[String]], errors: [String], prompts: [String])
    {
        let reader = ScriptedLines(lines)
        let recorder = Recorder()
        let repl = REPL(
            reader: reader, strings: { Languages.bundled.strings(for: language) },
            errors: { recorder.errors.append($0) },
            dispatch: { words in
                recorder.commands.append(words)
                return words.first == "fail" ? 2 : status
            })
        let result = await repl.run()
        return (result, recorder.commands, recorder.errors, reader.prompts)
    }

    @Test func handsWordsToTheCommandTableAndSkipsBlankLines() async {
        let result = await Self.run(["list", "", "   ", "run 'tabata-classic' --speed 20", "info burpees"])
        #expect(result.commands == [["list"], ["run", "tabata-classic", "--speed", "20"], ["info", "burpees"]])
        #expect(result.prompts == Array(repeating: "takt> ", count: 6))
        #expect(result.errors.isEmpty)
    }

    @Test(arguments: ["quit", "exit", "  quit now"])
    func quitLeavesAndLaterLinesAreNotRun(word: String) async {
        let result = await Self.run(["list", word, "stats"])
        #expect(result.commands == [["list"]])
    }

    @Test func endOfInputLeavesWithTheLastStatus() async {
        let result = await Self.run(["list", "fail"])
        #expect(result.commands == [["list"], ["fail"]])
        #expect(result.status == 2)
    }

    @Test func anUnclosedQuoteIsALocalizedErrorAndTheLoopGoesOn() async {
        let english = await Self.run(["show 'tabata", "list"])
        #expect(english.commands == [["list"]])
        #expect(english.errors == ["error: unclosed ' quote; close it or escape it with a backslash"])
        let german = await Self.run(["show \"tabata"], language: "de")
        #expect(
            german.errors == [
                "Fehler: Anführungszeichen \" nicht geschlossen; schließe es oder maskiere es mit einem Backslash"
            ])
        // A line that cannot be split is a wrong command line, as in a one-shot call.
        #expect(german.status == 2)
    }
}
