/// What the days before one day hold for the streaks: enough to go on counting without reading them.
///
/// The history database keeps one of these beside its sums, so `stats` reads only the days the
/// heatmap shows, however many years lie before them (``ProgressSeries/Builder/add(_:)``).
public struct StreakHistory: Sendable, Hashable {
    /// The first day not summed up here: every day before it is.
    public var day: Int
    /// The most qualifying days in a row before `day`.
    public var longest: Int
    /// The qualifying days in a row that end the day before `day`; 0 when that day does not qualify.
    public var trailing: Int

    public init(day: Int, longest: Int, trailing: Int) {
        self.day = day
        self.longest = longest
        self.trailing = trailing
    }

    /// The history of `qualifying` days (ascending, each reaching the streak's minimum) before `day`.
    public init(qualifying: [Int], before day: Int) {
        var longest = 0
        var run = 0
        var previous: Int?
        for next in qualifying where next < day {
            run = previous == next - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = next
        }
        self.init(day: day, longest: longest, trailing: previous == day - 1 ? run : 0)
    }
}
