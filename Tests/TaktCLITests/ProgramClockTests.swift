import TaktCore
import Testing

@testable import TaktCLI

/// Program time = monotonic real time × speed; a deadline turns back into the instant to wake at.
@Suite struct ProgramClockTests {
    @Test func programTimeRunsSpeedTimesFaster() {
        let real = Locked<UInt64>(5_000_000_000)
        let clock = ProgramClock(speed: 60) { real.withLock { $0 } }
        #expect(clock.now() == .zero)
        real.withLock { $0 += 1_500_000_000 }
        #expect(clock.now() == .seconds(90))
    }

    @Test func aDeadlineIsTheMonotonicInstantItFallsOnToTheNanosecond() {
        let clock = ProgramClock(speed: 1) { 7_000_000_000 }
        #expect(clock.monotonicNanoseconds(at: .seconds(1)) == 8_000_000_000)
        #expect(clock.monotonicNanoseconds(at: .microseconds(4_100)) == 7_004_100_000)
        #expect(clock.monotonicNanoseconds(at: .nanoseconds(1)) == 7_000_000_001)
        #expect(clock.monotonicNanoseconds(at: .seconds(3_600)) == 3_607_000_000_000)
    }

    @Test func atSpeedTheRealInstantIsDividedAndRoundedUpSoAWakeIsNeverEarly() {
        let clock = ProgramClock(speed: 60) { 1_000 }
        // 30 s of program time at speed 60 is half a real second.
        #expect(clock.monotonicNanoseconds(at: .seconds(30)) == 500_001_000)
        // 1 ns of program time is 1/60 ns of real time: the wake is the next whole nanosecond.
        #expect(clock.monotonicNanoseconds(at: .nanoseconds(1)) == 1_001)
        let real = Locked<UInt64>(0)
        let third = ProgramClock(speed: 3) { real.withLock { $0 } }
        #expect(third.monotonicNanoseconds(at: .nanoseconds(10)) == 4)
        // Waking at that instant, the program clock has reached the deadline.
        for nanoseconds: Int64 in [1, 7, 10, 999_999_999, 123_456_789_012] {
            let instant = Duration.nanoseconds(nanoseconds)
            let wake = third.monotonicNanoseconds(at: instant)
            real.withLock { $0 = wake }
            #expect(third.now() >= instant, "\(nanoseconds) ns")
        }
    }

    @Test func instantsBeforeTheStartAreTheStartAndFarOnesNever() {
        let clock = ProgramClock(speed: 1) { 42 }
        #expect(clock.monotonicNanoseconds(at: .zero) == 42)
        #expect(clock.monotonicNanoseconds(at: .seconds(-5)) == 42)
        #expect(clock.monotonicNanoseconds(at: .seconds(Int64.max / 2)) == UInt64.max)
    }

    @Test func aSpeedOfZeroOrLessRunsAtOne() {
        #expect(ProgramClock(speed: 0) { 0 }.speed == 1)
        #expect(ProgramClock(speed: -3) { 0 }.speed == 1)
    }
}
