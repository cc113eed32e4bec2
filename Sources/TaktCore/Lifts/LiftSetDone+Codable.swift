/// A kept set as the spool and the trash write it with its session (``SessionRecord/sets``):
/// loads in the unit typed with that unit, `at` in real seconds since the session's start.
/// History JSON spells sets its own way (``HistoryJSON``, SPEC section 17).
extension LiftSetDone: Codable {
    private enum CodingKeys: String, CodingKey {
        case movement, order, plannedReps, plannedLoad, reps, load, unit, warmup, rpe, at, skipped
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let unitName = try container.decode(String.self, forKey: .unit)
        guard let unit = Load.Unit(rawValue: unitName) else {
            throw DecodingError.dataCorruptedError(forKey: .unit, in: container, debugDescription: "unit")
        }
        self.init(
            movement: try container.decodeIfPresent(String.self, forKey: .movement),
            order: try container.decode(Int.self, forKey: .order),
            plannedReps: try container.decode(Int.self, forKey: .plannedReps),
            plannedLoad: try container.decodeIfPresent(Double.self, forKey: .plannedLoad),
            reps: try container.decode(Int.self, forKey: .reps),
            load: try container.decodeIfPresent(Double.self, forKey: .load), unit: unit,
            warmup: try container.decodeIfPresent(Bool.self, forKey: .warmup) ?? false,
            rpe: try container.decodeIfPresent(Double.self, forKey: .rpe),
            at: .seconds(try container.decode(Double.self, forKey: .at)),
            skipped: try container.decodeIfPresent(Bool.self, forKey: .skipped) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movement, forKey: .movement)
        try container.encode(order, forKey: .order)
        try container.encode(plannedReps, forKey: .plannedReps)
        try container.encode(plannedLoad, forKey: .plannedLoad)
        try container.encode(reps, forKey: .reps)
        try container.encode(load, forKey: .load)
        try container.encode(unit.rawValue, forKey: .unit)
        try container.encode(warmup, forKey: .warmup)
        try container.encode(rpe, forKey: .rpe)
        try container.encode(at.secondsValue, forKey: .at)
        try container.encode(skipped, forKey: .skipped)
    }
}
