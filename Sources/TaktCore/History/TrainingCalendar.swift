import Foundation

/// Days, weeks and months as the user lives them: in their time zone, weeks ISO 8601 (Monday first).
///
/// A session belongs to the local day, week and month in which it started.
public struct TrainingCalendar: Sendable {
    public let timeZone: TimeZone
    public let calendar: Calendar

    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        // ISO 8601 weeks: Monday is the first day; week 1 holds the year's first Thursday.
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        self.timeZone = timeZone
        self.calendar = calendar
    }

    /// The local calendar date of `date` as a day count since 1970-01-01: consecutive days give
    /// consecutive numbers, whatever daylight saving does to the length of a day.
    public func dayNumber(of date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((local / 86_400).rounded(.down))
    }

    /// Local midnight of the Monday that starts the ISO week containing `date`.
    public func startOfWeek(containing date: Date) -> Date {
        calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// Local midnight of the first day of the month containing `date`.
    public func startOfMonth(containing date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }
}
