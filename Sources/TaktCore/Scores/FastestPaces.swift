/// The fastest credible pace of each movement (SPEC 13, "A score must be possible in time
/// too"): the pace of the best athletes, per rep, per metre or per calorie, each with the
/// record or published result it stands below. The catalog's `fastestPaces:` table holds them
/// (Programs/exercises.yaml); a movement it does not name takes the `default` entry's pace
/// per rep, and a distance or calories it has no pace for adds nothing to the floor.
///
/// A floor must never refuse a real score: each pace is set a little faster than the result
/// it cites, so only a time no one could have done is told "too fast to count".
public struct FastestPaces: Sendable, Hashable {
    /// One movement's paces; a quantity without one adds nothing.
    public struct Pace: Sendable, Hashable {
        public var secondsPerRep: Double?
        public var secondsPerMetre: Double?
        public var secondsPerCalorie: Double?
        /// Where the pace comes from: the record or result it stands below.
        public var source: String

        public init(
            secondsPerRep: Double? = nil, secondsPerMetre: Double? = nil, secondsPerCalorie: Double? = nil,
            source: String
        ) {
            self.secondsPerRep = secondsPerRep
            self.secondsPerMetre = secondsPerMetre
            self.secondsPerCalorie = secondsPerCalorie
            self.source = source
        }
    }

    /// The key of the entry every movement without its own falls back to.
    public static let defaultKey = "default"

    /// Each movement's paces by catalog key, and ``defaultKey``'s.
    public private(set) var paces: [String: Pace]

    public init(_ paces: [String: Pace] = [:]) {
        self.paces = paces
    }

    /// No floor at all: every time is possible.
    public static let none = FastestPaces()

    /// Adds or replaces entries; a user catalog's table extends the bundled one.
    public mutating func merge(_ other: FastestPaces) {
        paces.merge(other.paces) { _, new in new }
    }

    /// The pace of the movement `key` (a custom exercise's is `nil`): its own, else the default.
    public func pace(of key: String?) -> Pace? {
        key.flatMap { paces[$0] } ?? paces[Self.defaultKey]
    }

    /// The fewest seconds `task` can take: its reps, metres or calories at the movement's pace
    /// (a together task its parts'), a hold its time; 0 for max reps or a quantity without a pace.
    public func seconds(of task: Phase.Task) -> Double {
        if task.isTogether { return task.parts.reduce(0.0) { $0 + seconds(of: $1) } }
        let pace = pace(of: task.activity.key)
        switch task.quantity {
        case .reps(let count): return Double(count) * (pace?.secondsPerRep ?? 0)
        case .distance(let distance): return distance.metres * (pace?.secondsPerMetre ?? 0)
        case .calories(let calories):
            // The smaller of a men's/women's prescription: a floor takes the faster case.
            return Double(calories.values.min() ?? 0) * (pace?.secondsPerCalorie ?? 0)
        case .time(let seconds): return Double(seconds)
        case .max: return 0
        }
    }

    /// The fewest seconds every task of `tasks` together can take.
    public func seconds(of tasks: [Phase.Task]) -> Double {
        tasks.reduce(0.0) { $0 + seconds(of: $1) }
    }
}
