/// A question asked over a running phase: the reps of an emom or death-by period of `max` reps,
/// or what a lift's set was (AnswerLine+Lift.swift), typed while the phase after it runs on (docs/formats.md, "A
/// question never stops a running clock").
///
/// A pure value: the machine puts it up when the window it asks about ends, hands it the keys
/// that belong to it and closes it when the phase it runs over ends. What it shows is what an
/// Enter gives: the digits on the screen, exactly once.
///
/// - Digits build the answer, Backspace takes the last back; Enter gives the digits shown and
///   clears them, and the line stays up: a later answer replaces the earlier one (`8` Enter
///   after `7` Enter is 8, never 78).
/// - Enter with nothing typed is not the line's: it goes to the phase (marks its task done).
/// - More than ``limit`` is refused and said; the digits are cleared.
/// - Closed unanswered, the answer is "not entered" (`nil`, never 0); digits typed but not yet
///   given when it closes are what the athlete showed, and count.
public struct AnswerLine: Sendable, Hashable {
    /// What the line asks about.
    public enum Subject: Sendable, Hashable {
        /// A period of max reps of a periodic block: its task, its period number and its block.
        case maxPeriod(task: Phase.Task?, round: Int, block: Int)
        /// A timed station of max reps of an intervals or tabata block: its exercise, round and block.
        case maxStation(activity: Phase.Activity?, round: Int, block: Int)
        /// A lift's set, done: its reps and load as lifted.
        case liftSet(SetAsked)

        /// The block's 1-based place in the program.
        public var block: Int {
            switch self {
            case .maxPeriod(_, _, let block), .maxStation(_, _, let block): block
            case .liftSet(let asked): asked.block
            }
        }

        /// The period or round asked about.
        public var round: Int {
            switch self {
            case .maxPeriod(_, let round, _), .maxStation(_, let round, _): round
            case .liftSet(let asked): asked.round
            }
        }

        /// The exercise asked about.
        public var activity: Phase.Activity? {
            switch self {
            case .maxPeriod(let task, _, _): task?.activity
            case .maxStation(let activity, _, _): activity
            case .liftSet(let asked): asked.activity
            }
        }
    }

    /// What a key did to the line.
    public enum Outcome: Sendable, Hashable {
        /// The digits changed (or a refusal was said): draw it again.
        case changed
        /// Enter gave this answer.
        case answered(Int)
        /// The key is not the line's: the phase takes it.
        case notMine
    }

    public let subject: Subject
    /// The phase the question is about (its timeline index).
    public let about: Int
    /// When the line came up (program time).
    public let since: Duration
    /// The most reps any answer may give.
    public let limit: Int
    /// The digits typed and not yet given.
    public internal(set) var typed = ""
    /// The last answer given; `nil` while none was.
    public internal(set) var given: Int?
    public internal(set) var refusal: SessionMachine.RepsQuestion.Refusal?
    /// A lift's set: the answer given, and why a typed one was refused.
    public internal(set) var givenSet: LiftAnswer?
    public internal(set) var liftRefusal: LiftAnswer.Problem?
    /// A lift's set: the record it sets as answered (or as planned), shown while the line is up.
    public internal(set) var newRecord: NewLiftRecord?
    /// A lift's set: whether Enter with nothing typed keeps the set as planned (over a rest;
    /// over an open set that Enter is the set's).
    var keepsOnEnter = false

    public init(subject: Subject, about: Int, since: Duration, limit: Int, typed: String = "") {
        self.subject = subject
        self.about = about
        self.since = since
        self.limit = limit
        self.typed = String(typed.prefix(Self.mostDigits))
    }

    /// Six digits already say more than any answer may be.
    static let mostDigits = 6

    /// The answer the line holds when it closes: the one given, or digits shown but not yet
    /// given when they are a valid answer; `nil` when nothing was.
    public var final: Int? {
        if let shown = Int(typed), shown <= limit { return shown }
        return given
    }

    /// Takes `key`, returning what it did.
    public mutating func take(_ key: SessionKey) -> Outcome {
        if case .liftSet = subject { return takeForSet(key) }
        switch key {
        case .digit(let digit):
            guard typed.count < Self.mostDigits else { return .changed }
            typed += String(digit)
            refusal = nil
            return .changed
        case .erase:
            guard !typed.isEmpty else { return .notMine }
            typed.removeLast()
            refusal = nil
            return .changed
        case .markDone:
            guard !typed.isEmpty else { return .notMine }
            guard let reps = Int(typed), reps <= limit else {
                typed = ""
                refusal = .tooMany
                return .changed
            }
            return give(reps)
        case .answer(let reps):
            guard (0...limit).contains(reps) else {
                refusal = .tooMany
                return .changed
            }
            return give(reps)
        case .other, .sign:
            typed = ""
            refusal = .notANumber
            return .changed
        case .pauseResume, .skip, .back, .undo, .howTo, .switchLanguage, .stop, .interrupt:
            return .notMine
        }
    }

    private mutating func give(_ reps: Int) -> Outcome {
        given = reps
        typed = ""
        refusal = nil
        return .answered(reps)
    }
}
