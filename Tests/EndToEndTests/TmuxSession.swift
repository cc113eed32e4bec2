import Foundation

/// Drives a program in a real pseudo-terminal: a detached tmux session of fixed size.
///
/// Each session has its own tmux server (socket), so tests never touch a user's tmux or each
/// other. Waiting for text polls the pane with a short interval up to a deadline: it waits for
/// a state to appear, it never sleeps to let one happen.
final class TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        var expected: String
        var screen: String
        var description: String { "timed out waiting for \(expected); the screen was:\n\(screen)" }
    }

    /// The package's root folder, found from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The debug binary `swift build` made.
    static var taktBinary: URL { packageRoot.appendingPathComponent(".build/debug/takt") }

    /// A test that needs tmux fails with this when it is missing; it is never skipped.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "tmux is not installed at /usr/bin/tmux: sudo apt-get install tmux (scripts/test installs it)"
        }
    }

    let socket: String
    let name = "e2e"
    /// A fresh folder for the session: TAKT_HOME and scratch files.
    let home: URL

    /// Starts `sh` in a `columns` × `rows` terminal with a clean environment under a temporary home.
    init(columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else { throw Missing() }
        socket = "takt-e2e-\(UUID().uuidString.prefix(8))"
        home = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var variables = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home.path, "TAKT_HOME": home.path,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "sh$ ",
        ]
        variables.merge(environment) { _, new in new }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let command = "env -i " + assignments.joined(separator: " ") + " sh"
        try tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: home)
    }

    /// Types `text` literally, then Enter when `enter` is set.
    func type(_ text: String, enter: Bool = true) throws {
        if !text.isEmpty { try tmux(["send-keys", "-t", name, "-l", text]) }
        if enter { try tmux(["send-keys", "-t", name, "Enter"]) }
    }

    /// Enter as an athlete taps it in a session: apart from the tap before, and from the screen
    /// it answers, by more than takt's double-tap window (0.3 real seconds), within which a
    /// second Enter is the same tap and a prompt's first Enter is taken as a late one.
    func tap() throws {
        Thread.sleep(forTimeInterval: 0.35)
        try press("Enter")
    }

    /// Answers the reps prompt: `digits`, then an Enter tapped as a person does.
    func answer(_ digits: String) throws {
        try type(digits, enter: false)
        try tap()
    }

    /// Sends tmux key names, such as "C-c", "Space", "Tab".
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The shell's prompt (tmux trims the blank after it).
    static let shellPrompt = "sh$"

    /// The visible screen, one line per row, trailing blanks trimmed.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name], capture: true)
    }

    /// The visible screen with the lines the terminal wrapped joined again: a line wider than
    /// the window comes back whole, so a test can see that it overflowed.
    func joinedScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", name], capture: true)
    }

    /// The visible screen with its colours as SGR escape sequences.
    func colouredScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", name], capture: true)
    }

    /// Forgets the lines that scrolled off the top, so the next capture holds only what follows.
    func clearHistory() throws {
        try tmux(["clear-history", "-t", name])
    }

    /// Whether the pane shows its cursor (a program that hid it must show it again on exit).
    func cursorIsVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", name, "#{cursor_flag}"], capture: true)
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Polls the screen until `condition` holds; returns that screen.
    @discardableResult
    func waitFor(
        _ description: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var last = ""
        while clock.now < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Timeout(expected: description, screen: last)
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    struct SpawnFailure: Error {
        var code: Int32
    }

    /// Runs tmux against this session's own server and returns its output.
    ///
    /// posix_spawn and waitpid, not Foundation's Process: the tmux server forks from the
    /// first client and inherits its descriptors, and Process waits for those to close before
    /// it reaps the client, which the long-lived server never lets happen.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
        let argv = ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let output = capture ? home.appendingPathComponent("capture-\(UUID().uuidString)").path : "/dev/null"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else: a descriptor another test holds open (the read end of a pipe it will
        // close to end a session with SIGPIPE) must not live on in the long-lived server.
        try Self.closeFrom(&actions, 3)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // The test runner blocks signals in its threads; a server (and the shell and takt under
        // it) inheriting that mask would ignore SIGHUP, SIGTERM and SIGINT. Start clean.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard capture else { return "" }
        defer { try? FileManager.default.removeItem(atPath: output) }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not import: looked up once, by name.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    struct NoCloseFrom: Error, CustomStringConvertible {
        var description: String { "glibc 2.34 or later is needed: posix_spawn_file_actions_addclosefrom_np is missing" }
    }

    private static func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ first: Int32) throws {
        guard let addCloseFrom, addCloseFrom(&actions, first) == 0 else { throw NoCloseFrom() }
    }

    /// Single-quotes a value for `sh`.
    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
