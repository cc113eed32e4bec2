import Foundation
import Testing

/// The bash completion script of the real binary, sourced into bash and asked what fits.
@Suite(.serialized)
struct ShellCompletionTests {
    /// Sources the script and calls its completion function for `line` (the word under the
    /// cursor is the last one), as bash does at a Tab; returns COMPREPLY.
    static func complete(_ line: String, script: URL, home: URL) throws -> [String] {
        let driver = """
            source "$1"
            read -ra COMP_WORDS <<< "$2"
            [[ "$2" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_LINE="$2"
            COMP_POINT=${#COMP_LINE}
            _takt takt "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", driver, "bash", script.path, line]
        var environment = ProcessInfo.processInfo.environment
        // The script calls `takt` by name: the binary under test comes first on PATH.
        environment["PATH"] = TaktProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["TAKT_HOME"] = home.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesProgramIdsExerciseKeysAndOptions() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let programs = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try Data("title: Mine\nblocks:\n  - exercises:\n      - exercise: burpees\n        work: 20\n".utf8)
            .write(to: programs.appendingPathComponent("my-hiit.yaml"))
        let (status, script) = try TaktProcess.run(["--generate-completion-script", "bash"], home: home)
        #expect(status == 0)
        let file = home.appendingPathComponent("takt.bash")
        try Data(script.utf8).write(to: file)

        // A user's program, found at the Tab, not when the script was made.
        #expect(try Self.complete("takt run my", script: file, home: home) == ["my-hiit"])
        #expect(try Self.complete("takt show tabata-c", script: file, home: home) == ["tabata-classic"])
        #expect(
            try Self.complete("takt info burp", script: file, home: home) == [
                "burpee-box-jump-overs", "burpees", "burpees-over-bar",
            ])
        #expect(try Self.complete("takt run tabata-classic --sp", script: file, home: home) == ["--speed"])
        #expect(try Self.complete("takt li", script: file, home: home) == ["list"])
        #expect(try Self.complete("takt set gewi", script: file, home: home) == ["gewicht"])
        #expect(try Self.complete("takt help expo", script: file, home: home) == ["export"])
        #expect(try Self.complete("takt lang ", script: file, home: home) == ["de", "en"])
    }
}
