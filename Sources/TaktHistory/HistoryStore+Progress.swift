import Foundation
import GRDB
import TaktCore

extension HistoryStore {
    /// The series behind the pictures of `stats` and `report`, read with the same ``ProgressSeries/Builder``
    /// that builds them from records.
    ///
    /// Day totals come from the stats index (every session, for the longest streak), programs from
    /// one grouped query, timing from the newest measured sessions. A damaged cell skips its row.
    public func progress(now: Date, timeZone: TimeZone, weeklyGoal: Int, currentStreak: Int) throws -> ProgressSeries {
        var builder = ProgressSeries.Builder(now: now, calendar: TrainingCalendar(timeZone: timeZone))
        return try database.read { db in
            let sessions = try Row.fetchCursor(
                db, sql: "SELECT startedAt, activeSeconds, endedAt, pausedSeconds, kcal FROM session")
            while let row = try sessions.next() {
                guard let start = double(row, 0), let active = double(row, 1), let end = double(row, 2),
                    let paused = double(row, 3), let kcal = double(row, 4)
                else { continue }
                builder.add(
                    startedAt: Date(timeIntervalSince1970: start), activeSeconds: active,
                    trainedSeconds: max(0, end - start - max(0, paused)), kcal: kcal)
            }
            // SQLite takes the bare programTitle from the row with MAX(startedAt): the newest title.
            let programs = try Row.fetchCursor(
                db,
                sql: """
                    SELECT programID, programTitle, MAX(startedAt), COUNT(*), TOTAL(MAX(0, activeSeconds))
                    FROM session GROUP BY programID
                    """)
            while let row = try programs.next() {
                guard let id = String.fromDatabaseValue(row[0]), let title = String.fromDatabaseValue(row[1]),
                    let count = Int.fromDatabaseValue(row[3]), let active = double(row, 4)
                else { continue }
                builder.addProgram(id: id, title: title, sessions: count, activeSeconds: active)
            }
            let timing = try Row.fetchCursor(
                db,
                sql: "SELECT \(HistorySchema.selectList) FROM session WHERE timingPhaseCount IS NOT NULL "
                    + "ORDER BY startedAt DESC LIMIT ?",
                arguments: [ProgressSeries.timingSessions])
            while let row = try timing.next() {
                let startedAt: DatabaseValue = row["startedAt"] ?? .null
                guard let start = Double.fromDatabaseValue(startedAt),
                    let summary = SessionTimingColumns.timing(of: row)
                else { continue }
                builder.addTiming(startedAt: Date(timeIntervalSince1970: start), summary)
            }
            return builder.finish(weeklyGoal: weeklyGoal, currentStreak: currentStreak)
        }
    }

    private func double(_ row: Row, _ index: Int) -> Double? {
        Double.fromDatabaseValue(row[index])
    }
}
