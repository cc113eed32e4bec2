import Foundation
import TaktCore

/// What commands reach through App, each a small type built for the language of the call:
/// the history, the programs, the plans, the settings file and what a session is shown on;
/// and the calendar, the one place TaktCLI reads it.
extension App {
    var history: HistoryAccess { HistoryAccess(paths: paths, files: files, console: console, strings: strings) }

    var programs: ProgramAccess {
        ProgramAccess(
            paths: paths, files: files, console: console, strings: strings, now: now(),
            isFirstReadOfCall: {
                defer { self.call.programFoldersChecked = true }
                return !self.call.programFoldersChecked
            })
    }

    var plans: PlanAccess {
        PlanAccess(
            paths: paths, files: files, strings: strings, programs: programs, history: history,
            counting: settings.effectivePlanWeeks, timeZone: timeZone, now: now())
    }

    var settingsFile: SettingsAccess {
        SettingsAccess(paths: paths, files: files, languages: languages, strings: strings)
    }

    var sessionDisplays: SessionDisplays {
        SessionDisplays(
            console: console, colorEnabled: colorEnabled, sound: settings.effectiveSound, environment: environment,
            strings: strings, clock: sessionInputs.clock, espeakHint: espeakHint)
    }

    /// The person's time zone: `TZ` when set (tests and travel), else the system's.
    ///
    /// With ``now()`` the one place TaktCLI reads the calendar: commands ask App, never
    /// `Date()` or `TimeZone.current` themselves (ArchitectureTests).
    var timeZone: TimeZone {
        environment["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
    }

    /// Now; `TAKT_NOW` (ISO 8601) pins it for end-to-end tests of dated behaviour.
    func now() -> Date {
        environment["TAKT_NOW"].flatMap { ISO8601DateFormatter().date(from: $0) } ?? Date()
    }
}
