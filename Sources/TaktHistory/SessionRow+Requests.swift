import Foundation
import GRDB
import TaktCore

/// Every way the history reads sessions, defined once on the record (GRDB's "requests on the
/// record"): one ordering, one filter each, and a list (``HistoryQueries``) the query-plan test
/// walks.
extension SessionRow {
    /// The row's columns, its timing summary and its kind, which are read by name: what every
    /// request reads.
    static var databaseSelection: [any SQLSelectable] {
        (Columns.allCases.map(\.rawValue) + SessionTimingColumns.names + [
            SessionKindColumn.name, SessionProgramFileColumn.name,
        ]).map { Column($0) }
    }

    /// Newest first, and of sessions that started at the same instant the one stored last first:
    /// the one order every list of sessions is in (`session_newest` and the partial indexes end
    /// in `startedAt`, so each serves it without sorting).
    static var newestFirst: [any SQLOrderingTerm] { [Columns.startedAt.desc, Column.rowID.desc] }

    /// Every session, newest first (export, import's comparison).
    static func everySession() -> QueryInterfaceRequest<SessionRow> {
        all().order(newestFirst)
    }

    /// A page of sessions, newest first: `history`, the report's recent sessions.
    static func recent(limit: Int, offset: Int = 0) -> QueryInterfaceRequest<SessionRow> {
        everySession().limit(limit, offset: offset)
    }

    /// The sessions run from the plan `planID`, newest first (`session_plan`).
    static func ofPlan(_ planID: String) -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.planID == planID).order(newestFirst)
    }

    /// The sessions of `programID` with scores, newest first (`session_scored`).
    static func scored(ofProgram programID: String) -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.programID == programID && Columns.scores != nil).order(newestFirst)
    }

    /// Every session with scores, newest first (`session_scored_newest`): the report's records
    /// and chart.
    static func scored() -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.scores != nil).order(newestFirst)
    }

    /// Real-time sessions of `programID` with scores, newest first: whose title names the
    /// program in the list of records.
    static func titled(programID: String) -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.programID == programID && Columns.scores != nil && Columns.speed == CountingRule.countingSpeed)
            .order(newestFirst)
    }

    /// The session whose id is `id` (lowercase, as stored).
    static func withID(_ id: String) -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.id == id)
    }

    /// Up to `limit` sessions whose id starts with `prefix` (lowercase hex digits and dashes), by id.
    ///
    /// A range of the unique index: every id of takt is lowercase hex and dashes, all before `g`.
    static func matching(prefix: String, limit: Int) -> QueryInterfaceRequest<SessionRow> {
        filter(Columns.id >= prefix && Columns.id < prefix + "g").order(Columns.id).limit(limit)
    }

    /// The newest real-time sessions that measured their timing (`session_timed`): the report's
    /// and `stats --json`'s timing chart.
    static func timed(limit: Int) -> QueryInterfaceRequest<SessionRow> {
        filter(SessionTimingColumns.phaseCount != nil && Columns.speed == CountingRule.countingSpeed)
            .order(newestFirst).limit(limit)
    }

    /// Whether a session with this id is stored.
    static func exists(id: String) -> SQLRequest<Bool> {
        SQLRequest("SELECT EXISTS (\(withID(id).select(Column.rowID)))")
    }
}
