import TaktCore
import TaktPlatform
import TaktTerminal

/// Program time: monotonic real time since the session began, multiplied by the speed.
///
/// Deadlines stay in program time; only the instant to wake at is turned back into the
/// monotonic clock's nanoseconds, rounded up, so a wait never ends before its deadline and
/// rounding never shifts a deadline.
struct ProgramClock {
    let speed: Double
    private let startNanoseconds: UInt64
    private let readNanoseconds: () -> UInt64

    init(speed: Double, nanoseconds: @escaping () -> UInt64 = Platform.monotonicNanoseconds) {
        self.speed = SessionSpeed.valid(speed)
        self.readNanoseconds = nanoseconds
        self.startNanoseconds = nanoseconds()
    }

    /// Program time now.
    func now() -> Duration {
        let real = Double(readNanoseconds() &- startNanoseconds)
        return .nanoseconds(Int64((real * speed).rounded()))
    }

    /// The monotonic clock's reading, in nanoseconds, when program time reaches `instant`.
    ///
    /// Rounded up to the next whole nanosecond: the session wakes at the deadline, never before
    /// it. Instants before the start give the start.
    func monotonicNanoseconds(at instant: Duration) -> UInt64 {
        let (seconds, attoseconds) = instant.components
        guard seconds >= 0, seconds < Int64.max / 1_000_000_000 else {
            return seconds < 0 ? startNanoseconds : UInt64.max
        }
        // Whole nanoseconds of program time, rounded up; exact in a Double up to 104 days.
        let program = seconds * 1_000_000_000 + (attoseconds + 999_999_999) / 1_000_000_000
        guard program > 0 else { return startNanoseconds }
        let real = (Double(program) / speed).rounded(.up)
        // Beyond about 292 years of waiting: as good as never.
        guard real < Double(UInt64.max - startNanoseconds) else { return UInt64.max }
        return startNanoseconds + UInt64(real)
    }
}
