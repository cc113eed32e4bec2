import Foundation

/// The records of the lifts in words (SPEC section 17), for `stats` and `stats MOVEMENT`:
///
///     Lifts: records
///     Movement        1RM     2RM     3RM     5RM       10RM   e1RM (estimated)
///     ──────────────────────────────────────────────────────────────────────────
///     Back squats     140 kg  135 kg  130 kg  120 kg    100 kg  146.7 kg
///     Bench press     225 lb  –       –       205 lb    –       239.3 lb
///
/// Each load as it was typed (an lb athlete reads the lb they typed); the estimate in the unit of
/// the set it comes from, to a tenth.
public struct LiftRecordsText: Sendable {
    public var strings: Strings
    public var catalog: ExerciseCatalog?

    public init(strings: Strings, catalog: ExerciseCatalog?) {
        self.strings = strings
        self.catalog = catalog
    }

    /// The movement's name in the language of ``strings``, else its key.
    public func name(_ key: String) -> String {
        TerminalText.sanitize(catalog?[key]?.name.resolved(for: strings.language) ?? key)
    }

    /// "140 kg", "225 lb".
    public func load(_ mark: LiftRecords.Mark) -> String {
        LiftSetText(strings: strings).weight(mark.weight.amount, mark.weight.unit)
    }

    /// "146.7 kg", "121 kg": an estimate, to a tenth.
    public func estimate(_ mark: LiftRecords.Mark) -> String {
        LiftSetText(strings: strings).weight((mark.weight.amount * 10).rounded() / 10, mark.weight.unit)
    }

    /// The title and the table of every movement's records, fitted to `width` (2RM and 3RM give
    /// way first on a narrow terminal).
    public func lines(_ records: LiftRecords, width: Int) -> [String] {
        var table = TextTable([.left] + Array(repeating: .right, count: LiftRecords.repCounts.count + 1))
        table.append(
            [strings(.liftRecordsMovement)]
                + LiftRecords.repCounts.map { strings(.liftRecordsRm, ["reps": .int($0)]) }
                + [strings(.liftRecordsEstimated)])
        for movement in records.movements {
            table.append(
                [name(movement.key)]
                    + LiftRecords.repCounts.map { count in movement.rm[count].map(load) ?? "–" }
                    + [movement.e1rm.map(estimate) ?? "–"])
        }
        let fitted = table.fitted(TextTable.Fit(width: width, shrinking: 0, minimum: 12, dropping: [2, 3]))
        return [strings(.liftRecordsTitle)] + fitted.table.lines(ruleAfterFirstRow: true)
    }
}
