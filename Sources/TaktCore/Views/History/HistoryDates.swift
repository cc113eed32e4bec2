import Foundation

/// Dates as the history writes them: local wall time in the user's language, ISO 8601 UTC in files.
public enum HistoryDates {
    /// "2026-11-21 23:30" in English, "21.11.2026 23:30" in German, in `timeZone`.
    public static func local(_ date: Date, timeZone: TimeZone, strings: Strings) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> StringArgument { .text(pad(value ?? 0, to: 2)) }
        return strings(
            "history.date",
            [
                "year": .text(pad(parts.year ?? 0, to: 4)), "month": two(parts.month), "day": two(parts.day),
                "hour": two(parts.hour), "minute": two(parts.minute),
            ])
    }

    /// "2026-11-21T22:30:00Z": whole seconds, UTC, for JSON and CSV.
    public static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// "12:05" for minutes and seconds, "1:02:05" from an hour on.
    public static func duration(_ seconds: Double) -> String {
        let total = Int(max(0, seconds).rounded())
        let hours = total / 3_600
        let minutes = total / 60 % 60
        let rest = total % 60
        if hours > 0 { return "\(hours):\(pad(minutes, to: 2)):\(pad(rest, to: 2))" }
        return "\(minutes):\(pad(rest, to: 2))"
    }

    private static func pad(_ value: Int, to width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
