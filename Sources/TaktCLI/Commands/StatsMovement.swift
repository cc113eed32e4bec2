import Foundation
import TaktCore
import TaktHistory

/// `stats MOVEMENT [--json]` (SPEC section 17): the movement's records and its sessions, the
/// top set and estimated 1RM of each charted in the terminal. The movement is found as `log`
/// and `set max` find it; one the catalog lacks is refused with the closest (exit 1).
@MainActor enum StatsMovement {
    static func show(_ written: String, json: Bool, in app: App) throws -> Int32 {
        let catalog = app.programs.catalog()
        let key = try LiftSettings.movementKey(written, catalog: catalog, in: app)
        let store = try app.history.open()
        let (records, progress) = try app.history.reading {
            (try store.liftRecords(movement: key)[key], try store.liftProgress(of: key))
        }
        if json {
            app.console.data(LiftProgressJSON.render(progress, records: records))
        } else {
            let view = LiftProgressView(
                strings: app.strings, width: app.console.textWidth, unit: app.settings.liftAthlete.unit,
                timeZone: app.timeZone, catalog: catalog)
            app.console.line(view.lines(progress, records: records).joined(separator: "\n"))
        }
        return ExitStatus.success.code
    }
}
