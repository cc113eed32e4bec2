/// The values a session row may hold, in one place: the history's reader refuses a row with a
/// value outside them (and its SQL sums leave such a row out), and `import` refuses an entry.
///
/// Each is a value the views can show and the formats can write back unchanged: a date far
/// outside the calendar once crashed a conversion, a year before 1583 came back another day.
public enum HistoryRanges {
    /// Seconds since 1970 a stored session may start or end at: the years 1 to 9999
    /// (``HistoryDates/representable``).
    public static let dates = HistoryDates.representable
    /// Seconds (paused, active), kcal and kg: more than 30 years in seconds is not a session.
    public static let amounts = 0...1e9
    /// Phases done, total and skipped, a plan's week and day: counts beyond this are not from takt.
    public static let counts = 0...1_000_000
    /// How many times faster than real time a session may have run (`run` allows 10,000).
    public static let speeds = Double.leastNonzeroMagnitude...1e6
    /// The most characters a note may have.
    public static let noteLength = 1_000

    /// A note the history can hold and every view can show: not empty, at most ``noteLength``
    /// characters, no control character (a line break or an escape code would break a table or
    /// a terminal).
    public static func isNote(_ text: String) -> Bool {
        !text.isEmpty && text.count <= noteLength
            && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The longest program file path kept with a session (Linux's PATH_MAX).
    public static let programFileLength = 4096

    /// A program file path the history keeps (``SessionRecord/programFile``): absolute, at most
    /// ``programFileLength`` bytes, no control character.
    public static func isProgramFile(_ path: String) -> Bool {
        path.hasPrefix("/") && path.utf8.count <= programFileLength
            && !path.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
