import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Every user file goes through one reader: regular files only, 1 MiB at most, never blocking.
@Suite struct UserFileTests {
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("takt-files-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        /// A named pipe: opening it for reading the ordinary way blocks until a writer comes.
        func fifo(_ name: String) throws -> URL {
            let path = url.appendingPathComponent(name)
            try #require(mkfifo(path.path, 0o644) == 0)
            return path
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func readsARegularFile() throws {
        let folder = try Folder()
        let file = folder.url.appendingPathComponent("a.yaml")
        try Data("title: t\n".utf8).write(to: file)
        #expect(try LocalFileSystem().read(file.path) == Data("title: t\n".utf8))
    }

    @Test func refusesWhatIsNotARegularFileOrTooLarge() throws {
        let folder = try Folder()
        let huge = folder.url.appendingPathComponent("huge.yaml")
        try Data(repeating: 0x20, count: UserFileLimit.bytes + 1).write(to: huge)
        #expect(throws: SystemProblem.notRegularFile) { try LocalFileSystem().read(try folder.fifo("pipe.yaml").path) }
        #expect(throws: SystemProblem.notRegularFile) {
            try LocalFileSystem().read(URL(fileURLWithPath: "/dev/zero").path)
        }
        #expect(throws: SystemProblem.isFolder) { try LocalFileSystem().read(folder.url.path) }
        #expect(throws: SystemProblem.noSuchFile) {
            try LocalFileSystem().read(folder.url.appendingPathComponent("none").path)
        }
        let refusal = SystemProblem.tooLarge(size: UserFileLimit.bytes + 1, limit: UserFileLimit.bytes)
        #expect(throws: refusal) { try LocalFileSystem().read(huge.path) }
    }

    @Test func aPipeAmongProgramsIsABrokenEntryNotAHang() throws {
        let folder = try Folder()
        _ = try folder.fifo("pipe.yaml")
        try Data("title: Fine\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".utf8)
            .write(to: folder.url.appendingPathComponent("fine.yaml"))
        let library = ProgramLibrary(userDirectories: [folder.url], files: LocalFileSystem())
        #expect(library.entry(id: "fine")?.loaded != nil)
        let pipe = try #require(library.entry(id: "pipe"))
        #expect(
            pipe.diagnostics.map { $0.rendered(ProgramFixtures.de) } == [
                "\(folder.url.path)/pipe.yaml:1:1: Fehler: keine normale Datei (eine Pipe oder ein Gerät?); "
                    + "takt liest nur normale Dateien"
            ])
        let results = ValidationReport.check(
            paths: [folder.url.appendingPathComponent("pipe.yaml").path], catalog: ProgramFixtures.catalog,
            files: LocalFileSystem())
        #expect(results.flatMap(\.diagnostics).map(\.message.key) == [.systemNotRegularFile])
    }

    @Test func aPipeOrHugeCatalogIsReportedNotRead() throws {
        let folder = try Folder()
        _ = try folder.fifo("exercises.yaml")
        let (catalog, diagnostics) = ProgramLibrary.catalog(userDirectories: [folder.url], files: LocalFileSystem())
        #expect(catalog["burpees"] != nil)
        #expect(diagnostics.map(\.message.key) == [.systemNotRegularFile])
        let validated = ValidationReport.check(
            paths: [folder.url.appendingPathComponent("exercises.yaml").path], catalog: catalog,
            files: LocalFileSystem())
        #expect(validated.flatMap(\.diagnostics).map(\.message.key) == [.systemNotRegularFile])
    }

    @Test func aPipeOrHugeStringTableIsAProblemNotAHang() throws {
        let folder = try Folder()
        _ = try folder.fifo("fr.yaml")
        try Data(repeating: 0x20, count: 3 << 20).write(to: folder.url.appendingPathComponent("it.yaml"))
        var languages = Languages.bundled
        languages.addTables(in: folder.url, files: LocalFileSystem())
        #expect(languages.codes == ["de", "en"])
        #expect(
            languages.tableProblems.map { "\($0.file): \($0.message(ProgramFixtures.de))" } == [
                "fr.yaml: keine normale Datei (eine Pipe oder ein Gerät?); takt liest nur normale Dateien",
                "it.yaml: die Datei hat 3145728 Bytes; takt liest hier höchstens 1048576 Bytes",
            ])
    }

    @Test func aPipeAsConfigIsUnreadableNotAHang() throws {
        let folder = try Folder()
        let config = try folder.fifo("config.yaml")
        #expect {
            _ = try SettingsFile.load(from: config)
        } throws: { error in
            (error as? SettingsFile.Problem)?.message(ProgramFixtures.de)
                == "\(config.path) lässt sich nicht lesen: keine normale Datei (eine Pipe oder ein Gerät?); "
                + "takt liest nur normale Dateien"
        }
    }
}
