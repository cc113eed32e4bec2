import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// No input crashes the loader: every bundled program, mangled in many seeded ways, still
/// comes back as a program or as located diagnostics.
@Suite struct LoaderRobustnessTests {
    /// Seeded, so a failure can be replayed.
    typealias SeededGenerator = SeededRandom

    static let fragments: [[UInt8]] = [
        Array("[".utf8), Array("]".utf8), Array("{".utf8), Array("}".utf8), Array(": ".utf8), Array("- ".utf8),
        Array("\"".utf8), Array("'".utf8), Array("\t".utf8), Array("\n".utf8), Array("&a ".utf8), Array("*a".utf8),
        Array("? ".utf8), Array("#".utf8), Array("|\n".utf8), Array("99999999999999999999".utf8), Array("-1".utf8),
        Array("1.5".utf8), Array("yes".utf8), Array("~".utf8), Array("!!int ".utf8), Array("%YAML 1.1\n".utf8),
        Array("---\n".utf8), Array("...\n".utf8), [0xFF], [0xC3], [0x00], [0x1B], Array("<<: *a\n".utf8),
    ]

    @Test(arguments: BundledFiles.files(in: "Programs").filter { $0.name.hasSuffix(".yaml") }.map(\.name))
    func mangledFilesNeverCrash(name: String) throws {
        let original = try #require(BundledFiles.file("Programs/" + name))
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var outcomes = 0
        for _ in 0..<150 {
            var bytes = [UInt8](original)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator) ?? [], at: position)
                case 1:
                    let end = min(bytes.count, position + Int.random(in: 1...12, using: &generator))
                    bytes.removeSubrange(position..<end)
                default:
                    let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                }
            }
            switch ProgramLoader.load(Data(bytes), file: name, catalog: ProgramFixtures.catalog) {
            case .success(let loaded):
                #expect(!loaded.timeline.phases.isEmpty)
            case .failure(let failure):
                #expect(!failure.diagnostics.isEmpty)
                for diagnostic in failure.diagnostics {
                    #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
                    #expect(!diagnostic.text(ProgramFixtures.en).isEmpty)
                }
            }
            outcomes += 1
        }
        #expect(outcomes == 150)
    }
}
