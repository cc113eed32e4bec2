/// An implement's size beside a task's load, as written: a box's height (`24/20in box jumps`),
/// a wall-ball's target (`wall-balls 20/14lb to 10/9ft`). Shown and exported, never a load.
public struct Height: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case inches = "in"
        case feet = "ft"
        case cm, m

        /// Centimetres in one of this unit (the international inch and foot).
        public var centimetres: Double {
            switch self {
            case .inches: 2.54
            case .feet: 30.48
            case .cm: 1
            case .m: 100
            }
        }

        /// The unit a word names: `in` (`inch`, `inches`), `ft` (`foot`, `feet`), `cm`, `m`. Any case.
        public init?(word: String) {
            switch word.lowercased() {
            case "in", "inch", "inches": self = .inches
            case "ft", "foot", "feet": self = .feet
            case "cm": self = .cm
            case "m": self = .m
            default: return nil
            }
        }
    }

    /// One height for everyone, or a men's and a women's (`24/20in`), picked by `sex`.
    public var amount: BySex<Double>
    public var unit: Unit

    public init(_ amount: BySex<Double>, _ unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    /// The highest a box or a target may be: 5 m, past any gym's ceiling.
    public static let maximumCentimetres = 500.0
}
