import Foundation

/// The real `takt` binary, started as a child process with its own TAKT_HOME.
enum TaktProcess {
    /// The built `takt` next to this test bundle (`.build/debug/takt`), else from the package root.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("takt")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/takt")
    }()

    /// A fresh folder to use as TAKT_HOME.
    static func home() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("takt-e2e-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A configured, not yet started process; stdout and stderr go to the returned pipe.
    static func make(
        _ arguments: [String], home: URL, language: String = "en_US.UTF-8", environment extra: [String: String] = [:]
    ) -> (Process, Pipe) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TAKT_HOME"] = home.path
        environment["LANG"] = language
        environment.removeValue(forKey: "LC_ALL")
        environment.removeValue(forKey: "LC_MESSAGES")
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        return (process, output)
    }

    /// Runs to the end and returns the exit status and everything printed.
    static func run(
        _ arguments: [String], home: URL, language: String = "en_US.UTF-8", environment: [String: String] = [:]
    ) throws -> (Int32, String) {
        let (process, output) = make(arguments, home: home, language: language, environment: environment)
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Reads from the pipe until `predicate` holds for what was read, or the output ends.
    static func read(_ pipe: Pipe, until predicate: (String) -> Bool) -> String {
        var data = Data()
        while !predicate(String(decoding: data, as: UTF8.self)) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
