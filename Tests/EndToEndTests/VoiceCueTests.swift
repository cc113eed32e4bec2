import Foundation
import Testing

/// `set sound voice` on the real binary: what espeak-ng is asked to say, and what happens without it.
@Suite(.serialized) struct VoiceCueTests {
    /// getReady 3, then 2 rounds of burpees 20 s / rest 10 s: 53 program seconds.
    static let program = """
        id: voice-mini
        title: Voice mini
        getReady: 3
        defaults: {work: 20, rest: 10}
        blocks:
          - rounds: 2
            exercises:
              - exercise: burpees

        """

    static func workspace() throws -> URL {
        let home = try TaktProcess.home()
        try Data(program.utf8).write(to: home.appendingPathComponent("voice.yaml"))
        let (status, output) = try TaktProcess.run(["set", "sound", "voice"], home: home)
        #expect(status == 0, "\(output)")
        return home
    }

    /// Runs the program with `PATH` set as given and returns the exit status and output.
    static func run(home: URL, path: String, speed: String, language: String) throws -> (Int32, String) {
        let (process, output) = TaktProcess.make(
            ["run", home.appendingPathComponent("voice.yaml").path, "--speed", speed, "--plain", "--lang", language],
            home: home)
        process.environment?["PATH"] = path
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aStandInEspeakIsAskedToSayEveryCueInTheSessionLanguage() throws {
        let home = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: home) }
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent("espeak-ng")
        // Records its arguments, then chatters on both outputs: none of that may reach takt's output.
        let record = home.appendingPathComponent("spoken.txt")
        try Data(
            "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(record.path)'\necho espeak-noise\necho espeak-noise >&2\n".utf8
        ).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        // Speed 4: countdown cues 250 ms apart, time for each stand-in to record before the next.
        let (status, output) = try Self.run(
            home: home, path: bin.path + ":/usr/bin:/bin", speed: "4", language: "de")
        #expect(status == 0, "\(output)")
        #expect(!output.contains("espeak-noise"))
        #expect(!output.contains("espeak-ng"), "no install hint when espeak-ng is there")
        // The last words are said while takt exits: give the stand-in a moment to write them.
        let deadline = Date().addingTimeInterval(10)
        var spoken: [String] = []
        while Date() < deadline {
            spoken = ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if spoken.last == "-v de Training geschafft" { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(
            spoken == [
                "-v de Mach dich bereit. Zuerst: Burpees", "-v de 2", "-v de 1", "-v de Burpees. Los geht's!",
                "-v de Halbzeit", "-v de Pause. Als Nächstes: Burpees", "-v de 3", "-v de 2", "-v de 1",
                "-v de Letzte Runde. Burpees. Los geht's!", "-v de Halbzeit", "-v de Training geschafft",
            ])
    }

    @Test func withoutEspeakTheSummarySaysOnceHowToInstallIt() throws {
        let home = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, output) = try Self.run(home: home, path: "/nonexistent", speed: "60", language: "en")
        #expect(status == 0, "\(output)")
        #expect(output.components(separatedBy: "sudo apt install espeak-ng").count == 2, "\(output)")
        let lines = output.split(separator: "\n")
        #expect(lines.last?.contains("sudo apt install espeak-ng") == true, "after the summary: \(output)")
    }
}
