import Foundation

extension App {
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
