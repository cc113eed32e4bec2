import TaktCore
import TaktTerminal

/// Program time: monotonic real time since the session began, multiplied by the speed.
///
/// Deadlines stay in program time; only the wait before the next one is turned back into
/// real milliseconds, so rounding a wait never shifts a deadline.
struct ProgramClock {
    let speed: Double
    private let startNanoseconds: UInt64
    private let readNanoseconds: () -> UInt64

    init(speed: Double, nanoseconds: @escaping () -> UInt64 = Platform.monotonicNanoseconds) {
        self.speed = speed > 0 ? speed : 1
        self.readNanoseconds = nanoseconds
        self.startNanoseconds = nanoseconds()
    }

    /// Program time now.
    func now() -> Duration {
        let real = Double(readNanoseconds() &- startNanoseconds)
        return .nanoseconds(Int64((real * speed).rounded()))
    }

    /// Waits up to this many real milliseconds are taken whole; longer ones end early on purpose.
    static let preciseMilliseconds = 5.0

    /// Real milliseconds to wait from `now` until program time `instant`.
    ///
    /// Linux lets a `poll` of T ms end up to T/1000 late (the timer slack of an ordinary thread):
    /// a second's wait woke 1-2 ms after its deadline. So a long wait ends early by twice that
    /// slack plus a millisecond, and the loop's next wait, a few milliseconds rounded up, lands on
    /// the deadline: never before it, under 1 ms after it. Deadlines themselves never move.
    func milliseconds(from now: Duration, until instant: Duration) -> Int {
        let program = (instant - now).secondsValue
        guard program > 0 else { return 0 }
        let real = program / speed * 1000
        let early = real > Self.preciseMilliseconds ? real / 500 + 1 : 0
        return Int((real - early).rounded(.up))
    }
}
