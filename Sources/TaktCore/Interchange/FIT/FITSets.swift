import Foundation

/// One strength set of a FIT activity (SPEC section 17): a lift's set, done (active: its reps,
/// its weight, the exercise where FIT's profile has the movement), or the rest after it, so
/// Garmin Connect shows the session's sets.
public struct ActivitySet: Sendable, Hashable {
    public var start: Date
    /// Seconds from its start to its end, pauses included; `nil` when not known (a set logged
    /// without the timer).
    public var seconds: Double?
    /// A set lifted (`true`) or the rest after one.
    public var active: Bool
    public var reps: Int?
    public var kilograms: Double?
    /// The unit the athlete typed: how Garmin shows the weight.
    public var unit: Load.Unit?
    /// The movement's catalog key.
    public var movement: String?

    public init(
        start: Date, seconds: Double?, active: Bool, reps: Int? = nil, kilograms: Double? = nil,
        unit: Load.Unit? = nil, movement: String? = nil
    ) {
        self.start = start
        self.seconds = seconds
        self.active = active
        self.reps = reps
        self.kilograms = kilograms
        self.unit = unit
        self.movement = movement
    }
}

/// The `set` message of FIT's profile (Garmin FIT SDK, Profile.xlsx, message `set` = 225; the
/// numbers and types as garmin-fit-sdk 21.x's profile has them):
///
/// | field | number | type |
/// | --- | --- | --- |
/// | timestamp (the set's end) | 254 | date_time (uint32) |
/// | duration | 0 | uint32, scale 1000, s |
/// | repetitions | 3 | uint16 |
/// | weight | 4 | uint16, scale 16, kg |
/// | set_type | 5 | uint8 `set_type`: 0 rest, 1 active |
/// | start_time | 6 | date_time (uint32) |
/// | category | 7 | uint16[] `exercise_category` |
/// | category_subtype | 8 | uint16[]: the exercise name of that category |
/// | weight_display_unit | 9 | uint16 `fit_base_unit`: 1 kilogram, 2 pound |
/// | message_index | 10 | uint16 |
///
/// A field with no value (a rest's reps, a movement FIT has no name for) is left out: invalid.
enum FITSetMessage {
    static let global: UInt16 = 225

    enum Field {
        static let timestamp: UInt8 = 254
        static let duration: UInt8 = 0
        static let repetitions: UInt8 = 3
        static let weight: UInt8 = 4
        static let setType: UInt8 = 5
        static let startTime: UInt8 = 6
        static let category: UInt8 = 7
        static let categorySubtype: UInt8 = 8
        static let weightDisplayUnit: UInt8 = 9
        static let messageIndex: UInt8 = 10
    }

    /// `exercise_category` values: bench_press 0, deadlift 8, olympic_lift 18,
    /// shoulder_press 24, squat 28.
    enum Category {
        static let benchPress: UInt16 = 0
        static let deadlift: UInt16 = 8
        static let olympicLift: UInt16 = 18
        static let shoulderPress: UInt16 = 24
        static let squat: UInt16 = 28
    }

    /// The catalog's barbell movements FIT's profile names: category, and the name's value in
    /// that category's `…_exercise_name` type. Any other movement leaves both invalid.
    static let exercises: [String: (category: UInt16, name: UInt16)] = [
        "back-squats": (Category.squat, 6),  // barbell_back_squat
        "front-squats": (Category.squat, 8),  // barbell_front_squat
        "overhead-squats": (Category.squat, 44),  // overhead_squat
        "thrusters": (Category.squat, 79),  // thrusters
        "deadlifts": (Category.deadlift, 0),  // barbell_deadlift
        "bench-press": (Category.benchPress, 1),  // barbell_bench_press
        "shoulder-press": (Category.shoulderPress, 14),  // overhead_barbell_press
        "push-press": (Category.shoulderPress, 3),  // barbell_push_press
        "hang-power-cleans": (Category.olympicLift, 0),  // barbell_hang_power_clean
        "power-cleans": (Category.olympicLift, 2),  // barbell_power_clean
        "power-snatches": (Category.olympicLift, 3),  // barbell_power_snatch
        "squat-cleans": (Category.olympicLift, 4),  // barbell_squat_clean
        "clean-and-jerks": (Category.olympicLift, 5),  // clean_and_jerk
        "snatches": (Category.olympicLift, 9),  // barbell_snatch
        "cleans": (Category.olympicLift, 11),  // clean
        "push-jerks": (Category.olympicLift, 15),  // push_jerk
    ]

    /// The most a weight field holds: 65,534 / 16 kg (65,535 is invalid).
    static let heaviest = 65_534.0 / 16

    static func message(_ set: ActivitySet, index: Int) -> FITMessage {
        let end = set.start.addingTimeInterval(set.seconds ?? 0)
        var fields: [FITField] = [
            .time(Field.timestamp, end), .time(Field.startTime, set.start),
            .uint8(Field.setType, set.active ? 1 : 0), .uint16(Field.messageIndex, UInt16(clamping: index)),
        ]
        if let seconds = set.seconds { fields.append(.seconds(Field.duration, seconds)) }
        if let reps = set.reps { fields.append(.uint16(Field.repetitions, UInt16(clamping: reps))) }
        if let kilograms = set.kilograms, kilograms.isFinite, kilograms >= 0 {
            fields.append(.uint16(Field.weight, UInt16((min(kilograms, heaviest) * 16).rounded())))
        }
        switch set.unit {
        case .kg?: fields.append(.uint16(Field.weightDisplayUnit, 1))
        case .lb?: fields.append(.uint16(Field.weightDisplayUnit, 2))
        default: break
        }
        if let movement = set.movement, let exercise = exercises[movement] {
            fields.append(.uint16(Field.category, exercise.category))
            fields.append(.uint16(Field.categorySubtype, exercise.name))
        }
        return FITMessage(global, fields)
    }
}

extension SessionActivity {
    /// The strength sets of `record`: each set kept (never one left with `n`) as an active
    /// set, from its phase's start to its end, and the rest phase right after it as a rest
    /// set. A set is found by its end (`at`), which is its phase's end; a set logged without
    /// the timer has no phase and is an active set at its time, its duration unknown.
    public static func sets(_ record: SessionRecord) -> [ActivitySet] {
        let phases = record.timing?.phases ?? []
        var sets: [ActivitySet] = []
        for done in record.sets where !done.skipped {
            let end = done.at.secondsValue
            var set = ActivitySet(
                start: record.startedAt.addingTimeInterval(end), seconds: nil, active: true, reps: done.reps,
                kilograms: done.kilograms, unit: done.load == nil ? nil : done.unit, movement: done.movement)
            let position = phases.firstIndex {
                $0.kind == .work && abs($0.actualStart + $0.seconds + $0.pausedSeconds - end) < 0.001
            }
            guard let position else {
                sets.append(set)
                continue
            }
            let phase = phases[position]
            set.start = record.startedAt.addingTimeInterval(phase.actualStart)
            set.seconds = phase.seconds + phase.pausedSeconds
            sets.append(set)
            if position + 1 < phases.count, phases[position + 1].kind == .rest {
                let rest = phases[position + 1]
                sets.append(
                    ActivitySet(
                        start: record.startedAt.addingTimeInterval(rest.actualStart),
                        seconds: rest.seconds + rest.pausedSeconds, active: false))
            }
        }
        return sets
    }
}
