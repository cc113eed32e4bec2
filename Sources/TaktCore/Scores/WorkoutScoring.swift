/// How a run makes its workout score when it ends (SPEC 14): the declared kind, how many
/// scored blocks the program has, and the rests between them that only `total-time` counts.
public struct WorkoutScoring: Sendable, Hashable {
    public var kind: WorkoutScoreKind
    /// The scored blocks of the program: a session that ended before its last is stopped.
    public var blocks: Int
    /// Seconds of the phases between the first scored block's start and the last's end that no
    /// block's score holds: the rests between blocks.
    public var rests: Double
    /// The fewest seconds the workout takes at the catalog's fastest paces (for-time blocks'
    /// floors, with the amraps' caps and the rests for `total-time`); 0 where none is known.
    public var fastest: Double
    /// The reps of every for-time block together: a floor is said "for these N reps".
    public var reps: Int
    public var onlyReps: Bool
    /// The longest the workout's time can be: every block capped (with the rests for
    /// `total-time`); `nil` when a for-time block has no cap.
    public var cap: Double?
    /// The stations of max reps (`total-reps`, `lowest`), and their time together.
    public var stations = 0
    public var stationSeconds = 0.0

    public init(
        kind: WorkoutScoreKind, blocks: Int, rests: Double = 0, fastest: Double = 0, reps: Int = 0,
        onlyReps: Bool = true, cap: Double? = nil
    ) {
        self.cap = cap
        self.kind = kind
        self.blocks = blocks
        self.rests = rests
        self.fastest = fastest
        self.reps = reps
        self.onlyReps = onlyReps
    }

    /// The scoring of a program of `kind` compiled to `timeline`; `nil` without a kind or when
    /// its blocks cannot give it.
    public init?(kind: WorkoutScoreKind?, timeline: Timeline, paces: FastestPaces = .none) {
        let scored = ScoredBlock.blocks(of: timeline, language: "en", paces: paces)
        guard let kind, kind.fits(scored.map(\.format)) else { return nil }
        var rests = 0.0
        let windows = timeline.phases.indices.filter {
            timeline.phases[$0].kind.scoredFormat != nil || timeline.phases[$0].stations != nil
        }
        if let first = windows.first, let last = windows.last {
            for index in first...last where !windows.contains(index) {
                rests += Double(timeline.phases[index].seconds ?? 0)
            }
        }
        let forTime = scored.filter { $0.format == .forTime }
        var fastest = forTime.reduce(0) { $0 + $1.fastest }
        if forTime.contains(where: { $0.fastest == 0 }) { fastest = 0 }
        if kind == .totalTime, fastest > 0 {
            fastest += rests + scored.filter { $0.format == .amrap }.reduce(0) { $0 + ($1.cap ?? 0) }
        }
        var cap: Double?
        if forTime.allSatisfy({ $0.cap != nil }) {
            cap = scored.reduce(0) { $0 + ($1.cap ?? 0) } + (kind == .totalTime ? rests : 0)
        }
        self.init(
            kind: kind, blocks: scored.count, rests: rests, fastest: fastest,
            reps: forTime.reduce(0) { $0 + $1.reps.reduce(0, +) }, onlyReps: forTime.allSatisfy(\.onlyReps), cap: cap)
        stations = scored.reduce(0) { $0 + ($1.format.isStations ? $1.reps.count : 0) }
        stationSeconds = scored.reduce(0) { $0 + ($1.format.isStations ? ($1.cap ?? 0) : 0) }
    }

    /// The workout score `text` writes, as `log` and `history edit` read it: a time, `capped 95`
    /// or `DNF 95` for the time kinds, reps for the others; refused past the floor.
    public func parse(_ text: String) throws(ScoreEntry.Problem) -> WorkoutScore {
        let format = WorkoutScore.resultFormat(of: kind)
        var block = ScoredBlock(
            block: 1, format: format, title: nil, cap: kind.isTime ? cap : stationSeconds,
            reps: kind.isTime ? [reps] : Array(repeating: 0, count: kind == .lowest ? 1 : max(1, stations)),
            every: 0)
        block.onlyReps = onlyReps
        let score = try ScoreEntry.parse(text, for: block)
        if let limit = floorLimit(of: score) { throw .beyond(limit) }
        return WorkoutScore(kind: kind, score: score)
    }

    /// Seconds of work a workout score stands for: its time (rests left out), the cap when capped
    /// or stopped, the stations' time.
    public func activeSeconds(of score: WorkoutScore) -> Double {
        guard case .forTime(let forTime) = score.score.result else { return stationSeconds }
        let seconds = forTime.capped || score.score.stopped ? (cap ?? forTime.seconds) : forTime.seconds
        return max(0, seconds - (kind == .totalTime ? rests : 0))
    }

    /// The workout score of a session whose scored blocks ended with `scores`, in order: stopped
    /// when the session ended before its last scored block, implausible past the floor.
    public func score(of scores: [BlockScore]) -> WorkoutScore? {
        guard !scores.isEmpty, var workout = WorkoutScore.of(kind, blocks: scores, rests: rests) else { return nil }
        if scores.count < blocks {
            workout.score.stopped = true
            if case .forTime(var forTime) = workout.score.result {
                forTime.capped = false
                workout.score.result = .forTime(forTime)
            }
        }
        if floorLimit(of: workout.score) != nil { workout.score.implausible = true }
        return workout
    }

    /// The limit a workout time goes past (``ScoreEntry/Limit/fastest``), `nil` when it was
    /// possible or has no floor.
    public func floorLimit(of score: BlockScore) -> ScoreEntry.Limit? {
        guard kind.isTime, fastest > 0, !score.stopped, case .forTime(let forTime) = score.result, !forTime.capped,
            forTime.seconds < fastest
        else { return nil }
        return .fastest(seconds: fastest, reps: reps, onlyReps: onlyReps)
    }
}
