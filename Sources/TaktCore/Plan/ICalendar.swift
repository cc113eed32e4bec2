import Foundation

/// Content lines of an iCalendar file (RFC 5545 section 3.1): CRLF ends, lines folded at 75
/// octets without splitting a UTF-8 sequence, TEXT values escaped (section 3.3.11).
public enum ICalendar {
    public static let maximumOctets = 75

    /// `\` `;` `,` and newlines escaped as a TEXT value needs them.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// One logical line folded into physical lines of at most 75 octets, each ended by CRLF;
    /// continuation lines start with one space (which counts toward their 75).
    public static func folded(_ line: String) -> String {
        var output = ""
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > maximumOctets {
                output += current + "\r\n"
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        return output + current + "\r\n"
    }

    /// `20261123T070000` (local) or `20261123T060000Z` (UTC) for `date` in `timeZone`.
    static func dateTime(_ date: Date, in timeZone: TimeZone, utc: Bool = false) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc ? TimeZone(identifier: "UTC") ?? timeZone : timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let text = String(
            format: "%04d%02d%02dT%02d%02d%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
        return utc ? text + "Z" : text
    }

    /// `PT12M15S`.
    static func duration(seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 || text == "PT" { text += "\(rest)S" }
        return text
    }

    /// `+0100`, `-0430`.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + String(format: "%02d%02d", minutes / 60, minutes % 60)
    }

    /// A VTIMEZONE for `timeZone` covering `range`: one observance for the offset in force at
    /// its start and one for each transition in it, so no recurrence rule has to be derived.
    static func timeZoneLines(_ timeZone: TimeZone, covering range: ClosedRange<Date>) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + timeZone.identifier]
        func observance(at instant: Date, from before: Int, to after: Int, localStart: Date) {
            let kind = timeZone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
            lines += [
                "BEGIN:" + kind, "DTSTART:" + dateTime(localStart, in: TimeZone(secondsFromGMT: 0) ?? timeZone),
                "TZOFFSETFROM:" + offset(before), "TZOFFSETTO:" + offset(after), "END:" + kind,
            ]
        }
        let first = range.lowerBound
        let initial = timeZone.secondsFromGMT(for: first)
        observance(
            at: first, from: initial, to: initial, localStart: first.addingTimeInterval(Double(initial)))
        var cursor = first
        while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor), transition <= range.upperBound
        {
            let before = timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let after = timeZone.secondsFromGMT(for: transition)
            // DTSTART of an observance is the local time before the change (RFC 5545 3.6.5).
            observance(
                at: transition, from: before, to: after, localStart: transition.addingTimeInterval(Double(before)))
            cursor = transition
        }
        return lines + ["END:VTIMEZONE"]
    }
}
