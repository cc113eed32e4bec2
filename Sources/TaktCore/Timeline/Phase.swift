/// One step of a compiled timeline: get ready, a work phase, a rest phase, or a scored window.
public struct Phase: Sendable, Hashable {
    /// The phase's values, kept once and shared by every copy until one copy changes (copy on
    /// write): a session keeps the phase of each visit, and every note and cue names one.
    private var storage: Storage

    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case getReady, work, rest
        /// One period of an emom or death-by block.
        case emom, deathBy
        /// A whole amrap or for-time block.
        case amrap, forTime
        /// A phase of a breath of a breathing block (SPEC section 19).
        case inhale, hold, exhale
        /// A piece of a sitting's meditation or reflection (SPEC section 19).
        case meditation, reflection

        /// A window of a scored format (docs/formats.md).
        public var isScored: Bool {
            switch self {
            case .getReady, .work, .rest, .inhale, .hold, .exhale, .meditation, .reflection: false
            case .emom, .deathBy, .amrap, .forTime: true
            }
        }

        /// A phase of a breath.
        public var isBreath: Bool { self == .inhale || self == .hold || self == .exhale }

        /// A piece of a sitting.
        public var isSitting: Bool { self == .meditation || self == .reflection }

        /// Work or a scored window: what a block ends on and a rest view shows as next.
        public var isEffort: Bool { self == .work || isScored }
    }

    /// One thing to do in a scored window, done with one Enter: a movement with its quantity
    /// and load, or several movements together (their ``parts``).
    public struct Task: Sendable, Hashable {
        /// The movement; for a together task, the movements as one (names joined with " + ",
        /// the mean of their METs).
        public var activity: Activity
        /// How much; for a together task, its parts' reps added up.
        public var quantity: Quantity
        public var load: Load?
        /// A box's or a target's height, shown beside the load.
        public var height: Height?
        /// The movements of a together task, each with its own quantity; empty otherwise.
        public var parts: [Task]
        /// True when the reps follow the window's climbing ladder (``Phase/climb``): ``reps``
        /// are round 1's, ``reps(round:of:)`` any round's.
        public var climbs: Bool

        public init(
            activity: Activity, quantity: Quantity, load: Load? = nil, parts: [Task] = [], climbs: Bool = false,
            height: Height? = nil
        ) {
            self.activity = activity
            self.quantity = quantity
            self.load = load
            self.height = height
            self.parts = parts
            self.climbs = climbs
        }

        public init(activity: Activity, reps: Int) {
            self.init(activity: activity, quantity: .reps(reps))
        }

        /// The reps the score counts: a reps task's (round 1's of a climbing ladder), a
        /// together task's parts' together; 0 for a distance, calories, a time or max.
        public var reps: Int { quantity.reps ?? 0 }

        /// The reps of round `round` (1-based) in a window climbing by `climb`.
        public func reps(round: Int, of climb: Climb?) -> Int {
            guard climbs, let climb else { return reps }
            return climb.reps(round: round)
        }

        /// True for several movements done as one task.
        public var isTogether: Bool { !parts.isEmpty }
    }

    /// What is being done in a work phase.
    public struct Activity: Sendable, Hashable {
        /// The catalog key, or `nil` for a program's custom exercise.
        public var key: String?
        public var name: LocalizedText
        /// The name of one rep, from the catalog (`one:`); `nil` where it is the name.
        public var singular: LocalizedText?
        public var met: Double
        /// How to do it, from the exercise catalog; `nil` for a custom exercise or a catalog
        /// entry without one.
        public var howTo: LocalizedText?

        public init(
            key: String?, name: LocalizedText, met: Double, howTo: LocalizedText? = nil, singular: LocalizedText? = nil
        ) {
            self.key = key
            self.name = name
            self.singular = singular
            self.met = met
            self.howTo = howTo
        }
    }

    /// 1-based position over the whole timeline.
    public var order: Int {
        get { storage.fields.order }
        set { update { $0.order = newValue } }
    }
    public var kind: Kind {
        get { storage.fields.kind }
        set { update { $0.kind = newValue } }
    }
    /// The exercise for work phases, the first task of a scored window; `nil` for get ready and rest.
    public var activity: Activity? {
        get { storage.fields.activity }
        set { update { $0.activity = newValue } }
    }
    /// 0-based index of the block in the program.
    public var block: Int {
        get { storage.fields.block }
        set { update { $0.block = newValue } }
    }
    public var blockTitle: LocalizedText? {
        get { storage.fields.blockTitle }
        set { update { $0.blockTitle = newValue } }
    }
    /// 1-based round of the block and the block's round count.
    public var round: Int {
        get { storage.fields.round }
        set { update { $0.round = newValue } }
    }
    public var rounds: Int {
        get { storage.fields.rounds }
        set { update { $0.rounds = newValue } }
    }
    /// 1-based set of the exercise and the exercise's set count.
    public var set: Int {
        get { storage.fields.set }
        set { update { $0.set = newValue } }
    }
    public var sets: Int {
        get { storage.fields.sets }
        set { update { $0.sets = newValue } }
    }
    /// Planned length in seconds; `nil` for an open (reps) set that runs until marked done.
    public var seconds: Int? {
        get { storage.fields.seconds }
        set { update { $0.seconds = newValue } }
    }
    /// Repetitions of an open set.
    public var reps: Int? {
        get { storage.fields.reps }
        set { update { $0.reps = newValue } }
    }
    /// True when this rest was supplied by a block's `restAfter`.
    public var isRestAfter: Bool {
        get { storage.fields.isRestAfter }
        set { update { $0.isRestAfter = newValue } }
    }
    /// The MET this phase is billed at (docs/calories.md): the exercise's for work, the work
    /// before it for rests of 30 s or less, 1.3 for longer rests and restAfter, 0 for get ready.
    public var billedMET: Double {
        get { storage.fields.billedMET }
        set { update { $0.billedMET = newValue } }
    }
    /// The tasks of a scored window in order: an emom or death-by period's, an amrap's round,
    /// every round's of a for-time block. Empty for other phases.
    public var tasks: [Task] {
        get { storage.fields.tasks }
        set { update { $0.tasks = newValue } }
    }
    /// For a block nested in repeated blocks, the round of each enclosing block, outermost
    /// first; empty for a top-level block.
    public var outerRounds: [Repeat] {
        get { storage.fields.rare?.rare.outerRounds ?? [] }
        set { updateRare(\.outerRounds, newValue) }
    }
    /// An amrap window's climbing ladder: round k's reps of the tasks that climb.
    public var climb: Climb? {
        get { storage.fields.rare?.rare.climb }
        set { updateRare(\.climb, newValue) }
    }
    /// The load of a work phase's exercise.
    public var load: Load? {
        get { storage.fields.rare?.rare.load }
        set { updateRare(\.load, newValue) }
    }
    /// The height of a work phase's box or target.
    public var height: Height? {
        get { storage.fields.rare?.rare.height }
        set { updateRare(\.height, newValue) }
    }
    /// True for a work phase that is a max station: its reps are asked for when it ends.
    public var asksMax: Bool {
        get { storage.fields.rare?.rare.asksMax ?? false }
        set { updateRare(\.asksMax, newValue) }
    }
    /// For a max station, the format its block is scored in (intervals or tabata: its
    /// stations' reps added up); `nil` for every other phase.
    public var stations: ScoredFormat? {
        get { storage.fields.rare?.rare.stations }
        set { updateRare(\.stations, newValue) }
    }
    /// For a set of a lift, the set as the athlete lifts it (reps, load, plates), filled in
    /// for them by ``LiftPlan/annotated(_:program:athlete:)``; `nil` for any other phase.
    public var lift: PlannedSet? {
        get { storage.fields.rare?.rare.lift }
        set { updateRare(\.lift, newValue) }
    }

    /// For a phase of a breathing block, the breath it belongs to and its length in tenths of a
    /// second; `nil` for any other phase.
    public var breath: BreathStep? {
        get { storage.fields.rare?.rare.breath }
        set { updateRare(\.breath, newValue) }
    }

    /// For a piece of a sitting, that its view shows no affirmation (`meditate --no-words`).
    public var quiet: Bool {
        get { storage.fields.rare?.rare.quiet ?? false }
        set { updateRare(\.quiet, newValue) }
    }

    /// How long the phase runs: a breath's phase to the tenth of a second, any other timed
    /// phase its whole ``seconds``; `nil` for an open set.
    public var length: Duration? {
        if let breath { return .milliseconds(breath.phase.tenths * 100) }
        return seconds.map { .seconds($0) }
    }

    /// One round of an enclosing block: which, of how many.
    public struct Repeat: Sendable, Hashable {
        public var round: Int
        public var rounds: Int

        public init(round: Int, rounds: Int) {
            self.round = round
            self.rounds = rounds
        }
    }

    public init(
        order: Int, kind: Kind, activity: Activity?, block: Int, blockTitle: LocalizedText?, round: Int,
        rounds: Int, set: Int, sets: Int, seconds: Int?, reps: Int?, isRestAfter: Bool, billedMET: Double,
        tasks: [Task] = []
    ) {
        storage = Storage(
            Fields(
                order: order, kind: kind, activity: activity, block: block, blockTitle: blockTitle, round: round,
                rounds: rounds, set: set, sets: sets, seconds: seconds, reps: reps, isRestAfter: isRestAfter,
                billedMET: billedMET, tasks: tasks))
    }

    /// True for a work phase that counts up until the user marks it done.
    public var isOpen: Bool { seconds == nil }

    /// A for-time block without a cap: only its last Enter ends it, so no clock knows its
    /// length (estimates use typical paces).
    public var isUncappedForTime: Bool { kind == .forTime && seconds == nil }
}

