import Foundation
import TaktPlatform
import Testing

@testable import TaktCLI
@testable import TaktCore

/// The REPL's own comforts: the greeting, `clear`, German setting names, `unset` and `settings`.
@MainActor
@Suite struct SettingsCommandsTests {
    static func config(_ home: URL) -> String {
        (try? String(contentsOf: home.appendingPathComponent("config.yaml"), encoding: .utf8)) ?? ""
    }

    @Test func germanSettingNamesWorkWhateverTheLanguage() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let english = ["LANG": "en_US.UTF-8"]
        for words in [
            ["set", "gewicht", "72"], ["set", "Größe", "180"], ["set", "ziel", "4"], ["set", "TON", "voice"],
        ] {
            let (status, _, err) = await run(words, home: home, environment: english)
            #expect(status == 0, "\(words): \(err)")
        }
        let (status, out, _) = await run(["set", "groesse", "181"], home: home, environment: english)
        #expect(status == 0)
        #expect(out == "Saved: height 181 cm\n")
        #expect(
            Self.config(home) == """
                # takt — takt set KEY VALUE · takt lang CODE
                weight: 72
                height: 181
                goal: 4
                sound: "voice"

                """)
    }

    @Test func anUnknownNameSuggestsTheClosestInEitherLanguage() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["set", "gewict", "70"], home: home, environment: ["LANG": "en_US.UTF-8"])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(
            err
                == "error: unknown setting 'gewict'; settings are language, weight, age, sex, height, goal, sound,"
                + " plan-weeks, units, score-by, hr-max, hr-rest, hr-device, max, plates."
                + " Did you mean 'gewicht'?\n")
    }

    @Test func unsetRemovesOneSettingAndKeepsTheOthers() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let english = ["LANG": "en_US.UTF-8"]
        _ = await run(["set", "weight", "72"], home: home, environment: english)
        _ = await run(["set", "sound", "voice"], home: home, environment: english)
        let (status, out, err) = await run(["unset", "gewicht"], home: home, environment: english)
        #expect(status == 0, "\(err)")
        #expect(out == "Removed: weight. Now: 70 kg (default)\n")
        #expect(Self.config(home) == "# takt — takt set KEY VALUE · takt lang CODE\nsound: \"voice\"\n")

        let again = await run(["unset", "weight"], home: home, environment: english)
        #expect(again.0 == 0)
        #expect(again.1 == "weight was not set; nothing to remove.\n")

        let german = await run(["unset", "ton"], home: home, environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.1 == "Entfernt: Ton. Jetzt: Glocke (Standard)\n")
        #expect(Self.config(home) == "# takt — takt set KEY VALUE · takt lang CODE\n")
    }

    @Test func unsetNeverWritesOverAFileWithOtherBadEntries() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let text = "weight: 72\nage: old\n"
        try Data(text.utf8).write(to: home.appendingPathComponent("config.yaml"))
        let (status, _, err) = await run(["unset", "weight"], home: home, environment: ["LANG": "en_US.UTF-8"])
        #expect(status == 1)
        #expect(err.contains("config.yaml:2:6: error: age must be a whole number"), "\(err)")
        #expect(Self.config(home) == text)
        // The bad entry itself may be removed: that repairs the file.
        let repair = await run(["unset", "age"], home: home, environment: ["LANG": "en_US.UTF-8"])
        #expect(repair.0 == 0, "\(repair.2)")
        #expect(Self.config(home) == "# takt — takt set KEY VALUE · takt lang CODE\nweight: 72\n")
    }

    @Test func unsetOfAConfigThatCannotBeReadFailsAndLeavesIt() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A folder where the file should be: unreadable as settings, and never removed.
        let config = home.appendingPathComponent("config.yaml")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let (status, out, err) = await run(["unset", "weight"], home: home, environment: ["LANG": "en_US.UTF-8"])
        #expect(status == 1)
        #expect(out.isEmpty)
        #expect(err.hasPrefix("error: cannot read \(config.path): "), "\(err)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: config.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func unsetWithoutAKeyIsABadCommandLine() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, _) = await run(["unset"], home: home)
        #expect(status == 2)
        #expect(out.isEmpty)
    }

    @Test func settingsListsEachValueWithItsSourceInEnglish() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["set", "weight", "72.5"], home: home, environment: ["LANG": "en_US.UTF-8"])
        let (status, out, _) = await run(["settings"], home: home, environment: ["LANG": "en_US.UTF-8"])
        #expect(status == 0)
        #expect(
            out == """
                Setting      Value                               From
                ───────────────────────────────────────────────────────────────────────────────
                language     English (en)                        environment (LANG=en_US.UTF-8)
                weight       72.5 kg                             config
                age          not set                             default
                sex          not set                             default
                height       not set                             default
                weekly goal  3 sessions a week (default)         default
                sound        bell (default)                      default
                plan weeks   counted by sessions done (default)  default
                units        not set                             default
                score by     each movement (default)             default
                max HR       not set                             default
                resting HR   60 bpm (default)                    default
                HR strap     not set                             default
                1RM          not set                             default
                plates       a gym's kg plates (default)         default

                Config file: \(home.path)/config.yaml

                """)
    }

    @Test func settingsInGermanNameTheConfigAndTheCommandLine() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["set", "ton", "off"], home: home, environment: ["LANG": "C"])
        let (status, out, _) = await run(["settings", "--lang", "de"], home: home, environment: ["LANG": "C"])
        #expect(status == 0)
        #expect(
            out == """
                Einstellung  Wert                                          Herkunft
                ────────────────────────────────────────────────────────────────────────────────
                Sprache      Deutsch (de)                                  Befehlszeile (--lang)
                Gewicht      70 kg (Standard)                              Standard
                Alter        nicht gesetzt                                 Standard
                Geschlecht   nicht gesetzt                                 Standard
                Größe        nicht gesetzt                                 Standard
                Wochenziel   3 Einheiten pro Woche (Standard)              Standard
                Ton          aus                                           Konfiguration
                Planwochen   gezählt nach erledigten Einheiten (Standard)  Standard
                Einheiten    nicht gesetzt                                 Standard
                Wertung      jede Bewegung (Standard)                      Standard
                HF max       nicht gesetzt                                 Standard
                Ruhe-HF      60 S/min (Standard)                           Standard
                HF-Gurt      nicht gesetzt                                 Standard
                1RM          nicht gesetzt                                 Standard
                Scheiben     übliche kg-Scheiben (Standard)                Standard

                Konfigurationsdatei: \(home.path)/config.yaml

                """)
    }

    @Test func theGreetingIsOneLineInTheSessionLanguage() throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let count = ProgramLibrary(userDirectories: [], files: LocalFileSystem()).entries.filter { $0.loaded != nil }
            .count
        let english = App(
            environment: ["TAKT_HOME": home.path, "LANG": "en_US.UTF-8"], console: TestConsole().console())
        #expect(
            english.greeting() == "takt \(App.version) · English · \(count) programs · type 'help' for the commands")
        let german = App(
            environment: ["TAKT_HOME": home.path, "LANG": "de_DE.UTF-8"], console: TestConsole().console())
        #expect(german.greeting() == "takt \(App.version) · Deutsch · \(count) Programme · „help“ zeigt die Befehle")
    }

    @Test func thePromptCompletesSettingNamesInBothLanguagesForSetAndUnset() throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = App(environment: ["TAKT_HOME": home.path], console: TestConsole().console())
        let completion = Completion(vocabulary: app.completionVocabulary())
        #expect(completion.candidates(line: "unset gew") == ["gewicht"])
        #expect(completion.candidates(line: "set we") == ["weight", "wertung"])
        #expect(completion.candidates(line: "set ton v") == ["voice"])
        #expect(completion.candidates(line: "sett") == ["settings"])
        #expect(completion.candidates(line: "cl") == ["clear"])
    }

    @Test func clearClearsATerminalAndWritesNothingIntoAFile() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for terminal in [true, false] {
            let capture = TestConsole()
            let app = App(environment: ["TAKT_HOME": home.path], console: capture.console(terminal: terminal))
            #expect(await app.perform(["clear"]) == 0)
            #expect(capture.out == (terminal ? "\u{1B}[H\u{1B}[2J\u{1B}[3J" : ""))
            #expect(capture.err.isEmpty)
        }
    }
}

