import Foundation
import TaktCore
import TaktHistory

/// The plans as commands reach them: the shelf of every plan, the followed plan's file, its
/// schedule as of today, and what `run today` runs. Built for the language of the call
/// (`app.plans`), like the history and the programs it reads.
@MainActor
struct PlanAccess {
    var paths: AppPaths
    var files: any FileSystem
    var strings: Strings
    var programs: ProgramAccess
    var history: HistoryAccess
    /// How the followed plan's weeks are counted (`set plan-weeks`).
    var counting: PlanWeekCounting
    var timeZone: TimeZone
    var now: Date

    var shelf: PlanShelf { PlanShelf(programDirectories: paths.programDirectories, strings: strings) }

    /// The followed plan's file.
    var enrollmentFile: PlanEnrollmentFile { PlanEnrollmentFile(paths: paths, files: files, strings: strings) }

    /// Every plan, with the programs of every folder.
    func library() -> PlanLibrary { shelf.library(programs: programs.library()) }

    /// "No plan is followed", with the plans there are to follow.
    func noneMessage() -> String {
        strings(.planNone, ["plans": .text(library().ids.joined(separator: ", "))])
    }

    /// The followed plan's schedule as of now, or `nil` when no plan is followed.
    func context() throws(CommandFailure) -> PlanContext? {
        guard let enrollment = try enrollmentFile.read() else { return nil }
        let plan = try shelf.plan(enrollment.planID, in: library())
        var adjusted = enrollment
        if adjusted.weekdays.count != plan.sessionsPerWeek { adjusted.weekdays = plan.weekdays }
        let schedule = PlanSchedule(
            plan: plan, enrollment: adjusted, counting: counting, timeZone: timeZone,
            done: try sessionsDone(planID: plan.id))
        let catalog = ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files).catalog
        return PlanContext(schedule: schedule, today: CivilDate(now, in: timeZone), catalog: catalog)
    }

    /// Where the followed plan stands today; `nil` without a plan, or with one that cannot be
    /// read (`plan` says why: the statistics still show).
    func progress() -> PlanProgress? {
        guard let context = try? context() else { return nil }
        return context.progress
    }

    /// What `run` runs: a program by id or file, or for `today` (when no program has that id)
    /// the followed plan's session due today, progression applied.
    func runTarget(_ reference: String) throws(CommandFailure) -> RunTarget {
        if reference == "today" {
            let library = programs.library(.id(reference))
            if library.entry(id: reference) == nil {
                let due = try sessionDueToday(catalog: library.catalog)
                return RunTarget(loaded: due.loaded, planID: due.planID, planWeek: due.slot.week, planDay: due.slot.day)
            }
        }
        let (_, entry) = try programs.find(reference)
        guard let loaded = entry.loaded else {
            throw CommandFailure(message: entry.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n"))
        }
        var target = RunTarget(loaded: loaded)
        // Found as a file rather than by its id: the file is what a later edit must read.
        if entry.id != reference, let path = entry.source.path {
            target.programFile = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return target
    }

    /// The session due today, compiled; a failure that says why there is none.
    private func sessionDueToday(
        catalog: ExerciseCatalog
    ) throws(CommandFailure) -> (loaded: ProgramLoader.Loaded, planID: String, slot: PlanSchedule.Slot) {
        guard let context = try context() else { throw CommandFailure(message: noneMessage()) }
        guard case .due(let slot) = context.schedule.today(context.today) else {
            let line = PlanStatusView.todayLine(
                context.schedule, today: context.today, strings: strings, catalog: catalog)
            throw CommandFailure(
                message: strings(.cliErrorPrefix, ["message": .text(strings(.planErrorNothingToday))]) + "\n"
                    + line)
        }
        let plan = context.schedule.plan
        let program = plan.program(week: slot.week, day: slot.day)
        do {
            let timeline = try TimelineCompiler(catalog: catalog).compile(program)
            return (ProgramLoader.Loaded(program, compiled: timeline), plan.id, slot)
        } catch {
            throw CommandFailure(.planErrorBroken, ["id": .text(plan.id)], strings: strings)
        }
    }

    /// The plan's sessions in the history: only finished ones count as done.
    private func sessionsDone(planID: String) throws(CommandFailure) -> [PlanSessionDone] {
        guard files.exists(paths.historyDatabase.path) else { return [] }
        let store = try history.open()
        let records = try history.reading { try store.sessions(ofPlan: planID) }
        return PlanHistory.sessions(of: planID, in: records)
    }
}
