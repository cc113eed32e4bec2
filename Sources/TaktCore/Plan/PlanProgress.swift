/// How far a person has come in the plan they follow: what `stats --json` and the report show.
public struct PlanProgress: Sendable, Hashable {
    public var planID: String
    public var title: LocalizedText
    /// Distinct sessions of the plan done (a session repeated counts once).
    public var sessionsDone: Int
    public var sessionsTotal: Int
    /// The plan week the next session belongs to; the last week once the plan is finished.
    public var week: Int
    public var weeks: Int
    /// Sessions done in each week of the plan, first week first.
    public var doneByWeek: [Int]
    public var sessionsPerWeek: Int

    public init(_ schedule: PlanSchedule, today: CivilDate) {
        let plan = schedule.plan
        let perWeek = schedule.sessionsPerWeek
        let done = Set(schedule.done.map(\.slot))
        planID = plan.id
        title = plan.title
        sessionsDone = done.count
        sessionsTotal = schedule.totalSessions
        weeks = plan.weeks
        sessionsPerWeek = perWeek
        doneByWeek = (0..<plan.weeks).map { week in done.filter { $0 / perWeek == week }.count }
        week =
            switch schedule.today(today) {
            case .due(let slot): slot.week
            case .doneToday(let next): next?.week ?? plan.weeks
            case .rest(let next): next.week
            case .notStarted(let first): first.week
            case .finished: plan.weeks
            }
    }
}
