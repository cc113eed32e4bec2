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
            .historyDate,
            [
                "year": .text(pad(parts.year ?? 0, to: 4)), "month": two(parts.month), "day": two(parts.day),
                "hour": two(parts.hour), "minute": two(parts.minute),
            ])
    }

    /// "2026-11-21T22:30:00Z": whole seconds (rounded down), UTC, for JSON and CSV.
    ///
    /// Plain arithmetic (days to a civil date, after Howard Hinnant's `civil_from_days`): an
    /// export of 100,000 sessions formats 200,000 of these, and needs no formatter or calendar.
    public static func iso8601(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        return day(days) + "T" + pad(secondOfDay / 3_600, to: 2) + ":" + pad(secondOfDay / 60 % 60, to: 2) + ":"
            + pad(secondOfDay % 60, to: 2) + "Z"
    }

    /// "2026-11-21": the calendar date `days` days after 1970-01-01.
    public static func day(_ days: Int) -> String {
        let date = civil(days)
        return pad(date.year, to: 4) + "-" + pad(date.month, to: 2) + "-" + pad(date.day, to: 2)
    }

    /// The calendar date `days` days after 1970-01-01 (month and day 1-based).
    public static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let date = CivilDate(dayNumber: days)
        return (date.year, date.month, date.day)
    }

    /// Seconds since 1970 that ``iso8601(_:)`` can write: 0001-01-01 to 9999-12-31.
    public static let representable = -62_135_596_800.0...253_402_300_799.0

    /// Seconds since 1970 that ``parseISO8601(_:)`` accepts: 1583-01-01 to 9999-12-31.
    ///
    /// Before the Gregorian reform Foundation's formatter reads a date as Julian, which
    /// ``iso8601(_:)`` (proleptic Gregorian) would write back as another day: an imported
    /// session from year 1013 came back changed on the next export (found by fuzzing,
    /// history-import). Such a date is refused like any other value takt cannot store.
    public static let readable = -12_212_553_600.0...253_402_300_799.0

    /// Reads "2026-11-21T22:30:00Z" (what ``iso8601(_:)`` writes; fractions of a second allowed),
    /// within ``readable``.
    public static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var date = formatter.date(from: text)
        if date == nil {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            date = formatter.date(from: text)
        }
        guard let date, readable.contains(date.timeIntervalSince1970) else { return nil }
        return date
    }

    private static func pad(_ value: Int, to width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
