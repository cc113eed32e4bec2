/// A score in the flat shape the history's JSON, the events file and exports carry:
/// `{"block","format","rounds","reps","totalReps","seconds","capped","periodsDone",
/// "periodsMissed","splits","stopped","text"}`, `null` where the format has no such field
/// (docs/formats.md, "Scores"). The one place a score becomes that shape and comes back from
/// it, checked field by field.
extension BlockScore {
    public struct Wire: Sendable, Hashable, Codable {
        /// The block's place; `null` for a workout score (``WorkoutScore``), 0 where the history
        /// keeps one beside the blocks' (``workout`` then says its kind).
        public var block: Int?
        public var format: String
        public var rounds: Int?
        public var reps: Int?
        public var totalReps: Int?
        public var seconds: Double?
        public var capped: Bool?
        public var periodsDone: Int?
        public var periodsMissed: Int?
        public var splits: [Double?]
        /// The answers of an emom's periods of max reps (`null` where not entered); the key is
        /// left out where no period asked.
        public var answers: [Int?]?
        public var stopped: Bool
        /// Faster than possible (``BlockScore/implausible``); the key is written only when true.
        public var implausible: Bool = false
        public var text: String?
        /// Only in the history's own column: the kind of the workout score this entry keeps
        /// (``WorkoutScore/stored``); the key is left out otherwise.
        public var workout: String?

        enum CodingKeys: String, CodingKey {
            case block, format, rounds, reps, totalReps, seconds, capped, periodsDone, periodsMissed, splits
            case answers, stopped, implausible, text, workout
        }

        public init(
            block: Int?, format: String, rounds: Int? = nil, reps: Int? = nil, totalReps: Int? = nil,
            seconds: Double? = nil, capped: Bool? = nil, periodsDone: Int? = nil, periodsMissed: Int? = nil,
            splits: [Double?] = [], stopped: Bool = false, text: String? = nil
        ) {
            self.block = block
            self.format = format
            self.rounds = rounds
            self.reps = reps
            self.totalReps = totalReps
            self.seconds = seconds
            self.capped = capped
            self.periodsDone = periodsDone
            self.periodsMissed = periodsMissed
            self.splits = splits
            self.stopped = stopped
            self.text = text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            block = try container.decodeIfPresent(Int.self, forKey: .block)
            format = try container.decode(String.self, forKey: .format)
            rounds = try container.decodeIfPresent(Int.self, forKey: .rounds)
            reps = try container.decodeIfPresent(Int.self, forKey: .reps)
            totalReps = try container.decodeIfPresent(Int.self, forKey: .totalReps)
            seconds = try container.decodeIfPresent(Double.self, forKey: .seconds)
            capped = try container.decodeIfPresent(Bool.self, forKey: .capped)
            periodsDone = try container.decodeIfPresent(Int.self, forKey: .periodsDone)
            periodsMissed = try container.decodeIfPresent(Int.self, forKey: .periodsMissed)
            splits = try container.decodeIfPresent([Double?].self, forKey: .splits) ?? []
            answers = try container.decodeIfPresent([Int?].self, forKey: .answers)
            // Written before takt kept stopped scores apart: such a score was not marked.
            stopped = try container.decodeIfPresent(Bool.self, forKey: .stopped) ?? false
            implausible = try container.decodeIfPresent(Bool.self, forKey: .implausible) ?? false
            text = try container.decodeIfPresent(String.self, forKey: .text)
            workout = try container.decodeIfPresent(String.self, forKey: .workout)
        }

        /// Every key, `null` for what the format has not, so each score has the same shape.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(block, forKey: .block)
            try container.encode(format, forKey: .format)
            try container.encode(rounds, forKey: .rounds)
            try container.encode(reps, forKey: .reps)
            try container.encode(totalReps, forKey: .totalReps)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(capped, forKey: .capped)
            try container.encode(periodsDone, forKey: .periodsDone)
            try container.encode(periodsMissed, forKey: .periodsMissed)
            try container.encode(splits, forKey: .splits)
            try container.encodeIfPresent(answers, forKey: .answers)
            try container.encode(stopped, forKey: .stopped)
            if implausible { try container.encode(implausible, forKey: .implausible) }
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(workout, forKey: .workout)
        }

