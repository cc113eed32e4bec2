import Foundation
import TaktPlatform
import Testing

@testable import TaktCLI

@Suite struct CompletionTests {
    static let completion = Completion(
        vocabulary: Completion.Vocabulary(
            commands: ["export", "help", "history", "info", "lang", "list", "quit", "run", "set", "show", "stats"],
            programs: ["emom-12", "tabata-classic", "tabata-legs"],
            exercises: ["burpees", "mountain-climbers", "squats"],
            languages: ["de", "en"],
            settings: ["age": [], "goal": [], "sex": ["f", "m"], "sound": ["bell", "off", "voice"], "weight": []],
            flags: [
                "run": ["--events", "--log", "--no-log", "--plain", "--speed"], "list": ["--json"],
                "export": ["--format", "-o"], "": ["--lang"],
            ]))

    @Test(arguments: [
        ("", ["export", "help", "history", "info", "lang", "list", "quit", "run", "set", "show", "stats"]),
        ("h", ["help", "history"]),
        ("s", ["set", "show", "stats"]),
        ("run ", ["emom-12", "tabata-classic", "tabata-legs"]),
        ("run tab", ["tabata-classic", "tabata-legs"]),
        ("show e", ["emom-12"]),
        ("run tabata-classic ", []),
        ("run tabata-classic --s", ["--speed"]),
        ("run tabata-classic --", ["--events", "--lang", "--log", "--no-log", "--plain", "--speed"]),
        ("run tabata-classic --speed ", []),
        ("list --", ["--json", "--lang"]),
        ("info ", ["burpees", "mountain-climbers", "squats"]),
        ("info m", ["mountain-climbers"]),
        ("lang ", ["de", "en"]),
        ("lang d", ["de"]),
        ("list --lang ", ["de", "en"]),
        ("set ", ["age", "goal", "sex", "sound", "weight"]),
        ("set so", ["sound"]),
        ("set sound ", ["bell", "off", "voice"]),
        ("set sound v", ["voice"]),
        ("set weight ", []),
        ("help h", ["help", "history"]),
        ("export --format ", ["csv", "fit", "json"]),
        ("convert x --format ", ["fit", "json", "txt", "yaml"]),
        ("frobnicate ", []),
    ])
    func candidates(line: String, expected: [String]) {
        #expect(Self.completion.candidates(line: line) == expected)
    }

    /// Paths come from the file system through the vocabulary; here a fixed, fake one.
    static let withPaths: Completion = {
        var vocabulary = completion.vocabulary
        vocabulary.paths = { typed in
            ["./my.yaml", "./mine/", "Programs/tabata.yaml"].filter { $0.hasPrefix(typed) }
        }
        return Completion(vocabulary: vocabulary)
    }()

    @Test(arguments: [
        ("validate ", ["./mine/", "./my.yaml", "Programs/tabata.yaml"]),
        ("validate ./my.yaml Pro", ["Programs/tabata.yaml"]),
        ("run ./m", ["./mine/", "./my.yaml"]),
        ("run tab", ["tabata-classic", "tabata-legs"]),
        ("show Programs/", ["Programs/tabata.yaml"]),
        ("run tabata-classic --events ./my", ["./my.yaml"]),
        ("export --format csv -o ", ["./mine/", "./my.yaml", "Programs/tabata.yaml"]),
    ])
    func pathsCompleteWhereAFileIsExpected(line: String, expected: [String]) {
        #expect(Self.withPaths.candidates(line: line) == expected)
    }

    @Test func pathCompletionListsAFoldersEntries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-paths-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("a.yaml"))
        try Data().write(to: folder.appendingPathComponent(".hidden"))
        #expect(
            PathCompletion.paths(startingWith: folder.path + "/", files: LocalFileSystem()) == [
                folder.path + "/a.yaml", folder.path + "/sub/",
            ])
        #expect(
            PathCompletion.paths(startingWith: folder.path + "/.", files: LocalFileSystem()) == [
                folder.path + "/.hidden"
            ])
    }
}

/// Plan ids, `today` and the words of `plan`.
@Suite struct PlanCompletionTests {
    static let completion: Completion = {
        var vocabulary = Completion.Vocabulary(
            commands: ["plan", "run", "show", "today"], programs: ["tabata-classic"],
            flags: ["plan": ["--on", "--days", "--at", "--replace", "--ics"]])
        vocabulary.plans = ["beginner-six-weeks", "tabata-four-weeks"]
        return Completion(vocabulary: vocabulary)
    }()

    @Test(arguments: [
        ("t", ["today"]),
        ("run ", ["tabata-classic", "today"]),
        ("run to", ["today"]),
        ("show ", ["beginner-six-weeks", "tabata-classic", "tabata-four-weeks"]),
        ("plan ", ["export", "start", "stop"]),
        ("plan st", ["start", "stop"]),
        ("plan start ", ["beginner-six-weeks", "tabata-four-weeks"]),
        ("plan start b", ["beginner-six-weeks"]),
        ("plan start beginner-six-weeks --d", ["--days"]),
        ("plan start beginner-six-weeks --days ", ["mon,thu", "mon,tue,thu,fri", "mon,wed,fri", "tue,thu,sat"]),
        ("plan stop ", []),
    ])
    func completes(line: String, expected: [String]) {
        #expect(Self.completion.candidates(line: line) == expected)
    }
}
