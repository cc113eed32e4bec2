/// The answer line under the rest after a lift's set (SPEC section 17): "Set 2: 5 × 100 kg —
/// Enter keeps it, or type 4, 4x97.5 or 0", while the rest's clock runs on.
///
/// - Digits and the signs `x`, `.` and `,` build the answer; Backspace takes the last back.
/// - Enter gives what is shown when it is a possible answer (``LiftAnswer/read(_:unit:)``);
///   otherwise the refusal is said, the typing cleared, and the line stays up.
/// - Enter with nothing typed keeps the set as planned (over a rest; over an open set it is the
///   set's Enter).
/// - Closed unanswered, the set was as planned; a possible answer shown but not yet given counts.
extension AnswerLine {
    /// The set a line asks about.
    public struct SetAsked: Sendable, Hashable {
        public var activity: Phase.Activity?
        /// The set's number in its lift, and how many sets the lift has.
        public var set: Int
        public var sets: Int
        public var round: Int
        public var block: Int
        /// The set as it was planned: reps, load and unit.
        public var planned: PlannedSet

        public init(activity: Phase.Activity?, set: Int, sets: Int, round: Int, block: Int, planned: PlannedSet) {
            self.activity = activity
            self.set = set
            self.sets = sets
            self.round = round
            self.block = block
            self.planned = planned
        }
    }

    /// The most characters an answer takes: "100x1000.25" and no more.
    static let mostSetCharacters = 11

    /// The set's answer when the line closes: a possible answer shown, else the one given;
    /// `nil`: none, the set was as planned.
    public var finalSet: LiftAnswer? {
        guard case .liftSet(let asked) = subject else { return nil }
        if !typed.isEmpty, case .success(let shown) = LiftAnswer.read(typed, unit: asked.planned.unit) { return shown }
        return givenSet
    }

    mutating func takeForSet(_ key: SessionKey) -> Outcome {
        guard case .liftSet(let asked) = subject else { return .notMine }
        switch key {
        case .digit(let digit):
            return type(String(digit))
        case .sign(let sign):
            // A sign with nothing before it is no answer's start: `.` is the pause key then.
            guard !typed.isEmpty else { return .notMine }
            return type(String(sign))
        case .erase:
            guard !typed.isEmpty else { return .notMine }
            typed.removeLast()
            liftRefusal = nil
            return .changed
        case .markDone:
            guard !typed.isEmpty else {
                guard keepsOnEnter else { return .notMine }
                return giveSet(LiftAnswer(reps: asked.planned.reps))
            }
            switch LiftAnswer.read(typed, unit: asked.planned.unit) {
            case .success(let answer):
                return giveSet(answer)
            case .failure(let problem):
                typed = ""
                liftRefusal = problem
                return .changed
            }
        case .answer(let reps):
            guard (0...LiftAnswer.mostReps).contains(reps) else {
                liftRefusal = .tooManyReps
                return .changed
            }
            return giveSet(LiftAnswer(reps: reps))
        case .other:
            typed = ""
            liftRefusal = .notAnAnswer
            return .changed
        case .pauseResume, .skip, .back, .undo, .howTo, .switchLanguage, .stop, .interrupt:
            return .notMine
        }
    }

    private mutating func type(_ character: String) -> Outcome {
        guard typed.count < Self.mostSetCharacters else { return .changed }
        typed += character
        liftRefusal = nil
        return .changed
    }

    private mutating func giveSet(_ answer: LiftAnswer) -> Outcome {
        givenSet = answer
        given = answer.reps
        typed = ""
        liftRefusal = nil
        return .answered(answer.reps)
    }
}