// Copy on write: a 10,000-phase session kept every phase whole three times over (the timeline,
// the visits performed, the notes and cues of a catch-up), 10 MB of its 38 MB peak (issue 48).
extension Phase {
    /// Every value a phase holds, compared and hashed as a whole.
    fileprivate struct Fields: Sendable, Hashable {
        var order: Int
        var kind: Kind
        var activity: Activity?
        var block: Int
        var blockTitle: LocalizedText?
        var round: Int
        var rounds: Int
        var set: Int
        var sets: Int
        var seconds: Int?
        var reps: Int?
        var isRestAfter: Bool
        var billedMET: Double
        var tasks: [Task]
        /// The values most phases leave empty; `nil` when all are.
        var rare: RareBox?
    }

    /// The values only some phases have (a lift's set, a breath, a load, an enclosing round),
    /// kept apart from ``Fields``: a plain phase's storage is under half the size it was (385
    /// bytes of fields; PhaseStorageTests keeps it under 200), 2 MB of a 10,000-phase session
    /// (issue 48).
    fileprivate struct Rare: Sendable, Hashable {
        var outerRounds: [Repeat] = []
        var climb: Climb?
        var load: Load?
        var height: Height?
        var asksMax: Bool = false
        var stations: ScoredFormat?
        var lift: PlannedSet?
        var breath: BreathStep?
        var quiet = false

        static let empty = Rare()
    }

