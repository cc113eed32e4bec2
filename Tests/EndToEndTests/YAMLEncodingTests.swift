import Foundation
import Testing

/// takt parses its YAML as UTF-8 whatever the environment says.
///
/// Yams' default encoding reads `YAMS_DEFAULT_ENCODING` on every parse (a copy of the whole
/// environment each time, 7 % of `list` with 1,000 programs) and prints a notice on stdout when
/// it is set; takt names the encoding, so neither happens.
@Suite struct YAMLEncodingTests {
    @Test func yamsEncodingVariableNeitherPrintsNorChangesParsing() throws {
        let directory = try RunCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, output) = RunCommandTests.process(
            ["show", directory.appendingPathComponent("mini.yaml").path], in: directory)
        var environment = process.environment ?? [:]
        environment["YAMS_DEFAULT_ENCODING"] = "utf16"
        process.environment = environment
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(!text.contains("YAMS_DEFAULT_ENCODING"))
        #expect(text.contains("E2E mini"))
    }
}
