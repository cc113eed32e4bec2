import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Among files with one id a valid program wins, and each file left out is named at its `id:` line.
@Suite struct ProgramPrecedenceTests {
    static let valid = "# mine\nid: mine\ntitle: Mine\nblocks: [{exercises: [{exercise: squats, work: 5}]}]\n"
    static let broken = "title: Broken\n\nid: mine\nblocks: [{exercises: [{exercise: squats, wrok: 5}]}]\n"

    @Test func aValidProgramWinsOverABrokenOneThatComesFirst() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try Self.broken.write(to: folder.appendingPathComponent("a-broken.yaml"), atomically: true, encoding: .utf8)
        try Self.valid.write(to: folder.appendingPathComponent("b-valid.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        let entry = try #require(library.entry(id: "mine"))
        #expect(entry.loaded?.program.title.resolved(for: "en") == "Mine")
        #expect(
            library.duplicateDiagnostics.map { $0.rendered(ProgramFixtures.en) } == [
                "\(folder.path)/a-broken.yaml:3:1: error: the id 'mine' is already used by "
                    + "\(folder.path)/b-valid.yaml:2; this file is ignored"
            ])
    }

    @Test func aBrokenUserFileNeverHidesTheBundledProgram() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try "id: tabata-classic\ntitle: x\nblocks: nope\n".write(
            to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        #expect(library.entry(id: "tabata-classic")?.source == .bundled)
        #expect(
            library.duplicateDiagnostics.map { "\($0.line):\($0.column) \($0.message.key)" } == [
                "1:1 validate.duplicateIDBundled"
            ])
        // A valid one still shadows it.
        try "id: tabata-classic\ntitle: x\nblocks: [{exercises: [{exercise: squats, work: 5}]}]\n".write(
            to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let shadowing = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        #expect(shadowing.entry(id: "tabata-classic")?.shadowsBundled == true)
    }

    @Test func lookingUpOneIDReadsOnlyTheFilesThatCouldHoldIt() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try Self.valid.write(to: folder.appendingPathComponent("b-valid.yaml"), atomically: true, encoding: .utf8)
        try "title: [[[[".write(to: folder.appendingPathComponent("junk.yaml"), atomically: true, encoding: .utf8)
        try "title: Other\nblocks: []\n".write(
            to: folder.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem(), scope: .id("mine"))
        #expect(library.entries.map(\.id) == ["mine"])
        #expect(library.lookUp("mine")?.loaded != nil)
        // A file named after the id is read even when its text never says it.
        let named = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem(), scope: .id("other"))
        #expect(named.entries.map(\.id) == ["other"])
        #expect(
            ProgramLibrary(userDirectories: [folder], files: LocalFileSystem(), scope: .bundled).entry(id: "mine")
                == nil)
    }

    @Test func aMissingOrUnreadableFolderHasAProblem() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        #expect(ProgramLibrary.folderProblem(folder, files: LocalFileSystem()) == nil)
        #expect(
            ProgramLibrary.folderProblem(folder.appendingPathComponent("missing"), files: LocalFileSystem())
                == .noSuchFile)
        let file = folder.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        #expect(ProgramLibrary.folderProblem(file, files: LocalFileSystem()) != nil)
    }
}
