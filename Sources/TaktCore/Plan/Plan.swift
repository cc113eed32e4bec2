/// A training plan: a few weeks of workouts on set days, each week a little harder (README, "Training plans").
///
/// The plan keeps its workouts as plain ``Program`` values; ``program(week:day:)`` applies the
/// progression to the model before the one ``TimelineCompiler`` turns it into a timeline, so
/// `show`, `run` and the calorie estimate all see the same compiled session.
public struct Plan: Sendable, Hashable {
    public var id: String
    public var title: LocalizedText
    public var description: LocalizedText?
    /// How many weeks the plan lasts.
    public var weeks: Int
    /// The training days of a week, in week order; their count is the sessions per week.
    public var weekdays: [Weekday]
    /// The workouts, cycled over a week's training days: day 1 runs the first, day 2 the next, …
    public var workouts: [Program]
    public var progression: [ProgressionRule]
    /// Deload weeks: a week mapped to the earlier week whose load it repeats.
    public var deloads: [Int: Int]

    public init(
        id: String, title: LocalizedText, description: LocalizedText? = nil, weeks: Int, weekdays: [Weekday],
        workouts: [Program], progression: [ProgressionRule] = [], deloads: [Int: Int] = [:]
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.weeks = weeks
        self.weekdays = weekdays
        self.workouts = workouts
        self.progression = progression
        self.deloads = deloads
    }

    public var sessionsPerWeek: Int { weekdays.count }
    public var totalSessions: Int { weeks * sessionsPerWeek }

    /// The week (1-based) and day of the week (1-based) of the `index`-th session (0-based).
    public func slot(ofSession index: Int) -> (week: Int, day: Int) {
        (index / sessionsPerWeek + 1, index % sessionsPerWeek + 1)
    }

    /// The workout of `day` (1-based) before any progression.
    public func baseWorkout(day: Int) -> Program {
        workouts[(day - 1) % max(workouts.count, 1)]
    }

    /// The week whose load `week` carries: itself, or for a deload week the week it repeats.
    public func loadWeek(_ week: Int) -> Int {
        deloads[week] ?? week
    }

    /// The workout of `week`, `day` with the progression applied.
    public func program(week: Int, day: Int) -> Program {
        let loadWeek = loadWeek(week)
        let sessionIndex = (loadWeek - 1) * sessionsPerWeek + (day - 1)
        var program = baseWorkout(day: day)
        for rule in progression {
            let steps = rule.steps(weekIndex: loadWeek - 1, sessionIndex: sessionIndex)
            program = rule.apply(steps: steps, to: program)
        }
        return program
    }
}

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The short English name files and options use: `mon`, `tue`, …
    public var code: String {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1]
    }

    public static let codes = allCases.map(\.code)

    /// Reads `mon` or `monday` (any case).
    public init?(code: String) {
        let lower = code.lowercased()
        guard let found = Self.allCases.first(where: { $0.code == lower || $0.longName == lower }) else { return nil }
        self = found
    }

    var longName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
    }

    /// From Foundation's `Calendar` weekday component (1 = Sunday).
    public init(calendarWeekday: Int) {
        self = Self(rawValue: (calendarWeekday + 5) % 7 + 1) ?? .monday
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Training days spread over the week for a plan that only gives a count.
    public static func spread(count: Int) -> [Weekday] {
        let patterns: [[Weekday]] = [
            [.monday], [.monday, .thursday], [.monday, .wednesday, .friday],
            [.monday, .tuesday, .thursday, .friday], [.monday, .tuesday, .wednesday, .thursday, .friday],
            [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday], allCases,
        ]
        return patterns[min(max(count, 1), 7) - 1]
    }
}
