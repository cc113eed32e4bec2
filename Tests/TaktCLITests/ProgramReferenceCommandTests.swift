import Foundation
import Testing

@testable import TaktCLI

/// `show`, `run`, `convert` and `share` read a program reference through the one resolver, so
/// each rule says the same in each of them, in English and German.
@MainActor
@Suite struct ProgramReferenceCommandTests {
    nonisolated static let commands: [[String]] = [
        ["show"], ["share"], ["convert", "-o", "-", "--format", "txt"], ["run", "--plain"],
    ]

    /// The reference goes right after the command name.
    static func words(_ command: [String], _ reference: String) -> [String] {
        [command[0], reference] + command.dropFirst()
    }

    @Test(arguments: commands)
    func aFolderGivenAsAProgramIsToldToBeAFolder(command: [String]) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("programs-folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (status, out, english) = await run(Self.words(command, folder), home: home)
        #expect(status == 1)
        #expect(out == "")
        #expect(english == "\(folder):1:1: error: it is a folder, not a file\n")
        let (_, _, german) = await run(["--lang", "de"] + Self.words(command, folder), home: home)
        #expect(german == "\(folder):1:1: Fehler: das ist ein Ordner, keine Datei\n")
    }

    /// `tabata-classic.yaml` looks like a path, so it is a missing file, never the id it contains.
    @Test(arguments: commands)
    func anIdThatLooksLikeAPathIsAFile(command: [String]) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, english) = await run(Self.words(command, "tabata-classic.yaml"), home: home)
        #expect(status == 1)
        #expect(english == "tabata-classic.yaml:1:1: error: no such file or folder\n")
        let (_, _, german) = await run(["--lang", "de"] + Self.words(command, "tabata-classic.yaml"), home: home)
        #expect(german == "tabata-classic.yaml:1:1: Fehler: Datei oder Ordner gibt es nicht\n")
    }

    /// A mistyped id gets the closest id, from every command alike.
    @Test(arguments: commands)
    func aMistypedIdGetsTheClosest(command: [String]) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, english) = await run(Self.words(command, "tabata-clasic"), home: home)
        #expect(status == 1)
        #expect(english == "error: no program 'tabata-clasic'; did you mean 'tabata-classic'?\n")
        let (_, _, german) = await run(["--lang", "de"] + Self.words(command, "tabata-clasic"), home: home)
        #expect(german == "Fehler: kein Programm „tabata-clasic“; meintest du „tabata-classic“?\n")
    }
}
