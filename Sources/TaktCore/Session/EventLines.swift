/// The lines of the `--events FILE` log: one JSON object a line.
///
/// Lines keep one shape, keys in a fixed order so tools can diff them:
/// `{"event":"phase","order":3,"kind":"work","exercise":"burpees","set":1,"round":2,"planned":30.0,"t":30.0004}`,
/// then `pause`, `resume`, `skip` and `back` (with `order` and `t`), a lift's `answer` and
/// `record`, and `end` (with `reason`, `logged` and `t`). Times are program seconds since the
/// session's start, to 0.1 ms.
public enum EventLines {

    public static func phase(_ phase: Phase, planned: Duration, at time: Duration) -> String {
        let exercise = phase.activity?.key.map(jsonStringLiteral) ?? "null"
        return "{\"event\":\"phase\",\"order\":\(phase.order),\"kind\":\"\(phase.kind.rawValue)\","
            + "\"exercise\":\(exercise),\"set\":\(phase.set),\"round\":\(phase.round),"
            + "\"planned\":\(seconds(planned)),\"t\":\(seconds(time))}"
    }

    /// The line for a pause, resume, skip or back, and for the scored formats' done, round,
    /// missed, undo, answer and score; `nil` for notes with lines of their own or none.
    public static func note(_ note: SessionNote, order: Int, at time: Duration) -> String? {
        let event: String
        var fields = ""
        switch note {
        case .paused: event = "pause"
        case .resumed: event = "resume"
        case .skipped: event = "skip"
        case .back: event = "back"
        case .done(let mark):
            event = "done"
            fields =
                ",\"block\":\(mark.block),\"round\":\(mark.round),"
                + "\"exercise\":\(mark.task.activity.key.map(jsonStringLiteral) ?? "null"),\"reps\":\(mark.task.reps)"
                + (mark.countedLate ? ",\"late\":true" : "")
        case .roundDone(let block, let round, let split):
            event = "round"
            fields = ",\"block\":\(block),\"round\":\(round),\"split\":\(seconds(split))"
        case .missed(let block, let round):
            event = "missed"
            fields = ",\"block\":\(block),\"round\":\(round)"
        case .undone(let block):
            event = "undo"
            fields = ",\"block\":\(block)"
        case .answered(let subject, let reps):
            event = "answer"
            fields =
                ",\"block\":\(subject.block),\"round\":\(subject.round),"
                + "\"exercise\":\(subject.activity?.key.map(jsonStringLiteral) ?? "null"),"
                + "\"reps\":\(reps.map(String.init) ?? "null")"
        case .setKept(let asked, let answer):
            event = "answer"
            fields = set(asked, answer)
        case .scored(let score):
            event = "score"
            fields = ",\"score\":" + object(score)
        case .newRecord(let record):
            event = "record"
            fields = Self.record(record)
        case .phaseStarted, .ended, .repsAsked, .backWarned, .asked: return nil
        }
        return "{\"event\":\"\(event)\",\"order\":\(order)\(fields),\"t\":\(seconds(time))}"
    }

    /// A lift's set as kept: `"set":2,"reps":4,"load":97.5,"unit":"kg","plannedReps":5,
    /// "plannedLoad":100.0,"asPlanned":false`; a load is `null` when none was planned or typed.
    static func set(_ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?) -> String {
        let planned = asked.planned
        let load = answer?.load ?? planned.amount
        return ",\"block\":\(asked.block),\"round\":\(asked.round),"
            + "\"exercise\":\(asked.activity?.key.map(jsonStringLiteral) ?? "null"),\"set\":\(asked.set),"
            + "\"reps\":\(answer?.reps ?? planned.reps),\"load\":\(load.map { String(describing: $0) } ?? "null"),"
            + "\"unit\":\"\(planned.unit.rawValue)\",\"plannedReps\":\(planned.reps),"
            + "\"plannedLoad\":\(planned.amount.map { String(describing: $0) } ?? "null"),\"asPlanned\":\(answer == nil)"
    }

    /// A new record a set sets (SPEC section 17), in the unit typed: `"exercise":"back-squats",
    /// "rm":5,"load":105.0,"unit":"kg","e1rm":126.0`; `rm` is `null` when only the estimate
    /// is new, `e1rm` (to a tenth, as said) `null` when it is not.
    static func record(_ record: NewLiftRecord) -> String {
        let estimate = record.estimate.map { String(describing: ($0.amount * 10).rounded() / 10) } ?? "null"
        return ",\"exercise\":\(record.movement.map(jsonStringLiteral) ?? "null"),"
            + "\"rm\":\(record.reps.map(String.init) ?? "null"),\"load\":\(String(describing: record.weight.amount)),"
            + "\"unit\":\"\(record.weight.unit.rawValue)\",\"e1rm\":\(estimate)"
    }

    /// A score as one JSON object, keys in the order the history writes them.
    public static func object(_ score: BlockScore) -> String { score.wire.jsonObject }

    /// A strap's reading, `{"event":"hr","bpm":142,"t":61.2503}`; `"bpm":null` when contact is lost.
    public static func heartRate(bpm: Int?, at time: Duration) -> String {
        "{\"event\":\"hr\",\"bpm\":\(bpm.map(String.init) ?? "null"),\"t\":\(seconds(time))}"
    }

    public static func end(reason: EndReason, logged: Bool, at time: Duration) -> String {
        "{\"event\":\"end\",\"reason\":\"\(reason.rawValue)\",\"logged\":\(logged),\"t\":\(seconds(time))}"
    }

    /// Program seconds to 0.1 ms, always with a fraction: 30 → `30.0`.
    static func seconds(_ duration: Duration) -> String {
        let value = (duration.secondsValue * 10_000).rounded() / 10_000
        return String(describing: value)
    }
}
