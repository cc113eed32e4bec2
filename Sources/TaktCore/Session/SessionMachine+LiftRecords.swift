/// A new rep max said at once (SPEC section 17: "New 5RM: 105 kg"): when Enter ends a set, as
/// planned, and again when its answer changes what it sets; on the rest's view while the set's
/// line is up, aloud (voice), and as a plain line.
///
/// The records are read once, before the session starts (``measure(against:)``), never while it
/// runs: a query per set could make a phase late. Each set kept joins them, so a later set is
/// measured against the earlier ones. Warm-ups, skipped sets, sets of 0 reps or without a load
/// never set a record; without records read (a preview, which never sets one) none is said.
extension SessionMachine {
    /// Measures the session's sets against `records`, the movements' records before it.
    public mutating func measure(against records: LiftRecords) {
        tally.records = Dictionary(records.movements.map { ($0.key, $0) }) { first, _ in first }
    }

    /// The record the set `asked` done as `answer` (`nil`: as planned) would set now.
    func newRecord(_ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?) -> NewLiftRecord? {
        guard let records = tally.records, let key = asked.activity?.key, !asked.planned.warmup,
            let amount = answer?.load ?? asked.planned.amount
        else { return nil }
        let movement = records[key] ?? LiftRecords.Movement(key: key)
        return movement.newRecord(
            reps: answer?.reps ?? asked.planned.reps, weight: LiftWeight(amount, asked.planned.unit))
    }

    /// Puts on `line` the record its set sets as `answer`; returns it when it is new to the line
    /// (to be said once the line is where it shows).
    mutating func markRecord(on line: inout AnswerLine, answer: LiftAnswer?) -> NewLiftRecord? {
        guard case .liftSet(let asked) = line.subject else { return nil }
        let record = newRecord(asked, answer)
        let said = line.newRecord
        line.newRecord = record
        return record == said ? nil : record
    }

    /// Says `record` aloud and in plain mode.
    mutating func say(_ record: NewLiftRecord?, at now: Duration, into effects: inout [Effect]) {
        guard let record else { return }
        effects.append(.cue(.newRecord(record)))
        effects.append(.note(moment(.newRecord(record), at: now)))
    }

    /// The set `asked` kept as `answer`: said if it sets a record `line` did not say, and
    /// joined to the records the later sets are measured against.
    mutating func keepRecord(
        _ asked: AnswerLine.SetAsked, _ answer: LiftAnswer?, said: NewLiftRecord?, at now: Duration,
        into effects: inout [Effect]
    ) {
        guard tally.records != nil, let key = asked.activity?.key, !asked.planned.warmup,
            let amount = answer?.load ?? asked.planned.amount
        else { return }
        let record = newRecord(asked, answer)
        if record != said { say(record, at: now, into: &effects) }
        var movement = tally.records?[key] ?? LiftRecords.Movement(key: key)
        movement.offerKept(reps: answer?.reps ?? asked.planned.reps, weight: LiftWeight(amount, asked.planned.unit))
        tally.records?[key] = movement
    }
}
