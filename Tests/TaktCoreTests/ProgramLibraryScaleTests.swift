import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Many user programs load on every core and come out as if read one after another.
@Suite struct ProgramLibraryScaleTests {
    @Test func manyProgramsInTwoFoldersLoadInOrderAndTheFirstFolderWins() throws {
        let first = try ProgramFixtures.temporaryDirectory()
        let second = try ProgramFixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for (folder, title) in [(first, "First"), (second, "Second")] {
            for index in 0..<150 {
                // Every third file is broken, so results of both kinds travel through the pool.
                let work = index % 3 == 0 ? "soon" : "\(index + 1)"
                try "id: p\(index)\ntitle: \(title)\nblocks: [{exercises: [{exercise: squats, work: \(work)}]}]".write(
                    to: folder.appendingPathComponent("p\(index).yaml"), atomically: true, encoding: .utf8)
            }
        }
        let library = ProgramLibrary(userDirectories: [first, second], files: LocalFileSystem())
        let user = library.entries.filter { $0.source != .bundled }
        #expect(user.count == 150)
        for index in 0..<150 {
            let entry = try #require(library.entry(id: "p\(index)"))
            #expect(entry.source == .user(path: first.appendingPathComponent("p\(index).yaml").path))
            if index % 3 == 0 {
                #expect(entry.diagnostics.map(\.message.key) == [.validateDuration])
            } else {
                #expect(entry.loaded?.program.title.resolved(for: "en") == "First")
                #expect(entry.loaded?.timeline.phases.last?.seconds == index + 1)
            }
        }
    }

    @Test func theCatalogAloneIsTheLibrarysCatalog() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "exercises:\n  bear-crawl:\n    name: {en: Bear crawl}\n    met: 8.0\n  oops: 3\n".write(
            to: folder.appendingPathComponent("exercises.yaml"), atomically: true, encoding: .utf8)
        let alone = ProgramLibrary.catalog(userDirectories: [folder], files: LocalFileSystem())
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        #expect(alone.catalog == library.catalog)
        #expect(alone.diagnostics == library.catalogDiagnostics)
        #expect(alone.catalog["bear-crawl"]?.met == 8.0)
        #expect(!alone.diagnostics.isEmpty)
    }

    @Test func loadAllKeepsIndexOrder() {
        #expect(ProgramLibrary.loadAll(count: 1_000) { $0 * 2 } == (0..<1_000).map { $0 * 2 })
        #expect(ProgramLibrary.loadAll(count: 0) { $0 }.isEmpty)
    }
}
