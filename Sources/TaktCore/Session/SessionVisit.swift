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
        /// Whether its time is already in the tally: a visit is left before the score, miss or
        /// grace that follows it is told, and a snapshot then must not count it twice.
        var left = false
        /// In a period of a periodic block: how the block's periods before this one ended.
        var run: PeriodicRun?
        /// What the window before may still claim in this visit's first moments.
        var grace: Grace?
        /// The period a late Enter in this visit counted for (the view says so).
        public internal(set) var countedLate: Int?
        /// When `b` said that a second press restarts this scored block and loses its marks.
        var backWarnedAt: Duration?
        /// Digits typed in a period of max reps before it ended: the answer line it asks with
        /// starts with them, so a key typed as the question opens is neither lost nor doubled.
        var typedAhead = ""
        /// The question asked over this visit, while it is up (`SessionMachine+AnswerLine.swift`).
        var line: OpenLine?

        /// When the phase ends if it keeps running: due, plus its length, plus the pauses.
        public var deadline: Duration? { length.map { due + $0 + paused } }

        /// When the grace of the window before runs out: its length into this visit's clock, so
        /// a pause holds it too.
        var graceDeadline: Duration? { grace.map { due + paused + $0.length } }

        /// The cue that sounds next.
        var nextCue: PlannedCue? { cuesFired < cues.count ? cues[cuesFired] : nil }

        /// Time performed by `now`, pauses that ended excluded.
        func elapsed(at now: Duration) -> Duration { max(now - due - paused, .zero) }
    }

    /// The periods of a periodic block (emom, death-by) that ended so far, carried from period
    /// to period; the block's score is made from it.
    struct PeriodicRun: Sendable, Hashable {
        /// The timeline index of the block's first period.
        let first: Int
        /// Each ended period, in order.
        var results: [PeriodResult] = []
        /// The reps typed for periods of max reps, by their place in ``results``.
        var answered: [Int: Int] = [:]

        /// The run as it stood before the period at `index` began (a back to an earlier period).
        func before(_ index: Int) -> PeriodicRun {
            let count = max(0, index - first)
            return PeriodicRun(
                first: first, results: Array(results.prefix(count)), answered: answered.filter { $0.key < count })
        }
    }

    /// How an emom or death-by period ended.
    enum PeriodResult: Sendable, Hashable {
        /// Enter, this far into the period.
        case done(Duration)
        case missed
        /// Nobody could press a key: neither done nor missed.
        case unknown
    }

    /// A moment after a scored window ended in which a key may still change how it ended
    /// (docs/formats.md, "What the athlete presses").
    indirect enum Grace: Sendable, Hashable {
        /// A period ended without Enter: an Enter now counts for it, and only when this runs
        /// out is the miss final.
        case lateEnter(LateEnter)
        /// A for-time block's last Enter ended it: `u` now takes that Enter back and the block
        /// runs on as if never stopped.
        case reopen(Reopen)

        var length: Duration {
            switch self {
            case .lateEnter(let late): late.length
            case .reopen(let reopen): reopen.length
            }
        }
    }

    struct LateEnter: Sendable, Hashable {
        /// The visit of the period that ended unmarked.
        let period: Visit
        /// Its block's periods, that one's provisional miss last.
        var run: PeriodicRun
        /// Whether that period ended its block (its last, or death-by's miss ends it).
        let endsBlock: Bool
        let length: Duration
    }

    struct Reopen: Sendable, Hashable {
        /// The for-time window as it was at its last Enter.
        let window: Visit
        /// The session's tally before that Enter ended the block.
        let tally: Tally
        let length: Duration
    }

    /// The last window ended the program, and a grace is still open: the session ends when it
    /// runs out (or at once when the key it waits for comes).
    public struct Closing: Sendable, Hashable {
        let grace: Grace
        /// When the window ended.
        let since: Duration
        /// The phase the session ends in, which the snapshot shows.
        let lastPhase: Int

        var until: Duration { since + grace.length }
    }

    /// The reps prompt: a scored window ended short of its last task (a cap, a missed death-by
    /// period, `n`), or a period of max reps ended, and the athlete says how many reps they did.
    ///
    /// The clock stands still while it is asked; the time is neither paused nor active, and the
    /// next phase is due when the answer comes.
    public struct RepsQuestion: Sendable, Hashable {
        /// Why the last answer was asked again.
        public enum Refusal: Sendable, Hashable {
            /// A letter or another key that is no digit.
            case notANumber
            /// More than ``RepsQuestion/limit``.
            case tooMany
        }

        /// What the reps are of.
        public enum About: Sendable, Hashable {
            /// The task in progress of an amrap or for-time block.
            case task
            /// The round in progress as a whole (`score-by round`).
            case round
            /// A death-by period that failed.
            case failedPeriod
            /// A period of max reps.
            case maxPeriod
            /// A timed station of max reps, the program's last.
            case maxStation
            /// The program's last set of a lift: what it was (``RepsQuestion/line`` holds the typing).
            case liftSet
        }

        /// What an answer completes.
        enum Pending: Sendable, Hashable {
            /// The block's score, without the reps asked for.
            case block(BlockScore)
            /// A period of max reps in a periodic block: its block's run with that period last,
            /// and whether the clock ended it.
            case period(PeriodicRun, byClock: Bool)
            /// A timed station of max reps: the answer is its reps.
            case station
            /// The program's last set of a lift: the answer is the set as lifted.
            case set(AnswerLine.SetAsked)
        }

        /// The most reps any answer may give (a `max` task's limit).
        public static let maximum = 10_000

        /// The visit of the window that ended: the phase the prompt belongs to.
        public let visit: Visit
        /// When the prompt appeared.
        public let since: Duration
        public let about: About
        let pending: Pending
        /// The phase entered once it is answered: past the last, the session ends then.
        let then: Int
        /// The most reps that could have been done: the task's or the round's in progress, one
        /// less than the failed death-by period asked for, ``maximum`` for max reps.
        public let limit: Int
        /// The task a period of max reps asked for.
        public var task: Phase.Task? = nil
        /// The exercise of a station of max reps.
        public var station: Phase.Activity? = nil
        /// The digits typed so far.
        public internal(set) var typed = ""
        public internal(set) var refusal: Refusal?
        /// The program's last set of a lift: its answer line (`4`, `4x97.5`, Enter keeps it),
        /// held by the prompt since no phase follows to run it over.
        public internal(set) var line: AnswerLine? = nil
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
        /// The strap's last word (`run --hr`), shown in every snapshot; nothing without a strap.
        var heartRate = HeartRateTrack()
        /// Phases that ran to their deadline or were marked done.
        var done: Set<Int> = []
        /// Phases left with the skip key; those never completed later count as skipped.
        var skipped: Set<Int> = []
        /// The score of each scored block that ended, by the index of its first phase: a
        /// block visited again (back) is scored again in its place.
        var scores: [Int: BlockScore] = [:]
        /// The answers of periods of max reps asked over the phase after them, by the period's
        /// timeline index: `nil` when the question closed unanswered ("not entered").
        var answers: [Int: Int?] = [:]
        /// The answers of lifts' sets, by the set's timeline index; a set done and not here
        /// was as planned.
        var lifted: [Int: LiftAnswer] = [:]
        /// The lift records the sets are measured against, by movement: read before the session
        /// and joined by each set kept; `nil`: no record is said (a preview never sets one).
        var records: [String: LiftRecords.Movement]?
    }

    /// The last presses of the keys whose meaning depends on the one before, whatever visits
    /// began meanwhile.
    struct RecentKeys: Sendable, Hashable {
        /// A second back within the back window goes a phase back.
        var back: Duration?
        /// A second Enter within the double-tap window is the same tap.
        var enter: Duration?
    }
}
