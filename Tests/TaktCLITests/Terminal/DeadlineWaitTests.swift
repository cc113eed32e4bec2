import Glibc
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
