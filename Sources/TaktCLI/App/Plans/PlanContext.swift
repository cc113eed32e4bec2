import Foundation
import TaktCore
import TaktHistory

/// The followed plan with everything "what is due" needs: its schedule as of today (the
/// enrollment's weekdays fitted to the plan, weeks counted as `set plan-weeks` says, the
/// plan's finished sessions from the history), today, and the exercises to name.
struct PlanContext {
    var schedule: PlanSchedule
    var today: CivilDate
    var catalog: ExerciseCatalog

    /// Where the plan stands today, for `stats --json` and the report.
    var progress: PlanProgress { PlanProgress(schedule, today: today) }
}

extension App {
    /// The followed plan's schedule as of now, or `nil` when no plan is followed.
    func planContext() throws(CommandFailure) -> PlanContext? {
        guard let enrollment = try enrollmentFile.read() else { return nil }
        let plan = try planShelf.plan(enrollment.planID, in: loadPlans())
        var adjusted = enrollment
        if adjusted.weekdays.count != plan.sessionsPerWeek { adjusted.weekdays = plan.weekdays }
        let schedule = PlanSchedule(
            plan: plan, enrollment: adjusted, counting: settings.effectivePlanWeeks, timeZone: timeZone,
            done: try planSessionsDone(planID: plan.id))
        let catalog = ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files).catalog
        return PlanContext(schedule: schedule, today: CivilDate(now(), in: timeZone), catalog: catalog)
    }

    /// Where the followed plan stands today; `nil` without a plan, or with one that cannot be
    /// read (`plan` says why: the statistics still show).
    func planProgress() -> PlanProgress? {
        guard let context = try? planContext() else { return nil }
        return context.progress
    }

    /// The plan's sessions in the history: only finished ones count as done.
    private func planSessionsDone(planID: String) throws(CommandFailure) -> [PlanSessionDone] {
        guard files.exists(paths.historyDatabase.path) else { return [] }
        let store = try history.open()
        let records = try history.reading { try store.sessions(ofPlan: planID) }
        return PlanHistory.sessions(of: planID, in: records)
    }
}
