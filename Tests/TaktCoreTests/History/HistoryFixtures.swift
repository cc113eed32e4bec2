import Foundation

@testable import TaktCore

/// Dates and sessions written the way a person reads them, for the history tests.
enum HistoryFixtures {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    /// `"2026-12-31 23:30"` as wall time in `zone`.
    static func date(_ text: String, in zone: TimeZone = berlin) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers.count > 3 ? numbers[3] : 0,
            minute: numbers.count > 4 ? numbers[4] : 0, second: numbers.count > 5 ? numbers[5] : 0)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// A session starting at `start` that lasted `seconds` (pauses included) with `active` seconds of work.
    static func session(
        _ start: Date, seconds: Double = 600, active: Double = 300, paused: Double = 0, kcal: Double = 50,
        title: String = "Classic Tabata", reason: EndReason = .finished, language: String = "en",
        mass: Double = 70, isDefaultMass: Bool = true, id: UUID = UUID()
    ) -> SessionRecord {
        SessionRecord(
            id: id, programID: "tabata-classic", programTitle: title, startedAt: start,
            endedAt: start.addingTimeInterval(seconds), pausedSeconds: paused, activeSeconds: active,
            phasesDone: reason == .finished ? 16 : 5, phasesTotal: 16, endReason: reason, kcal: kcal,
            language: language, bodyMassKilograms: mass, bodyMassIsDefault: isDefaultMass)
    }

    /// A fixed id, so rendered JSON and CSV can be compared whole.
    static func id(_ last: Int) -> UUID {
        let tail = String(last)
        let padded = String(repeating: "0", count: 12 - tail.count) + tail
        return UUID(uuidString: "00000000-0000-4000-8000-" + padded) ?? UUID()
    }
}