        /// The object as one line of JSON, keys in the order above: the events file's `score`.
        public var jsonObject: String {
            func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
            func number(_ value: Double?) -> String { value.map { String(describing: $0) } ?? "null" }
            let list = splits.map { number($0) }.joined(separator: ",")
            let asked = answers.map { ",\"answers\":[" + $0.map { number($0) }.joined(separator: ",") + "]" } ?? ""
            return "{\"block\":\(number(block)),\"format\":\(jsonStringLiteral(format)),\"rounds\":\(number(rounds)),"
                + "\"reps\":\(number(reps)),\"totalReps\":\(number(totalReps)),\"seconds\":\(number(seconds)),"
                + "\"capped\":\(capped.map(String.init) ?? "null"),\"periodsDone\":\(number(periodsDone)),"
                + "\"periodsMissed\":\(number(periodsMissed)),\"splits\":[\(list)]\(asked),\"stopped\":\(stopped),"
                + (implausible ? "\"implausible\":true," : "") + "\"text\":\(text.map(jsonStringLiteral) ?? "null")}"
        }
    }

    /// A value outside what a score can hold: the key it sits at.
    public struct Invalid: Error, Sendable, Hashable {
        public var key: String
    }

    /// The largest count or number of seconds a score may hold (the history's limit for amounts).
    public static let largest = HistoryRanges.amounts.upperBound
    /// The most splits a score may hold.
    public static let mostSplits = 100_000

    /// The flat shape of this score.
    public var wire: Wire {
        var wire = Wire(block: block, format: format.rawValue, stopped: stopped, text: text)
        wire.implausible = implausible
        switch result {
        case .amrap(let amrap):
            wire.rounds = amrap.rounds
            wire.reps = amrap.reps
            wire.totalReps = amrap.totalReps
            wire.seconds = amrap.seconds
            wire.splits = amrap.splits
        case .forTime(let forTime):
            wire.rounds = forTime.rounds
            wire.reps = reps
            wire.totalReps = forTime.totalReps
            wire.seconds = forTime.seconds
            wire.capped = forTime.capped
            wire.splits = forTime.splits
        case .emom(let emom):
            wire.rounds = emom.periods
            // A period's reps not entered leave the block's total unknown: null, never 0.
            wire.totalReps = emom.answers.contains(nil) ? nil : emom.totalReps
            wire.answers = emom.answers.isEmpty ? nil : emom.answers
            wire.periodsDone = emom.periodsDone
            wire.periodsMissed = emom.periodsMissed
            wire.splits = emom.splits
        case .deathBy(let deathBy):
            wire.reps = deathBy.reps
            wire.totalReps = deathBy.totalReps
            wire.periodsDone = deathBy.periodsDone
            wire.periodsMissed = deathBy.periodsMissed
            wire.splits = deathBy.splits
        case .stations(let stations):
            // The stations asked (none for a logged total); a station not entered leaves the
            // total unknown: null, never 0.
            wire.rounds = stations.answers.isEmpty ? nil : stations.answers.count
            wire.totalReps = stations.isIncomplete ? nil : stations.totalReps
            wire.answers = stations.answers.isEmpty ? nil : stations.answers
        case .notEntered:
            break
        }
        return wire
    }

    /// The score `wire` holds, or the key of the first field it cannot hold: an unknown format,
    /// a count or time out of range, a field its format must have missing or one it cannot have
    /// present. `text` is read for nothing: it follows from the fields, so a file cannot make
    /// the two disagree.
    public init(_ wire: Wire) throws(Invalid) {
        guard let format = ScoredFormat(rawValue: wire.format) else { throw Invalid(key: "format") }
        let counts: [(String, Int?)] = [
            ("rounds", wire.rounds), ("reps", wire.reps), ("totalReps", wire.totalReps),
            ("periodsDone", wire.periodsDone), ("periodsMissed", wire.periodsMissed),
        ]
        for (key, value) in counts {
            if let value, !(0...Int(Self.largest)).contains(value) { throw Invalid(key: key) }
        }
        guard let block = wire.block, (1...Int(Self.largest)).contains(block) else { throw Invalid(key: "block") }
        if let seconds = wire.seconds, !(seconds.isFinite && (0...Self.largest).contains(seconds)) {
            throw Invalid(key: "seconds")
        }
        let splitsValid = wire.splits.allSatisfy { $0.map { $0.isFinite && (0...Self.largest).contains($0) } ?? true }
        guard splitsValid, wire.splits.count <= Self.mostSplits else { throw Invalid(key: "splits") }
        if let answers = wire.answers,
            answers.count > Self.mostSplits
                || !answers.allSatisfy({ $0.map { (0...Int(Self.largest)).contains($0) } ?? true })
        {
            throw Invalid(key: "answers")
        }
        self.block = block
        stopped = wire.stopped
        implausible = wire.implausible
        result = try Self.result(of: format, wire)
    }

    private static func result(of format: ScoredFormat, _ wire: Wire) throws(Invalid) -> Result {
        let resultFields: [Any?] = [
            wire.rounds, wire.reps, wire.totalReps, wire.seconds, wire.capped, wire.periodsDone, wire.periodsMissed,
        ]
        if resultFields.allSatisfy({ $0 == nil }) && wire.splits.isEmpty {
            return .notEntered(format)
        }
        func required<Value>(_ value: Value?, _ key: String) throws(Invalid) -> Value {
            guard let value else { throw Invalid(key: key) }
            return value
        }
        func absent(_ value: Any?, _ key: String) throws(Invalid) {
            if value != nil { throw Invalid(key: key) }
        }
        func timesOnly(_ key: String) throws(Invalid) -> [Double] {
            let times = wire.splits.compactMap { $0 }
            guard times.count == wire.splits.count else { throw Invalid(key: key) }
            return times
        }
        switch format {
        case .amrap:
            try absent(wire.capped, "capped")
            try absent(wire.periodsDone, "periodsDone")
            try absent(wire.periodsMissed, "periodsMissed")
            return .amrap(
                Amrap(
                    rounds: try required(wire.rounds, "rounds"), reps: try required(wire.reps, "reps"),
                    totalReps: try required(wire.totalReps, "totalReps"),
                    seconds: try required(wire.seconds, "seconds"),
                    splits: try timesOnly("splits")))
        case .forTime:
            try absent(wire.periodsDone, "periodsDone")
            try absent(wire.periodsMissed, "periodsMissed")
            let capped = try required(wire.capped, "capped")
            if capped && wire.stopped { throw Invalid(key: "capped") }
            return .forTime(
                ForTime(
                    rounds: try required(wire.rounds, "rounds"), totalReps: try required(wire.totalReps, "totalReps"),
                    seconds: try required(wire.seconds, "seconds"), capped: capped, splits: try timesOnly("splits")))
        case .emom:
            try absent(wire.capped, "capped")
            let emom = Emom(
                periods: try required(wire.rounds, "rounds"),
                periodsDone: try required(wire.periodsDone, "periodsDone"),
                periodsMissed: wire.periodsMissed ?? 0, totalReps: wire.totalReps ?? 0, splits: wire.splits,
                answers: wire.answers ?? [])
            guard emom.periodsDone + emom.periodsMissed <= emom.periods else { throw Invalid(key: "periodsDone") }
            return .emom(emom)
        case .deathBy:
            try absent(wire.capped, "capped")
            return .deathBy(
                DeathBy(
                    periodsDone: try required(wire.periodsDone, "periodsDone"), periodsMissed: wire.periodsMissed ?? 0,
                    reps: wire.reps ?? 0, totalReps: wire.totalReps ?? 0, splits: wire.splits))
        case .intervals, .tabata:
            return try stations(of: format, wire)
        }
    }

    /// Stations of max reps: their answers (and the count of them in `rounds`), or a total alone.
    private static func stations(of format: ScoredFormat, _ wire: Wire) throws(Invalid) -> Result {
        let present = [
            ("reps", wire.reps != nil), ("seconds", wire.seconds != nil), ("capped", wire.capped != nil),
            ("periodsDone", wire.periodsDone != nil), ("periodsMissed", wire.periodsMissed != nil),
        ]
        if let key = present.first(where: \.1)?.0 { throw Invalid(key: key) }
        guard wire.splits.isEmpty else { throw Invalid(key: "splits") }
        guard let answers = wire.answers, !answers.isEmpty else {
            guard let total = wire.totalReps else { throw Invalid(key: "totalReps") }
            return .stations(Stations(format: format, totalReps: total))
        }
        let stations = Stations(format: format, answers: answers)
        guard wire.rounds == answers.count else { throw Invalid(key: "rounds") }
        if let total = wire.totalReps, total != stations.totalReps || stations.isIncomplete {
            throw Invalid(key: "totalReps")
        }
        return .stations(stations)
    }
}

extension BlockScore: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(try Wire(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}
