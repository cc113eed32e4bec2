import Foundation
import Testing

@testable import TaktRemote

/// takt's QR codes (libqrencode), read back by a reference decoder (zbarimg, from Debian's zbar-tools).
@Suite struct QRCodeTests {
    /// The format information beside the top-left finder names the level and the mask, and the
    /// copy beside the other two finders says the same: the mask is read from the right modules.
    @Test(arguments: texts)
    func theFormatInformationNamesLevelAndMask(text: String, correction: QRCode.Correction) throws {
        let code = try QRCode(text, correction: correction)
        let size = code.size
        func bits(_ places: [(Int, Int)]) -> Int {
            places.reduce(0) { value, place in value << 1 | (code.modules[place.0][place.1] ? 1 : 0) }
        }
        let first = bits([0, 1, 2, 3, 4, 5, 7, 8].map { (8, $0) } + [7, 5, 4, 3, 2, 1, 0].map { ($0, 8) })
        let second = bits((size - 7...size - 1).reversed().map { ($0, 8) } + (size - 8...size - 1).map { (8, $0) })
        #expect(first == second)
        let format = first ^ 0b101010000010010
        // Level bits: L is 01, M is 00.
        #expect(format >> 13 == (correction == .low ? 1 : 0))
        #expect(code.mask == (format >> 10) & 0b111 && (0..<8).contains(code.mask))
    }

    @Test func theSmallestVersionThatHoldsTheTextIsChosen() throws {
        #expect(try QRCode("x", correction: .medium).version == 1)
        #expect(try QRCode(String(repeating: "x", count: 14), correction: .medium).version == 1)
        #expect(try QRCode(String(repeating: "x", count: 15), correction: .medium).version == 2)
        #expect(try QRCode(String(repeating: "x", count: 62), correction: .medium).version == 4)
        #expect(try QRCode(String(repeating: "x", count: 213), correction: .medium).version == 10)
        #expect(try QRCode(String(repeating: "x", count: 271), correction: .low).version == 10)
        #expect(throws: QRCode.Failure.tooLong(bytes: 214, maximum: 213)) {
            try QRCode(String(repeating: "x", count: 214), correction: .medium)
        }
    }

    /// A remote link: 37 columns and 19 lines of half blocks, a quiet zone of 2 modules included.
    @Test func aLinkInTheTerminal() throws {
        let code = try QRCode("http://192.168.178.20:41234/AAECAwQFBgcICQoLDA0ODw/")
        #expect(code.version == 4)
        let light = code.textLines(blocksAreDark: false)
        #expect(light.count == 19)
        #expect(light.allSatisfy { $0.count == 37 })
        #expect(light.joined().allSatisfy { " ▀▄█".contains($0) })
        // The quiet zone is light: blocks in one drawing, blanks in the other.
        #expect(light.first == String(repeating: "█", count: 37))
        let dark = code.textLines(blocksAreDark: true)
        #expect(dark.first == String(repeating: " ", count: 37))
        #expect(code.textLines(blocksAreDark: true, margin: 4).count == 21)
        // Each cell is the other drawing's opposite.
        let opposite: [Character: Character] = ["█": " ", " ": "█", "▀": "▄", "▄": "▀"]
        #expect(zip(light.dropLast().joined(), dark.dropLast().joined()).allSatisfy { opposite[$0] == $1 })
    }

    static let texts: [(String, QRCode.Correction)] = [
        ("takt", .medium), ("http://127.0.0.1:8080/AAECAwQFBgcICQoLDA0ODw/", .medium),
        ("http://[fe80::1234:5678:9abc:def0]:65535/_____________________w/", .low),
        (String(repeating: "0123456789abcdef", count: 6), .medium), (String(repeating: "a", count: 30), .medium),
        (String(repeating: "b", count: 100), .medium), (String(repeating: "c", count: 140), .medium),
        ("Grüße, 東京 🏋️ " + String(repeating: "x", count: 100), .medium),
        (String(repeating: "z", count: 170), .low), (String(repeating: "y", count: 213), .medium),
        (String(repeating: "w", count: 271), .low),
    ]

    /// Every version from 1 to 10 and both levels somewhere among these; each read back whole.
    @Test(arguments: texts)
    func zbarReadsItBack(text: String, correction: QRCode.Correction) throws {
        let code = try QRCode(text, correction: correction)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("takt-qr-\(UUID()).pgm")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.pgm(code, scale: 4).write(to: file)
        let decoded = try Self.zbar(file)
        #expect(decoded == text, "version \(code.version), mask \(code.mask)")
    }

    /// The terminal's drawing itself, half blocks turned back into modules, reads back: in both
    /// drawings (blocks dark, or blocks light as on a dark terminal without colour).
    @Test(arguments: [true, false])
    func theTerminalDrawingReadsBack(blocksAreDark: Bool) throws {
        let link = "http://192.168.178.20:41234/AAECAwQFBgcICQoLDA0ODw/"
        let lines = try QRCode(link).textLines(blocksAreDark: blocksAreDark)
        var grid: [[Bool]] = []
        for line in lines {
            let cells = Array(line)
            let upper = cells.map { $0 == "█" || $0 == "▀" }
            let lower = cells.map { $0 == "█" || $0 == "▄" }
            // A block is dark where the blocks draw dark modules, light where they draw light ones.
            grid.append(upper.map { $0 == blocksAreDark })
            grid.append(lower.map { $0 == blocksAreDark })
        }
        // The last line's lower half is below the code: it belongs to no module.
        grid.removeLast()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("takt-qr-\(UUID()).pgm")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.pgm(modules: grid, scale: 4).write(to: file)
        #expect(try Self.zbar(file) == link)
    }

    @Test func everyVersionIsCovered() throws {
        let versions = try Set(Self.texts.map { try QRCode($0.0, correction: $0.1).version })
        #expect(versions.count >= 6, "\(versions.sorted())")
        let all = try Set((1...200).map { try QRCode(String(repeating: "q", count: $0)).version })
        #expect(all == Set(1...10))
    }

    // MARK: - Helpers

    static func pgm(_ code: QRCode, scale: Int) -> Data { pgm(modules: code.modules, scale: scale) }

    /// A binary PGM: dark modules black, a four-module white quiet zone.
    static func pgm(modules: [[Bool]], scale: Int) -> Data {
        let margin = QRCode.quietZone
        let side = (modules.count + 2 * margin) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for (row, line) in modules.enumerated() {
            for (column, dark) in line.enumerated() where dark {
                for dy in 0..<scale {
                    for dx in 0..<scale {
                        pixels[((row + margin) * scale + dy) * side + (column + margin) * scale + dx] = 0
                    }
                }
            }
        }
        return Data("P5\n\(side) \(side)\n255\n".utf8) + Data(pixels)
    }

    /// What zbarimg reads in the image; fails with how to install it when it is missing.
    static func zbar(_ file: URL) throws -> String {
        let tool = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else {
            Issue.record("zbarimg is missing: sudo apt-get install zbar-tools (scripts/test installs it)")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "-Sbinary", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
