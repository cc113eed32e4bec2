import ArgumentParser
import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// The App's short ways past the parser (start-up, issue 48) answer exactly as the parser does.
@MainActor
@Suite struct ShortWayTests {
    /// Calls the parser reads as they are, and calls it must read itself.
    nonisolated static let calls: [[String]] = [
        [], ["list"], ["run", "tabata", "--speed", "20"], ["history", "--json", "-n", "3"], ["--version"],
        ["help", "run"], ["show", "--json", "x"], ["run", "-x"], ["-l"], ["--langs"], ["log", "fran", "4:21"],
        ["--lang", "de", "list"], ["list", "--lang=de"], ["--lang"], ["run", "--", "--lang"], ["list", "--lang", "en"],
    ]

    @Test(arguments: calls)
    func aPlainCallIsWhatTheParserReads(words: [String]) throws {
        guard CallWords.isPlain(words) else {
            // Not plain: it names --lang or `--`, which the parser must read.
            #expect(words.contains { $0 == "--" || $0.hasPrefix("--lang") && $0 != "--langs" })
            return
        }
        let parsed = try CallWords.parse(words)
        #expect(parsed.common.lang == nil)
        #expect(parsed.command == words)
    }

    @Test func theCallsThatNameTheLanguageAreNotPlain() {
        #expect(!CallWords.isPlain(["--lang", "de", "list"]))
        #expect(!CallWords.isPlain(["list", "--lang=de"]))
        #expect(!CallWords.isPlain(["run", "--", "x"]))
        #expect(CallWords.isPlain(["list", "--langs"]))
    }

    @Test func versionIsTheParsersAnswer() async throws {
        #expect(TaktCommands.versionAnswer(to: ["--version"]) == TaktCommands.answer(toRootOptions: ["--version"]))
        #expect(TaktCommands.versionAnswer(to: ["--version", "x"]) == nil)
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["--version"], home: home)
        #expect(status == 0)
        #expect(out == "takt \(App.version)\n")
        #expect(err == "")
    }

    /// `help`, `help run` and `help nope` by the short way; `help run extra` and `help --x` by the
    /// parser, which refuses them as before.
    @Test func helpByTheShortWayIsHelpByTheParser() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (overviewStatus, overview, _) = await run(["help"], home: home)
        #expect(overviewStatus == 0)
        let (_, flag, _) = await run(["--help"], home: home)
        #expect(overview == flag)
        let (runStatus, runHelp, _) = await run(["help", "run"], home: home)
        #expect(runStatus == 0)
        let (_, runFlag, _) = await run(["run", "--help"], home: home)
        #expect(runHelp == runFlag)
        let (unknownStatus, _, unknown) = await run(["help", "nope"], home: home)
        #expect(unknownStatus == 2)
        #expect(unknown == "error: unknown command 'nope'.\n")
        let (extraStatus, _, extra) = await run(["help", "run", "extra"], home: home)
        #expect(extraStatus == 2)
        #expect(extra.hasPrefix("error: "))
        let (optionStatus, _, option) = await run(["help", "--x"], home: home)
        #expect(optionStatus == 2)
        #expect(option == "error: unknown option '--x'. See 'help help'.\n")
    }
}
