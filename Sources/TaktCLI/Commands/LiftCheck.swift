import TaktCore
import TaktHistory

/// What `show` and `run` refuse before they start: a lift in percent of a 1RM that the athlete
/// has not got ("no 1RM for Back squats yet: takt set max back-squats 140kg", exit 1).
@MainActor enum LiftCheck {
    static func refuseUnplannable(_ program: Program?, in app: App, catalog: ExerciseCatalog) throws {
        guard let program else { return }
        let athlete = Self.athlete(for: program, in: app)
        guard case .failure(let problem) = LiftPlan.planned(program, athlete: athlete) else { return }
        let message = LiftSetText(strings: app.strings).problem(problem, catalog: catalog, unit: athlete.unit)
        throw CommandFailure(message: app.strings(.cliErrorPrefix, ["message": .text(message)]))
    }

    /// The athlete `show` and `run` plan lifts for: the settings (unit, plates, `set max`) and,
    /// for each movement `program` lifts, the last time's working sets from the history, so a
    /// lift without a load number takes last time's load, and the movement's records for a `%`
    /// without `set max` (SPEC section 17). Without a history there is no last time and no
    /// record; the history is never made for it.
    static func athlete(for program: Program?, in app: App) -> LiftAthlete {
        var athlete = app.settings.liftAthlete
        guard let program else { return athlete }
        let movements = LiftPlan.movements(of: program)
        guard !movements.isEmpty, app.history.files.exists(app.history.paths.historyDatabase.path),
            let store = try? app.history.open()
        else { return athlete }
        athlete.lastTime = (try? store.lastLifts(of: movements)) ?? [:]
        for key in movements.sorted() where athlete.oneRepMaxes[key] == nil {
            athlete.oneRepMaxes[key] = (try? store.liftRecords(movement: key)[key])?.oneRepMax
        }
        return athlete
    }

    /// The records of the movements `program` lifts, read once before the session starts so
    /// that a new rep max is said at once (SPEC section 17), never looked up while it runs.
    /// `nil` for a session whose sets can set no record (a preview, `--no-log`) or when the
    /// history cannot be read: better nothing said than a record that is not one.
    static func records(for program: Program, in app: App, options: SessionOptions) -> LiftRecords? {
        guard options.speed == 1, options.logMode != .noLog else { return nil }
        let movements = LiftPlan.movements(of: program)
        guard !movements.isEmpty else { return nil }
        guard app.history.files.exists(app.history.paths.historyDatabase.path) else {
            return LiftRecords(movements: [])
        }
        do {
            let store = try app.history.open()
            return LiftRecords(movements: try movements.compactMap { try store.liftRecords(movement: $0)[$0] })
        } catch {
            return nil
        }
    }
}
