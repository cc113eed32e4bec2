import Foundation
import Testing

/// scripts/bluez-mock as a test's fixture: a private bus with BlueZoo as BlueZ and, unless told
/// otherwise, a heart-rate strap on its first adapter. A missing tool fails the test with what
/// is missing (the script says it), never skips it.
final class BlueZMock {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The private bus, for `DBUS_SYSTEM_BUS_ADDRESS`.
    let address: String
    /// The strap's process: kill it and the strap stops sending. ``startStrap(bpm:)`` makes a new one.
    private(set) var strapProcess: Int32?

    static let strapName = "Polar H10 7A1B2C3D"
    static let strapAddress = "00:00:00:7A:1B:2C"
    /// The strap `--second NAME` adds, on a third adapter.
    static let secondAddress = "00:00:00:5E:6F:70"

    /// Starts the mock with `options` (`--no-strap`, `--no-bluez`) and the strap's `environment`
    /// (`HR_STRAP_BPM`, `HR_STRAP_MALFORMED`), and waits (at most 30 s) until it is ready.
    init(_ options: [String] = [], environment extra: [String: String] = [:]) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/bluez-mock").path] + options
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        var text = ""
        while !text.contains("ready\n"), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let lines = text.split(separator: "\n")
        func value(_ name: String) -> String? {
            lines.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
        }
        guard text.contains("ready\n"), let address = value("address") else {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            throw MockFailure(output: text)
        }
        self.address = address
        strapProcess = value("strap").flatMap { Int32($0) }
    }

    struct MockFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "scripts/bluez-mock did not start (the strap or the mock):\n\(output)" }
    }

    /// The environment that points takt at this mock.
    var environment: [String: String] { ["DBUS_SYSTEM_BUS_ADDRESS": address] }

    /// Stops the strap alone, as if it went out of range.
    func killStrap() {
        if let strapProcess { kill(strapProcess, SIGKILL) }
    }

    /// Starts the strap again after ``killStrap()`` (the script's `strap` command: a new server
    /// process on the same adapter, as a strap back in range), sending `bpm` (a comma list) from
    /// then on, and waits (at most 30 s) until it advertises.
    func startStrap(bpm: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data("strap \(bpm)\n".utf8))
        let deadline = Date().addingTimeInterval(30)
        var text = ""
        while !(text.contains("strap=") && text.hasSuffix("\n")), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("strap=") }),
            let pid = Int32(line.dropFirst("strap=".count))
        else { throw MockFailure(output: text) }
        strapProcess = pid
    }

    /// Freezes the strap (SIGSTOP): connected, but no notification comes, as a strap that lost
    /// skin contact or the radio for a while.
    func silenceStrap() {
        if let strapProcess { kill(strapProcess, SIGSTOP) }
    }

    /// Lets a frozen strap send again (SIGCONT).
    func wakeStrap() {
        if let strapProcess { kill(strapProcess, SIGCONT) }
    }

    /// Stops the mock and everything it started (closing its input is its signal to go).
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// What every test of a strap starts from: the mock, a fresh home for takt beside it with
/// `settings` set, and `run`, which points takt at the mock. `stop` (deferred by each test,
/// which also keeps the fixture alive to the end) stops the mock and removes the home.
final class StrapFixture {
    let mock: BlueZMock
    let home: URL

    /// Starts `BlueZMock(options, environment:)` and sets each of `settings` (`hr-max 190`).
    init(_ options: [String] = [], environment: [String: String] = [:], settings: [(String, String)] = []) throws {
        mock = try BlueZMock(options, environment: environment)
        home = try TaktProcess.home()
        for (key, value) in settings {
            let (status, text) = try TaktProcess.run(["set", key, value], home: home)
            #expect(status == 0, "set \(key) \(value): \(text)")
        }
    }

    /// takt with `arguments`, run to its end beside the mock: the exit status and everything printed.
    func run(_ arguments: [String], language: String = "en_US.UTF-8") throws -> (Int32, String) {
        try TaktProcess.run(arguments, home: home, language: language, environment: mock.environment)
    }

    /// `run PROGRAM --speed 2 --plain --hr --events FILE` and `options` (`--log`, `--no-log`)
    /// beside the mock, to its end: the exit status, everything printed and the events file's
    /// `hr` lines.
    func session(_ program: String, _ options: [String]) throws -> (Int32, String, [Substring]) {
        let events = home.appendingPathComponent("events.jsonl")
        let (status, text) = try run(
            ["run", program, "--speed", "2", "--plain", "--hr", "--events", events.path] + options)
        let lines = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        return (status, text, lines.split(separator: "\n").filter { $0.hasPrefix(#"{"event":"hr","#) })
    }

    func stop() {
        mock.stop()
        try? FileManager.default.removeItem(at: home)
    }
}
