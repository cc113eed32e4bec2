import Foundation
import Testing

@testable import TaktCore

/// A session with lifts as a FIT activity (SPEC section 17): a `set` message (225) per set kept
/// and per rest after one, with repetitions, weight (kg × 16), set type, the exercise category
/// and name where FIT's profile has the movement, else none; `.ci/run` reads the file back with
/// Garmin's SDK (Tests/Checkers/check_fit.py checks activity-lifts.fit's sets).
@Suite struct FITSetTests {
    let start = Date(timeIntervalSince1970: 1_763_900_000)

    static func phase(_ order: Int, _ kind: Phase.Kind, _ at: Double, _ seconds: Double, paused: Double = 0)
        -> PerformedPhase
    {
        PerformedPhase(
            order: order, kind: kind, exercise: nil, name: "", plannedStart: at, actualStart: at, seconds: seconds,
            pausedSeconds: paused, skipped: false, latenessMilliseconds: nil)
    }

    static func set(_ movement: String?, order: Int, reps: Int, load: Double?, _ unit: Load.Unit, at: Double)
        -> LiftSetDone
    {
        LiftSetDone(
            movement: movement, order: order, plannedReps: 5, plannedLoad: load, reps: reps, load: load, unit: unit,
            warmup: false, rpe: nil, at: .seconds(at))
    }

    /// Get ready 0–10 s; a back squat set 10–40 s, rest 40–160 s; a set of 4 × 225 lb 160–195 s
    /// (5 s of it paused), rest 195–255 s; a set of a movement FIT has no name for 255–280 s;
    /// one left with n.
    func record() -> SessionRecord {
        var record = HistoryFixtures.session(start, seconds: 280, active: 120, paused: 5, kcal: 40)
        record.timing = SessionTiming(
            phases: [
                Self.phase(1, .getReady, 0, 10), Self.phase(2, .work, 10, 30), Self.phase(3, .rest, 40, 120),
                Self.phase(4, .work, 160, 30, paused: 5), Self.phase(5, .rest, 195, 60), Self.phase(6, .work, 255, 25),
            ], pauses: 1, speed: 1)
        record.sets = [
            Self.set("back-squats", order: 1, reps: 5, load: 100, .kg, at: 40),
            Self.set("back-squats", order: 2, reps: 4, load: 225, .lb, at: 195),
            Self.set("zercher-carries", order: 1, reps: 8, load: 60, .kg, at: 280),
            LiftSetDone(
                movement: "back-squats", order: 3, plannedReps: 5, plannedLoad: 100, reps: 0, load: nil, unit: .kg,
                warmup: false, rpe: nil, at: .seconds(280), skipped: true),
        ]
        return record
    }

    @Test func eachSetAndTheRestAfterItIsASetMessage() throws {
        let data = SessionActivity.export(record()).file()
        try InterchangeFixtures.writeArtifact(data, name: "activity-lifts.fit")
        let sets = try FITReader.messages(data).filter { $0.global == FITSetMessage.global }
        typealias Field = FITSetMessage.Field
        // Set, rest, set, rest, set: the skipped set is none.
        #expect(sets.map { $0.unsigned(Field.setType) } == [1, 0, 1, 0, 1])
        #expect(sets.map { $0.unsigned(Field.messageIndex) } == [0, 1, 2, 3, 4])
        #expect(sets.map { $0.unsigned(Field.repetitions) } == [5, nil, 4, nil, 8])
        // kg × 16: 100 kg, 225 lb (102.06 kg), 60 kg.
        #expect(sets.map { $0.unsigned(Field.weight) } == [1_600, nil, 1_633, nil, 960])
        #expect(sets.map { $0.unsigned(Field.weightDisplayUnit) } == [1, nil, 2, nil, 1])
        // Milliseconds, pauses included.
        #expect(sets.map { $0.unsigned(Field.duration) } == [30_000, 120_000, 35_000, 60_000, 25_000])
        let base = UInt32(start.timeIntervalSince1970 - FITProfile.epochOffset)
        #expect(sets.map { $0.unsigned(Field.startTime) } == [10, 40, 160, 195, 255].map { base + $0 })
        #expect(sets.map { $0.unsigned(Field.timestamp) } == [40, 160, 195, 255, 280].map { base + $0 })
        // squat (28) / barbell_back_squat (6); nothing for a movement FIT's profile lacks.
        #expect(sets.map { $0.unsigned(Field.category) } == [28, nil, 28, nil, nil])
        #expect(sets.map { $0.unsigned(Field.categorySubtype) } == [6, nil, 6, nil, nil])
    }

    @Test func aSetLoggedWithoutTheTimerIsAnActiveSetAtItsTime() throws {
        var record = HistoryFixtures.session(start, seconds: 60, active: 60, paused: 0, kcal: 5)
        record.timing = nil
        record.sets = [Self.set("deadlifts", order: 1, reps: 3, load: 180, .kg, at: 0)]
        let sets = try FITReader.messages(SessionActivity.export(record).file()).filter {
            $0.global == FITSetMessage.global
        }
        #expect(sets.count == 1)
        #expect(sets.first?.unsigned(FITSetMessage.Field.duration) == nil)
        #expect(sets.first?.unsigned(FITSetMessage.Field.category) == 8)
        #expect(sets.first?.unsigned(FITSetMessage.Field.weight) == 2_880)
    }

    @Test func aSessionWithoutLiftsHasNoSetMessages() throws {
        let record = HistoryFixtures.session(start, seconds: 60, active: 60, paused: 0, kcal: 5)
        let messages = try FITReader.messages(SessionActivity.export(record).file())
        #expect(!messages.contains { $0.global == FITSetMessage.global })
    }

    @Test func everyMappedMovementIsInTheCatalog() {
        for key in FITSetMessage.exercises.keys {
            #expect(LiftFixtures.catalog[key] != nil, "\(key)")
        }
        #expect(LiftFixtures.catalog["zercher-carries"] == nil)
    }
}
