/// What the settings keep for lifts (SPEC section 17): `set max MOVEMENT LOAD`, each
/// movement's 1RM, and `set plates`, the bar and the plates loads are rounded to.
///
/// config.yaml keeps a max by the movement's catalog key, in the unit it was typed in
/// (`back-squats: "140kg"` under `max:`), and the plates as one line: the bar with its unit,
/// then every plate (`plates: "20kg 25 20 15 10 5 2.5 1.25"`).
extension Settings {
    /// The most movements `set max` keeps: more is a file gone wrong, not a lifter.
    public static let maximumMaxes = 200
    /// The heaviest bar `set plates` takes, in kilograms (the unit's equal in pounds).
    public static let maximumBarKilograms = 100.0
    /// The heaviest plate `set plates` takes, in kilograms (the unit's equal in pounds).
    public static let maximumPlateKilograms = 50.0
    /// How many plate weights `set plates` takes.
    public static let plateCountRange = 1...20

    /// The plates loads are rounded to: the athlete's, else the default of their units.
    public var effectivePlates: PlateSet { plates ?? PlateSet.standard(for: units?.loadUnit ?? .kg) }

    /// What a lift needs of the settings: the unit loads are shown in, the plates, and every
    /// 1RM set with `set max`.
    public var liftAthlete: LiftAthlete {
        LiftAthlete(
            unit: units?.loadUnit ?? .kg, plates: plates,
            oneRepMaxes: maxes.mapValues { OneRepMax($0, basis: .set) })
    }

    /// Forgets the 1RM of the movement `key`; false when none was set.
    public mutating func removeMax(_ key: String) -> Bool {
        maxes.removeValue(forKey: key) != nil
    }

    /// A 1RM as `set max` takes it: one weight with its unit (`140kg`, `315lb`, `102.5 kg`),
    /// by the lift language's rules; a problem is located in `text`.
    public static func oneRepMax(_ text: String) -> Result<LiftWeight, LiftText.Problem> {
        switch LiftText.loads(text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let loads):
            guard loads.count == 1, case .weight(let weight) = loads[0] else {
                return .failure(LiftText.Problem(0, .liftSettingErrorMaxWeight, ["found": .quoted(text)]))
            }
            return .success(weight)
        }
    }

    /// `back-squats 140kg`: a catalog key and its 1RM, added to the others.
    mutating func setMax(_ text: String, typed value: String) throws(SettingProblem) {
        let words = text.split(separator: " ")
        guard words.count == 2, Self.isMovementKey(words[0]) else { throw .invalid(.max, value: value) }
        let key = String(words[0])
        switch Self.oneRepMax(String(words[1])) {
        case .failure(let problem):
            throw .lift(.max, problem.message)
        case .success(let weight):
            guard maxes[key] != nil || maxes.count < Self.maximumMaxes else { throw .invalid(.max, value: value) }
            maxes[key] = weight
        }
    }

    /// `20kg 25 20 15 10 5 2.5 1.25`: the bar, then the plates, the unit once (or on each).
    mutating func setPlates(_ text: String, typed value: String) throws(SettingProblem) {
        guard let set = Self.plateSet(text) else { throw .invalid(.plates, value: value) }
        plates = set
    }

    /// The bar and plates of `text`, or `nil` when it is not one: numbers written with "." or
    /// ",", split by spaces or `+`, one unit (kg or lb) after any of them; the bar first.
    public static func plateSet(_ text: String) -> PlateSet? {
        var unit: Load.Unit?
        var numbers: [Double] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "+" || $0 == "\t" }) {
            let digits = word.prefix { $0.isASCIIDigit || $0 == "." || $0 == "," }
            let rest = String(word.dropFirst(digits.count))
            if !digits.isEmpty {
                guard let number = decimal(String(digits)) else { return nil }
                numbers.append(number)
            }
            guard !rest.isEmpty else { continue }
            guard let named = Load.Unit(word: rest), named == .kg || named == .lb, unit == nil || unit == named
            else { return nil }
            unit = named
        }
        guard let unit, let bar = numbers.first, plateCountRange.contains(numbers.count - 1) else { return nil }
        let plates = Array(numbers.dropFirst())
        guard bar * unit.kilograms <= maximumBarKilograms,
            plates.allSatisfy({ $0 > 0 && $0 * unit.kilograms <= maximumPlateKilograms })
        else { return nil }
        return PlateSet(unit: unit, bar: bar, plates: Array(Set(plates)))
    }

    /// `140kg`: a weight as config.yaml and `set` write it.
    public static func text(of weight: LiftWeight) -> String {
        plain(weight.amount) + weight.unit.rawValue
    }

    /// `20kg 25 20 15 10 5 2.5 1.25`.
    static func text(of plates: PlateSet) -> String {
        ([plain(plates.bar) + plates.unit.rawValue] + plates.plates.map(plain)).joined(separator: " ")
    }

    /// `back-squats 140kg, deadlifts 180kg`, by key; `nil` when none is set.
    var maxesText: String? {
        guard !maxes.isEmpty else { return nil }
        return maxes.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.text(of: $0.value))" }
            .joined(separator: ", ")
    }

    /// A catalog key's shape: lower-case letters, digits and hyphens.
    static func isMovementKey(_ word: Substring) -> Bool {
        (1...80).contains(word.count)
            && word.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
