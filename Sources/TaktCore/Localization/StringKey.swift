/// The key of a text in the string tables, such as `program.unknown`.
///
/// Every key of `Localization/en.yaml` is a static member, generated at build time by the
/// EmbedResources plugin (`.programUnknown`), so a mistyped key does not compile. The few keys
/// completed at run time — from a command name, an enum's raw value or a number — are built
/// from a ``Family``; a test checks that each such key exists.
public struct StringKey: Hashable, Sendable {
    public let rawValue: String

    /// Only the generated members and ``init(_:_:)`` make keys: a key typed by hand could be wrong.
    init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key of `member` in `family`: `StringKey(.calendarMonth, "3")` is `calendar.month.3`.
    public init(_ family: Family, _ member: String) {
        rawValue = family.rawValue + member
    }

    /// Keys that share a prefix and are completed at run time.
    public enum Family: String, CaseIterable, Sendable {
        /// `help.<command>.usage`, `.summary` and `.details`, from the command table.
        case help = "help."
        /// `calendar.month.1` … `12`.
        case calendarMonth = "calendar.month."
        /// `calendar.weekday.1` … `7`, Monday first.
        case calendarWeekday = "calendar.weekday."
        /// `weekday.short.mon` …, by a plan day's code: two letters, a calendar's column.
        case weekdayShort = "weekday.short."
        /// `weekday.abbreviated.mon` …, by a plan day's code: as a list of days writes it ("Mon").
        case weekdayAbbreviated = "weekday.abbreviated."
        /// `weekday.long.mon` …, by a plan day's code.
        case weekdayLong = "weekday.long."
        /// By ``Settings/Key``.
        case settingsName = "settings.name."
        case settingsKey = "settings.key."
        /// By ``Settings/Sound``.
        case settingsSound = "settings.sound."
        /// By ``Settings/ScoreBy``.
        case settingsScoreBy = "settings.scoreBy."
        /// By ``Settings/Sex``.
        case settingsSex = "settings.sex."
        /// By a session's end reason.
        case historyEndReason = "history.endReason."
        /// By a program's level.
        case showLevel = "show.level."
        /// By how a plan counts its weeks.
        case planCounting = "plan.counting."
        /// By a session's end reason, in plain mode.
        case runPlainEnded = "run.plain.ended."
        /// By a heatmap level.
        case reportLegend = "report.legend."
        /// By what a conversion could not carry.
        case convertLoss = "convert.loss."
        /// By an output format.
        case convertFormat = "convert.format."
        /// By a unit of a load or a distance (``Load/Unit``, ``Distance/Unit``).
        case unit = "unit."
    }
}

extension StringKey: CustomStringConvertible {
    public var description: String { rawValue }
}
