import Foundation

extension StatsJSON {
    /// One movement's records (SPEC section 17): `{"movement", "rm": {"1": {"kg", "lb", "on"}, …},
    /// "e1rm": {"kg", "lb", "on", "formula": "epley"}}`. `kg` to the gram; `lb` the pounds typed
    /// (for an estimate, estimated from them) or null; `on` the start of the session, ISO 8601
    /// UTC. A rep count without a record is absent from `rm`; `e1rm` is null without any.
    public struct LiftJSON: Encodable, Sendable {
        public var movement: String
        public var rm: [String: Mark]
        public var e1rm: Mark?

        public struct Mark: Encodable, Sendable {
            public var kg: Double
            public var lb: Double?
            public var on: String
            public var formula: String?

            init(_ mark: LiftRecords.Mark, formula: String? = nil) {
                kg = (mark.kilograms * 1000).rounded() / 1000
                lb = mark.weight.unit == .lb ? (mark.weight.amount * 1000).rounded() / 1000 : nil
                on = HistoryDates.iso8601(mark.on)
                self.formula = formula
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(kg, forKey: .kg)
                try container.encode(lb, forKey: .lb)
                try container.encode(on, forKey: .on)
                try container.encodeIfPresent(formula, forKey: .formula)
            }

            private enum CodingKeys: String, CodingKey {
                case kg, lb, on, formula
            }
        }

        init(_ movement: LiftRecords.Movement) {
            self.movement = movement.key
            rm = Dictionary(uniqueKeysWithValues: movement.rm.map { (String($0.key), Mark($0.value)) })
            e1rm = movement.e1rm.map { Mark($0, formula: "epley") }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movement, forKey: .movement)
            try container.encode(rm, forKey: .rm)
            try container.encode(e1rm, forKey: .e1rm)
        }

        private enum CodingKeys: String, CodingKey {
            case movement, rm, e1rm
        }
    }
}
