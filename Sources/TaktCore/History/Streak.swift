import Foundation

/// Counts the current streak: days in a row with a counting session (``CountingRule``).
///
/// Callers feed only counting sessions; a day needs ``minimumActiveSeconds`` of them.
/// The streak ends today, or yesterday when today has no qualifying day yet: a streak is not
/// broken in the morning before the day's workout. Days are local (``TrainingCalendar``);
/// the work of several sessions on one day adds up. Feed sessions newest first; ``add(startedAt:activeSeconds:)``
/// says when older sessions can no longer change the count, so a caller can stop reading.
public struct Streak: Sendable {
    /// A day counts with one counting session: the same two minutes as ``CountingRule``.
    public static let minimumActiveSeconds = CountingRule.minimumActiveSeconds

    private let calendar: TrainingCalendar
    private let today: Int
    /// The day that must qualify to extend the streak.
    private var needed: Int
    private var mayStartYesterday = true
    private var currentDay: Int?
    private var currentSeconds = 0.0
    private var isSettled = false
    /// Days in the streak so far.
    public private(set) var days = 0
    /// The interval of `currentDay`, so most sessions need no time zone lookup.
    private var cachedDay: (range: Range<Double>, number: Int)?

    public init(now: Date, calendar: TrainingCalendar) {
        self.calendar = calendar
        self.today = calendar.dayNumber(of: now)
        self.needed = today
    }

    /// Adds one session; sessions must come newest first.
    ///
    /// - Returns: `false` once older sessions cannot change the streak.
    public mutating func add(startedAt: Date, activeSeconds: Double) -> Bool {
        guard !isSettled else { return false }
        return add(day: dayNumber(of: startedAt), activeSeconds: activeSeconds)
    }

    /// Adds active seconds of one local day (``TrainingCalendar/dayNumber(of:)``); days must come
    /// newest first, and a day may come more than once in a row.
    ///
    /// - Returns: `false` once older days cannot change the streak.
    public mutating func add(day: Int, activeSeconds: Double) -> Bool {
        guard !isSettled else { return false }
        if day > today { return true }  // a clock set wrong once; not part of any streak
        if let current = currentDay, day != current {
            close(day: current, seconds: currentSeconds)
            if isSettled { return false }
            currentSeconds = 0
        }
        if day != currentDay {
            // Days are seen newest first: one that can neither extend nor start the streak
            // means the streak is broken before it, and so is every older day.
            let reachable = day == needed || (mayStartYesterday && day == today - 1)
            if !reachable {
                isSettled = true
                currentDay = nil
                return false
            }
        }
        currentDay = day
        currentSeconds += max(0, activeSeconds)
        return true
    }

    /// The final count after the last session.
    public mutating func finish() -> Int {
        if let current = currentDay, !isSettled {
            close(day: current, seconds: currentSeconds)
            currentDay = nil
        }
        isSettled = true
        return days
    }

    private mutating func close(day: Int, seconds: Double) {
        guard seconds >= Self.minimumActiveSeconds else { return }
        if day == needed {
            days += 1
            needed -= 1
            mayStartYesterday = false
        } else if mayStartYesterday && day == today - 1 {
            days = 1
            needed = day - 1
            mayStartYesterday = false
        } else if day < needed {
            isSettled = true
        }
    }

    private mutating func dayNumber(of date: Date) -> Int {
        let time = date.timeIntervalSince1970
        if let cached = cachedDay, cached.range.contains(time) { return cached.number }
        let number = calendar.dayNumber(of: date)
        // The local day around `date`, when the zone's offset is the same all through it; a day
        // with a daylight-saving switch is not cached and every session on it is looked up.
        let zone = calendar.timeZone
        let offset = zone.secondsFromGMT(for: date)
        let start = Double(number) * 86_400 - Double(offset)
        let end = start + 86_400
        if zone.secondsFromGMT(for: Date(timeIntervalSince1970: start)) == offset,
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: end - 1)) == offset
        {
            cachedDay = (start..<end, number)
        }
        return number
    }
}
