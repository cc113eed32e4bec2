/// Writes durations the way the views show them: "0:07", "12:30", "1:02:03".
public enum ClockText {
    /// How a fraction of a second is treated.
    public enum Rounding: Sendable {
        /// Countdowns: "0:01" until the very end of the last second.
        case up
        /// Elapsed times: a second counts once it is complete.
        case down
        /// Totals and summaries.
        case nearest
    }

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
        let hours = whole / 3600
        let minutes = whole / 60 % 60
        let secs = whole % 60
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" }
        return "\(minutes):\(twoDigits(secs))"
    }
}
