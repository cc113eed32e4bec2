import Foundation
import Testing

/// Every catchable ending signal sent to `takt run` ends the session once, as interrupted, and
/// gives the terminal back exactly as it was.
///
/// The session's stdin is a pseudo-terminal (so takt reads keys in raw mode) and its stdout a
/// pipe: the first plain line proves raw mode is on, without sleeping.
@Suite(.serialized) struct SignalFaultTests {
    /// A pseudo-terminal pair made with the POSIX calls, closed on deinit.
    final class PseudoTerminal {
        let controller: Int32
        let device: FileHandle

        // Swift's Glibc module hides the pty calls behind _XOPEN_SOURCE; they are plain libc symbols.
        private static func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                throw CocoaError(.featureUnsupported)
            }
            return unsafeBitCast(symbol, to: type)
        }

        init() throws {
            typealias OnDescriptor = @convention(c) (Int32) -> Int32
            let openController = try Self.function("posix_openpt", as: OnDescriptor.self)
            let grant = try Self.function("grantpt", as: OnDescriptor.self)
            let unlock = try Self.function("unlockpt", as: OnDescriptor.self)
            let deviceName = try Self.function(
                "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            controller = openController(O_RDWR | O_NOCTTY)
            guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let name = deviceName(controller)
            else { throw CocoaError(.fileReadUnknown) }
            let descriptor = open(name, O_RDWR | O_NOCTTY)
            guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
            device = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }

        deinit { close(controller) }

        /// The terminal's settings, as `stty -a` would show them: flags and control characters.
        var settings: [String] {
            var current = termios()
            tcgetattr(device.fileDescriptor, &current)
            let characters = withUnsafeBytes(of: current.c_cc) { Array($0) }
            return [
                "i\(current.c_iflag)", "o\(current.c_oflag)", "c\(current.c_cflag)", "l\(current.c_lflag)",
                "cc\(characters)",
            ]
        }
    }

    /// Every signal whose default action ends the process and that is a request, not a crash:
    /// signal(7)'s "Term" signals (SIGKILL cannot be caught; SIGPIPE is the output going away,
    /// tested on its own), and of the "Core" ones SIGQUIT, SIGXCPU and SIGXFSZ, which a person
    /// or a resource limit sends. SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGSYS and SIGTRAP
    /// are the process's own faults (or a debugger's), and are left to crash.
    static let signals: [(String, Int32)] = [
        ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("USR1", SIGUSR1), ("USR2", SIGUSR2),
        ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF), ("IO", SIGIO), ("PWR", SIGPWR),
        ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("STKFLT", SIGSTKFLT), ("RTMIN", realtimeSignals.lowerBound),
        ("RTMIN+5", realtimeSignals.lowerBound + 5), ("RTMAX", realtimeSignals.upperBound),
    ]

    /// SIGRTMIN...SIGRTMAX: glibc's macros call these functions, which Swift cannot import as macros.
    static let realtimeSignals = __libc_current_sigrtmin()...__libc_current_sigrtmax()

    @Test(arguments: signals.map(\.0))
    func aSignalEndsTheSessionAndRestoresTheTerminal(name: String) throws {
        let signal = try #require(Self.signals.first { $0.0 == name }?.1)
        let directory = try RunCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        let eventsURL = directory.appendingPathComponent("events.jsonl")
        let (process, output) = RunCommandTests.process(
            ["run", directory.appendingPathComponent("mini.yaml").path, "--plain", "--events", eventsURL.path],
            in: directory)
        process.standardInput = terminal.device
        try process.run()
        _ = TaktProcess.read(output) { $0.contains("\n") }
        let during = terminal.settings
        kill(process.processIdentifier, signal)
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(during != before, "raw mode was never entered, so the check below proves nothing")
        #expect(terminal.settings == before)
        #expect(process.terminationReason == .exit)
        // Ended by signal N, the session exits 128 + N (README, "Exit status").
        #expect(process.terminationStatus == 128 + signal)
        let events = try RunCommandTests.events(at: eventsURL)
        #expect(events.filter { $0["event"] as? String == "end" }.count == 1)
        #expect(events.last?["reason"] as? String == "interrupted")
    }
}
