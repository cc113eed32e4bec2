import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// The one rule for a word that names a program: a file or an id.
@Suite struct ProgramReferenceTests {
    @Test(arguments: ["./mine", "../up.yaml", "x.yaml", "x.yml", "w.fit", "t.txt", "plans/a", ".hidden", "/abs/p"])
    func wordsWithASlashOrADotNameFiles(word: String) {
        #expect(ProgramReference.looksLikePath(word))
    }

    /// Program ids are `[a-z0-9-]+`: none of them looks like a path, so no id is ever read as one.
    @Test(arguments: ["tabata-classic", "seven-minute", "today", "hiit-20"])
    func idsDoNotNameFiles(word: String) {
        #expect(!ProgramReference.looksLikePath(word))
    }

    /// A folder is not a program file: a folder named like an id is not read, the id is looked
    /// up (and not found), while a folder given as a path is read and told why it cannot be.
    @Test func aFolderIsNeverAFile() throws {
        let home = try ProgramFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("no-such-id")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = ProgramLibrary(userDirectories: [], files: LocalFileSystem())
        #expect(!library.isFile(folder.path))
        let entry = try #require(library.lookUp(folder.path))
        #expect(entry.loaded == nil)
        #expect(entry.diagnostics.first?.line == 1)
        let file = home.appendingPathComponent("p.yaml")
        try "id: p\ntitle: P\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: file, atomically: true, encoding: .utf8)
        #expect(library.isFile(file.path))
        #expect(library.lookUp(file.path)?.loaded?.program.id == "p")
    }

    /// A word that looks like a path and names nothing is a missing file, not an unknown id.
    @Test func aPathThatNamesNothingIsNotLookedUpAsAnId() {
        let library = ProgramLibrary(userDirectories: [], files: LocalFileSystem())
        #expect(library.lookUp("tabata-classic.yaml") == nil)
        #expect(library.lookUp("tabata-classic") != nil)
        #expect(ProgramLibrary.scope(for: "tabata-classic.yaml") == .bundled)
        #expect(ProgramLibrary.scope(for: "tabata-classic") == .id("tabata-classic"))
    }
}
