import CLinux
import Glibc
import Synchronization

/// Every Glibc call for the terminal, signals and clocks: the monotonic clock, raw mode,
/// signals, timers, poll, read, write.
///
/// Kept in one file, as swift-argument-parser keeps its platform calls, so the rest of the
/// code stays free of C types and the Linux specifics (such as `VMIN` being index 6 of
/// `c_cc`, not Darwin's 16) live in one place. File calls are the other half of this target
/// (`Platform+Files.swift`).
///
/// This file is also the one place in takt with global mutable state, and only because C
/// demands it: a signal handler and readline's hooks are C function pointers, which cannot
/// capture a context, so what they need (the terminal settings to restore, the signal pipe's
/// write end, the completer and its matches) must sit where a plain function can reach it
/// (``Platform/LineCompletion``).
public enum Platform {
    public static let standardInput: Int32 = STDIN_FILENO
    public static let standardOutput: Int32 = STDOUT_FILENO

    /// Nanoseconds on the monotonic clock, which no wall-clock change moves.
    public static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Writes all of `text`, retrying short writes; unbuffered, so a pipe sees each line at once.
    ///
    /// - Returns: `nil` when everything was written, else the `errno` of the failed write (the
    ///   rest is dropped): EPIPE when the reader went away, ENOSPC on a full disk.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        Array(text.utf8).withUnsafeBytes { write($0, to: descriptor) }
    }

    /// Writes all of `buffer`, retrying short and interrupted writes; the `errno` of a failed
    /// write, or `nil` when all were written.
    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    // MARK: - Raw mode

    /// The terminal settings to restore, kept where the signal handler can reach them.
    ///
    /// Written only by `enterRawMode` before `rawModeActive` is set, read only after; the
    /// atomic orders the two, which is the whole of the sharing.
    nonisolated(unsafe) private static let savedSettings: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    /// Whether raw mode is on, so a signal restores the terminal only when it was changed.
    private static let rawModeActive = Atomic<Bool>(false)

    /// Switches the terminal on `descriptor` to raw mode: keys arrive one byte at a time, unechoed,
    /// and Ctrl-C arrives as the byte 0x03 instead of a signal.
    ///
    /// - Returns: `false` when `descriptor` is not a terminal (nothing changed).
    public static func enterRawMode(_ descriptor: Int32 = STDIN_FILENO) -> Bool {
        guard isTerminal(descriptor), tcgetattr(descriptor, savedSettings) == 0 else { return false }
        var raw = savedSettings.pointee
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[6] = 1  // VMIN on Linux: a read returns after one byte.
            cc[5] = 0  // VTIME on Linux: no inter-byte timer.
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return false }
        rawModeActive.store(true, ordering: .sequentiallyConsistent)
        return true
    }

    /// Puts back the settings `enterRawMode` found; safe to call when raw mode is off.
    public static func restoreTerminal(_ descriptor: Int32 = STDIN_FILENO) {
        guard rawModeActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
        tcsetattr(descriptor, TCSANOW, savedSettings)
    }

    // MARK: - Signals

    /// A signal the session reacts to.
    public enum Signal: Sendable, Hashable {
        /// One of ``endingSignals``: the session ends as interrupted.
        case ending(Int32)
        /// SIGWINCH: the terminal changed size; redraw.
        case windowChanged
    }

    private static let signalWriteEnd = Atomic<Int32>(-1)
    /// The signals that end a session, through the one end path, with one row: every signal
    /// whose default action ends the process and that someone sends to ask for it.
    ///
    /// signal(7)'s "Term" signals: SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
    /// SIGPROF, SIGIO, SIGPWR, SIGSTKFLT and the real-time signals (SIGKILL cannot be caught;
    /// SIGPIPE is ignored, the runner notices the output going away). Of the "Core" ones: SIGQUIT
    /// (left to its default, the Swift runtime's backtracer takes over the raw terminal and waits
    /// there for a key), SIGXCPU and SIGXFSZ, which resource limits send. Not SIGSEGV, SIGBUS,
    /// SIGILL, SIGFPE, SIGABRT or SIGSYS: they are takt's own crashes, raised by the faulting
    /// instruction or call, and a handler that returns would fault again; nor SIGTRAP, a
    /// debugger's breakpoint.
    public static let endingSignals: [Int32] =
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
            SIGXCPU, SIGXFSZ,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    private static let caughtSignals: [Int32] = endingSignals + [SIGWINCH]

    /// Signals turned into bytes on a pipe, so `poll` can wait for them with the keyboard.
    ///
    /// Call `uninstall()` when the session is over (a `defer`); the old handlers come back.
    public final class SignalPipe {
        /// The end to poll and read.
        public let descriptor: Int32
        private let writeEnd: Int32
        private var installed = true
        private var previous: [Int32: sigaction] = [:]
        private var previousPipe = sigaction()

        /// Installs the handlers; `nil` when no pipe could be made.
        public init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                // Non-blocking: the handler must never wait, and `drain` stops when empty.
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            descriptor = ends[0]
            writeEnd = ends[1]
            Platform.signalWriteEnd.store(writeEnd, ordering: .sequentiallyConsistent)
            // Lazy statics initialise through a lock: do it now, never first inside the handler.
            _ = Platform.rawModeActive.load(ordering: .sequentiallyConsistent)
            _ = Platform.savedSettings
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handleSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            for signal in Platform.caughtSignals {
                var old = sigaction()
                sigaction(signal, &action, &old)
                previous[signal] = old
            }
            // A parent may hand down a mask that blocks these signals (test runners, some
            // supervisors); a blocked SIGTERM would never reach the handler, so unblock them.
            var unblock = sigset_t()
            sigemptyset(&unblock)
            for signal in Platform.caughtSignals {
                sigaddset(&unblock, signal)
            }
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
            // A pipe whose reader went away must not kill the session before it is logged: the
            // write fails with EPIPE instead. Only stdout's reader going away ends the session
            // (the console tells the runner); a broken --events pipe or espeak-ng does not.
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigaction(SIGPIPE, &ignore, &previousPipe)
        }

        /// The signals that arrived since the last call.
        public func drain() -> [Signal] {
            var signals: [Signal] = []
            var byte: UInt8 = 0
            while Glibc.read(descriptor, &byte, 1) == 1 {
                signals.append(Int32(byte) == SIGWINCH ? .windowChanged : .ending(Int32(byte)))
            }
            return signals
        }

        deinit {
            uninstall()
        }

        /// Puts the previous handlers back and closes the pipe; later calls do nothing.
        public func uninstall() {
            guard installed else { return }
            installed = false
            for (signal, action) in previous {
                var old = action
                sigaction(signal, &old, nil)
            }
            var pipeAction = previousPipe
            sigaction(SIGPIPE, &pipeAction, nil)
            Platform.signalWriteEnd.store(-1, ordering: .sequentiallyConsistent)
            close(descriptor)
            close(writeEnd)
        }
    }

    // MARK: - Child processes

    /// Ends a child process at once; SIGKILL cannot be ignored or blocked. Reaping stays with
    /// whoever started it (Foundation's `Process` does it on its own thread).
    public static func kill(_ process: Int32) {
        guard process > 0 else { return }
        _ = Glibc.kill(process, SIGKILL)
    }

    // MARK: - Waiting and reading

    /// What `wait` found ready.
    public struct Readiness: Sendable, Hashable {
        public var input = false
        public var signals = false
        /// The ``WakeUp`` was rung: another thread has something for the waiting one.
        public var woken = false

        public init(input: Bool = false, signals: Bool = false, woken: Bool = false) {
            self.input = input
            self.signals = signals
            self.woken = woken
        }
    }

    /// A bell another thread rings to wake a thread asleep in ``wait(input:signals:until:timer:wake:)``
    /// (a Linux eventfd): the remote server hands the session keys this way without ever
    /// running on the session's thread.
    ///
    /// Rings add up in the kernel until the waiting thread reads them, so a ring between two
    /// waits is never lost, and ringing never blocks.
    public final class WakeUp: Sendable {
        fileprivate let descriptor: Int32

        /// `nil` when the kernel gives no eventfd.
        public init?() {
            let descriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }

        /// Wakes the waiting thread, or the next wait at once; safe from any thread.
        public func ring() {
            var one: UInt64 = 1
            _ = Glibc.write(descriptor, &one, MemoryLayout<UInt64>.size)
        }

        /// Reads the rings, so the descriptor is no longer readable.
        fileprivate func clear() {
            var count: UInt64 = 0
            _ = Glibc.read(descriptor, &count, MemoryLayout<UInt64>.size)
        }
    }

    /// A timer on the monotonic clock that becomes readable at an absolute instant (a Linux timerfd).
    ///
    /// `poll`'s own timeout is relative, in whole milliseconds, and the kernel may stretch it by
    /// the thread's timer slack (0.1 % of it by default): a one-second wait woke 1-2 ms late.
    /// A timerfd armed with `TFD_TIMER_ABSTIME` expires at the nanosecond it is given, with no
    /// slack, and is polled beside the keyboard and the signal pipe (timerfd_create(2)).
    public final class DeadlineTimer {
        fileprivate let descriptor: Int32

        /// `nil` when the kernel gives no timer; ``Platform/wait(input:signals:until:timer:)`` then polls with a timeout.
        public init?() {
            let descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }

        /// Sets the expiry to `nanoseconds` on the monotonic clock, or disarms the timer for `nil`.
        ///
        /// Setting it also clears an expiry not yet read, so an old deadline never wakes a new wait.
        fileprivate func arm(_ nanoseconds: UInt64?) -> Bool {
            var setting = itimerspec()
            if let nanoseconds {
                // An expiry of zero would disarm it; any instant that early is past already.
                let instant = max(nanoseconds, 1)
                setting.it_value.tv_sec = Int(instant / 1_000_000_000)
                setting.it_value.tv_nsec = Int(instant % 1_000_000_000)
            }
            return timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil) == 0
        }

        /// Reads the expiry count, so the descriptor is no longer readable.
        fileprivate func clear() {
            var expiries: UInt64 = 0
            _ = Glibc.read(descriptor, &expiries, MemoryLayout<UInt64>.size)
        }
    }

    /// Asks the kernel to wake the session on time, as far as an unprivileged process may.
    ///
    /// - 1 ns of timer slack instead of 50 µs or 0.1 % of each wait: the deadline timer has no
    ///   slack anyway; this keeps the fallback `poll` timeout and every other sleep of the
    ///   session thread close to what was asked (prctl(2), `PR_SET_TIMERSLACK`).
    /// - The shortest time slice the normal policy allows, 0.1 ms (sched_setattr(2) with
    ///   `sched_runtime`, Linux 6.12 and later): the session runs microseconds per wake, and
    ///   with a short slice the scheduler lets it in ahead of a busy process at once. An older
    ///   kernel refuses it, which changes nothing else.
    public static func tightenTiming() {
        _ = takt_set_timer_slack(1)
        // The nice value is passed as it is: sched_setattr sets it too, and must not change it.
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        if errno == 0 { _ = takt_request_short_slice(100_000, nice) }
    }

    /// Waits until `input` (when given) or the signal pipe is readable, `wake` rings, or the
    /// monotonic clock reaches `deadline` nanoseconds (`nil`: no time limit). Never a busy loop:
    /// the thread sleeps in `poll`, woken by `timer` at the deadline.
    ///
    /// Without a timer (or when arming it fails) the wait is a `poll` timeout in milliseconds,
    /// rounded up so that it never ends before the deadline.
    public static func wait(
        input: Int32?, signals: Int32, until deadline: UInt64?, timer: DeadlineTimer?, wake: WakeUp? = nil
    ) -> Readiness {
        var descriptors = [pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        if let input {
            descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0))
        }
        let wakeIndex = descriptors.count
        if let wake {
            descriptors.append(pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0))
        }
        var timeout: Int32 = -1
        if let timer, timer.arm(deadline) {
            descriptors.append(pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0))
        } else if let deadline {
            let now = monotonicNanoseconds()
            let left = deadline > now ? deadline - now : 0
            timeout = Int32(clamping: (left + 999_999) / 1_000_000)
        }
        let count = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard count > 0 else { return Readiness() }
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        var readiness = Readiness()
        readiness.signals = descriptors[0].revents & readable != 0
        if input != nil {
            readiness.input = descriptors[1].revents & readable != 0
        }
        if let wake, descriptors[wakeIndex].revents & readable != 0 {
            readiness.woken = true
            wake.clear()
        }
        if let timer, let last = descriptors.last, last.fd == timer.descriptor, last.revents & readable != 0 {
            timer.clear()
        }
        return readiness
    }

    /// What a read from the keyboard gave.
    public enum ReadResult: Sendable, Hashable {
        case bytes([UInt8])
        /// Nothing now (interrupted or would block); try again later.
        case nothing
        /// End of file or an I/O error: the terminal went away.
        case closed
    }

    /// Reads what the terminal has, up to 4 KiB: a paste of a thousand keys arrives in one read.
    public static func read(_ descriptor: Int32) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[0..<count])) }
        if count == 0 { return .closed }
        return errno == EINTR || errno == EAGAIN ? .nothing : .closed
    }
}

