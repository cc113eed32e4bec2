import Synchronization
import Testing

@testable import TaktCLI

/// Program time = monotonic real time × speed; waits are rounded up so no wake is early.
@Suite struct ProgramClockTests {
    @Test func programTimeRunsSpeedTimesFaster() {
        let real = Mutex<UInt64>(5_000_000_000)
        let clock = ProgramClock(speed: 60) { real.withLock { $0 } }
        #expect(clock.now() == .zero)
        real.withLock { $0 += 1_500_000_000 }
        #expect(clock.now() == .seconds(90))
    }

    @Test func waitsAreRealMillisecondsRoundedUp() {
        let clock = ProgramClock(speed: 60) { 0 }
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(40)) == 500)
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(10.001)) == 1)
        #expect(clock.milliseconds(from: .seconds(10), until: .seconds(9)) == 0)
        #expect(ProgramClock(speed: 1) { 0 }.milliseconds(from: .zero, until: .seconds(2.5)) == 2500)
    }

    @Test func aSpeedOfZeroOrLessRunsAtOne() {
        #expect(ProgramClock(speed: 0) { 0 }.speed == 1)
        #expect(ProgramClock(speed: -3) { 0 }.speed == 1)
    }
}
