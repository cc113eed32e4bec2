import Foundation
import Testing

@testable import TaktCLI

/// One exit-status table for every command and kind of mistake, one-shot and in the REPL.
@MainActor
@Suite struct ExitStatusTableTests {
    typealias Status = TaktCLI.ExitStatus

    struct Row {
        var words: [String]
        var status: Status
    }

    static let table: [Row] = [
        // Success.
        Row(words: ["list"], status: .success), Row(words: ["show", "tabata-classic"], status: .success),
        Row(words: ["info", "burpees"], status: .success),
        Row(words: ["history"], status: .success), Row(words: ["stats"], status: .success),
        Row(words: ["export", "--format", "json"], status: .success),
        Row(words: ["lang"], status: .success), Row(words: ["set"], status: .success),
        Row(words: ["help"], status: .success), Row(words: ["help", "run"], status: .success),
        Row(words: ["validate", "good.yaml"], status: .success), Row(words: ["--version"], status: .success),
        // The command line was wrong.
        Row(words: ["nope"], status: .usage), Row(words: ["list", "--bogus"], status: .usage),
        Row(words: ["show"], status: .usage), Row(words: ["validate"], status: .usage),
        Row(words: ["history", "--limit", "x"], status: .usage),
        Row(words: ["history", "--limit", "0"], status: .usage),
        Row(words: ["export", "--format", "xml"], status: .usage), Row(words: ["export"], status: .usage),
        Row(words: ["run", "tabata-classic", "--speed", "0"], status: .usage),
        Row(words: ["run", "tabata-classic", "--log", "--no-log"], status: .usage),
        Row(words: ["lang", "fr"], status: .usage),
        Row(words: ["--lang", "fr", "list"], status: .usage),
        Row(words: ["set", "weight", "heavy"], status: .usage), Row(words: ["set", "wieght", "70"], status: .usage),
        Row(words: ["set", "weight"], status: .usage),
        Row(words: ["help", "nope"], status: .usage), Row(words: ["stats", "back-squat", "extra"], status: .usage),
        // The command ran and failed.
        Row(words: ["show", "nope"], status: .failure), Row(words: ["stats", "nope"], status: .failure),
        Row(words: ["show", "./missing.yaml"], status: .failure),
        Row(words: ["run", "nope"], status: .failure),
        Row(words: ["validate", "broken.yaml"], status: .failure),
        Row(words: ["validate", "missing.yaml"], status: .failure),
        Row(words: ["info", "nope"], status: .failure),
        Row(words: ["export", "--format", "csv", "-o", "no-such-folder/x.csv"], status: .failure),
        // Commands added since: the same table holds.
        Row(words: ["share", "tabata-classic"], status: .success), Row(words: ["share"], status: .usage),
        Row(words: ["share", "nope"], status: .failure),
        Row(words: ["convert", "tabata-classic", "-o", "out.txt"], status: .success),
        Row(words: ["convert", "tabata-classic"], status: .usage),
        Row(words: ["convert", "tabata-classic", "-o", "out.txt", "--format", "xml"], status: .usage),
        Row(words: ["convert", "nope", "-o", "out.txt"], status: .failure),
        Row(words: ["report", "-o", "report.html"], status: .success), Row(words: ["report"], status: .usage),
        Row(words: ["report", "-o", "no-such-folder/r.html"], status: .failure),
        Row(words: ["import", "missing.json"], status: .failure), Row(words: ["import"], status: .usage),
        Row(words: ["import", "broken.yaml"], status: .failure),
        Row(words: ["history", "nope"], status: .failure),
        Row(words: ["export", "--format", "json", "--since", "yesterday"], status: .usage),
        Row(words: ["plan"], status: .success), Row(words: ["plan", "start", "nope"], status: .failure),
        Row(words: ["plan", "bogus"], status: .usage),
        Row(words: ["remove", "tabata-classic"], status: .failure), Row(words: ["remove"], status: .usage),
        Row(words: ["add", "missing.yaml"], status: .failure),
        Row(words: ["unset", "bogus"], status: .usage), Row(words: ["settings"], status: .success),
    ]

    /// Names of files in the test's home, made absolute: tests share the process's working folder.
    static func resolved(_ words: [String], in home: URL) -> [String] {
        words.map { word in
            let isFile = [".yaml", ".csv", ".json", ".txt", ".html"].contains { word.hasSuffix($0) }
            return isFile ? home.appendingPathComponent(word).path : word
        }
    }

    /// A fresh home holding the table's `good.yaml` and `broken.yaml`.
    static func homeWithPrograms() throws -> URL {
        let home = try temporaryHome()
        try "title: t\nblocks: [{exercises: [{exercise: squats, work: 5}]}]\n".write(
            to: home.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
        try "title: t\nblocks: nope\n".write(
            to: home.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test func everyCommandAndMistakeHasItsStatus() async throws {
        let home = try Self.homeWithPrograms()
        defer { try? FileManager.default.removeItem(at: home) }
        for row in Self.table {
            let (code, _, err) = await run(Self.resolved(row.words, in: home), home: home)
            #expect(code == row.status.code, "\(row.words): \(err)")
        }
    }

    /// The REPL's last status is the same table: each line typed at the prompt.
    @Test func theREPLsLastStatusFollowsTheSameTable() async throws {
        let home = try Self.homeWithPrograms()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = App(
            environment: ["TAKT_HOME": home.path, "HOME": home.path], console: TestConsole().console())
        for row in Self.table where row.words.first != "--version" {
            let line = Self.resolved(row.words, in: home).joined(separator: " ")
            let repl = REPL(
                reader: ScriptedLines([line]), strings: { app.strings }, errors: { _ in },
                dispatch: { await app.perform($0) })
            #expect(await repl.run() == row.status.code, "\(row.words)")
        }
    }

    /// A programs folder named in TAKT_PROGRAMS that is missing gets one warning, and the
    /// command still runs.
    @Test func aMissingProgramsFolderIsToldOncePerCommand() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let missing = home.appendingPathComponent("no-such-folder").path
        for words in [["list"], ["show", "tabata-classic"], ["info", "burpees"]] {
            let (_, _, err) = await run(words, home: home, environment: ["TAKT_PROGRAMS": missing])
            let warnings = err.split(separator: "\n").filter { $0.contains("(from TAKT_PROGRAMS) cannot be used") }
            #expect(warnings.count == 1, "\(words): \(err)")
            #expect(warnings.allSatisfy { $0.contains(missing) })
        }
    }
}
