import Foundation

/// `history --json` and `export --format json`: a list of session objects with stable keys.
///
/// Keys (never localized): `id`, `programId`, `programTitle`, `startedAt`, `endedAt` (ISO 8601,
/// UTC, whole seconds), `pausedSeconds`, `activeSeconds` (0.1 s), `phasesDone`, `phasesTotal`,
/// `endReason` (finished|stopped|interrupted), `kcal`, `kcalLow`, `kcalHigh` (0.1 kcal, the ±30 %
/// band), `language`, `bodyMassKg`, `bodyMassIsDefault`, and `timing` when the session was measured
/// (``SessionTiming``: `phaseCount`, `medianLatenessMilliseconds`, `maxLatenessMilliseconds`,
/// `pauses`, `speed`, `phases`). Objects print their keys sorted.
public enum HistoryJSON {
    public static func render(_ records: [SessionRecord]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(records.map(Entry.init)) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One session as JSON.
    struct Entry: Encodable {
        var id: String
        var programId: String
        var programTitle: String
        var startedAt: String
        var endedAt: String
        var pausedSeconds: Double
        var activeSeconds: Double
        var phasesDone: Int
        var phasesTotal: Int
        var endReason: String
        var kcal: Double
        var kcalLow: Double
        var kcalHigh: Double
        var language: String
        var bodyMassKg: Double
        var bodyMassIsDefault: Bool
        var timing: SessionTiming?

        init(_ record: SessionRecord) {
            let estimate = CalorieEstimate(kcal: record.kcal)
            id = record.id.uuidString.lowercased()
            programId = record.programID
            programTitle = record.programTitle
            startedAt = HistoryDates.iso8601(record.startedAt)
            endedAt = HistoryDates.iso8601(record.endedAt)
            pausedSeconds = Self.tenths(record.pausedSeconds)
            activeSeconds = Self.tenths(record.activeSeconds)
            phasesDone = record.phasesDone
            phasesTotal = record.phasesTotal
            endReason = record.endReason.rawValue
            kcal = Self.tenths(estimate.kcal)
            kcalLow = Self.tenths(estimate.low)
            kcalHigh = Self.tenths(estimate.high)
            language = record.language
            bodyMassKg = Self.tenths(record.bodyMassKilograms)
            bodyMassIsDefault = record.bodyMassIsDefault
            timing = record.timing
        }

        static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    }
}
