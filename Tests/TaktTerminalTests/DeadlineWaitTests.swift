import CLinux
import Dispatch
import Foundation
import Glibc
import TaktCore
import TaktPlatform
import Testing

@testable import TaktTerminal

/// The session's wait: never back before its deadline, at once for a key or a signal byte,
/// with the kernel's deadline timer and with the plain `poll` timeout it falls back to.
@Suite struct DeadlineWaitTests {
    static let timers: [Bool] = [true, false]

    @Test(arguments: timers)
    func aWaitEndsAtItsDeadlineNeverBefore(useTimer: Bool) throws {
        let timer = useTimer ? Platform.DeadlineTimer() : nil
        #expect((timer != nil) == useTimer)
        for _ in 0..<5 {
            let deadline = Platform.monotonicNanoseconds() + 3_000_000
            let readiness = Platform.wait(input: nil, signals: -1, until: deadline, timer: timer)
            #expect(Platform.monotonicNanoseconds() >= deadline)
            #expect(readiness == Platform.Readiness())
        }
    }

    @Test(arguments: timers)
    func aDeadlineAlreadyPastReturnsAtOnce(useTimer: Bool) throws {
        let timer = useTimer ? Platform.DeadlineTimer() : nil
        #expect((timer != nil) == useTimer)
        let readiness = Platform.wait(
            input: nil, signals: -1, until: Platform.monotonicNanoseconds() - 1_000, timer: timer)
        #expect(readiness == Platform.Readiness())
    }

    @Test(arguments: timers)
    func aKeyOrASignalByteWakesTheWaitBeforeAFarDeadline(useTimer: Bool) throws {
        let timer = useTimer ? Platform.DeadlineTimer() : nil
        #expect((timer != nil) == useTimer)
        var keys: [Int32] = [0, 0]
        var signals: [Int32] = [0, 0]
        #expect(pipe(&keys) == 0)
        #expect(pipe(&signals) == 0)
        defer { (keys + signals).forEach { close($0) } }
        let far = Platform.monotonicNanoseconds() + 60_000_000_000

        var byte: UInt8 = 0x70
        #expect(write(keys[1], &byte, 1) == 1)
        var readiness = Platform.wait(input: keys[0], signals: signals[0], until: far, timer: timer)
        #expect(readiness.input && !readiness.signals)
        #expect(Platform.read(keys[0]) == .bytes([0x70]))

        #expect(write(signals[1], &byte, 1) == 1)
        readiness = Platform.wait(input: keys[0], signals: signals[0], until: far, timer: timer)
        #expect(readiness.signals && !readiness.input)
    }

    @Test func anExpiryNotReadNeverWakesALaterWait() throws {
        let timer = try #require(Platform.DeadlineTimer())
        var keys: [Int32] = [0, 0]
        #expect(pipe(&keys) == 0)
        defer { keys.forEach { close($0) } }
        // A key ends the first wait before its deadline; the timer then expires unread.
        var byte: UInt8 = 0x6E
        #expect(write(keys[1], &byte, 1) == 1)
        let soon = Platform.monotonicNanoseconds() + 1_000_000
        #expect(Platform.wait(input: keys[0], signals: -1, until: soon, timer: timer).input)
        _ = Platform.read(keys[0])
        usleep(3_000)
        let deadline = Platform.monotonicNanoseconds() + 5_000_000
        _ = Platform.wait(input: keys[0], signals: -1, until: deadline, timer: timer)
        #expect(Platform.monotonicNanoseconds() >= deadline)
    }
}

/// The session thread asks for the shortest slice the normal policy allows, without privilege:
/// under a busy loop on every core it is then let in at once (Benchmarks/accuracy.py).
@Suite struct SchedulingSliceTests {
    /// Runs `body` on a thread of its own, so the test's own threads keep their settings.
    static func onOwnThread(_ body: @escaping @Sendable () -> UInt64) -> UInt64 {
        let result = Locked<UInt64>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.withLock { $0 = body() }
            done.signal()
        }.start()
        done.wait()
        return result.withLock { $0 }
    }

    @Test func theSessionThreadAsksForAShortSlice() {
        let before = Self.onOwnThread { takt_current_slice() }
        // Before Linux 6.12 the kernel keeps no slice per task: there is nothing to ask for.
        guard before > 0 else { return }
        let after = Self.onOwnThread {
            Platform.tightenTiming()
            return takt_current_slice()
        }
        #expect(after == 100_000, "slice before \(before) ns")
    }
}
