import Foundation
import TaktTerminal
import Testing

@testable import TaktCLI

/// Without espeak-ng, `set sound voice` rings the bell and the end of a session says how to
/// install it: once per process, not after every session at the prompt.
@MainActor
@Suite struct VoiceHintTests {
    /// Keys from a pipe nobody writes to and signals by hand: the sessions touch neither the
    /// terminal nor the test process's signal handlers.
    static func app(environment: [String: String], console: Console) -> App {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        return App(
            environment: environment, console: console,
            sessionInputs: SessionInputs(keyboard: ends[0], signals: { HandSignals() }))
    }

    static let program =
        "title: Quick\ngetReady: 0\nblocks:\n  - exercises:\n      - exercise: burpees\n        work: 5\n"

    @Test func theHintIsToldOnceForTwoSessions() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(Self.program.utf8).write(to: home.appendingPathComponent("quick.yaml"))
        let capture = TestConsole()
        let app = Self.app(
            environment: ["TAKT_HOME": home.path, "HOME": home.path, "PATH": "/nonexistent", "LANG": "de_DE.UTF-8"],
            console: capture.console())
        #expect(await app.perform(["set", "sound", "voice"]) == 0)
        let file = home.appendingPathComponent("quick.yaml").path
        for _ in 0..<2 {
            #expect(await app.perform(["run", file, "--speed", "100", "--no-log"]) == 0)
        }
        let hint =
            "Sprachansagen brauchen espeak-ng, deshalb kam der Signalton. Installieren mit: sudo apt install espeak-ng"
        #expect(capture.out.components(separatedBy: hint).count == 2, "\(capture.out)")
    }

    @Test func noHintWithTheBellOrWithEspeakPresent() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(Self.program.utf8).write(to: home.appendingPathComponent("quick.yaml"))
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: bin.appendingPathComponent("espeak-ng"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("espeak-ng").path)
        for (sound, path) in [("bell", "/nonexistent"), ("voice", bin.path)] {
            let capture = TestConsole()
            let app = Self.app(
                environment: ["TAKT_HOME": home.path, "HOME": home.path, "PATH": path], console: capture.console())
            #expect(await app.perform(["set", "sound", sound]) == 0)
            #expect(await app.perform(["run", home.appendingPathComponent("quick.yaml").path, "--speed", "100"]) == 0)
            #expect(!capture.out.contains("espeak-ng"), "\(sound): \(capture.out)")
        }
    }
}
