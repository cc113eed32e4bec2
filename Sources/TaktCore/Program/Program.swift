/// A workout program as its YAML file describes it, validated but not yet compiled.
///
/// Durations are whole seconds. Optional values are those the file left out: the
/// ``TimelineCompiler`` resolves them (set, else exercise, else block, else defaults).
public struct Program: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case beginner, intermediate, advanced
    }

    public var id: String
    public var title: LocalizedText
    public var description: LocalizedText?
    public var author: String?
    public var tags: [String]
    public var level: Level?
    /// Countdown before the first work phase; 0 means none.
    public var getReady: Int
    public var defaults: Timing
    public var blocks: [Block]
    /// The blocks of the program's scaled version, every `scaled:` override applied; `nil` when
    /// the program declares none.
    public var scaledBlocks: [Block]?
    /// The one score of the whole workout over its scored blocks (`score:`), `nil` when each
    /// block is scored on its own.
    public var score: WorkoutScoreKind?

    public init(
        id: String, title: LocalizedText, description: LocalizedText? = nil, author: String? = nil,
        tags: [String] = [], level: Level? = nil, getReady: Int = 10, defaults: Timing = Timing(),
        blocks: [Block], scaledBlocks: [Block]? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.author = author
        self.tags = tags
        self.level = level
        self.getReady = getReady
        self.defaults = defaults
        self.blocks = blocks
        self.scaledBlocks = scaledBlocks
    }

    /// True when the program declares a scaled version (`scaled:` on a block or an exercise).
    public var hasScaledVersion: Bool { scaledBlocks != nil }

    /// The scaled version (`run ID --scaled`), or `nil` when the program declares none.
    public var scaledVersion: Program? {
        guard let scaledBlocks else { return nil }
        var scaled = self
        scaled.blocks = scaledBlocks
        scaled.scaledBlocks = nil
        return scaled
    }
}

/// Work and rest as one level of the file gives them; `nil` means "inherit".
public struct Timing: Sendable, Hashable {
    public var work: Int?
    public var rest: Int?

    public init(work: Int? = nil, rest: Int? = nil) {
        self.work = work
        self.rest = rest
    }
}

extension Program {
    /// The most levels blocks nest: a top-level block is level 1.
    public static let maximumNesting = 4

    /// A group of exercises repeated `rounds` times, or of inner blocks (`blocks`), in a format.
    public struct Block: Sendable, Hashable {
        public var title: LocalizedText?
        /// Rounds of an intervals or tabata block, periods of an emom or death-by block, rounds
        /// to finish of a for-time block; 1 for an amrap, which runs until its cap.
        public var rounds: Int
        /// Replaces (or supplies) the rest after the block's final work phase; after a scored
        /// block it adds a rest.
        public var restAfter: Int?
        public var timing: Timing
        public var exercises: [ExerciseEntry]
        public var format: Format
        /// The period of an emom or death-by block; `nil` means ``Format/defaultPeriod``.
        public var every: Int?
        /// The time limit of an amrap (required) or for-time block (optional: open without).
        public var cap: Int?
        /// Death-by's reps in the first period and the reps added each period; `nil` means 1.
        public var start: Int?
        public var step: Int?
        /// Reps of every exercise of the block that does not give its own.
        public var reps: Int?
        /// Values per round: round k takes the k-th of each list.
        public var ladder: Ladder
        /// An amrap's climbing ladder (`reps: {start: 3, step: 3}`): round k's reps of every
        /// exercise that gives none of its own.
        public var climb: Climb?
        /// Inner blocks; a block holds either these or `exercises`.
        public var blocks: [Block]
        /// A breathing block's pattern and length; `nil` for every other format.
        public var breathing: BreathingLine?
        /// A meditation block's sitting; `nil` for every other format.
        public var meditation: Meditation?

        public init(
            title: LocalizedText? = nil, rounds: Int = 1, restAfter: Int? = nil, timing: Timing = Timing(),
            exercises: [ExerciseEntry], format: Format = .intervals, every: Int? = nil, cap: Int? = nil,
            start: Int? = nil, step: Int? = nil, reps: Int? = nil, ladder: Ladder = Ladder(), climb: Climb? = nil,
            blocks: [Block] = []
        ) {
            self.title = title
            self.rounds = rounds
            self.restAfter = restAfter
            self.timing = timing
            self.exercises = exercises
            self.format = format
            self.every = every
            self.cap = cap
            self.start = start
            self.step = step
            self.reps = reps
            self.ladder = ladder
            self.climb = climb
            self.blocks = blocks
        }

        /// An emom or death-by block's period in seconds.
        public var period: Int { every ?? Format.defaultPeriod }
        /// Death-by's reps in period `round` (1-based): start + (round − 1) × step.
        public func deathByReps(round: Int) -> Int { (start ?? 1) + (round - 1) * (step ?? 1) }

        /// Work, rest and reps of round `round` (1-based) as this block gives them, ladders and
        /// tabata's 20/10 included; `nil` where the block leaves it to the levels above.
        public func amounts(round: Int) -> Amounts {
            let tabata = format == .tabata
            return Amounts(
                work: ladder.work.value(round: round) ?? timing.work ?? (tabata ? Format.tabataWork : nil),
                rest: ladder.rest.value(round: round) ?? timing.rest ?? (tabata ? Format.tabataRest : nil),
                reps: ladder.reps.value(round: round) ?? climb?.reps(round: round) ?? reps)
        }
    }

