import TaktCore

/// What `show` and `run` refuse before they start: a lift in percent of a 1RM that the athlete
/// has not got ("no 1RM for Back squats yet: takt set max back-squats 140kg", exit 1).
@MainActor enum LiftCheck {
    static func refuseUnplannable(_ program: Program?, in app: App, catalog: ExerciseCatalog) throws {
        guard let program else { return }
        let athlete = app.settings.liftAthlete
        guard case .failure(let problem) = LiftPlan.planned(program, athlete: athlete) else { return }
        let message = LiftSetText(strings: app.strings).problem(problem, catalog: catalog, unit: athlete.unit)
        throw CommandFailure(message: app.strings(.cliErrorPrefix, ["message": .text(message)]))
    }
}
