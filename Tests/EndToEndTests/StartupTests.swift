import Foundation
import Testing

/// How `takt` starts: the REPL when no command is given (with or without `--lang`), a
/// one-shot command otherwise; REPL lines read from stdin when it is not a terminal.
@Suite struct StartupTests {
    static func repl(_ arguments: [String], input: String, home: URL) throws -> (Int32, String) {
        let (process, output) = TaktProcess.make(arguments, home: home)
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(arguments: [["--lang", "de"], ["--lang=de"], ["--lang", "DE"]])
    func aLanguageAloneOpensTheREPLInThatLanguage(arguments: [String]) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try Self.repl(arguments, input: "lang\nquit\n", home: home)
        #expect(status == 0)
        #expect(text == "Sprache: Deutsch (de). Verfügbar: de, en.\n")
    }

    @Test func langAtThePromptOverridesTheStartupLanguage() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, text) = try Self.repl(["--lang", "de"], input: "lang en\nlang\nlang DE\n", home: home)
        #expect(
            text == """
                Language set to English.
                Language: English (en). Available: de, en.
                Sprache ist jetzt Deutsch.

                """)
    }

    @Test func aBrokenConfigIsReportedInTheLanguageOfTheCall() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("weight: [heavy\n".utf8).write(to: home.appendingPathComponent("config.yaml"))
        let (status, text) = try TaktProcess.run(["--lang", "de", "stats"], home: home)
        #expect(status == 0)
        #expect(text.contains("config.yaml:2:1: Fehler: "), "\(text)")
        #expect(text.contains("wurde nicht verändert"), "\(text)")
        // `set` reports it itself, once, and saves nothing over it.
        let (setStatus, setText) = try TaktProcess.run(["set", "weight", "70"], home: home)
        #expect(setStatus != 0)
        #expect(setText.components(separatedBy: "config.yaml:2:1:").count == 2, "\(setText)")
        #expect(!setText.hasPrefix("error: /"), "\(setText)")
        let kept = try String(contentsOf: home.appendingPathComponent("config.yaml"), encoding: .utf8)
        #expect(kept == "weight: [heavy\n")
        // `set` alone only shows the settings: it must not hide that they are defaults.
        let (_, shown) = try TaktProcess.run(["set"], home: home)
        #expect(shown.contains("config.yaml:2:1:"), "\(shown)")
    }

    @Test(arguments: ["inf", "nan", "1e300", "-1", "0"])
    func anImpossibleSpeedIsRefusedWithoutACrash(speed: String) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["run", "tabata-classic", "--speed", speed], home: home)
        #expect(status == 2)
        #expect(text.hasPrefix("error: --speed must be a number above 0 and at most 10000, found "), "\(text)")
    }

    @Test func contradictoryFlagsAndNegativeLimitsAreRefusedInWords() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["run", "tabata-classic", "--log", "--no-log"], home: home)
        #expect(status == 2)
        #expect(text == "error: --log and --no-log contradict each other; give one of them.\n")
        let (limitStatus, limitText) = try TaktProcess.run(["history", "--limit", "-1"], home: home)
        #expect(limitStatus != 0)
        #expect(limitText.contains("--limit must be a whole number from 1 to"), "\(limitText)")
    }
}
