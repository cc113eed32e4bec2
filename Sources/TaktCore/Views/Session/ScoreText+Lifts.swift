/// What the answer line under a lift's rest says (SPEC section 17): "Set 2: 5 × 100 kg —",
/// then "Enter keeps it, or type 4, 4x97.5 or 0", a refusal, or the answer it keeps.
extension ScoreText {
    /// "Set 2: 5 × 100 kg —".
    static func askSet(_ asked: AnswerLine.SetAsked, _ strings: Strings) -> String {
        strings(
            .liftLineAsk,
            ["set": .int(asked.set), "load": .text(LiftSetText(strings: strings).load(of: asked.planned))])
    }

    /// The line under the question: what was refused, the answer kept, or how to answer.
    static func hintSet(_ line: AnswerLine, _ asked: AnswerLine.SetAsked, _ strings: Strings) -> String {
        let text = LiftSetText(strings: strings)
        switch line.liftRefusal {
        case .notAnAnswer: return strings(.liftLineNotAnAnswer)
        case .tooManyReps: return strings(.liftLineTooManyReps, ["max": .int(LiftAnswer.mostReps)])
        case .tooHeavy:
            let unit = asked.planned.unit
            return strings(.liftLineTooHeavy, ["max": .text(text.weight(LiftAnswer.mostLoad(in: unit), unit))])
        case nil:
            guard let given = line.givenSet else { return strings(.liftLineHint) }
            return strings(.liftLineGiven, ["load": .text(done(given, asked, strings))])
        }
    }

    /// The set as kept when its line closed: "Back squats, set 2: 4 × 97.5 kg", or "… as planned".
    static func keptSet(_ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?, _ strings: Strings) -> String {
        let task = asked.activity?.name.resolved(for: strings.language) ?? ""
        guard let answer else {
            return strings(
                .liftLineAsPlanned,
                [
                    "task": .text(task), "set": .int(asked.set),
                    "load": .text(LiftSetText(strings: strings).load(of: asked.planned)),
                ])
        }
        return strings(
            .liftLineKept, ["task": .text(task), "set": .int(asked.set), "load": .text(done(answer, asked, strings))])
    }

    /// "4 × 97.5 kg": the reps done at the load typed, else at the planned load.
    static func done(_ answer: LiftAnswer, _ asked: AnswerLine.SetAsked, _ strings: Strings) -> String {
        var set = asked.planned
        set.reps = answer.reps
        if let load = answer.load { set.amount = load }
        return LiftSetText(strings: strings).load(of: set)
    }
}
