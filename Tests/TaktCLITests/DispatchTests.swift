import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// The one dispatcher: unknown commands, localized parse errors, help, --lang for one call.
@MainActor
@Suite struct DispatchTests {
    @Test func unknownCommandSuggestsTheClosestAndExits2() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["rnu", "tabata"], home: home)
        #expect(status == 2)
        #expect(out == "")
        #expect(err == "error: unknown command 'rnu'. Did you mean 'run'?\n")
        let (_, _, german) = await run(["--lang", "de", "shwo"], home: home)
        #expect(german == "Fehler: unbekannter Befehl „shwo“. Meintest du „show“?\n")
    }

    @Test func unknownLanguageIsRefusedNamingTheAvailableOnes() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(["--lang", "fr", "list"], home: home)
        #expect(status == 2)
        #expect(err == "error: unknown language 'fr'; available: de, en.\n")
    }

    @Test(arguments: [
        (["list", "--bogus"], "error: unknown option '--bogus'. See 'help list'.\n"),
        (["--lang=de", "list", "--bogus"], "Fehler: unbekannte Option „--bogus“. Siehe „help list“.\n"),
        (["help", "nope"], "error: unknown command 'nope'.\n"),
    ])
    func parseErrorsAreLocalized(words: [String], expected: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(words, home: home)
        #expect(status != 0)
        #expect(err == expected)
    }

    /// A mistyped option gets the closest option of that command, as a mistyped command gets
    /// the closest command; usage errors exit 2.
    @Test(arguments: [
        (["list", "--jsno"], "error: unknown option '--jsno'. Did you mean '--json'? See 'help list'.\n"),
        (
            ["--lang=de", "list", "--jsno"],
            "Fehler: unbekannte Option „--jsno“. Meintest du „--json“? Siehe „help list“.\n"
        ),
        (["run", "x", "--sped", "2"], "error: unknown option '--sped'. Did you mean '--speed'? See 'help run'.\n"),
        (["history", "--lnag", "de"], "error: unknown option '--lnag'. Did you mean '--lang'? See 'help history'.\n"),
    ])
    func aMistypedOptionSuggestsTheClosest(words: [String], expected: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(words, home: home)
        #expect(status == 2)
        #expect(err == expected)
    }

    @Test func helpOverviewListsEveryCommandInTheLanguage() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, _) = await run(["help"], home: home, environment: ["LANG": "de_DE.UTF-8"])
        #expect(status == 0)
        #expect(out.hasPrefix("takt — Intervalltraining im Terminal.\n\nBefehle:\n  list "))
        for name in CommandTable.names {
            #expect(out.contains("\n  \(name) "))
        }
    }

    @Test func helpFlagOnACommandShowsThatCommand() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, out, _) = await run(["validate", "--help"], home: home)
        #expect(
            out == """
                Usage: takt validate FILE|FOLDER...

                Checks program files or folders; every problem with line and column.

                  Exit status 1 when any file has an error.

                """)
    }

    @Test(arguments: ["en", "de"])
    func helpFitsEightyColumns(language: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for words in [["help"]] + CommandTable.names.map({ ["help", $0] }) {
            let (_, out, _) = await run(["--lang", language] + words, home: home)
            for line in out.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(words): \(line)")
            }
        }
    }

    /// The parser answers `--version` from the root's configuration: alone, after `--lang`, or
    /// after a command, as ArgumentParser does.
    @Test(arguments: [
        ["--version"], ["--lang", "de", "--version"], ["list", "--version"], ["--version", "--lang=en"],
    ])
    func versionPrintsTheVersion(words: [String]) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(words, home: home)
        #expect(status == 0)
        #expect(out == "takt \(App.version)\n")
        #expect(err == "")
    }

    /// `--lang` is read by the parser wherever it stands; given without its value it is a
    /// command-line mistake, told like any other (with where to read more when there is a command).
    @Test func langWithoutAValueIsAMistakeOfTheCommandLine() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (alone, _, aloneErr) = await run(["--lang"], home: home)
        #expect(alone == 2)
        #expect(aloneErr == "error: missing value for --lang.\n")
        let (after, _, afterErr) = await run(["list", "--lang"], home: home)
        #expect(after == 2)
        #expect(afterErr == "error: missing value for --lang. See 'help list'.\n")
        let (between, out, _) = await run(["list", "--lang", "de", "--json"], home: home)
        #expect(between == 0)
        #expect(out.hasPrefix("["))
    }
}

@Suite struct AppPathsTests {
    @Test func takeHomePutsEverythingUnderOneFolder() {
        let paths = AppPaths(environment: ["TAKT_HOME": "/tmp/th", "XDG_CONFIG_HOME": "/x"])
        #expect(paths.settingsFile.path == "/tmp/th/config.yaml")
        #expect(paths.historyDatabase.path == "/tmp/th/history.sqlite")
        #expect(paths.lineHistory.path == "/tmp/th/repl_history")
        #expect(paths.programDirectories.map(\.path) == ["/tmp/th/programs"])
    }

    @Test func xdgDirectoriesAreUsedOnlyWhenAbsolute() {
        let paths = AppPaths(environment: [
            "HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "relative/data",
            "XDG_STATE_HOME": "/state", "TAKT_PROGRAMS": "/p1::/p2",
        ])
        #expect(paths.settingsFile.path == "/cfg/takt/config.yaml")
        #expect(paths.historyDatabase.path == "/home/u/.local/share/takt/history.sqlite")
        #expect(paths.lineHistory.path == "/state/takt/repl_history")
        #expect(paths.localizationDirectory.path == "/cfg/takt/localization")
        #expect(paths.programDirectories.map(\.path) == ["/cfg/takt/programs", "/p1", "/p2"])
    }

    @Test func defaultsAreUnderHome() {
        let paths = AppPaths(environment: ["HOME": "/home/u"])
        #expect(paths.settingsFile.path == "/home/u/.config/takt/config.yaml")
        #expect(paths.lineHistory.path == "/home/u/.local/state/takt/repl_history")
    }
}
