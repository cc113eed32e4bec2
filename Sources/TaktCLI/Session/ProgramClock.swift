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

    /// Real milliseconds from `now` until program time `instant`, rounded up so a wake is never early.
    func milliseconds(from now: Duration, until instant: Duration) -> Int {
        let program = (instant - now).secondsValue
        guard program > 0 else { return 0 }
        return Int((program / speed * 1000).rounded(.up))
    }
}
