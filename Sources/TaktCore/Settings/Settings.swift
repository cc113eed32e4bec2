/// The user's saved choices (config.yaml): language, body data for calories, weekly goal, sound.
///
/// Every field is optional: unset means "use the default", and the calorie views say when the
/// default body mass is used.
public struct Settings: Sendable, Hashable {
    /// How cues sound in a session.
    public enum Sound: String, Sendable, Hashable, CaseIterable {
        case bell, voice, off
    }

    /// The names `set` accepts and config.yaml uses, in the order the file lists them.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case language, weight, age, sex, height, goal, sound
        /// How a training plan's weeks advance (README, "Training plans").
        case planWeeks = "plan-weeks"
        /// The unit every load is also shown in (README, "Writing a program").
        case units
        /// What one Enter marks in an amrap or for-time block: a movement or a whole round.
        case scoreBy = "score-by"
        /// The maximum heart rate, the top of the zones (section 18).
        case heartRateMax = "hr-max"
        /// The resting heart rate, the bottom of the heart-rate reserve.
        case heartRateRest = "hr-rest"
        /// The chest strap `run --hr` and `hr` use without a name: its name or address.
        case heartRateDevice = "hr-device"
        /// The 1RM of each movement a lift's percentages are a share of (section 17).
        case max
        /// The bar and the plates a lift's loads are rounded to (section 17).
        case plates
    }

    /// The units `set units` takes: loads are also shown in kilograms or pounds.
    public enum Units: String, Sendable, Hashable, CaseIterable {
        case kg, lb

        public var loadUnit: Load.Unit {
            switch self {
            case .kg: .kg
            case .lb: .lb
            }
        }
    }

    /// What one Enter marks in an amrap or for-time block (`set score-by`).
    public enum ScoreBy: String, Sendable, Hashable, CaseIterable {
        /// Each movement of a round (the default).
        case task
        /// A whole round; the prompt at a cap asks the round's reps all together.
        case round
    }

    public static let weightRange = 20.0...300.0
    public static let ageRange = 13...100
    public static let heightRange = 100.0...250.0
    public static let heartRateMaxRange = 100...230
    public static let heartRateRestRange = 25...120
    /// The longest strap name or address `set hr-device` keeps (a Bluetooth name has at most 248 bytes).
    public static let heartRateDeviceLength = 1...248

    public var language: String?
    public var weightKilograms: Double?
    public var ageYears: Int?
    public var sex: BodyProfile.Sex?
    public var heightCentimetres: Double?
    public var weeklyGoal: Int?
    public var sound: Sound?
    public var planWeeks: PlanWeekCounting?
    public var units: Units?
    public var scoreBy: ScoreBy?
    public var heartRateMax: Int?
    public var heartRateRest: Int?
    public var heartRateDevice: String?
    /// `set max MOVEMENT LOAD`: each movement's 1RM by catalog key, in the unit typed.
    public var maxes: [String: LiftWeight] = [:]
    /// `set plates`: the athlete's bar and plates; `nil` for the default of ``units``.
    public var plates: PlateSet?

    public init(
        language: String? = nil, weightKilograms: Double? = nil, ageYears: Int? = nil, sex: BodyProfile.Sex? = nil,
        heightCentimetres: Double? = nil, weeklyGoal: Int? = nil, sound: Sound? = nil
    ) {
        self.language = language
        self.weightKilograms = weightKilograms
        self.ageYears = ageYears
        self.sex = sex
        self.heightCentimetres = heightCentimetres
        self.weeklyGoal = weeklyGoal
        self.sound = sound
    }

    /// The body data the calorie estimates use.
    public var bodyProfile: BodyProfile {
        BodyProfile(massKilograms: weightKilograms, ageYears: ageYears, sex: sex, heightCentimetres: heightCentimetres)
    }

    /// The weekly goal, 3 when unset.
    public var effectiveWeeklyGoal: Int { weeklyGoal ?? Stats.defaultWeeklyGoal }
    /// The sound, the bell when unset.
    public var effectiveSound: Sound { sound ?? .bell }
    /// Plans count sessions done unless the person chose strict calendar weeks.
    public var effectivePlanWeeks: PlanWeekCounting { planWeeks ?? .sessions }
    /// One Enter a movement unless the person chose one a round.
    public var effectiveScoreBy: ScoreBy { scoreBy ?? .task }

    /// Sets `key` from what the user typed (`set weight 72`), validating it first.
    ///
    /// A bad key or value throws and leaves the settings as they were.
    /// - Parameter languages: the language codes available, for `language`.
    public mutating func set(_ key: String, to value: String, languages: [String]) throws(SettingProblem) {
        guard let known = Key(rawValue: key.lowercased()) else {
            throw .unknownKey(key, suggestion: Self.suggestion(for: key))
        }
        try set(known, to: value, languages: languages)
    }

    /// Sets a known key from text, validating it first.
    public mutating func set(_ key: Key, to value: String, languages: [String]) throws(SettingProblem) {
        let text = value.trimmingSpaces()
        switch key {
        case .language:
            let code = text.lowercased()
            guard languages.contains(code) else { throw .invalid(key, value: value, languages: languages.sorted()) }
            language = code
        case .weight:
            guard let number = Self.decimal(text), Self.weightRange.contains(number) else {
                throw .invalid(key, value: value)
            }
            weightKilograms = number
        case .age:
            guard let number = Int(text), Self.ageRange.contains(number) else { throw .invalid(key, value: value) }
            ageYears = number
        case .sex:
            guard let sex = BodyProfile.Sex(rawValue: text.lowercased()) else { throw .invalid(key, value: value) }
            self.sex = sex
        case .height:
            guard let number = Self.decimal(text), Self.heightRange.contains(number) else {
                throw .invalid(key, value: value)
            }
            heightCentimetres = number
        case .goal:
            guard let number = Int(text), Stats.weeklyGoalRange.contains(number) else {
                throw .invalid(key, value: value)
            }
            weeklyGoal = number
        case .sound:
            guard let sound = Sound(rawValue: text.lowercased()) else { throw .invalid(key, value: value) }
            self.sound = sound
        case .planWeeks:
            guard let counting = PlanWeekCounting(rawValue: text.lowercased()) else {
                throw .invalid(key, value: value)
            }
            planWeeks = counting
        case .units:
            guard let units = Units(rawValue: text.lowercased()) else { throw .invalid(key, value: value) }
            self.units = units
        case .scoreBy:
            guard let scoreBy = ScoreBy(rawValue: text.lowercased()) else { throw .invalid(key, value: value) }
            self.scoreBy = scoreBy
        case .heartRateMax, .heartRateRest:
            try setHeartRate(key, to: text, typed: value)
        case .heartRateDevice:
            guard Self.heartRateDeviceLength.contains(text.utf8.count),
                text.unicodeScalars.allSatisfy({
                    ![.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
                })
            else { throw .invalid(key, value: value) }
            heartRateDevice = text
        case .max:
            try setMax(text, typed: value)
        case .plates:
            try setPlates(text, typed: value)
        }
    }

    /// `hr-max` or `hr-rest` in its range, the maximum above the resting rate when both are set.
    private mutating func setHeartRate(_ key: Key, to text: String, typed value: String) throws(SettingProblem) {
        let range = key == .heartRateMax ? Self.heartRateMaxRange : Self.heartRateRestRange
        guard let number = Int(text), range.contains(number) else { throw .invalid(key, value: value) }
        let maximum = key == .heartRateMax ? number : heartRateMax
        let resting = key == .heartRateRest ? number : heartRateRest
        if let maximum, let resting, maximum <= resting {
            throw .heartRateOrder(maximum: maximum, resting: resting)
        }
        if key == .heartRateMax { heartRateMax = number } else { heartRateRest = number }
    }

    /// Forgets `key`, so its default applies again (`unset KEY`).
    public mutating func remove(_ key: Key) {
        switch key {
        case .language: language = nil
        case .weight: weightKilograms = nil
        case .age: ageYears = nil
        case .sex: sex = nil
        case .height: heightCentimetres = nil
        case .goal: weeklyGoal = nil
        case .sound: sound = nil
        case .planWeeks: planWeeks = nil
        case .units: units = nil
        case .scoreBy: scoreBy = nil
        case .heartRateMax: heartRateMax = nil
        case .heartRateRest: heartRateRest = nil
        case .heartRateDevice: heartRateDevice = nil
        case .max: maxes = [:]
        case .plates: plates = nil
        }
    }

    /// The saved value of `key` as `set` would take it back, `nil` when unset.
    public func value(of key: Key) -> String? {
        switch key {
        case .language: language
        case .weight: weightKilograms.map(Self.plain)
        case .age: ageYears.map(String.init)
        case .sex: sex?.rawValue
        case .height: heightCentimetres.map(Self.plain)
        case .goal: weeklyGoal.map(String.init)
        case .sound: sound?.rawValue
        case .planWeeks: planWeeks?.rawValue
        case .units: units?.rawValue
        case .scoreBy: scoreBy?.rawValue
        case .heartRateMax: heartRateMax.map(String.init)
        case .heartRateRest: heartRateRest.map(String.init)
        case .heartRateDevice: heartRateDevice
        case .max: maxesText
        case .plates: plates.map(Self.text(of:))
        }
    }

    /// "72" or "72.5": numbers in the file are never localized.
    static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A decimal number written with "." or "," (72.5, 72,5); nothing else, no exponent, finite.
    static func decimal(_ text: String) -> Double? {
        let normalized = text.replacingComma()
        guard !normalized.isEmpty, normalized.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            normalized.filter({ $0 == "." }).count <= 1, normalized.first != ".", normalized.last != "."
        else { return nil }
        return Double(normalized)
    }

    /// The known key closest to a mistyped one, when it is close enough to be a typo.
    static func suggestion(for key: String) -> String? {
        Suggestion.closest(to: key, among: Key.allCases.map(\.rawValue))
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    fileprivate func replacingComma() -> String {
        String(map { $0 == "," ? "." : $0 })
    }
}
