/// A bar and the plates an athlete can load on it (`set plates`), and the rounding of a
/// planned load to what they make (SPEC section 17).
public struct PlateSet: Sendable, Hashable {
    /// The unit the bar and plates weigh in.
    public var unit: Load.Unit
    public var bar: Double
    /// Plate weights, heaviest first; each may be loaded in pairs as often as needed.
    public var plates: [Double]

    public init(unit: Load.Unit, bar: Double, plates: [Double]) {
        self.unit = unit
        self.bar = bar
        self.plates = plates.filter { $0 > 0 }.sorted(by: >)
    }

    /// A gym's kilograms: a 20 kg bar and 25 20 15 10 5 2.5 1.25 kg plates.
    public static let kilograms = PlateSet(unit: .kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
    /// A gym's pounds: a 45 lb bar and 45 35 25 10 5 2.5 lb plates.
    public static let pounds = PlateSet(unit: .lb, bar: 45, plates: [45, 35, 25, 10, 5, 2.5])

    /// The default set for the athlete's `units`.
    public static func standard(for unit: Load.Unit) -> PlateSet { unit == .lb ? pounds : kilograms }

    /// A load as the bar carries it: its weight in ``unit`` and the plates on each side.
    public struct Loading: Sendable, Hashable {
        public var amount: Double
        public var perSide: [Double]
    }

    /// The load nearest to `amount` (in ``unit``) that the bar and these plates make: the bar
    /// alone for anything lighter; half-way rounds up.
    public func loading(nearest amount: Double) -> Loading {
        guard amount.isFinite, amount > bar, let smallest = plates.last else {
            return Loading(amount: bar, perSide: [])
        }
        let step = 2 * smallest
        let steps = ((amount - bar) / step + 0.000_001).rounded()
        let target = bar + steps * step
        let (perSide, left) = pairs(for: (target - bar) / 2)
        if left < 0.000_1 { return Loading(amount: target, perSide: perSide) }
        // Plates that are not multiples of the smallest: the heaviest they make below.
        let (lower, _) = pairs(for: (amount - bar) / 2)
        return Loading(amount: bar + 2 * lower.reduce(0, +), perSide: lower)
    }

    /// Plates for one side, heaviest first, and the weight they could not make.
    private func pairs(for side: Double) -> ([Double], Double) {
        var left = side
        var chosen: [Double] = []
        for plate in plates {
            // Bounded: a side is at most 1,000 kg and a plate at least a gram's worth.
            while left + 0.000_1 >= plate, chosen.count < 200 {
                chosen.append(plate)
                left -= plate
            }
        }
        return (chosen, left)
    }
}
