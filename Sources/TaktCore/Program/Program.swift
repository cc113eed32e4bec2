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

    public init(
        id: String, title: LocalizedText, description: LocalizedText? = nil, author: String? = nil,
        tags: [String] = [], level: Level? = nil, getReady: Int = 10, defaults: Timing = Timing(),
        blocks: [Block]
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
    /// A group of exercises repeated `rounds` times.
    public struct Block: Sendable, Hashable {
        public var title: LocalizedText?
        public var rounds: Int
        /// Replaces (or supplies) the rest after the block's final work phase.
        public var restAfter: Int?
        public var timing: Timing
        public var exercises: [ExerciseEntry]

        public init(
            title: LocalizedText? = nil, rounds: Int = 1, restAfter: Int? = nil, timing: Timing = Timing(),
            exercises: [ExerciseEntry]
        ) {
            self.title = title
            self.rounds = rounds
            self.restAfter = restAfter
            self.timing = timing
            self.exercises = exercises
        }
    }

    /// One exercise of a block: from the catalog (`exercise`) or custom (`name` + `met`).
    public struct ExerciseEntry: Sendable, Hashable {
        /// The catalog key, when the exercise comes from the catalog.
        public var key: String?
        /// The program's own name; overrides the catalog's name when both are given.
        public var name: LocalizedText?
        /// The program's own MET; overrides the catalog's.
        public var met: Double?
        public var timing: Timing
        public var reps: Int?
        /// Explicit sets; empty means one set with the exercise's own timing.
        public var sets: [SetSpec]

        public init(
            key: String? = nil, name: LocalizedText? = nil, met: Double? = nil, timing: Timing = Timing(),
            reps: Int? = nil, sets: [SetSpec] = []
        ) {
            self.key = key
            self.name = name
            self.met = met
            self.timing = timing
            self.reps = reps
            self.sets = sets
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

extension Program {
    /// The last block's `restAfter` when above 0: it is never run, as a program ends on its last
    /// work phase (``TimelineCompiler``, rule 4); `validate` warns at it and `show` says so.
    public var unusedRestAfter: Int? {
        blocks.last?.restAfter.flatMap { $0 > 0 ? $0 : nil }
    }
}
