/// How `run` was asked to run a session.
public struct SessionOptions: Sendable, Hashable {
    /// Whether the session goes into the history.
    public enum LogMode: Sendable, Hashable {
        /// Logged at speed 1, not as a preview at any other speed.
        case auto
        /// `--log`: logged even as a preview.
        case log
        /// `--no-log`.
        case noLog
    }

    /// Program time runs this many times faster than real time.
    public var speed: Double
    /// `--plain`: one line per happening, no escape codes.
    public var plain: Bool
    /// `--events FILE`.
    public var eventsFile: String?
    public var logMode: LogMode
    /// For `run today`: the plan, week and day the session is, kept in its history row.
    public var plan: PlanPlace?
    /// `--scaled`: the session's scores are of the scaled division.
    public var division: Division = .rx
    /// `set score-by round`: one Enter marks a whole amrap or for-time round.
    public var scoreByRound = false
    /// Whether `history edit` will find the program (by its id, its line or the file it was run
    /// from), so that the finished view may say how to enter afterwards a score nobody could key
    /// in.
    public var editableLater = false
    /// The program file the session ran, kept with its row (``SessionRecord/programFile``).
    public var programFile: String?
    /// The floors of the program's scored blocks: a score past one is kept as implausible.
    public var floors = ScoreFloors()
    /// How the program's one workout score is made, when it declares one (`score:`).
    public var workout: WorkoutScoring?
    /// The lift records the session's sets are measured against, read before it starts, so a
    /// new rep max is said at once (SPEC section 17); `nil`: none is said (a preview).
    public var liftRecords: LiftRecords?

    /// The floors of `loaded`'s scored blocks and its workout score, at the catalog's `paces`.
    public mutating func scoreBy(_ loaded: ProgramLoader.Loaded, paces: FastestPaces) {
        floors = ScoreFloors(timeline: loaded.timeline, paces: paces)
        workout = WorkoutScoring(kind: loaded.program.score, timeline: loaded.timeline, paces: paces)
    }

    /// Where in a training plan a session sits.
    public struct PlanPlace: Sendable, Hashable {
        public var planID: String
        public var week: Int
        public var day: Int

        public init(planID: String, week: Int, day: Int) {
            self.planID = planID
            self.week = week
            self.day = day
        }
    }

    public init(speed: Double = 1, plain: Bool = false, eventsFile: String? = nil, logMode: LogMode = .auto) {
        self.speed = speed
        self.plain = plain
        self.eventsFile = eventsFile
        self.logMode = logMode
    }

    /// Why a session that ended so is not logged, checked in this order; `nil` when it is.
    ///
    /// `--no-log` never logs; a preview (another speed) only with `--log`; a session shorter
    /// than ``SessionSummary/minimumLoggedSeconds`` of program time never.
    public func reasonNotToLog(_ ending: SessionEnding) -> SaveStatus? {
        if logMode == .noLog { return .disabled }
        if speed != 1, logMode != .log { return .preview }
        if ending.duration.secondsValue < SessionSummary.minimumLoggedSeconds { return .tooShort }
        return nil
    }

    /// Plain lines with `--plain`, or when stdout is not a terminal.
    public func usesPlainDisplay(standardOutputIsTerminal: Bool) -> Bool {
        plain || !standardOutputIsTerminal
    }
}
