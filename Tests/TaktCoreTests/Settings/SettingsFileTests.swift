import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// config.yaml: written atomically, read back the same, and a broken file reported, never overwritten.
@Suite struct SettingsFileTests {
    static let english = Languages.bundled.strings(for: "en")

    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-settings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        var config: URL { url.appendingPathComponent("config/takt/config.yaml") }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func missingFileMeansDefaults() throws {
        let folder = try Folder()
        #expect(try SettingsFile.load(from: folder.config) == Settings())
    }

    @Test func roundTrip() throws {
        let folder = try Folder()
        let settings = Settings(
            language: "de", weightKilograms: 72.5, ageYears: 35, sex: .female, heightCentimetres: 165, weeklyGoal: 4,
            sound: .off)
        try SettingsFile.save(settings, to: folder.config, files: LocalFileSystem())
        #expect(try SettingsFile.load(from: folder.config) == settings)
        let text = try String(contentsOf: folder.config, encoding: .utf8)
        #expect(
            text == """
                # takt — takt set KEY VALUE · takt lang CODE
                language: "de"
                weight: 72.5
                age: 35
                sex: "f"
                height: 165
                goal: 4
                sound: "off"

                """)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: folder.config.deletingLastPathComponent().path)
        #expect(leftovers == ["config.yaml"])
    }

    @Test func updateValidatesThenSaves() throws {
        let folder = try Folder()
        try SettingsFile.update(
            "weight", to: "72", languages: ["en", "de"], at: folder.config, files: LocalFileSystem())
        try SettingsFile.update("goal", to: "5", languages: ["en", "de"], at: folder.config, files: LocalFileSystem())
        #expect(try SettingsFile.load(from: folder.config) == Settings(weightKilograms: 72, weeklyGoal: 5))
        let before = try Data(contentsOf: folder.config)
        let problem = try #require(throws: SettingsFile.Problem.self) {
            try SettingsFile.update(
                "weight", to: "301", languages: ["en", "de"], at: folder.config, files: LocalFileSystem())
        }
        #expect(problem.message(Self.english) == "weight must be a number of kg from 20 to 300, found '301'")
        #expect(try Data(contentsOf: folder.config) == before)
    }

    @Test func aBrokenFileIsReportedWithEveryProblemAndNeverOverwritten() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.config.deletingLastPathComponent(), withIntermediateDirectories: true)
        let broken = "weight: 500\ncolor: red\nage: 35\ngoal: [1, 2]\n"
        try Data(broken.utf8).write(to: folder.config)
        let problem = try #require(throws: SettingsFile.Problem.self) {
            try SettingsFile.update("age", to: "36", languages: ["en"], at: folder.config, files: LocalFileSystem())
        }
        let path = folder.config.path
        #expect(
            problem.message(Self.english) == """
                \(path):1:9: error: weight must be a number of kg from 20 to 300, found '500'
                \(path):2:1: error: unknown setting 'color': use one of language, weight, age, sex, height, goal, sound, plan-weeks, units, score-by, hr-max, hr-rest, hr-device, max, plates
                \(path):4:7: error: the weekly goal must be a whole number of sessions from 1 to 7, found ''
                \(path) was not changed: fix the problems above first
                """)
        #expect(try String(contentsOf: folder.config, encoding: .utf8) == broken)
    }

    /// One bad value puts only itself out of use; `set` may replace it, and only it.
    @Test func aBadValueIsIgnoredAloneAndSetRepairsIt() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.config.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "language: \"de\"\nweight: 80\ngoal: 9\n"
        try Data(text.utf8).write(to: folder.config)

        let reading = try SettingsFile.read(from: folder.config, files: LocalFileSystem())
        #expect(reading.settings == Settings(language: "de", weightKilograms: 80))
        #expect(reading.ignored.map(\.key) == ["goal"])
        let path = folder.config.path
        #expect(
            SettingsFile.Problem.ignored(path: path, problems: reading.ignored).message(Self.english) == """
                \(path):3:7: error: the weekly goal must be a whole number of sessions from 1 to 7, found '9'
                \(path): the settings above are not used until fixed; 'set' can replace them
                """)

        // Another setting cannot be saved without losing the bad entry: refused, file kept.
        #expect(throws: SettingsFile.Problem.self) {
            try SettingsFile.update(
                "age", to: "30", languages: ["en", "de"], at: folder.config, files: LocalFileSystem())
        }
        #expect(try String(contentsOf: folder.config, encoding: .utf8) == text)

        // The bad setting itself is what `set` repairs; everything else is kept.
        try SettingsFile.update("Goal", to: "4", languages: ["en", "de"], at: folder.config, files: LocalFileSystem())
        #expect(
            try SettingsFile.load(from: folder.config) == Settings(language: "de", weightKilograms: 80, weeklyGoal: 4))
    }

    @Test(arguments: ["weight: [", "- just\n- a list\n", "\u{FF}\u{FE}"])
    func syntaxErrorsAreLocatedAndTheFileKept(text: String) throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.config)
        let problem = try #require(throws: SettingsFile.Problem.self) { try SettingsFile.load(from: folder.config) }
        guard case .broken(let path, let problems) = problem else {
            Issue.record("expected a broken file, got \(problem)")
            return
        }
        #expect(path == folder.config.path)
        #expect(!problems.isEmpty)
        #expect(problem.message(Self.english).hasPrefix(folder.config.path + ":"))
        #expect(try String(contentsOf: folder.config, encoding: .utf8) == text)
    }

    @Test func aSyntaxErrorIsToldInTheProgramLoadersWordsInGerman() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.config.deletingLastPathComponent(), withIntermediateDirectories: true)
        let path = folder.config.path
        let german = Languages.bundled.strings(for: "de")
        func message(_ bytes: [UInt8]) throws -> String {
            try Data(bytes).write(to: folder.config)
            return try #require(throws: SettingsFile.Problem.self) { try SettingsFile.load(from: folder.config) }
                .message(german)
        }
        let loaderWords = try #require(
            ProgramFixtures.load("weight: [70\nsound: off\n").failure?.diagnostics.first?.text(german))
        #expect(loaderWords == german(.validateSyntaxFlow))
        let syntax = try message(Array("weight: [70\nsound: off\n".utf8))
        #expect(
            syntax == """
                \(path):2:6: Fehler: \(loaderWords)
                \(path) wurde nicht verändert: behebe zuerst die Fehler oben
                """)
        #expect(
            try message(Array("sex: m\nsound: ".utf8) + [0xFF, 0x0A]) == """
                \(path):2:8: Fehler: \(german(.validateNotUTF8))
                \(path) wurde nicht verändert: behebe zuerst die Fehler oben
                """)
    }

    @Test func aFileWhereTheFolderShouldBeIsAnUnwritableConfigInGerman() throws {
        let folder = try Folder()
        // config/ is a file: the folder for config.yaml cannot be made.
        try Data().write(to: folder.url.appendingPathComponent("config"))
        let problem = try #require(throws: SettingsFile.Problem.self) {
            try SettingsFile.save(Settings(weeklyGoal: 3), to: folder.config, files: LocalFileSystem())
        }
        // Foundation wraps ENOTDIR in a generic "could not be completed": the cause is kept.
        #expect(
            problem.message(Languages.bundled.strings(for: "de"))
                == "\(folder.config.path) lässt sich nicht speichern: Datei oder Ordner gibt es nicht")
    }

    @Test func strictValuesInTheFile() throws {
        // `sound: off` is YAML 1.1's false; takt reads it as the word it is.
        #expect(try SettingsFile.parse("sound: off\nsex: m\n", path: "c.yaml") == Settings(sex: .male, sound: .off))
        #expect(try SettingsFile.parse("", path: "c.yaml") == Settings())
        #expect(try SettingsFile.parse("# only a comment\n", path: "c.yaml") == Settings())
    }
}

extension SettingsFile {
    /// The settings saved at `url`, strictly: any bad entry makes the file ``Problem/broken``.
    static func load(from url: URL) throws(Problem) -> Settings {
        let reading = try read(from: url, files: LocalFileSystem())
        guard reading.ignored.isEmpty else { throw .broken(path: url.path, problems: reading.ignored) }
        return reading.settings
    }
}
