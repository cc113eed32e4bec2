import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// `share`, `convert`, `add` and `remove` through the one command table, in a TAKT_HOME.
@MainActor
@Suite struct InterchangeCommandTests {
    @Test func shareprintsTheLineAndWarnsOnceAboutWhatItLeavesOut() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["share", "tabata-classic"], home: home)
        #expect(status == 0)
        #expect(out == "ready 10s, (tabata burpees)\n")
        #expect(
            err == "warning: The text form cannot hold the program's title, block titles, description, author, "
                + "tags and level; they are left out\n")
        let (_, quick, quiet) = await run(["share", "8x20/10"], home: home)
        #expect(quick == "ready 10s, 8x20/10\n")
        #expect(quiet == "")
    }

    /// A FIT workout keeps the title (`wkt_name`) in one language: the warning names exactly
    /// what is lost, and the title comes back.
    @Test func convertToFITNamesExactlyWhatIsLost() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let fit = home.appendingPathComponent("x.fit").path
        let (status, _, err) = await run(["convert", "tabata-classic", "-o", fit], home: home)
        #expect(status == 0)
        #expect(
            err == "warning: A FIT workout cannot hold the program's title in other languages, block titles, "
                + "description, author, tags and level; they are left out\n")
        let (_, shown, _) = await run(["show", fit], home: home)
        #expect(shown.hasPrefix("Classic Tabata (x)\n"), "\(shown)")
    }

    @Test func convertFollowsTheExtensionAndTheYAMLValidates() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // Intervals only: FIT carries scored formats as timed steps until issue 26.
        let fit = home.appendingPathComponent("tabata-four.fit").path
        let (wrote, out, _) = await run(["convert", "tabata-four", "-o", fit], home: home)
        #expect(wrote == 0)
        #expect(out == "wrote \(fit) (fit)\n")
        let yaml = home.appendingPathComponent("ladder-back.yaml").path
        let (back, _, backErr) = await run(["convert", fit, "-o", yaml], home: home)
        #expect(back == 0, "\(backErr)")
        let (valid, validOut, _) = await run(["validate", yaml], home: home)
        #expect(valid == 0, "\(validOut)")
        // The timeline survived FIT and YAML: `show --json` phases are the same.
        let (_, original, _) = await run(["show", "tabata-four", "--json"], home: home)
        let (_, converted, _) = await run(["show", yaml, "--json"], home: home)
        #expect(try phases(original) == (try phases(converted)))

        let text = home.appendingPathComponent("x.out").path
        let (forced, _, _) = await run(["convert", "ladder", "-o", text, "--format", "txt"], home: home)
        #expect(forced == 0)
        #expect(try String(contentsOfFile: text, encoding: .utf8).hasPrefix("ready 10s, (20s jump-rope / 20s"))
        let (stdout, printed, _) = await run(["convert", "8x20/10", "-o", "-", "--format", "json"], home: home)
        #expect(stdout == 0)
        #expect(printed.hasPrefix("{\n  \"id\": \"8x20-10\","))
    }

    private func phases(_ json: String) throws -> [[String: String]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try #require(object["phases"] as? [[String: Any]])
        return list.map { phase in
            ["kind", "exercise", "seconds", "reps", "round", "set"].reduce(into: [:]) { $0[$1] = "\(phase[$1] ?? "")" }
        }
    }

    @Test(arguments: [
        (["convert", "ladder", "-o", "ladder.docx"], "error: cannot tell the format from the name 'ladder.docx'; "),
        (
            ["convert", "ladder", "-o", "x", "--format", "pdf"],
            "error: 'pdf' is not a valid value for --format; use one of: fit, yaml, txt, json."
        ),
        (["convert", "ladder", "-o", "-", "--format", "fit"], "error: a FIT file is binary"),
    ])
    func badOutputsAreCommandLineMistakes(words: [String], start: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, err) = await run(words, home: home)
        #expect(status == 2)
        #expect(err.hasPrefix(start), "\(err)")
    }

    @Test func aBrokenFITFileIsLocatedAndExits1() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("broken.fit")
        try Data("not a fit file at all".utf8).write(to: path)
        let (status, _, err) = await run(["convert", path.path, "-o", "x.yaml"], home: home)
        #expect(status == 1)
        #expect(err == "error: \(path.path), byte 8: this is not a FIT file (no '.FIT' in its header)\n")
        let (run, _, runErr) = await run(["run", path.path, "--lang", "de"], home: home)
        #expect(run == 1)
        #expect(runErr.hasPrefix("Fehler: \(path.path), Byte 8: das ist keine FIT-Datei"))
    }

    @Test func addInstallsRefusesAnExistingIdAndReplacesOnRequest() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = home.appendingPathComponent("mine.yaml")
        try Data("id: mine\ntitle: Mine\nblocks:\n  - exercises:\n      - {exercise: squats, work: 30}\n".utf8)
            .write(to: source)
        let target = home.appendingPathComponent("programs/mine.yaml")
        let (added, out, _) = await run(["add", source.path], home: home)
        #expect(added == 0)
        #expect(out == "installed 'mine' as \(target.path)\n")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("id: mine\n"))

        let (again, _, err) = await run(["add", source.path], home: home)
        #expect(again == 1)
        #expect(
            err == "error: a program with the id 'mine' already exists (\(target.path)); add --replace to replace it\n")
        let (replaced, replacedOut, _) = await run(["add", source.path, "--replace"], home: home)
        #expect(replaced == 0)
        #expect(replacedOut == "replaced 'mine' with \(target.path)\n")

        // A bundled id is taken too, until --replace makes the user's program shadow it.
        let (bundled, _, bundledErr) = await run(["add", "ready 5s, 20s squats"], home: home)
        #expect(bundled == 0, "\(bundledErr)")
        let (listed, list, _) = await run(["list", "--json"], home: home)
        #expect(listed == 0)
        #expect(list.contains("\"ready-5s-20s-squats\""))
    }

    @Test func addRefusesABrokenProgramAndWritesNothing() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = home.appendingPathComponent("bad.yaml")
        try Data("id: bad\ntitle: Bad\nblocks:\n  - exercises:\n      - {exercise: squats, work: soon}\n".utf8)
            .write(to: source)
        let (status, _, err) = await run(["add", source.path], home: home)
        #expect(status == 1)
        #expect(err.contains("bad.yaml:5:"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("programs/bad.yaml").path))
        let (text, _, textErr) = await run(["add", "8x20/"], home: home)
        #expect(text == 1)
        #expect(textErr.hasPrefix("error: column 6: "))
    }

    @Test func removeAsksFirstAtThePromptAndNeverRemovesABundledProgram() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["add", "6x30/30"], home: home)
        let file = home.appendingPathComponent("programs/6x30-30.yaml")
        #expect(FileManager.default.fileExists(atPath: file.path))

        let capture = TestConsole()
        let app = App(environment: ["TAKT_HOME": home.path, "HOME": home.path], console: capture.console())
        var asked: [String] = []
        app.confirm = { question in
            asked.append(question)
            return false
        }
        #expect(await app.perform(["remove", "6x30-30"]) == 0)
        #expect(asked == ["Remove '6x30-30' (\(file.path))? [y/N] "])
        #expect(capture.out == "nothing removed\n")
        #expect(FileManager.default.fileExists(atPath: file.path))

        app.confirm = { _ in true }
        #expect(await app.perform(["remove", "6x30-30"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))

        #expect(await app.perform(["remove", "tabata-classic"]) == 1)
        #expect(
            capture.err.hasSuffix(
                "error: 'tabata-classic' is a bundled program; only your own programs can be removed\n"))
        #expect(App.isYes("ja", strings: Languages.bundled.strings(for: "de")))
        #expect(!App.isYes("", strings: Languages.bundled.strings(for: "de")))
    }

    @Test func planStartAsksBeforeReplacingAtThePromptAndOneShotNeedsReplace() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(await run(["plan", "start", "tabata-four-weeks"], home: home).0 == 0)

        let (oneShot, _, oneShotErr) = await run(["plan", "start", "beginner-six-weeks"], home: home)
        #expect(oneShot == 1)
        #expect(
            oneShotErr
                == "error: you are following 'tabata-four-weeks'; 'plan start beginner-six-weeks --replace' "
                + "starts the new plan instead\n")

        let capture = TestConsole()
        let app = App(environment: ["TAKT_HOME": home.path, "HOME": home.path], console: capture.console())
        var asked: [String] = []
        app.confirm = { question in
            asked.append(question)
            return false
        }
        #expect(await app.perform(["plan", "start", "beginner-six-weeks"]) == 0)
        #expect(asked == ["Stop following 'tabata-four-weeks' and start 'beginner-six-weeks'? [y/N] "])
        #expect(capture.out == "still following 'tabata-four-weeks'\n")
        #expect((try? app.plans.enrollmentFile.read())??.planID == "tabata-four-weeks")

        app.confirm = { _ in true }
        #expect(await app.perform(["plan", "start", "beginner-six-weeks"]) == 0)
        #expect(asked.count == 1)
        #expect((try? app.plans.enrollmentFile.read())??.planID == "beginner-six-weeks")
    }

    @Test func exportFITRefusesBadOptions() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (noFile, _, _) = await run(["export", "--format", "fit"], home: home)
        #expect(noFile == 2)
        let (badDay, _, dayErr) = await run(["export", "--format", "fit", "--since", "monday", "-o", "d"], home: home)
        #expect(badDay == 2)
        #expect(dayErr == "error: --since needs a day like 2026-11-01, found 'monday'\n")
        let (missing, _, missingErr) = await run(
            ["export", "--format", "fit", "--session", "abcdef12", "-o", "s.fit"], home: home)
        #expect(missing == 1)
        #expect(missingErr.hasPrefix("error: no session 'abcdef12'"))
    }

    @Test func completionOffersTheNewCommandsTheirProgramsAndFormats() throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = App(environment: ["TAKT_HOME": home.path, "HOME": home.path], console: TestConsole().console())
        let completion = Completion(vocabulary: app.completionVocabulary())
        for command in ["share", "convert", "add", "remove"] {
            #expect(completion.candidates(line: String(command.prefix(3))).contains(command))
        }
        #expect(completion.candidates(line: "share tabata-c") == ["tabata-classic"])
        #expect(completion.candidates(line: "remove lad") == ["ladder"])
        #expect(completion.candidates(line: "convert ladder --format ") == ["fit", "json", "txt", "yaml"])
        #expect(completion.candidates(line: "export --format f") == ["fit"])
        #expect(completion.candidates(line: "add --r") == ["--replace"])
    }

    @Test(arguments: [
        (
            ["run", "10x(40s", "squats", "/", "20s)", "--speed", "50"],
            ["run", "10x(40s squats / 20s)", "--speed", "50"]
        ),
        (["convert", "8x", "20/10", "-o", "x.fit"], ["convert", "8x 20/10", "-o", "x.fit"]),
        (["run", "8x20/10", "--plain"], ["run", "8x20/10", "--plain"]),
        (["run", "tabata-classic", "extra"], ["run", "tabata-classic", "extra"]),
        (["info", "8x", "squats"], ["info", "8x", "squats"]),
    ])
    func aLineTypedWithoutQuotesIsOneArgument(words: [String], expected: [String]) {
        #expect(CommandTable.joiningTextForm(words) == expected)
    }

    @Test func anUnquotedLineRunsFromThePrompt() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(
            ["share", "3x(45s", "burpees/15s,", "45s", "lunges/15s)", "rest", "60"], home: home)
        #expect(status == 0, "\(err)")
        #expect(out == "ready 10s, 3x(45s burpees / 15s, 45s lunges / 15s), rest 60s\n")
    }
}
