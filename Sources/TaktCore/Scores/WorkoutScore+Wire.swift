/// A workout score in the flat shape of a block's (``BlockScore/Wire``): in the history's JSON,
/// exports and imports with `block` null and `format` its kind (`workoutScore`, SPEC 14); in the
/// history's own `scores` column beside the blocks' as block 0 with its result's format and
/// `workout` its kind, so the index of scores ranks it as it ranks a block's.
extension WorkoutScore {
    /// The format of the result a workout score of `kind` is kept as.
    static func resultFormat(of kind: WorkoutScoreKind) -> ScoredFormat {
        switch kind {
        case .totalTime, .sum: .forTime
        case .totalReps: .intervals
        case .lowest: .tabata
        }
    }

    /// The shape history JSON, export and import carry: `block` null, `format` the kind.
    public var wire: BlockScore.Wire {
        var wire = score.wire
        wire.block = nil
        wire.format = kind.rawValue
        return wire
    }

    /// The shape the history's `scores` column keeps after the blocks' scores.
    public var stored: BlockScore.Wire {
        var wire = score.wire
        wire.block = Self.block
        wire.workout = kind.rawValue
        return wire
    }

    /// The workout score of either shape, or the key of the first field it cannot hold.
    public init(_ wire: BlockScore.Wire) throws(BlockScore.Invalid) {
        let isStored = wire.workout != nil
        guard let kind = WorkoutScoreKind(rawValue: wire.workout ?? wire.format) else {
            throw BlockScore.Invalid(key: isStored ? "workout" : "format")
        }
        guard wire.block == (isStored ? Self.block : nil) else { throw BlockScore.Invalid(key: "block") }
        let format = Self.resultFormat(of: kind)
        if isStored, wire.format != format.rawValue { throw BlockScore.Invalid(key: "format") }
        var inner = wire
        inner.block = 1
        inner.workout = nil
        inner.format = format.rawValue
        self.init(kind: kind, score: try BlockScore(inner))
    }

    /// Whether a wire read from the history's column is a workout score rather than a block's.
    public static func isStored(_ wire: BlockScore.Wire) -> Bool { wire.workout != nil }
}

extension WorkoutScore: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(try BlockScore.Wire(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}