    /// ``Rare`` values, never changed once made: a phase that changes one gets a new box.
    fileprivate final class RareBox: Sendable, Hashable {
        let rare: Rare

        init(_ rare: Rare) {
            self.rare = rare
        }

        static func == (lhs: RareBox, rhs: RareBox) -> Bool { lhs === rhs || lhs.rare == rhs.rare }

        func hash(into hasher: inout Hasher) { rare.hash(into: &hasher) }
    }

    /// The one copy of a phase's values its copies share.
    ///
    /// Unchecked: `fields` changes only through ``update(_:)``, and only while this is the one
    /// reference to it, which no other thread can then hold.
    fileprivate final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Changes this phase's values, first copying them when another phase shares them.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.fields)
        }
        change(&storage.fields)
    }

    /// The bytes of one phase's own storage (its box's fields), for the test that keeps it small.
    static var storedBytes: Int { MemoryLayout<Fields>.size }

    /// Sets one of the rare values; a phase left with none keeps no box. Setting a phase
    /// without any to the empty value (what the compiler does for most phases) costs a compare.
    private mutating func updateRare<Value: Equatable>(_ field: WritableKeyPath<Rare, Value>, _ value: Value) {
        if storage.fields.rare == nil, value == Rare.empty[keyPath: field] { return }
        update { fields in
            var rare = fields.rare?.rare ?? .empty
            rare[keyPath: field] = value
            fields.rare = rare == .empty ? nil : RareBox(rare)
        }
    }

    public static func == (lhs: Phase, rhs: Phase) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