/// Every setting `set` knows is named wherever settings are listed: `help set`, `help unset`
/// and the error for a name that is no setting, in every language, by that language's name.
@MainActor
@Suite struct SettingListTests {
    /// The words of `text`: letters and hyphens, so `plan-weeks` is one word and `age` is not
    /// found inside `language`.
    static func words(_ text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0 == "-") }.map { String($0).lowercased() })
    }

    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func everySettingIsNamed(lang: String) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["LANG": lang]
        let strings = Languages.bundled.strings(for: String(lang.prefix(2)))
        let other = Languages.bundled.strings(for: lang.hasPrefix("de") ? "en" : "de")
        for words in [["help", "set"], ["help", "unset"], ["set", "--help"]] {
            let (status, out, _) = await run(words, home: home, environment: environment)
            #expect(status == 0)
            for key in Settings.Key.allCases {
                let name = strings(StringKey(.settingsKey, key.rawValue))
                #expect(Self.words(out).contains(name), "\(words) in \(lang) leaves out \(name)")
            }
        }
        // The other language's names of every setting too: they work with `unset` as with `set`.
        let (_, unsetHelp, _) = await run(["help", "unset"], home: home, environment: environment)
        for key in Settings.Key.allCases {
            let name = other(StringKey(.settingsKey, key.rawValue))
            #expect(Self.words(unsetHelp).contains(name), "help unset in \(lang) leaves out \(name)")
        }
        for words in [["unset", "foo"], ["set", "foo", "1"]] {
            let (status, _, err) = await run(words, home: home, environment: environment)
            #expect(status == 2)
            for key in Settings.Key.allCases {
                let name = strings(StringKey(.settingsKey, key.rawValue))
                #expect(Self.words(err).contains(name), "\(words) in \(lang) leaves out \(name)")
            }
        }
    }
}
