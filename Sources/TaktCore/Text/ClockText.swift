/// The one way takt writes a length of time: "0:07", "12:30", "1:02:03".
///
/// Every view uses it: the live session, the finished screen, plain mode, `show`, `list` and
/// `history`, so the same session never reads "00:03" in one place and "0:04" in another.
public enum ClockText {
    /// How a fraction of a second is shown; each kind of clock has one.
    public enum Rounding: Sendable {
        /// Countdowns show the ceiling of the remaining seconds: "0:01" until the very end.
        case up
        /// Running clocks that count up (elapsed time) show a second once it is complete.
        case down
        /// Performed durations and totals (summaries, history, plans) round to the nearest second.
        case nearest
    }

    /// `duration` as a clock, rounded as `rounding` says; negative durations show "0:00".
    public static func format(_ duration: Duration, rounding: Rounding) -> String {
        let (seconds, attoseconds) = duration.components
        var whole = max(0, seconds)
        if seconds >= 0 {
            switch rounding {
            case .up: if attoseconds > 0 { whole += 1 }
            case .down: break
            case .nearest: if attoseconds >= 500_000_000_000_000_000 { whole += 1 }
            }
        }
        return format(wholeSeconds: whole)
    }

    /// Whole seconds as a clock, as program files count them; negative counts show "0:00".
    public static func format(seconds: Int) -> String {
        format(wholeSeconds: Int64(clamping: max(0, seconds)))
    }

    private static func format(wholeSeconds whole: Int64) -> String {
        let hours = whole / 3600
        let minutes = whole / 60 % 60
        let secs = whole % 60
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" }
        return "\(minutes):\(twoDigits(secs))"
    }
}
