import Foundation
import TaktCore
import TaktPlatform

/// Where a session learns of signals: the process's handlers, or a test's hand.
public protocol SignalSource: AnyObject {
    /// Readable when a signal arrived.
    var descriptor: Int32 { get }
    /// The signals that arrived since the last call.
    func drain() -> [Platform.Signal]
    /// Puts back what was there before; later calls do nothing.
    func uninstall()
}

extension Platform.SignalPipe: SignalSource {}

/// What a session reads from the world besides its program: keys, the time, signals.
///
/// ``terminal`` is the real thing; tests pass a pipe of keys, a clock they move and signals they
/// send by hand, so a session runs without a terminal and without signalling the test process.
public struct SessionInputs {
    /// A descriptor to read keys from; `nil` reads the terminal on standard input, in raw mode,
    /// when it is one.
    public var keyboard: Int32?
    /// The monotonic clock in nanoseconds.
    public var clock: @Sendable () -> UInt64
    /// The wall clock: when the session started, for its row (the monotonic clock times the rest).
    public var wallClock: @Sendable () -> Date
    /// Made when the session starts, given back (``SignalSource/uninstall()``) when it ends.
    public var signals: () -> (any SignalSource)?

    public init(
        keyboard: Int32? = nil, clock: @escaping @Sendable () -> UInt64 = { Platform.monotonicNanoseconds() },
        wallClock: @escaping @Sendable () -> Date = { Date() },
        signals: @escaping () -> (any SignalSource)? = { Platform.SignalPipe() }
    ) {
        self.keyboard = keyboard
        self.clock = clock
        self.wallClock = wallClock
        self.signals = signals
    }

    /// The terminal on standard input, the monotonic clock and the process's signal handlers.
    public static var terminal: SessionInputs { SessionInputs() }
}
