import Foundation
import GRDB
import TaktCore

/// Turns one `session` row, read by its ``SessionRow/Columns``, into a ``SessionRecord``, or refuses it as damaged.
///
/// A history may hold anything: a row written by hand, by a newer takt, or by a disk that lost
/// bits. Reading never traps on it: every value is checked for its type and a range the views
/// can show (a date far outside the calendar once crashed a Double-to-Int conversion), and a row
/// with one bad value (outside ``HistoryRanges``) is left out whole. `HistorySchema.statsColumnsValid` says the same in SQL
/// for the columns `stats` sums.
struct RowReader {
    static let dates = HistoryRanges.dates
    static let largest = HistoryRanges.amounts.upperBound
    static let mostPhases = Int64(HistoryRanges.counts.upperBound)
    static let fastest = HistoryRanges.speeds.upperBound

    typealias Column = SessionRow.Columns

    let row: Row

    func record() -> SessionRecord? {
        guard let id = text(.id).flatMap(UUID.init(uuidString:)),
            let programID = text(.programID), let programTitle = text(.programTitle),
            let startedAt = number(.startedAt, in: Self.dates), let endedAt = number(.endedAt, in: Self.dates),
            let paused = number(.pausedSeconds, in: 0...Self.largest),
            let active = number(.activeSeconds, in: 0...Self.largest),
            let done = integer(.phasesDone, in: 0...Self.mostPhases),
            let total = integer(.phasesTotal, in: 0...Self.mostPhases),
            let reason = text(.endReason).flatMap(EndReason.init(rawValue:)),
            let kcal = number(.kcal, in: 0...Self.largest), let language = text(.language),
            let mass = number(.bodyMassKilograms, in: 0...Self.largest),
            let isDefault = integer(.bodyMassIsDefault, in: 0...1),
            let speed = number(.speed, in: Double.leastNonzeroMagnitude...Self.fastest),
            let skipped = integer(.phasesSkipped, in: 0...Self.mostPhases),
            let division = text(.division).flatMap(Division.init(rawValue:)),
            let source = text(.source).flatMap(SessionSource.init(rawValue:)),
            let edited = integer(.edited, in: 0...1), let note = optionalText(.note)
        else { return nil }
        let plan = optionalText(.planID)
        let week = optionalInteger(.planWeek)
        let day = optionalInteger(.planDay)
        guard let plan, let week, let day else { return nil }
        return SessionRecord(
            id: id, programID: programID, programTitle: programTitle,
            startedAt: Date(timeIntervalSince1970: startedAt), endedAt: Date(timeIntervalSince1970: endedAt),
            pausedSeconds: paused, activeSeconds: active, phasesDone: Int(done), phasesTotal: Int(total),
            endReason: reason, kcal: kcal, language: language, bodyMassKilograms: mass,
            bodyMassIsDefault: isDefault == 1,
            speed: speed, phasesSkipped: Int(skipped), planID: plan.value, planWeek: week.value.map(Int.init),
            planDay: day.value.map(Int.init), division: division, note: note.value, source: source,
            edited: edited == 1)
    }

    /// The value in `column`; a column missing from the row reads as NULL, which every
    /// required value refuses, so a row from a stranger's table is skipped, not trapped on.
    private func value(_ column: Column) -> DatabaseValue {
        let value: DatabaseValue? = row[column]
        return value ?? .null
    }

    private func text(_ column: Column) -> String? {
        guard case .string(let text) = value(column).storage else { return nil }
        return text
    }

    private func number(_ column: Column, in range: ClosedRange<Double>) -> Double? {
        let number: Double
        switch value(column).storage {
        case .double(let double): number = double
        case .int64(let integer): number = Double(integer)
        default: return nil
        }
        return range.contains(number) ? number : nil
    }

    private func integer(_ column: Column, in range: ClosedRange<Int64>) -> Int64? {
        guard case .int64(let integer) = value(column).storage, range.contains(integer) else { return nil }
        return integer
    }

    /// A nullable value read: `nil` when damaged, else a box holding the value or NULL.
    private struct Nullable<Value> {
        var value: Value?
    }

    private func optionalText(_ column: Column) -> Nullable<String>? {
        if value(column).isNull { return Nullable(value: nil) }
        return text(column).map { Nullable(value: $0) }
    }

    private func optionalInteger(_ column: Column) -> Nullable<Int64>? {
        if value(column).isNull { return Nullable(value: nil) }
        return integer(column, in: 0...Self.mostPhases).map { Nullable(value: $0) }
    }
}
