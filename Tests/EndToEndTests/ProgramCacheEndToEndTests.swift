import Foundation
import Testing

/// The compiled-program cache as the real binary keeps it on a real file system.
@Suite struct ProgramCacheEndToEndTests {
    /// Issue 27: a program rewritten in place with the same size and its modification time put
    /// back (`touch -d`, `cp -p`, a fast editor) was listed with its old title.
    @Test func listShowsAProgramRewrittenWithTheSameSizeAndModificationTime() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let programs = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let file = programs.appendingPathComponent("mine.yaml")
        func program(_ title: String) -> Data {
            Data("id: mine\ntitle: \(title)\ngetReady: 0\nblocks: [{exercises: [{exercise: squats, work: 20}]}]\n".utf8)
        }
        let past = Date(timeIntervalSince1970: 1_577_836_800)
        try program("Mine one").write(to: file)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        // The cache takes a file only once its last change is a second old, and the status
        // change time cannot be set back: wait it out, so that the cache really holds the file.
        Thread.sleep(forTimeInterval: 1.1)
        let (status, first) = try TaktProcess.run(["list"], home: home)
        #expect(status == 0)
        #expect(first.contains("Mine one"), "\(first)")
        let cache = try String(contentsOf: home.appendingPathComponent("cache/programs.cache"), encoding: .utf8)
        #expect(cache.contains(file.path), "\(cache)")

        // Rewritten in place, same size, the old modification time put back.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: program("Mine two"))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.modificationDate] as? Date == past)
        #expect((attributes[.size] as? NSNumber)?.intValue == program("Mine one").count)

        let (_, listed) = try TaktProcess.run(["list"], home: home)
        #expect(listed.contains("Mine two"), "\(listed)")
        #expect(!listed.contains("Mine one"), "\(listed)")
        let (_, shown) = try TaktProcess.run(["show", "mine"], home: home)
        #expect(shown.contains("Mine two"), "\(shown)")
    }
}
