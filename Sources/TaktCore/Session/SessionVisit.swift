extension SessionMachine {
    /// One visit of a phase: what the running and paused states need, and only they have.
    ///
    /// Reaching a phase, by its deadline or a key, makes a new visit; back restarting a phase
    /// makes a new visit of the same one. A visit's deadline, pauses, cues and how-to therefore
    /// go when it goes: a machine that is ready or finished has none to keep stale. Whatever
    /// else a phase comes to count while it runs belongs here too, as a field.
    public struct Visit: Sendable, Hashable {
        /// The phase's position in the timeline.
        public let index: Int
        /// When the visit was due: its clock counts from here, so a phase that ran out hands
        /// its deadline to the next one however late the driver noticed.
        public let due: Duration
        /// When the driver handled its start: later than `due` after a late wake.
        public let began: Duration
        /// True when the clock started it at the previous phase's deadline, not a key.
        public let byClock: Bool
        /// The phase's planned length; `nil` for an open set, which runs until marked done.
        public let length: Duration?
        /// Paused time within the visit, of the pauses that ended; a pause still running is
        /// the paused state's.
        public internal(set) var paused: Duration = .zero
        /// Whether the how-to is on screen; each visit starts without it.
        public internal(set) var showsHowTo = false
        /// The visit's cues, soonest first, and how many of them sounded. A visit that began
        /// already over (a late wake) or without length has none.
        let cues: [PlannedCue]
        var cuesFired = 0
        /// In a scored window, the time into the visit of each Enter, oldest first: the tasks
        /// marked done (amrap, for-time), or the period's one (emom, death-by).
        public internal(set) var marks: [Duration] = []

        /// When the phase ends if it keeps running: due, plus its length, plus the pauses.
        public var deadline: Duration? { length.map { due + $0 + paused } }

        /// The cue that sounds next.
        var nextCue: PlannedCue? { cuesFired < cues.count ? cues[cuesFired] : nil }

        /// Time performed by `now`, pauses that ended excluded.
        func elapsed(at now: Duration) -> Duration { max(now - due - paused, .zero) }
    }

    /// The reps prompt: a scored window ended before its last task (a cap, a missed death-by
    /// period, `n`), and the athlete says how many reps of the task in progress they did.
    ///
    /// The session's clock stands still while it is asked, like a pause: the next phase is due
    /// when the answer comes.
    public struct RepsQuestion: Sendable, Hashable {
        /// Why the last answer was asked again.
        public enum Refusal: Sendable, Hashable {
            /// A letter or another key that is no digit.
            case notANumber
            /// More than ``RepsQuestion/maximum``.
            case tooMany
        }

        /// The most reps an answer may give.
        public static let maximum = 10_000

        /// The visit of the window that ended: the phase the prompt belongs to.
        public let visit: Visit
        /// When the prompt appeared.
        public let since: Duration
        /// The block's score without the reps asked for.
        let pending: BlockScore
        /// The phase entered once it is answered: past the last, the session ends then.
        let then: Int
        /// The digits typed so far.
        public internal(set) var typed = ""
        public internal(set) var refusal: Refusal?
    }

    /// How an emom or death-by period ended.
    enum PeriodResult: Sendable, Hashable {
        /// Enter, this far into the period.
        case done(Duration)
        case missed
    }

    /// A cue due when the phase has `remaining` left.
    struct PlannedCue: Sendable, Hashable {
        var remaining: Duration
        var cue: SessionCue
    }

    /// What the session did, across its visits, from the start to the end.
    struct Tally: Sendable, Hashable {
        /// When `start` was handled.
        var startedAt: Duration = .zero
        /// Paused time of every pause but one still running.
        var paused: Duration = .zero
        var pauses = 0
        var performed: [SessionEnding.Performed] = []
        /// Running totals of `performed`, so a snapshot costs the same at the last phase as at
        /// the first: summing the list on every tick made a 10,000-phase session quadratic.
        var performedTime: Duration = .zero
        var performedMETMinutes = 0.0
        /// Phases that ran to their deadline or were marked done.
        var done: Set<Int> = []
        /// Phases left with the skip key; those never completed later count as skipped.
        var skipped: Set<Int> = []
        /// When b was last pressed: a second press within the back window goes a phase back,
        /// whatever visits began meanwhile.
        var lastBack: Duration?
        /// How each emom and death-by period visited ended, by phase index.
        var periods: [Int: PeriodResult] = [:]
        /// The score of each scored block that ended, by the index of its first phase: a
        /// block visited again (back) is scored again in its place.
        var scores: [Int: BlockScore] = [:]
    }
}
