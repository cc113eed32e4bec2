/// Reads a plan's sessions out of the history rows.
public enum PlanHistory {
    /// The finished sessions logged for `planID`, with their week and day. A stopped or
    /// interrupted session does not count: the plan asks for it again.
    public static func sessions(of planID: String, in records: [SessionRecord]) -> [PlanSessionDone] {
        records.compactMap { record in
            guard record.planID == planID, record.endReason == .finished, let week = record.planWeek,
                let day = record.planDay
            else { return nil }
            return PlanSessionDone(week: week, day: day, startedAt: record.startedAt)
        }
    }
}

// TEMPORARY until issue-13's nullable plan fields land on main: remove this extension then.
extension SessionRecord {
    public var planID: String? { nil }
    public var planWeek: Int? { nil }
    public var planDay: Int? { nil }
}

extension ProgramLoader.Loaded {
    /// A plan's session: its program with the progression applied and that program's timeline.
    public init(_ program: Program, compiled timeline: Timeline) {
        self.program = program
        self.timeline = timeline
    }
}
