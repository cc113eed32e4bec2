/// Reads a plan's sessions out of the history rows.
public enum PlanHistory {
    /// The finished sessions logged for `planID`, with their week and day. A stopped or
    /// interrupted session does not count, nor a preview at another speed (as in `stats`):
    /// the plan asks for it again.
    public static func sessions(of planID: String, in records: [SessionRecord]) -> [PlanSessionDone] {
        records.compactMap { record in
            guard record.planID == planID, record.endReason == .finished, record.speed == 1, let week = record.planWeek,
                let day = record.planDay
            else { return nil }
            return PlanSessionDone(week: week, day: day, startedAt: record.startedAt)
        }
    }
}

extension ProgramLoader.Loaded {
    /// A plan's session: its program with the progression applied and that program's timeline.
    public init(_ program: Program, compiled timeline: Timeline) {
        self.program = program
        self.timeline = timeline
    }
}
