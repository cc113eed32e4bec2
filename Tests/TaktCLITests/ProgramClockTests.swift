import Synchronization
import Testing

@testable import TaktCLI

/// Program time = monotonic real time × speed; waits land on their deadline despite the kernel's timer slack.
@Suite struct ProgramClockTests {
    @Test func programTimeRunsSpeedTimesFaster() {
        let real = Mutex<UInt64>(5_000_000_000)
        let clock = ProgramClock(speed: 60) { real.withLock { $0 } }
        #expect(clock.now() == .zero)
        real.withLock { $0 += 1_500_000_000 }
        #expect(clock.now() == .seconds(90))
    }

    @Test func shortWaitsAreRealMillisecondsRoundedUp() {
        let clock = ProgramClock(speed: 60) { 0 }
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(10.21)) == 4)
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(10.001)) == 1)
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(9)) == 0)
        #expect(ProgramClock(speed: 1) { 0 }.milliseconds(from: .zero, until: .seconds(0.0041)) == 5)
    }

    @Test func longWaitsEndEarlyByTwiceTheKernelsSlackSoTheNextShortWaitIsOnTime() {
        let clock = ProgramClock(speed: 1) { 0 }
        // 0.1 % slack of 1 s is 1 ms: wake 3 ms early, then wait the last 3 ms whole.
        #expect(clock.milliseconds(from: .zero, until: .seconds(1)) == 997)
        #expect(clock.milliseconds(from: .seconds(0.997), until: .seconds(1)) == 3)
        #expect(clock.milliseconds(from: .zero, until: .seconds(60)) == 59_879)
        #expect(ProgramClock(speed: 60) { 0 }.milliseconds(from: .seconds(10), until: .seconds(40)) == 498)
        // However long the wait, the wake stays before the deadline even with the full slack.
        for seconds in [0.006, 0.5, 2.5, 20, 3_600] {
            let wait = Double(clock.milliseconds(from: .zero, until: .seconds(seconds)))
            #expect(wait * 1.001 < seconds * 1000, "\(seconds) s")
        }
    }

    @Test func aSpeedOfZeroOrLessRunsAtOne() {
        #expect(ProgramClock(speed: 0) { 0 }.speed == 1)
        #expect(ProgramClock(speed: -3) { 0 }.speed == 1)
    }
}
