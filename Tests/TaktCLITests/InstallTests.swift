import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// What installing takt gives: the manual page from the command table, and completion scripts.
@MainActor
@Suite struct InstallTests {
    /// The help family: every command of the table has its usage line, summary and details.
    @Test func everyCommandHasItsHelpTexts() throws {
        let english = try #require(Languages.bundled.tables["en"])
        for name in CommandTable.names {
            for part in ["usage", "summary", "details"] {
                #expect(english[StringKey(.help, "\(name).\(part)")] != nil, "no help.\(name).\(part)")
            }
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The committed takt.1 is what the command table gives now; `takt --generate-manual > takt.1` updates it.
    @Test func theManualPageIsUpToDateWithTheCommandTable() throws {
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent("takt.1"), encoding: .utf8)
        let rendered = ManualPage.render(Languages.bundled.strings(for: "en"), version: App.version)
        #expect(committed == rendered, "takt.1 is stale: run `swift run takt --generate-manual > takt.1`")
        for name in CommandTable.names {
            #expect(
                rendered.contains(
                    "\n.B " + ManualPage.roff(Languages.bundled.strings(for: "en")(StringKey(.help, "\(name).usage"))))
            )
        }
    }

    @Test func roffTextCannotBecomeARequest() {
        #expect(ManualPage.roff(".SH trap") == "\\&.SH trap")
        #expect(ManualPage.roff("--json a\\b") == "\\-\\-json a\\eb")
    }

    @Test func theManualIsPrintedByTheBinaryInEitherLanguage() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for (words, heading) in [
            (["--generate-manual"], ".SH COMMANDS"), (["--generate-manual", "de"], ".SH BEFEHLE"),
        ] {
            let capture = TestConsole()
            let app = App(environment: ["TAKT_HOME": home.path, "LANG": "C"], console: capture.console())
            #expect(await app.start(words) == 0)
            #expect(capture.out.hasPrefix(".TH TAKT 1"))
            #expect(capture.out.contains(heading))
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func aCompletionScriptIsPrintedForEachShell(shell: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let capture = TestConsole()
        let app = App(environment: ["TAKT_HOME": home.path], console: capture.console())
        #expect(await app.start(["--generate-completion-script", shell]) == 0)
        // Every command of the table, and program ids asked from takt itself at each Tab.
        for name in CommandTable.names { #expect(capture.out.contains(name)) }
        #expect(capture.out.contains("---completion run"))
        #expect(capture.err.isEmpty)
    }

    @Test func anUnknownShellIsABadCommandLineInTheUsersLanguage() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let capture = TestConsole()
        let app = App(environment: ["TAKT_HOME": home.path, "LANG": "de_DE.UTF-8"], console: capture.console())
        #expect(await app.start(["--generate-completion-script", "tcsh"]) == 2)
        #expect(capture.out.isEmpty)
        #expect(
            capture.err
                == "Fehler: kein Vervollständigungsskript für „tcsh“: bash, zsh oder fish angeben, etwa takt --generate-completion-script bash\n"
        )
    }

    /// The callback the scripts make: program ids, including a user's, and files once a path is typed.
    @Test func theCompletionCallbackOffersProgramIdsAndPaths() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let capture = TestConsole()
        let app = App(environment: ["TAKT_HOME": home.path], console: capture.console())
        #expect(await app.start(["---completion", "show", "--", "positional@0", "2", "0", "takt", "show", ""]) == 0)
        let ids = capture.out.split(separator: "\n").map(String.init)
        #expect(ids.contains("tabata-classic"))
        #expect(ids.contains("seven-minute"))
    }
}

/// REPL completion offers the options the command table declares, read from the table itself.
@Suite struct CommandTableOptionsTests {
    @Test func everyCommandsOptionsComeFromItsDeclaration() {
        let options = CommandTable.options
        #expect(options[""] == ["--lang", "--version"])
        #expect(options["list"] == ["--tag", "--json"])
        #expect(
            Set(options["run"] ?? []) == [
                "--speed", "--plain", "--events", "--log", "--no-log", "--json", "--remote", "--scaled", "--hr",
            ])
        #expect(Set(options["export"] ?? []) == ["--format", "-o", "--session", "--since", "--sets", "--samples"])
        #expect(Set(options["plan"] ?? []) == ["--on", "--days", "--at", "--replace", "--ics"])
        #expect(options["quit"] == [])
        #expect(Set(options.keys) == Set(CommandTable.names + [""]))
    }

    /// Every positional argument ArgumentParser parses has its word kind declared beside it, so
    /// the REPL completes it as the shell scripts do; a new `@Argument` without one fails here.
    @Test func everyPositionalArgumentHasItsWordKind() {
        for command in CommandTable.commands {
            let help = TaktCommands.helpMessage(for: command, columns: 1000)
            let section = help.components(separatedBy: "ARGUMENTS:").dropFirst().first ?? ""
            let arguments =
                section.components(separatedBy: "\n\n").first?.split(separator: "\n")
                .filter { $0.hasPrefix("  <") } ?? []
            #expect(arguments.count == command.words.kinds.count, "\(command.typedName): \(arguments)")
            // A repeatable option (`[--score <score> ...]`) is no repeating positional word.
            let usage = TaktCommands.usageString(for: command).replacing(/\[--[a-z-]+ <[a-z-]+> \.\.\.\]/, with: "")
            #expect(command.words.repeatsLast == usage.contains("> ..."), "\(command.typedName): \(usage)")
            // Options with a declared value kind are options the command really has.
            let options = CommandTable.options[command.typedName] ?? []
            #expect(Set(command.words.options.keys).isSubset(of: options), "\(command.typedName)")
        }
    }

    @Test(arguments: [
        ("run ", ["emom-12", "today"]), ("show ", ["emom-12", "plan-a"]), ("share ", ["emom-12"]),
        ("plan ", ["export", "start", "stop"]), ("plan start ", ["plan-a"]), ("plan stop ", []),
        ("set sound ", ["bell", "off", "voice"]), ("unset ", ["sound"]), ("info ", ["squats"]),
        ("lang ", ["de", "en"]), ("help ", CommandTable.names.sorted()),
        ("history ", ["delete", "edit", "restore", "trash"]), ("history edit ", []),
        ("validate a.yaml ", ["./x.yaml"]),
    ])
    func theREPLCompletesEachCommandsDeclaredWords(line: String, expected: [String]) {
        var vocabulary = Completion.Vocabulary(
            commands: CommandTable.names, programs: ["emom-12"], exercises: ["squats"], languages: ["de", "en"],
            settings: ["sound": ["bell", "off", "voice"]], paths: { _ in ["./x.yaml"] })
        vocabulary.plans = ["plan-a"]
        #expect(Completion(vocabulary: vocabulary).candidates(line: line) == expected)
    }
}
