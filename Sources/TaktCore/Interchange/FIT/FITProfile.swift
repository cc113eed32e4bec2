/// The numbers of the FIT profile that takt reads and writes.
///
/// Message numbers, field numbers and enum values are those of the FIT SDK profile version
/// 21.218 (Profile.xlsx in Garmin's FIT SDK; the same tables are in the `garmin-fit-sdk`
/// Python package, module `garmin_fit_sdk/profile.py`, "Profile Version = 21.218.0Release").
/// Only the numbers are used here; no SDK code is.
public enum FITProfile {
    /// Profile version written into the file header: major × 1000 + minor.
    public static let version: UInt16 = 21_218
    /// Protocol version 2.0 in the header (upper nibble major, lower minor).
    public static let protocolVersion: UInt8 = 0x20
    /// Seconds between the Unix epoch and the FIT epoch, 1989-12-31T00:00:00Z.
    public static let epochOffset: Double = 631_065_600

    /// Global message numbers (`mesg_num`).
    public enum Message {
        public static let fileID: UInt16 = 0
        public static let session: UInt16 = 18
        public static let lap: UInt16 = 19
        public static let record: UInt16 = 20
        public static let event: UInt16 = 21
        public static let workout: UInt16 = 26
        public static let workoutStep: UInt16 = 27
        public static let activity: UInt16 = 34
    }

    /// `record`'s `heart_rate` field (uint8, bpm).
    public static let recordHeartRate: UInt8 = 3

    /// Fields every message may have.
    public enum Common {
        public static let timestamp: UInt8 = 253
        public static let messageIndex: UInt8 = 254
    }

    /// `file_id` fields and the `file` enum.
    public enum FileID {
        public static let type: UInt8 = 0
        public static let manufacturer: UInt8 = 1
        public static let product: UInt8 = 2
        public static let serialNumber: UInt8 = 3
        public static let timeCreated: UInt8 = 4
        public static let typeActivity: UInt8 = 4
        public static let typeWorkout: UInt8 = 5
        /// `manufacturer` value "development".
        public static let manufacturerDevelopment: UInt16 = 255
    }

    /// `workout` fields.
    public enum Workout {
        public static let sport: UInt8 = 4
        public static let numValidSteps: UInt8 = 6
        public static let name: UInt8 = 8
        public static let subSport: UInt8 = 11
    }

    /// `workout_step` fields and the `wkt_step_duration`, `wkt_step_target` enums.
    public enum Step {
        public static let name: UInt8 = 0
        public static let durationType: UInt8 = 1
        public static let durationValue: UInt8 = 2
        public static let targetType: UInt8 = 3
        public static let targetValue: UInt8 = 4
        public static let intensity: UInt8 = 7
        public static let notes: UInt8 = 8
        /// A strength step's `exercise_category` and `exercise_name` (uint16 each, as a `set`
        /// message's category and category_subtype), `exercise_weight` (uint16, scale 100, kg)
        /// and `weight_display_unit` (`fit_base_unit`: 1 kilogram, 2 pound).
        public static let exerciseCategory: UInt8 = 10
        public static let exerciseName: UInt8 = 11
        public static let exerciseWeight: UInt8 = 12
        public static let weightDisplayUnit: UInt8 = 13

        public static let durationTime: UInt8 = 0
        /// `duration_distance`: centimetres (the profile's scale 100 on metres).
        public static let durationDistance: UInt8 = 1
        /// `duration_calories`: calories, as a machine's display counts them.
        public static let durationCalories: UInt8 = 4
        public static let durationOpen: UInt8 = 5
        public static let durationRepeatUntilStepsComplete: UInt8 = 6
        /// Repeats its steps until `target_value` (`repeat_time`, ms) has passed: an amrap.
        public static let durationRepeatUntilTime: UInt8 = 7
        public static let durationRepetitionTime: UInt8 = 28
        public static let durationReps: UInt8 = 29
        public static let durationTimeOnly: UInt8 = 31
        /// The other `repeat_until_…` durations (distance, calories, heart rate, power).
        public static let otherRepeats: ClosedRange<UInt8> = 8...13
        public static let targetOpen: UInt8 = 2
    }

    /// The `intensity` enum.
    public enum Intensity {
        public static let active: UInt8 = 0
        public static let rest: UInt8 = 1
        public static let warmup: UInt8 = 2
        public static let cooldown: UInt8 = 3
        public static let recovery: UInt8 = 4
        public static let interval: UInt8 = 5
    }

    /// `sport` 62 and `sub_sport` 70 are both "hiit".
    public static let sportHIIT: UInt8 = 62
    public static let subSportHIIT: UInt8 = 70
    /// `sub_sport` values of the HIIT formats.
    public static let subSportAMRAP: UInt8 = 73
    public static let subSportEMOM: UInt8 = 74
    public static let subSportTabata: UInt8 = 75

    /// `lap`, `session` and `activity` fields shared by name.
    public enum Summary {
        public static let event: UInt8 = 0
        public static let eventType: UInt8 = 1
        public static let startTime: UInt8 = 2
        public static let totalElapsedTime: UInt8 = 7
        public static let totalTimerTime: UInt8 = 8
        public static let totalCalories: UInt8 = 11
        public static let lapIntensity: UInt8 = 23
        public static let lapTrigger: UInt8 = 24
        public static let lapSport: UInt8 = 25
        public static let sessionSport: UInt8 = 5
        public static let sessionSubSport: UInt8 = 6
        public static let sessionFirstLapIndex: UInt8 = 25
        public static let sessionNumLaps: UInt8 = 26
        public static let sessionTrigger: UInt8 = 28
        public static let activityTotalTimerTime: UInt8 = 0
        public static let activityNumSessions: UInt8 = 1
        public static let activityType: UInt8 = 2
        public static let activityEvent: UInt8 = 3
        public static let activityEventType: UInt8 = 4
        public static let activityLocalTimestamp: UInt8 = 5
    }

    /// `event` fields and the `event`, `event_type` enums.
    public enum Event {
        public static let event: UInt8 = 0
        public static let eventType: UInt8 = 1
        public static let data: UInt8 = 3
        public static let eventGroup: UInt8 = 4
        public static let timer: UInt8 = 0
        public static let activity: UInt8 = 26
        public static let sessionEvent: UInt8 = 8
        public static let lapEvent: UInt8 = 9
        public static let start: UInt8 = 0
        public static let stop: UInt8 = 1
        public static let stopAll: UInt8 = 4
    }

    /// `lap_trigger` "manual" and "time", and `session_trigger` "activity_end".
    public static let lapTriggerManual: UInt8 = 0
    public static let lapTriggerTime: UInt8 = 1
    public static let sessionTriggerActivityEnd: UInt8 = 0
    /// `activity` enum "manual".
    public static let activityManual: UInt8 = 0

    /// FIT base types (the byte in a field definition).
    public enum BaseType {
        public static let enumeration: UInt8 = 0x00
        public static let uint8: UInt8 = 0x02
        public static let uint16: UInt8 = 0x84
        public static let uint32: UInt8 = 0x86
        public static let string: UInt8 = 0x07
        public static let uint32z: UInt8 = 0x8C
    }
}
