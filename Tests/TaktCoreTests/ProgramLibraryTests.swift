import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

@Suite struct ProgramLibraryTests {
    static let userTabata = """
        id: tabata-classic
        title: {en: My Tabata, de: Mein Tabata}
        getReady: 0
        blocks: [{rounds: 2, exercises: [{exercise: squats, work: 20, rest: 10}]}]
        """

    @Test func userProgramShadowsTheBundledOne() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try Self.userTabata.write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        let entry = try #require(library.entry(id: "tabata-classic"))
        #expect(entry.shadowsBundled)
        #expect(entry.source == .user(path: folder.appendingPathComponent("mine.yaml").path))
        #expect(entry.loaded?.program.title.resolved(for: "en") == "My Tabata")
        #expect(library.entries.filter { $0.id == "tabata-classic" }.count == 1)
        #expect(library.entry(id: "seven-minute")?.shadowsBundled == false)
    }

    @Test func listJSONSaysWhichProgramShadowsABundledOne() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try Self.userTabata.write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        try "id: own\ntitle: Own\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: folder.appendingPathComponent("own.yaml"), atomically: true, encoding: .utf8)
        let json = ProgramJSON.list(
            ProgramLibrary(userDirectories: [folder], files: LocalFileSystem()), strings: ProgramFixtures.en,
            profile: BodyProfile())
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var shadows: [String: Bool] = [:]
        for item in items {
            shadows[try #require(item["id"] as? String)] = try #require(item["shadowsBundled"] as? Bool)
        }
        #expect(shadows["tabata-classic"] == true)
        #expect(shadows["own"] == false)
        #expect(shadows["seven-minute"] == false)
        #expect(json.contains("\"shadowsBundled\" : true"))
    }

    @Test func earlierFolderWinsAmongUserPrograms() throws {
        let first = try ProgramFixtures.temporaryDirectory()
        let second = try ProgramFixtures.temporaryDirectory()
        try "id: mine\ntitle: First\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: first.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "id: mine\ntitle: Second\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: second.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [first, second], files: LocalFileSystem())
        #expect(library.entry(id: "mine")?.loaded?.program.title.resolved(for: "en") == "First")
    }

    @Test func brokenUserProgramIsListedAndOthersStillLoad() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try "title: t\nblocks: [{exercises: [{exercise: squats, work: soon}]}]".write(
            to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        try "title: Fine\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: folder.appendingPathComponent("fine.yaml"), atomically: true, encoding: .utf8)
        try "not a program".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        let broken = try #require(library.entry(id: "broken"))
        #expect(broken.loaded == nil)
        #expect(broken.diagnostics.map { "\($0.line):\($0.column)" } == ["2:48"])
        #expect(library.entry(id: "fine")?.loaded != nil)
        #expect(library.entries.count == ProgramLibrary(files: LocalFileSystem()).entries.count + 2)
    }

    @Test func lookUpByIdOrByFilePath() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        let file = folder.appendingPathComponent("walk.yaml")
        try "title: Walk\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            to: file, atomically: true, encoding: .utf8)
        let library = ProgramLibrary(files: LocalFileSystem())
        #expect(library.lookUp("ladder")?.source == .bundled)
        let byPath = try #require(library.lookUp(file.path))
        #expect(byPath.id == "walk")
        #expect(byPath.source == .user(path: file.path))
        #expect(library.lookUp("no-such-program") == nil)
        #expect(library.lookUp("./missing.yaml") == nil)
        #expect(library.suggestion(for: "tabata-clasic") == "tabata-classic")
        #expect(
            library.notFoundMessage(for: "tabata-clasic", strings: ProgramFixtures.de)
                == "kein Programm „tabata-clasic“; meintest du „tabata-classic“?")
        #expect(library.notFoundMessage(for: "zzz", strings: ProgramFixtures.en) == "no program 'zzz'")
        #expect(
            library.notFoundMessage(for: "./missing.yaml", strings: ProgramFixtures.en)
                == "./missing.yaml:1:1: error: no such file or folder")
    }

    @Test func userCatalogExtendsTheBundledOne() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try """
        exercises:
          bear-crawl:
            name: {en: Bear crawl, de: Bärengang}
            met: 8.0
        """.write(to: folder.appendingPathComponent("exercises.yaml"), atomically: true, encoding: .utf8)
        try "title: Crawl\nblocks: [{exercises: [{exercise: bear-crawl, work: 30}]}]".write(
            to: folder.appendingPathComponent("crawl.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        #expect(library.catalog["bear-crawl"]?.met == 8.0)
        #expect(library.catalog["burpees"]?.met == 11.0)
        #expect(library.entry(id: "crawl")?.loaded != nil)
        #expect(library.catalogDiagnostics.isEmpty)
    }

    @Test func aDirectoryOrAnEndlessDeviceIsNoProgram() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        let directory = ProgramLibrary.load(
            fileAt: folder.path, catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(ProgramFixtures.problems(directory) == ["1:1 system.isFolder"])
        let zeros = ProgramLibrary.load(
            fileAt: "/dev/zero", catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        // A device is refused before a byte is read: /dev/zero would never end.
        #expect(ProgramFixtures.problems(zeros) == ["1:1 system.notRegularFile"])
    }

    @Test func aDuplicateIDInALaterFolderIsNamedNotDropped() throws {
        let first = try ProgramFixtures.temporaryDirectory()
        let second = try ProgramFixtures.temporaryDirectory()
        let program = "title: Mine\nblocks: [{exercises: [{exercise: squats, work: 5}]}]"
        try program.write(to: first.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        try ("id: mine\n" + program).write(
            to: second.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [first, second], files: LocalFileSystem())
        #expect(library.entry(id: "mine")?.source == .user(path: first.appendingPathComponent("mine.yaml").path))
        let list = ProgramListView.render(library, strings: ProgramFixtures.en, profile: BodyProfile())
        #expect(
            list.hasSuffix(
                "\(BundledProgramTests.programFiles.count + 1) programs · kcal estimated for 70 kg (default)\n"
                    + "\(second.path)/other.yaml:1:1: error: the id 'mine' is already used by "
                    + "\(first.path)/mine.yaml; this file is ignored"))
        // `validate` cannot know which folders are program folders: across folders it claims
        // nothing (list does), within one folder the first file by name wins, as in list.
        let across = ValidationReport.check(
            paths: [first.appendingPathComponent("mine.yaml").path, second.appendingPathComponent("other.yaml").path],
            catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(!ValidationReport.hasErrors(across))
        try ("id: mine\n" + program).write(
            to: first.appendingPathComponent("another.yaml"), atomically: true, encoding: .utf8)
        let within = ValidationReport.check(
            paths: [
                first.appendingPathComponent("mine.yaml").path, first.appendingPathComponent("another.yaml").path,
                first.appendingPathComponent("mine.yaml").path,
            ],
            catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(
            ValidationReport.render(within, strings: ProgramFixtures.de) == """
                \(first.path)/mine.yaml:1:1: Fehler: die ID „mine“ benutzt schon \(first.path)/another.yaml:1; \
                diese Datei wird ignoriert
                \(first.path)/another.yaml: in Ordnung
                \(first.path)/mine.yaml:1:1: Fehler: die ID „mine“ benutzt schon \(first.path)/another.yaml:1; \
                diese Datei wird ignoriert
                2 Fehler in 2 Dateien
                """)
    }

    @Test func brokenUserCatalogIsReportedBelowTheList() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        let catalog = folder.appendingPathComponent("exercises.yaml")
        try "exercises:\n  hop: {name: Hop, met: lots}\n".write(to: catalog, atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        let list = ProgramListView.render(library, strings: ProgramFixtures.en, profile: BodyProfile())
        #expect(
            list.hasSuffix(
                "\(BundledProgramTests.programFiles.count) programs · kcal estimated for 70 kg (default)\n"
                    + "\(catalog.path):2:25: error: 'met' must be a number like 8 or 7.5, found 'lots'"))
        #expect(library.catalog["burpees"] != nil)
    }

    @Test func oversizedUserFileIsRefusedWithoutReadingItWhole() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        let file = folder.appendingPathComponent("huge.yaml")
        try Data(repeating: 0x20, count: 3 << 20).write(to: file)
        let result = ProgramLibrary.load(fileAt: file.path, catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(ProgramFixtures.problems(result) == ["1:1 validate.tooLarge"])
        #expect(
            result.failure?.diagnostics.first?.rendered(ProgramFixtures.en)
                == file.path + ":1:1: error: the file is 3145728 bytes; a program may be at most 1 MiB (1048576 bytes)")
    }
}
