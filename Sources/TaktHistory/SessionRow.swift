import Foundation
import GRDB
import TaktCore

/// One `session` row as a GRDB record: read through the checked ``RowReader``, written by
/// ``encode(to:)``, the one place that lists which field goes to which column.
struct SessionRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"

    /// The columns of a row, in the order the migrations added them (timing has its own, in
    /// ``SessionTimingColumns``).
    enum Columns: String, ColumnExpression, CaseIterable {
        case id, programID, programTitle, startedAt, endedAt, pausedSeconds, activeSeconds
        case phasesDone, phasesTotal, endReason, kcal, language, bodyMassKilograms, bodyMassIsDefault
        case speed, phasesSkipped, planID, planWeek, planDay, scores
        case division, note, source, edited
    }

    var record: SessionRecord

    /// A row this version cannot read (a value of the wrong type or out of range): readers
    /// count it and go on; it is never half-read.
    struct Damaged: Error {}

    init(_ record: SessionRecord) {
        self.record = record
    }

    init(row: Row) throws {
        guard var record = RowReader(row: row).record() else { throw Damaged() }
        record.timing = SessionTimingColumns.timing(of: row)
        record.kind = SessionKindColumn.kind(of: row)
        record.programFile = SessionProgramFileColumn.file(of: row)
        (record.scores, record.workoutScore) = Self.scores(of: row)
        self.record = record
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = record.id.uuidString.lowercased()
        container[Columns.programID] = record.programID
        container[Columns.programTitle] = record.programTitle
        container[Columns.startedAt] = record.startedAt.timeIntervalSince1970
        container[Columns.endedAt] = record.endedAt.timeIntervalSince1970
        container[Columns.pausedSeconds] = record.pausedSeconds
        container[Columns.activeSeconds] = record.activeSeconds
        container[Columns.phasesDone] = record.phasesDone
        container[Columns.phasesTotal] = record.phasesTotal
        container[Columns.endReason] = record.endReason.rawValue
        container[Columns.kcal] = record.kcal
        container[Columns.language] = record.language
        container[Columns.bodyMassKilograms] = record.bodyMassKilograms
        container[Columns.bodyMassIsDefault] = record.bodyMassIsDefault
        container[Columns.speed] = record.speed
        container[Columns.phasesSkipped] = record.phasesSkipped
        container[Columns.planID] = record.planID
        container[Columns.planWeek] = record.planWeek
        container[Columns.planDay] = record.planDay
        container[Columns.scores] = Self.json(record.scores, workout: record.workoutScore)
        container[Columns.division] = record.division.rawValue
        container[Columns.note] = record.note
        container[Columns.source] = record.source.rawValue
        container[Columns.edited] = record.edited
    }

    /// The scores as the JSON list the `scores` column holds, the workout's score (when its
    /// program declares one) last as block 0 (``WorkoutScore/stored``); NULL (`nil`) when there
    /// are none.
    static func json(_ scores: [BlockScore], workout: WorkoutScore? = nil) -> String? {
        let wires = scores.map(\.wire) + (workout.map { [$0.stored] } ?? [])
        guard !wires.isEmpty, let data = try? JSONEncoder().encode(wires) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The scores of a row and its workout score; none when the cell is NULL or holds what this
    /// version cannot read (the rest of the row is still shown: a score is never worth losing a
    /// session over).
    static func scores(of row: Row) -> ([BlockScore], WorkoutScore?) {
        // Read as a database value first: GRDB traps on a cell of another type read as a String.
        guard let raw: DatabaseValue = row[Columns.scores.rawValue], let text = String.fromDatabaseValue(raw) else {
            return ([], nil)
        }
        guard let wires = try? JSONDecoder().decode([BlockScore.Wire].self, from: Data(text.utf8)) else {
            return ([], nil)
        }
        do {
            let blocks = try wires.filter { !WorkoutScore.isStored($0) }.map { wire throws(BlockScore.Invalid) in
                try BlockScore(wire)
            }
            let workout = try wires.last(where: WorkoutScore.isStored).map { wire throws(BlockScore.Invalid) in
                try WorkoutScore(wire)
            }
            return (blocks, workout)
        } catch {
            return ([], nil)
        }
    }
}
