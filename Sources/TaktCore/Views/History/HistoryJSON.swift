import Foundation

/// `history --json` and `export --format json`: a list of session objects with stable keys.
///
/// Keys (never localized): `id`, `programId`, `programTitle`, `startedAt`, `endedAt` (ISO 8601,
/// UTC, whole seconds), `pausedSeconds`, `activeSeconds` (0.1 s), `phasesDone`, `phasesTotal`,
/// `endReason` (finished|stopped|interrupted), `kcal`, `kcalLow`, `kcalHigh` (0.1 kcal, the ±30 %
/// band), `language`, `bodyMassKg`, `bodyMassIsDefault`, `speed` (1 unless a preview),
/// `phasesSkipped`, `planId`, `planWeek`, `planDay` (null unless run from a plan), and `timing`
/// when the session was measured (``SessionTiming``: `phaseCount`, `medianLatenessMilliseconds`,
/// `maxLatenessMilliseconds`, `pauses`, `speed`, `phases`), and `scores`: one object per scored
/// block (``BlockScore``, docs/formats.md), an empty list for other sessions, `workoutScore`
/// (``WorkoutScore``, null unless the program declares one), `division`
/// (`rx`|`scaled`), `note` (null when none), `source` (`timer`|`log`), `edited`, and `sets`, the lifts' sets (HistoryJSON+Sets.swift), and `heartRate` (null without a strap; HistoryJSON+HeartRate.swift), and `kind`
/// (`workout`|`breathing`|`meditation`, SPEC section 19), and `programFile` (the absolute path of
/// the program file a session was run from, null when it was named by id or line). Objects
/// print their keys sorted.
/// `import` reads the same objects back (``HistoryImport``).
public enum HistoryJSON {
    ///
    /// - Parameter samples: whether each heart rate carries its samples (`export --samples`).
    public static func render(_ records: [SessionRecord], samples: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(records.map { Entry($0, samples: samples) }) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One session as one JSON object on one line, keys sorted: what `run --json` prints.
    public static func object(_ record: SessionRecord) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Entry(record)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One session as JSON.
    struct Entry: Codable {
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
        // Added after the first release: an older export has none of them.
        var speed: Double?
        var phasesSkipped: Int?
        var planId: String?
        var planWeek: Int?
        var planDay: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(programId, forKey: .programId)
            try container.encode(programTitle, forKey: .programTitle)
            try container.encode(startedAt, forKey: .startedAt)
            try container.encode(endedAt, forKey: .endedAt)
            try container.encode(pausedSeconds, forKey: .pausedSeconds)
            try container.encode(activeSeconds, forKey: .activeSeconds)
            try container.encode(phasesDone, forKey: .phasesDone)
            try container.encode(phasesTotal, forKey: .phasesTotal)
            try container.encode(endReason, forKey: .endReason)
            try container.encode(kcal, forKey: .kcal)
            try container.encode(kcalLow, forKey: .kcalLow)
            try container.encode(kcalHigh, forKey: .kcalHigh)
            try container.encode(language, forKey: .language)
            try container.encode(bodyMassKg, forKey: .bodyMassKg)
            try container.encode(bodyMassIsDefault, forKey: .bodyMassIsDefault)
            // Written as null rather than left out, so every object has the same keys.
            try container.encode(speed, forKey: .speed)
            try container.encode(phasesSkipped, forKey: .phasesSkipped)
            try container.encode(planId, forKey: .planId)
            try container.encode(planWeek, forKey: .planWeek)
            try container.encode(planDay, forKey: .planDay)
            try container.encodeIfPresent(timing, forKey: .timing)
            try container.encode(scores ?? [], forKey: .scores)
            try container.encode(workoutScore, forKey: .workoutScore)
            try container.encode(division ?? Division.rx.rawValue, forKey: .division)
            try container.encode(note, forKey: .note)
            try container.encode(source ?? SessionSource.timer.rawValue, forKey: .source)
            try container.encode(edited ?? false, forKey: .edited)
            try container.encode(sets ?? [], forKey: .sets)
            try container.encode(heartRate, forKey: .heartRate)
            try container.encode(kind ?? SessionKind.workout.rawValue, forKey: .kind)
            try container.encode(programFile, forKey: .programFile)
        }
        var timing: SessionTiming?
        /// Added with the scored formats: an older export has none.
        var scores: [BlockScore]?
        /// The one score of the whole workout (SPEC 14): `block` null, `format` its kind; null
        /// when the program declares none.
        var workoutScore: WorkoutScore?
        /// Added with the scorebook: an older export has none of them (Rx, no note, the timer).
        var division: String?
        var note: String?
        var source: String?
        var edited: Bool?
        /// Added with lifts (SPEC section 17): every set done or skipped, empty for other sessions.
        var sets: [SetEntry]?
        /// Added with heart rate (SPEC section 18): null for a session without a strap.
        var heartRate: HeartRateEntry?
        /// Added with the calm end (SPEC section 19): an older export's sessions are workouts.
        var kind: String?
        /// Added with issue 45: the program file a session ran when named by its file, null
        /// otherwise (an older export has none).
        var programFile: String?

        init(_ record: SessionRecord, samples: Bool = false) {
            // The band of the kcal as written, so an imported export exports the same again.
            let estimate = CalorieEstimate(kcal: Self.tenths(record.kcal))
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
            speed = record.speed
            phasesSkipped = record.phasesSkipped
            planId = record.planID
            planWeek = record.planWeek
            planDay = record.planDay
            timing = record.timing
            scores = record.scores
            workoutScore = record.workoutScore
            division = record.division.rawValue
            note = record.note
            source = record.source.rawValue
            edited = record.edited
            sets = record.sets.map { SetEntry($0, startedAt: record.startedAt) }
            heartRate = record.heartRate.map { HeartRateEntry($0, samples: samples) }
            kind = record.kind.rawValue
            programFile = record.programFile
        }

        static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    }
}
