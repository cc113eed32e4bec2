import TaktCore

/// What `show` and `run` refuse before they start: a lift in percent of a 1RM that the athlete
/// has not got ("no 1RM for Back squats yet: … give the load itself", exit 1).
@MainActor enum LiftCheck {
    static func refuseUnplannable(_ program: Program?, in app: App, catalog: ExerciseCatalog) throws {
        guard let program else { return }
        let athlete = LiftAthlete(unit: app.settings.units?.loadUnit ?? .kg)
        guard case .failure(let problem) = LiftPlan.planned(program, athlete: athlete) else { return }
        throw CommandFailure(
            message: app.strings(
                .cliErrorPrefix,
                ["message": .text(LiftSetText(strings: app.strings).problem(problem, catalog: catalog))]))
    }
}
