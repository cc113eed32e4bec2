import Foundation
import Testing

/// The bundled programs, catalog and string tables travel inside the binary: a copied binary needs no repository beside it.
@Suite struct CopiedBinaryTests {
    @Test func aCopiedBinaryRunFromElsewhereListsTheSamePrograms() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let copy = home.appendingPathComponent("bin/takt")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TaktProcess.binary, to: copy)

        let (_, expected) = try TaktProcess.run(["list", "--json"], home: home)
        let (process, output) = TaktProcess.make(["--lang", "de", "info", "burpees"], home: home)
        process.executableURL = copy
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        try process.run()
        let german = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(german.contains("Burpees"))
        #expect(german.contains("MET 11,0"), "\(german)")

        let (listing, listOutput) = TaktProcess.make(["list", "--json"], home: home)
        listing.executableURL = copy
        listing.currentDirectoryURL = URL(fileURLWithPath: "/")
        try listing.run()
        let copied = String(decoding: listOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        listing.waitUntilExit()
        #expect(copied == expected)
        #expect(copied.contains("\"tabata-classic\""))
    }
}
