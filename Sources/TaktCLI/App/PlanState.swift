import Foundation
import TaktCore
import TaktHistory
import TaktPlatform

extension AppPaths {
    /// The plan being followed: in the data folder, beside the history it counts.
    public var planFile: URL { dataDirectory.appendingPathComponent("plan.json") }
}

/// What `run` runs, and for a plan's session where in the plan it sits (for the history row).
struct RunTarget {
    var loaded: ProgramLoader.Loaded
    var planID: String?
    var planWeek: Int?
    var planDay: Int?
}

/// The followed plan with everything "what is due" needs.
struct PlanContext {
    var schedule: PlanSchedule
    var today: CivilDate
    var catalog: ExerciseCatalog
}

extension App {
    func loadPlans() -> PlanLibrary {
        PlanLibrary(userDirectories: paths.programDirectories, programs: loadLibrary())
    }

    func plan(_ id: String, in plans: PlanLibrary) throws(CommandFailure) -> Plan {
        guard let entry = plans.entry(id: id) else {
            if let guess = plans.suggestion(for: id) {
                throw failure(.planErrorUnknownSuggest, ["id": .path(id), "suggestion": .text(guess)])
            }
            throw failure(.planErrorUnknown, ["id": .path(id)])
        }
        guard let plan = entry.plan else { throw failure(.planErrorBroken, ["id": .text(entry.id)]) }
        return plan
    }

    /// The followed plan, or `nil` when there is none.
    func readEnrollment() throws(CommandFailure) -> PlanEnrollment? {
        let url = paths.planFile
        guard files.exists(url.path) else { return nil }
        let data: Data
        do {
            data = try files.read(url.path)
        } catch {
            throw failure(.planErrorState, ["path": .path(url.path), "reason": .text(error.message(strings))])
        }
        guard let enrollment = try? JSONDecoder().decode(PlanEnrollment.self, from: data) else {
            throw failure(.planErrorState, ["path": .path(url.path), "reason": .text(strings(.planReasonNotOurs))])
        }
        return enrollment
    }

    /// Written to a temporary file and renamed into place: a crash leaves the old file or the new.
    func writeEnrollment(_ enrollment: PlanEnrollment) throws(CommandFailure) {
        let url = paths.planFile
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(enrollment)
        } catch {
            throw failure(
                .planErrorWrite, ["path": .path(url.path), "reason": .text(SystemProblem(error).message(strings))])
        }
        do {
            try files.createFolder(paths.dataDirectory.path)
            // The one whole-or-nothing write (temporary file, fsync, rename) every file of takt's goes through.
            try files.write(data, to: url.path)
        } catch {
            throw failure(.planErrorWrite, ["path": .path(url.path), "reason": .text(error.message(strings))])
        }
    }

    func removeEnrollment() throws(CommandFailure) {
        let url = paths.planFile
        do {
            try files.remove(url.path)
        } catch {
            throw failure(.planErrorWrite, ["path": .path(url.path), "reason": .text(error.message(strings))])
        }
    }

    /// The followed plan's schedule as of now, or `nil` when no plan is followed.
    func planContext() throws(CommandFailure) -> PlanContext? {
        guard let enrollment = try readEnrollment() else { return nil }
        let plans = loadPlans()
        let plan = try self.plan(enrollment.planID, in: plans)
        var adjusted = enrollment
        if adjusted.weekdays.count != plan.sessionsPerWeek { adjusted.weekdays = plan.weekdays }
        let schedule = PlanSchedule(
            plan: plan, enrollment: adjusted, counting: planWeekCounting, timeZone: timeZone,
            done: try planSessionsDone(planID: plan.id))
        let catalog = ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files).catalog
        return PlanContext(schedule: schedule, today: CivilDate(now(), in: timeZone), catalog: catalog)
    }

    /// Where the followed plan stands today, for `stats --json` and the report; `nil` without a
    /// plan, or with one that cannot be read (`plan` says why: the statistics still show).
    func planProgress() -> PlanProgress? {
        guard let context = try? planContext() else { return nil }
        return PlanProgress(context.schedule, today: context.today)
    }

    /// `set plan-weeks sessions|strict`; sessions when unset.
    var planWeekCounting: PlanWeekCounting { settings.effectivePlanWeeks }

    /// The plan's sessions in the history: only finished ones count as done.
    func planSessionsDone(planID: String) throws(CommandFailure) -> [PlanSessionDone] {
        guard files.exists(paths.historyDatabase.path) else { return [] }
        let store = try openHistory()
        let records = try reading { try store.sessions(ofPlan: planID) }
        return PlanHistory.sessions(of: planID, in: records)
    }
}

extension App {
    func loadPlans(programs: ProgramLibrary) -> PlanLibrary {
        PlanLibrary(userDirectories: paths.programDirectories, programs: programs)
    }

    /// `show PLAN`: the weeks table, or the plan's diagnostics (exit 1).
    func show(_ entry: PlanLibrary.Entry, catalog: ExerciseCatalog) throws(CommandFailure) -> Int32 {
        let text = PlanShowView.render(entry, strings: strings, catalog: catalog, width: tableWidth)
        guard entry.plan != nil else { throw CommandFailure(message: text) }
        console.line(text)
        return ExitStatus.success.code
    }

    /// What `run` runs: a program by id or file, or for `today` (when no program has that id)
    /// the followed plan's session due today, progression applied.
    func runTarget(_ reference: String) throws(CommandFailure) -> (ProgramLibrary, RunTarget) {
        if reference == "today" {
            let library = loadLibrary(.id(reference))
            if library.entry(id: reference) == nil {
                let due = try sessionDueToday(catalog: library.catalog)
                let target = RunTarget(
                    loaded: due.loaded, planID: due.planID, planWeek: due.slot.week, planDay: due.slot.day)
                return (library, target)
            }
        }
        let (library, entry) = try findProgram(reference)
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
