/// A new record in the running session (SPEC section 17): "New 5RM: 105 kg" under the rest's
/// clock while the answer line of the set that set it is up, spoken with voice cues, and a line
/// in plain mode.
extension LiftSetText {
    /// "New 5RM: 105 kg", "New 5RM: 105 kg · e1RM 122.5 kg (estimated)", or "New e1RM:
    /// 122.5 kg (estimated)" when only the estimate is new (to a tenth, as `stats` says it).
    public func record(_ record: NewLiftRecord) -> String {
        let estimate = record.estimate.map { weight(($0.amount * 10).rounded() / 10, $0.unit) }
        guard let reps = record.reps else {
            return strings(.liftRunRecordEstimate, ["estimate": .text(estimate ?? "")])
        }
        let load = weight(record.weight.amount, record.weight.unit)
        guard let estimate else { return strings(.liftRunRecord, ["reps": .int(reps), "load": .text(load)]) }
        return strings(.liftRunRecordBoth, ["reps": .int(reps), "load": .text(load), "estimate": .text(estimate)])
    }
}

extension SessionScreen {
    /// The record line, bold; cut to the width with "…" when the window is narrow.
    func recordLines(_ record: NewLiftRecord) -> [[ScreenLine]] {
        let text = LiftSetText(strings: strings).record(record)
        return [[ScreenLine(DisplayWidth.truncate(text, to: width), .success)]]
    }
}
