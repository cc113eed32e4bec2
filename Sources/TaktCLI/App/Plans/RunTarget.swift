import Foundation
import TaktCore

/// What `run` runs, and for a plan's session where in the plan it sits (for the history row).
struct RunTarget {
    var loaded: ProgramLoader.Loaded
    var planID: String?
    var planWeek: Int?
    var planDay: Int?
}

extension App {
    /// `show PLAN`: the weeks table, or the plan's diagnostics (exit 1).
    func show(_ entry: PlanLibrary.Entry, catalog: ExerciseCatalog) throws(CommandFailure) -> Int32 {
        let text = PlanShowView.render(entry, strings: strings, catalog: catalog, width: console.tableWidth)
        guard entry.plan != nil else { throw CommandFailure(message: text) }
        console.line(text)
        return ExitStatus.success.code
    }

    /// What `run` runs: a program by id or file, or for `today` (when no program has that id)
    /// the followed plan's session due today, progression applied.
    func runTarget(_ reference: String) throws(CommandFailure) -> (ProgramLibrary, RunTarget) {
        if reference == "today" {
            let library = programs.library(.id(reference))
            if library.entry(id: reference) == nil {
                let due = try sessionDueToday(catalog: library.catalog)
                let target = RunTarget(
                    loaded: due.loaded, planID: due.planID, planWeek: due.slot.week, planDay: due.slot.day)
                return (library, target)
            }
        }
        let (library, entry) = try programs.find(reference)
        guard let loaded = entry.loaded else {
            throw CommandFailure(message: entry.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n"))
        }
        return (library, RunTarget(loaded: loaded))
    }

    /// The session due today, compiled; a failure that says why there is none.
    func sessionDueToday(
        catalog: ExerciseCatalog
    ) throws(CommandFailure) -> (loaded: ProgramLoader.Loaded, planID: String, slot: PlanSchedule.Slot) {
        guard let context = try planContext() else {
            throw CommandFailure(
                message: strings(.planNone, ["plans": .text(loadPlans().ids.joined(separator: ", "))]))
        }
        guard case .due(let slot) = context.schedule.today(context.today) else {
            let line = PlanStatusView.todayLine(
                context.schedule, today: context.today, strings: strings, catalog: catalog)
            throw CommandFailure(
                message: strings(.cliErrorPrefix, ["message": .text(strings(.planErrorNothingToday))]) + "\n"
                    + line)
        }
        let program = context.schedule.plan.program(week: slot.week, day: slot.day)
        do {
            let timeline = try TimelineCompiler(catalog: catalog).compile(program)
            return (ProgramLoader.Loaded(program, compiled: timeline), context.schedule.plan.id, slot)
        } catch {
            throw failure(.planErrorBroken, ["id": .text(context.schedule.plan.id)])
        }
    }
}
