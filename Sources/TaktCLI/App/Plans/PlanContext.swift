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