    /// How a block runs (docs/formats.md): intervals of work and rest, or a whiteboard format.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case intervals, emom, amrap
        case forTime = "for-time"
        case deathBy = "death-by"
        case tabata
        /// Breaths of a pattern (SPEC section 19): ``Block/breathing`` says which and how many.
        case breathing
        /// A sitting of meditation and reflection (SPEC section 19): ``Block/meditation`` says how long.
        case meditation

        public static let defaultPeriod = 60
        public static let tabataRounds = 8
        public static let tabataWork = 20
        public static let tabataRest = 10
        /// The most periods of a death-by block that does not say `rounds`.
        public static let deathByRounds = 30

        /// Formats that run on fixed windows, one task a period: emom and death-by.
        public var isPeriodic: Bool { self == .emom || self == .deathBy }

        /// Formats that keep a score and run as windows rather than work and rest.
        public var isScored: Bool {
            switch self {
            case .intervals, .tabata, .breathing, .meditation: false
            case .emom, .amrap, .forTime, .deathBy: true
            }
        }

        /// The rounds a block of this format has when it does not say.
        public var defaultRounds: Int {
            switch self {
            case .tabata: Self.tabataRounds
            case .deathBy: Self.deathByRounds
            case .intervals, .emom, .amrap, .forTime, .breathing, .meditation: 1
            }
        }
    }

    /// Lists of per-round values (`reps: [21, 15, 9]`); an empty list means none.
    public struct Ladder: Sendable, Hashable {
        public var reps: [Int]
        public var work: [Int]
        public var rest: [Int]

        public init(reps: [Int] = [], work: [Int] = [], rest: [Int] = []) {
            self.reps = reps
            self.work = work
            self.rest = rest
        }

        public var isEmpty: Bool { reps.isEmpty && work.isEmpty && rest.isEmpty }
    }

    /// What one level (a block's round, or the program's defaults) gives its exercises.
    public struct Amounts: Sendable, Hashable {
        public var work: Int?
        public var rest: Int?
        public var reps: Int?

        public init(work: Int? = nil, rest: Int? = nil, reps: Int? = nil) {
            self.work = work
            self.rest = rest
            self.reps = reps
        }
    }

    /// One exercise of a block: from the catalog (`exercise`) or custom (`name` + `met`), or
    /// several movements done as one task (`together`).
    public struct ExerciseEntry: Sendable, Hashable {
        /// The catalog key, when the exercise comes from the catalog.
        public var key: String?
        /// The program's own name; overrides the catalog's name when both are given.
        public var name: LocalizedText?
        /// The program's own MET; overrides the catalog's.
        public var met: Double?
        public var timing: Timing
        /// The task's own quantity; `nil` when a level above gives its reps (or a set does).
        public var quantity: Quantity?
        /// The weight the movement is done with.
        public var load: Load?
        /// A box's or a target's height (`24/20in`), beside the load; never a load.
        public var height: Height?
        /// Movements done as one task with one Enter (emom and death-by periods); when given,
        /// the entry itself names no movement.
        public var together: [ExerciseEntry]
        /// Explicit sets; empty means one set with the exercise's own timing.
        public var sets: [SetSpec]
        /// Sets of reps × load (SPEC section 17); its sets are also ``sets``, so the timeline
        /// runs them as open sets with their rests.
        public var lift: Lift?

        public init(
            key: String? = nil, name: LocalizedText? = nil, met: Double? = nil, timing: Timing = Timing(),
            reps: Int? = nil, quantity: Quantity? = nil, load: Load? = nil, together: [ExerciseEntry] = [],
            sets: [SetSpec] = []
        ) {
            self.key = key
            self.name = name
            self.met = met
            self.timing = timing
            self.quantity = quantity ?? reps.map(Quantity.reps)
            self.load = load
            self.together = together
            self.sets = sets
        }

        /// The reps of a reps task; setting it makes the task one of reps (or of none).
        public var reps: Int? {
            get { quantity?.reps }
            set { quantity = newValue.map(Quantity.reps) }
        }
    }

    /// One explicit set. Sets run in ascending `order`, never in file order.
    public struct SetSpec: Sendable, Hashable {
        public var order: Int
        public var timing: Timing
        public var reps: Int?

        public init(order: Int, timing: Timing = Timing(), reps: Int? = nil) {
            self.order = order
            self.timing = timing
            self.reps = reps
        }
    }
}

extension Array where Element == Int {
    /// The value of round `round` (1-based) of a ladder; rounds past its end start it again,
    /// which only a progression that moved `rounds` can ask for.
    func value(round: Int) -> Int? {
        isEmpty ? nil : self[(round - 1) % count]
    }
}

extension Program {
    /// The last block's `restAfter` when above 0: it is never run, as a program ends on its last
    /// work phase (``TimelineCompiler``, rule 4); `validate` warns at it and `show` says so.
    public var unusedRestAfter: Int? {
        blocks.last?.restAfter.flatMap { $0 > 0 ? $0 : nil }
    }
}
