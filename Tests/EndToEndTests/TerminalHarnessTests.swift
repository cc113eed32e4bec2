import Foundation
import Testing

/// The tmux harness itself: typing, waiting for text, reading terminal settings.
@Suite(.serialized)
struct TerminalHarnessTests {
    @Test func typesWaitsAndCapturesAFixedSizeScreen() throws {
        let tmux = try TmuxSession(columns: 50, rows: 10)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type("printf 'ready %s\\n' \"$TAKT_HOME\"; tput cols; tput lines")
        let screen = try tmux.waitFor("the size") { $0.contains("\n50\n10") }
        #expect(screen.contains("ready " + tmux.home.path))
    }

    /// `stty -g` before and after a program is how the session tests prove the terminal was restored.
    @Test func detectsAChangedTerminalSetting() throws {
        let tmux = try TmuxSession()
        try tmux.waitFor(TmuxSession.shellPrompt)
        let settings = TerminalSettings(tmux)
        let before = try settings.read()
        try tmux.type("stty -echo")
        let changed = try settings.read()
        #expect(before != changed)
        try tmux.type("stty echo")
        #expect(try settings.read() == before)
    }

    /// The SIGPIPE test closes its end of a pipe and expects takt to get EPIPE. A tmux server
    /// another test starts at that moment inherited every open descriptor of this process and
    /// kept the pipe readable for its whole life: takt ran to the end and CI failed. The server
    /// and the shell under it hold nothing of this process now.
    @Test func theServerAndItsShellInheritNoDescriptorOfTheTestProcess() throws {
        let pipe = Pipe()
        defer { try? pipe.fileHandleForReading.close() }
        let pipeInode = try Self.target(of: "/proc/self/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        let tmux = try TmuxSession()
        try tmux.waitFor(TmuxSession.shellPrompt)
        let marker = tmux.home.appendingPathComponent("fds")
        try tmux.type("ls -l /proc/$$/fd /proc/$PPID/fd > \(marker.path) 2>&1; echo listed-fds")
        try tmux.waitFor("listed-fds\n")
        let listing = try String(contentsOf: marker, encoding: .utf8)
        #expect(listing.contains("/proc/"), "\(listing)")
        #expect(!listing.contains(pipeInode), "\(listing)")
    }

    static func target(of link: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: link)
    }
}

/// Reads the pane's terminal settings with `stty -g`, through a file so the screen stays clean.
struct TerminalSettings {
    let tmux: TmuxSession
    init(_ tmux: TmuxSession) {
        self.tmux = tmux
    }

    func read() throws -> String {
        let marker = "stty-\(UUID().uuidString.prefix(8))"
        let file = tmux.home.appendingPathComponent(marker)
        // The printed marker differs from the typed command, so the echo of the command line
        // cannot be mistaken for the command having run.
        try tmux.type("stty -g > \(file.path); printf '%s-%s\\n' \(marker) done")
        try tmux.waitFor("\(marker)-done")
        return try String(contentsOf: file, encoding: .utf8)
    }
}