/// Runs inside the signal: only async-signal-safe calls (`tcsetattr`, `write`) and atomics.
private func handleSignal(_ signal: Int32) {
    let savedErrno = errno
    if signal != SIGWINCH {
        // The terminal comes back even if the process is about to be stopped before the loop
        // sees the signal; the loop's own restore then finds nothing left to do.
        Platform.restoreTerminal()
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    let descriptor = Platform.signalWriteEndForHandler
    if descriptor >= 0 {
        _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
}

extension Platform {
    fileprivate static var signalWriteEndForHandler: Int32 {
        signalWriteEnd.load(ordering: .sequentiallyConsistent)
    }
}

/// The few facts about the terminal the views need, and the prompt's Ctrl-C handler: window
/// size and the SIGINT handler swap around a readline prompt. Whether a descriptor is a
/// terminal at all is ``Platform/isTerminal(_:)``.
public enum TerminalDevice {
    /// A terminal's size in character cells.
    public struct Size: Sendable, Hashable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// The size of the terminal behind `descriptor`, or `nil` when it is not a terminal.
    public static func size(of descriptor: Int32 = STDOUT_FILENO) -> Size? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Runs `body` with `handler` as the SIGINT handler, then puts the previous one back.
    ///
    /// No `SA_RESTART`: readline must see the interrupted `read` to act on the signal.
    public static func withInterruptHandler<T>(
        _ handler: @convention(c) (Int32) -> Void, _ body: () throws -> T
    ) rethrows -> T {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        return try body()
    }
}

// MARK: - State for readline's hooks

extension Platform {
    /// Completes the word under the cursor: the line up to the cursor and that word.
    public typealias Completer = @Sendable (_ line: String, _ word: String) -> [String]

    /// What readline's completion hooks (in TaktTerminal's `LineEditor`) need between calls.
    ///
    /// readline calls back through C function pointers, which cannot capture a context, so the
    /// completer and its matches must be global; they are kept here with the signal handler's
    /// state, the one place for such state. Only the thread running `readline()` touches them.
    public enum LineCompletion {
        nonisolated(unsafe) public static var completer: Completer?
        nonisolated(unsafe) public static var matches: [String] = []
        /// The name readline reads `~/.inputrc` sections by; C memory that lives as long as takt.
        nonisolated(unsafe) public static let applicationName: UnsafePointer<CChar>? = UnsafePointer(strdup("takt"))
    }
}
